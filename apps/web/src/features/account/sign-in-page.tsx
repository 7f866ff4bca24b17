import { readSignInReason, type SignInReason, signInReturnTarget } from '@eb/domain/identity';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppSelector } from '../../lib/hooks.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { DemoAccountsNote } from './demo-accounts-note.tsx';
import { RegisterForm } from './register-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** Said at the top of the page when the builder sent the shopper here for something. */
export const SIGN_IN_LEADS: Record<SignInReason, string> = {
  save: 'Sign in or create an account to save your design. You come back to it, saved to your account.',
  installation: 'Sign in or create an account to book professional installation. You come back to your answers as you left them.',
};

/** /signin?returnUrl=...: sign in, or create a shopper account, then return. */
export function SignInPage() {
  const [params] = useSearchParams();
  const me = useAppSelector(selectMe);
  const [mode, setMode] = useState<'signin' | 'register'>('signin');
  const title = mode === 'signin' ? 'Sign In' : 'Create Account';
  const reason = readSignInReason(params.get('reason'));
  usePageTitle(title);
  // Where to go after signing in: the return URL when it stays on this site (doc 001 §6), never back here.
  const target = signInReturnTarget(
    { returnUrl: params.get('returnUrl'), referenceHost: params.get('referenceHost') },
    window.location.host,
  );
  // A full page load, so everything on the next page starts from the new session.
  const goBack = () => window.location.assign(target);

  return (
    <div className="eb-container eb-page eb-auth">
      <div className="eb-card eb-auth__card">
        <h1>{title}</h1>
        {reason && <p className="eb-auth__lead">{SIGN_IN_LEADS[reason]}</p>}
        {me && me.role !== 'guest' && (
          <p className="eb-auth__signed-in">
            You are signed in as <strong>{me.name ?? me.email}</strong>. <Link to={target}>Continue</Link>
          </p>
        )}
        {mode === 'signin' ? <SignInForm onSignedIn={goBack} /> : <RegisterForm onRegistered={goBack} />}
        <p className="eb-auth__switch">
          {mode === 'signin' ? 'New here?' : 'Already have an account?'}{' '}
          <Button variant="link" onClick={() => setMode(mode === 'signin' ? 'register' : 'signin')}>
            {mode === 'signin' ? 'Create account' : 'Sign In'}
          </Button>
        </p>
        <DemoAccountsNote />
      </div>
    </div>
  );
}
