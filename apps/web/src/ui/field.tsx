import { type InputHTMLAttributes, type Ref, useId } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the input; marks the input invalid. */
  error?: string | null | undefined;
  hint?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error text wired up for assistive technology. */
export function Field({ label, error, hint, id, className, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`eb-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="eb-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} className="eb-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={hintId} className="eb-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="eb-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
