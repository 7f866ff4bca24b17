import type { Order } from '@eb/domain/commerce';
import { formatTextPhone } from '@eb/domain/job-options';
import { addressLines } from '../../lib/order-lines.ts';

/** An order's contact panel: who placed it, then where it ships. */
export function OrderContact({ order }: { order: Order }) {
  return (
    <section className="eb-card eb-order__panel" aria-labelledby="order-contact">
      <h2 id="order-contact" className="eb-order__panel-title">
        Contact
      </h2>
      <p className="eb-order__address">
        <span>
          {order.contact.firstName} {order.contact.lastName}
        </span>
        <span>{order.contact.email}</span>
        <span>{formatTextPhone(order.contact.phone)}</span>
      </p>
      <h2 className="eb-order__panel-title eb-order__panel-title--next">Ship to</h2>
      <p className="eb-order__address">
        {addressLines(order.address).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </p>
    </section>
  );
}
