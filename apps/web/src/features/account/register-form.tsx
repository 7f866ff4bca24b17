import { registerSchema } from '@eb/domain/identity';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useAppDispatch } from '../../lib/hooks.ts';
import { registerAccount } from '../../lib/session-slice.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { fieldErrors, focusFirstInvalid, serverFieldErrors } from './field-errors.ts';
import { FormAlert } from './form-alert.tsx';

const FALLBACK_MESSAGE = 'We could not create your account. Please try again.';
const FIELDS = ['name', 'email', 'password'] as const;

/** Name, email and password for a new shopper account, signed in on success. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const dispatch = useAppDispatch();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = registerSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    setAlert(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await dispatch(registerAccount(parsed.data));
      onRegistered();
    } catch (error) {
      setBusy(false);
      const onFields = error instanceof ApiError ? serverFieldErrors(error.details, FIELDS) : {};
      if (Object.keys(onFields).length > 0) {
        setErrors(onFields);
        requestAnimationFrame(() => focusFirstInvalid(formRef.current));
        return;
      }
      setAlert(error instanceof ApiError ? error.message : FALLBACK_MESSAGE);
    }
  };

  return (
    <form ref={formRef} className="eb-form" noValidate onSubmit={onSubmit} aria-label="Create Account">
      <FormAlert message={alert} />
      <Field label="Name" name="name" autoComplete="name" required error={errors.name} />
      <Field label="Email" name="email" type="email" autoComplete="email" inputMode="email" required error={errors.email} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters, not a common password and not your email."
        error={errors.password}
      />
      <Button type="submit" variant="primary" block busy={busy}>
        Create Account
      </Button>
    </form>
  );
}
