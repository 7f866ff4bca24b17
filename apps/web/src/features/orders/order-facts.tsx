import type { Order } from '@eb/domain/commerce';
import { formatDay } from '@eb/domain/format';
import { useSite } from '../../lib/site-context.ts';
import { orderStatusLabel, paymentLabel } from './order-rules.ts';

/** An order's status and payment, and when it was placed and paid (or confirmed). */
export function OrderFacts({ order }: { order: Order }) {
  const { shipDateStyle } = useSite();
  const placed = formatDay(order.placedAt, shipDateStyle);
  const paid = formatDay(order.paidAt, shipDateStyle);
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
