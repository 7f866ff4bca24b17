import { PURCHASE_OPTION_LABELS, PURCHASE_OPTIONS, type PurchaseOption } from '@eb/domain/design';
import { useId } from 'react';

/** product-and-install, product-only or 'Save for Later', as a radio group. */
export function PurchaseOptionBar({
  value,
  disabled,
  onChange,
}: {
  value: PurchaseOption | null;
  disabled: boolean;
  onChange: (option: PurchaseOption) => void;
}) {
  const name = useId();
  return (
    <fieldset className="eb-purchase" disabled={disabled}>
      <legend className="eb-visually-hidden">Purchase option</legend>
      {PURCHASE_OPTIONS.map((option) => (
        <label key={option} className={`eb-purchase__option${value === option ? ' is-checked' : ''}`}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          <span>{PURCHASE_OPTION_LABELS[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}
