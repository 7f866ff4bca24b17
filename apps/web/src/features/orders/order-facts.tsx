import type { Order } from '@eb/domain/commerce';
import { formatDay } from '@eb/domain/format';
import { orderStatusLabel, paymentLabel } from './order-rules.ts';

/** An order's status and payment, and when it was placed and paid (or confirmed). */
export function OrderFacts({ order }: { order: Order }) {
  const placed = formatDay(order.placedAt);
  const paid = formatDay(order.paidAt);
  return (
    <dl className="eb-order__facts">
      <div>
        <dt>Status</dt>
        <dd>
          <span className={`eb-order__status is-${order.status}`}>{orderStatusLabel(order)}</span>
        </dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>{paymentLabel(order)}</dd>
      </div>
      {placed && (
        <div>
          <dt>Placed</dt>
          <dd>{placed}</dd>
        </div>
      )}
      {paid && (
        <div>
          <dt>{order.settlement.paid > 0 ? 'Paid' : 'Confirmed'}</dt>
          <dd>{paid}</dd>
        </div>
      )}
    </dl>
  );
}
