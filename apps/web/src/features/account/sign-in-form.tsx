import { loginSchema } from '@eb/domain/identity';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useAppDispatch } from '../../lib/hooks.ts';
import { signIn } from '../../lib/session-slice.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { fieldErrors, focusFirstInvalid } from './field-errors.ts';
import { FormAlert } from './form-alert.tsx';

const FALLBACK_MESSAGE = 'We could not sign you in. Please try again.';

/** Email and password; on success the caller takes the user back where they came from. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const dispatch = useAppDispatch();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = loginSchema.safeParse(values);
    setAlert(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await dispatch(signIn(parsed.data));
      onSignedIn();
    } catch (error) {
      setBusy(false);
      setAlert(error instanceof ApiError ? error.message : FALLBACK_MESSAGE);
    }
  };

  return (
    <form ref={formRef} className="eb-form" noValidate onSubmit={onSubmit} aria-label="Sign In">
      <FormAlert message={alert} />
      <Field label="Email" name="email" type="email" autoComplete="username" inputMode="email" required error={errors.email} />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
      <Button type="submit" variant="primary" block busy={busy}>
        Sign In
      </Button>
    </form>
  );
}
