import type { Configuration } from '@eb/domain/catalog';
import { formatMoney } from '@eb/domain/format';
import type { HandOff } from '../../lib/hand-off.ts';
import { Button } from '../../ui/button.tsx';
import { Price } from '../../ui/price.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** The live price, and the way back: Cancel to the design, and 'Add to Window' (or 'Save' when editing). */
export function ConfiguratorTotal({
  configuration,
  pricing,
  saving,
  handOff,
  canAdd,
  onAdd,
}: {
  configuration: Configuration;
  pricing: boolean;
  saving: boolean;
  handOff: HandOff | null;
  /** Opened from a window of a design, so there is a window to put it on. */
  canAdd: boolean;
  onAdd: () => void;
}) {
  const editing = handOff?.action === 'edit';
  return (
    <div className="eb-configurator__total eb-card">
      <p className="eb-configurator__price" aria-live="polite">
        <span className="eb-muted">Your price</span> <Price subtotal={configuration.subtotal} retail={configuration.retail} showSavings />
        {pricing && <Spinner size="sm" inline label="Updating the price" />}
      </p>
      {configuration.optionTotal > 0 && <p className="eb-muted">Includes {formatMoney(configuration.optionTotal)} in options.</p>}
      <div className="eb-configurator__actions">
        {handOff && (
          <a className="eb-button eb-button--secondary" href={handOff.returnUrl}>
            Cancel
          </a>
        )}
        {canAdd ? (
          <Button busy={saving} disabled={!configuration.isValid || pricing} onClick={onAdd}>
            {editing ? 'Save' : 'Add to Window'}
          </Button>
        ) : (
          <p className="eb-muted">Open this product from a window in your design to add it.</p>
        )}
      </div>
    </div>
  );
}
