import type { Order } from '@eb/domain/commerce';
import { quoteId } from '@eb/domain/commerce-rules';
import { orderNextSteps } from '@eb/domain/order-next-steps';
import { useEffect, useRef } from 'react';
import type { OrderPageState } from '../../lib/orders-api.ts';
import { useHelpPhone } from '../../lib/site-context.ts';
import { PhoneLink } from '../../ui/phone-link.tsx';

export const isOrderConfirmed = (state: unknown): boolean => Boolean((state as OrderPageState | null)?.orderConfirmed);

/**
 * The thank-you above a just-placed order (issue 29): its number, where the confirmation mail went,
 * what happens next (the same steps as the mail) and the phone. It takes focus on arrival, so a
 * screen reader starts with it, even when the order loads before the page change's own focus move.
 */
export function OrderConfirmation({ order }: { order: Order }) {
  const phone = useHelpPhone();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="eb-card eb-order__thanks" aria-labelledby="order-thanks">
      <h2 id="order-thanks" ref={heading} tabIndex={-1} data-page-focus>
        Thank you for your order
      </h2>
      <p>
        We have your order <strong>{quoteId(order.orderNumber)}</strong>. A confirmation is on its way to{' '}
        <strong>{order.contact.email}</strong>.
      </p>
      <h3>What happens next</h3>
      <ul>
        {orderNextSteps(order).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <p>
        Questions about your order? Call us at <PhoneLink phone={phone} />
      </p>
    </section>
  );
}
