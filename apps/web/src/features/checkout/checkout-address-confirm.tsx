import { ADDRESS_MESSAGES, type Address, USE_ANYWAY } from '@eb/domain/address';
import { type FormEvent, useState } from 'react';
import { addressLines } from '../../lib/order-lines.ts';
import { Button } from '../../ui/button.tsx';

function AddressText({ address }: { address: Address }) {
  return (
    <span className="eb-checkout-page__address">
      {addressLines(address).map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}

/**
 * The address check's question (doc 001 §8's messages): a similar address to choose, or an address
 * not found to use anyway. Edit Address goes back to the form with everything as typed.
 */
export function CheckoutAddressConfirm({
  kind,
  entered,
  suggested,
  onUse,
  onEdit,
}: {
  kind: 'similar' | 'notFound';
  entered: Address;
  suggested: Address;
  onUse: (address: Address) => void;
  onEdit: () => void;
}) {
  const [useEntered, setUseEntered] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onUse(kind === 'similar' && !useEntered ? suggested : entered);
  };

  return (
    <form className="eb-checkout-page__confirm" onSubmit={submit}>
      {kind === 'similar' ? (
        <fieldset className="eb-checkout-page__choices">
          <legend className="eb-checkout-page__message" tabIndex={-1} data-step-focus>
            {ADDRESS_MESSAGES.similar}
          </legend>
          <label className="eb-checkout-page__choice">
            <input type="radio" name="checkout-address-choice" checked={!useEntered} onChange={() => setUseEntered(false)} />
            <span>
              <span className="eb-checkout-page__choice-label">Suggested address</span>
              <AddressText address={suggested} />
            </span>
          </label>
          <label className="eb-checkout-page__choice">
            <input type="radio" name="checkout-address-choice" checked={useEntered} onChange={() => setUseEntered(true)} />
            <span>
              <span className="eb-checkout-page__choice-label">Address you entered</span>
              <AddressText address={entered} />
            </span>
          </label>
        </fieldset>
      ) : (
        <>
          <p className="eb-checkout-page__message" tabIndex={-1} data-step-focus>
            {ADDRESS_MESSAGES.notFound}
          </p>
          <p className="eb-checkout-page__boxed">
            <AddressText address={entered} />
          </p>
        </>
      )}
      <div className="eb-checkout-page__actions">
        <Button variant="secondary" onClick={onEdit}>
          Edit Address
        </Button>
        <Button type="submit">{kind === 'notFound' ? USE_ANYWAY : 'Use This Address'}</Button>
      </div>
    </form>
  );
}
