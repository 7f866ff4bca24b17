import { PURCHASE_OPTION_HELP, PURCHASE_OPTION_LABELS, PURCHASE_OPTIONS, type PurchaseOption } from '@eb/domain/design';
import { useId } from 'react';
import { InfoTip } from '../../../ui/tooltip.tsx';

/** product-and-install, product-only or 'Save for Later', as a radio group, with what each means. */
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
    <div className="eb-purchase-bar">
      <fieldset className="eb-purchase" disabled={disabled}>
        <legend className="eb-visually-hidden">Purchase option</legend>
        {PURCHASE_OPTIONS.map((option) => (
          <label key={option} className={`eb-purchase__option${value === option ? ' is-checked' : ''}`}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{PURCHASE_OPTION_LABELS[option]}</span>
          </label>
        ))}
      </fieldset>
      <InfoTip label="About the purchase options">
        <dl>
          {PURCHASE_OPTIONS.map((option) => (
            <div key={option} className="eb-tip__row">
              <dt>{PURCHASE_OPTION_LABELS[option]}</dt>
              <dd>{PURCHASE_OPTION_HELP[option]}</dd>
            </div>
          ))}
        </dl>
      </InfoTip>
    </div>
  );
}
