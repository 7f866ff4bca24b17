import { PAYMENT_METHOD_LABELS } from '@eb/domain/commerce';
import { formatTextPhone } from '@eb/domain/job-options';
import { addressLines } from '../../lib/order-lines.ts';
import { Button } from '../../ui/button.tsx';
import type { Shipping } from './checkout-rules.ts';

export const NO_CARD_TAKEN = 'No card is taken now: you pay when your order is delivered.';

/**
 * Step 2's left side: who the order is for, where it ships, and how it is paid. The one payment
 * method is pay on delivery (no card processor is reachable), and the page says so.
 */
export function CheckoutReview({ shipping, canEdit, onEdit }: { shipping: Shipping; canEdit: boolean; onEdit: () => void }) {
  const { contact, address } = shipping;
  return (
    <div className="eb-checkout-page__review">
      <section className="eb-checkout-page__block" aria-labelledby="checkout-contact">
        <div className="eb-checkout-page__block-head">
          <h3 id="checkout-contact">Contact</h3>
          {canEdit && (
            <Button variant="link" onClick={onEdit} aria-label="Edit contact">
              Edit
            </Button>
          )}
        </div>
        <p className="eb-checkout-page__address">
          <span>
            {contact.firstName} {contact.lastName}
          </span>
          <span>{contact.email}</span>
          <span>{formatTextPhone(contact.phone)}</span>
        </p>
      </section>
      <section className="eb-checkout-page__block" aria-labelledby="checkout-ship-to">
        <div className="eb-checkout-page__block-head">
          <h3 id="checkout-ship-to">Ship to</h3>
          {canEdit && (
            <Button variant="link" onClick={onEdit} aria-label="Edit shipping address">
              Edit
            </Button>
          )}
        </div>
        <p className="eb-checkout-page__address">
          {addressLines(address).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
      </section>
      <fieldset className="eb-checkout-page__block eb-checkout-page__payment">
        <legend>Payment method</legend>
        <label className="eb-checkout-page__choice eb-checkout-page__choice--selected">
          <input type="radio" name="checkout-payment" value="pay-on-delivery" checked readOnly aria-describedby="checkout-no-card" />
          <span className="eb-checkout-page__choice-label">{PAYMENT_METHOD_LABELS['pay-on-delivery']}</span>
        </label>
        <p id="checkout-no-card" className="eb-checkout-page__note">
          {NO_CARD_TAKEN}
        </p>
      </fieldset>
    </div>
  );
}
