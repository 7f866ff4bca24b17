import { formatTextPhone, isTextPhone, PHONE_DIGITS, PHONE_MESSAGE } from '@eb/domain/job-options';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';

/**
 * The phone for text updates (doc 001 §5): ten digits, typed into a field of at most 10 characters;
 * Enter confirms (then it shows as (###) ###-####), Escape cancels back to the last confirmed
 * number; with nothing typed since, Escape closes the modal as it does everywhere else. 'Phone number must be ten digits' shows on a confirm that is not ten digits, or when the
 * modal's check finds it so, and clears as soon as the typed number is valid.
 */
export function InstallationPhoneField({
  value,
  error,
  onChange,
}: {
  value: string;
  /** The modal's check on add to cart. */
  error?: string | undefined;
  onChange: (digits: string) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(!isTextPhone(value));
  const [confirmed, setConfirmed] = useState(isTextPhone(value) ? value : '');
  const [tried, setTried] = useState(false);
  const shownError = (tried || error) && !isTextPhone(value) ? PHONE_MESSAGE : null;

  const confirm = () => {
    if (!isTextPhone(value)) {
      setTried(true);
      return;
    }
    setConfirmed(value);
    setTried(false);
    setEditing(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      confirm();
    } else if (event.key === 'Escape') {
      // Nothing typed to cancel: Escape is the modal's, and closes it as everywhere else.
      if (value === confirmed) return;
      // Escape cancels the edit, not the modal.
      event.preventDefault();
      event.stopPropagation();
      onChange(confirmed);
      setTried(false);
      if (confirmed) setEditing(false);
    }
  };

  if (!editing) {
    return (
      <div className="eb-field eb-job-options__phone">
        <span className="eb-field__label">Mobile phone for text updates</span>
        <p className="eb-job-options__phone-value">
          {formatTextPhone(value)}{' '}
          <Button
            variant="link"
            onClick={() => {
              setEditing(true);
              queueMicrotask(() => inputRef.current?.focus());
            }}
          >
            Change<span className="eb-visually-hidden"> phone number</span>
          </Button>
        </p>
      </div>
    );
  }
  return (
    <div className={`eb-field eb-job-options__phone${shownError ? ' has-error' : ''}`}>
      <label className="eb-field__label" htmlFor={id}>
        Mobile phone for text updates
      </label>
      <input
        ref={inputRef}
        id={id}
        className="eb-field__input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_DIGITS}
        value={value}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PHONE_DIGITS))}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (isTextPhone(value)) confirm();
        }}
      />
      <p id={`${id}-hint`} className="eb-field__hint">
        Ten digits; press Enter to confirm, Escape to cancel.
      </p>
      {shownError && (
        <p id={`${id}-error`} className="eb-field__error" role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
