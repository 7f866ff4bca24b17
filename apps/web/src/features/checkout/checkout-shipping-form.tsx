import { addressLabels, STATES } from '@eb/domain/address';
import type { SiteId } from '@eb/domain/sites';
import type { FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { phoneDigits, type ShippingDraft, type ShippingErrors, type ShippingField } from './checkout-rules.ts';

export const fieldId = (field: ShippingField) => `checkout-${field}`;

/** Step 1: who the order is for and where it ships (doc 001 §5: the professional address's rules, a ten-digit phone). */
export function CheckoutShippingForm({
  siteId,
  draft,
  errors,
  busy,
  onEdit,
  onSubmit,
}: {
  siteId: SiteId;
  draft: ShippingDraft;
  errors: ShippingErrors;
  busy: boolean;
  onEdit: (field: ShippingField, value: string) => void;
  onSubmit: () => void;
}) {
  const labels = addressLabels(siteId);
  const field = (name: ShippingField) => ({
    id: fieldId(name),
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onEdit(name, event.target.value),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <form className="eb-checkout-page__form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <fieldset className="eb-checkout-page__fieldset">
        <legend>Contact</legend>
        <div className="eb-checkout-page__pair">
          <Field {...field('firstName')} label="First name" autoComplete="given-name" maxLength={60} required />
          <Field {...field('lastName')} label="Last name" autoComplete="family-name" maxLength={60} required />
        </div>
        <div className="eb-checkout-page__pair">
          <Field {...field('email')} label="Email" type="email" autoComplete="email" maxLength={254} required />
          <Field
            {...field('phone')}
            onChange={(event) => onEdit('phone', phoneDigits(event.target.value))}
            label="Phone"
            // No maxLength: a pasted '(404) 555-0123' keeps its ten digits; the value never holds more than ten.
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            hint="Ten digits, numbers only."
            required
          />
        </div>
      </fieldset>
      <fieldset className="eb-checkout-page__fieldset">
        <legend>Shipping address</legend>
        <Field {...field('line1')} label={labels.line1} autoComplete="address-line1" maxLength={100} required />
        <Field {...field('line2')} label={labels.line2} autoComplete="address-line2" maxLength={100} />
        <div className="eb-checkout-page__place">
          <Field {...field('city')} label={labels.city} autoComplete="address-level2" maxLength={60} required />
          <div className={`eb-field${errors.state ? ' has-error' : ''}`}>
            <label className="eb-field__label" htmlFor={fieldId('state')}>
              {labels.state}
            </label>
            <select
              id={fieldId('state')}
              className="eb-field__input"
              value={draft.state}
              autoComplete="address-level1"
              required
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={errors.state ? `${fieldId('state')}-error` : undefined}
              onChange={(event) => onEdit('state', event.target.value)}
            >
              <option value="">Select</option>
              {STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
            {errors.state && (
              <p id={`${fieldId('state')}-error`} className="eb-field__error">
                {errors.state}
              </p>
            )}
          </div>
          <Field {...field('zipCode')} label={labels.zipCode} autoComplete="postal-code" inputMode="numeric" maxLength={10} required />
        </div>
      </fieldset>
      <div className="eb-checkout-page__actions">
        <Button type="submit" busy={busy}>
          Continue to Review
        </Button>
      </div>
    </form>
  );
}
