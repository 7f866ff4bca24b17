import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MailboxLink } from '../../features/mailbox/mailbox-link.tsx';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { selectMe, selectSessionStatus, signOut } from '../../lib/session-slice.ts';
import { signInUrl } from '../../lib/site-events.ts';
import { Button } from '../../ui/button.tsx';

/** Sign In link for guests; the user's name and Sign Out for signed-in users. */
export function AccountMenu() {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectMe);
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  const [busy, setBusy] = useState(false);

  // Nothing until we know who is here, so "Sign In" does not flash for a signed-in user.
  if (status === 'idle' || (status === 'loading' && !me)) return <span className="eb-account eb-account--pending" />;

  if (!me || me.role === 'guest') {
    // The sign-in page is its own call to action.
    if (location.pathname === '/signin') return <span className="eb-account eb-account--pending" />;
    return (
      <Link className="eb-account__signin" to={signInUrl(`${location.pathname}${location.search}`)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Sign In
      </Link>
    );
  }

  const onSignOut = async () => {
    setBusy(true);
    await dispatch(signOut());
    setBusy(false);
  };

  return (
    <div className="eb-account">
      <span className="eb-account__user">
        <span className="eb-account__avatar" aria-hidden="true">
          {(me.name ?? me.email ?? '?').trim().charAt(0).toUpperCase()}
        </span>
        <span className="eb-account__name">{me.name ?? me.email}</span>
        {me.role === 'rep' && <span className="eb-account__badge">Rep</span>}
        <MailboxLink />
      </span>
      <Button variant="link" className="eb-account__signout" busy={busy} onClick={onSignOut}>
        Sign Out
      </Button>
    </div>
  );
}
