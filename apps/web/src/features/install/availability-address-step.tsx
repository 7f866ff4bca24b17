import { addressLabels, STATES } from '@eb/domain/address';
import type { FormEvent } from 'react';
import { useSite } from '../../lib/site-context.ts';
import { Field } from '../../ui/field.tsx';
import { type AddressDraft, type AddressField, ENTER_ADDRESS_TEXT } from './availability-steps.ts';

interface AddressStepProps {
  formId: string;
  /** Prefix of the fields' ids (`${ids}-line1`, ...): a failed check focuses the first field in error by it. */
  ids: string;
  draft: AddressDraft;
  errors: Partial<Record<AddressField, string>>;
  onEdit: (field: AddressField, value: string) => void;
  onSubmit: (event: FormEvent) => void;
}

/** Enter address: the property's address, checked by the footer's Check Availability (doc 001 §4, §5). */
export function AddressStep({ formId, ids, draft, errors, onEdit, onSubmit }: AddressStepProps) {
  const site = useSite();
  const labels = addressLabels(site.id);
  const fieldProps = (field: AddressField) => ({
    id: `${ids}-${field}`,
    label: labels[field],
    value: draft[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onEdit(field, event.target.value),
  });

  return (
    <form id={formId} className="eb-avail__form" noValidate onSubmit={onSubmit}>
      <p className="eb-avail__intro">{ENTER_ADDRESS_TEXT}</p>
      <Field {...fieldProps('line1')} autoComplete="address-line1" maxLength={100} required data-step-focus />
      <Field {...fieldProps('line2')} autoComplete="address-line2" maxLength={100} />
      <Field {...fieldProps('city')} autoComplete="address-level2" maxLength={60} required />
      <div className="eb-avail__row">
        <div className={`eb-field${errors.state ? ' has-error' : ''}`}>
          <label className="eb-field__label" htmlFor={`${ids}-state`}>
            {labels.state}
          </label>
          <select
            id={`${ids}-state`}
            className="eb-field__input eb-avail__select"
            value={draft.state}
            autoComplete="address-level1"
            required
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={errors.state ? `${ids}-state-error` : undefined}
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
            <p id={`${ids}-state-error`} className="eb-field__error">
              {errors.state}
            </p>
          )}
        </div>
        <Field {...fieldProps('zipCode')} autoComplete="postal-code" inputMode="numeric" maxLength={10} required />
      </div>
    </form>
  );
}
