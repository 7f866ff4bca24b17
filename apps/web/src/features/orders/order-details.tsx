import type { Order } from '@eb/domain/commerce';
import type { ReactNode } from 'react';
import { linesByDesign } from '../../lib/order-lines.ts';
import { OrderContact } from './order-contact.tsx';
import { OrderDesignSection } from './order-design-section.tsx';
import { OrderFacts } from './order-facts.tsx';
import { OrderJobs } from './order-jobs.tsx';
import { orderNumberText } from './order-rules.ts';
import { OrderTotals } from './order-totals.tsx';

/**
 * An order as its page shows it: number, status and payment, the lines by design and window
 * (change-order lines marked as added later) with each design's tax, contact, shipping address,
 * totals and the measure-and-install jobs. `aside` adds what the viewer may do (reps); `notice` goes
 * above the lines (what a change order adds).
 */
export function OrderDetails({ order, aside, notice }: { order: Order; aside?: ReactNode; notice?: ReactNode }) {
  return (
    <>
      <p className="eb-order__number">{orderNumberText(order)}</p>
      <OrderFacts order={order} />

      <div className="eb-order__layout">
        <div className="eb-order__main">
          {notice}
          {linesByDesign(order.lines).map((group) => (
            <OrderDesignSection key={group.designId ?? 'none'} order={order} group={group} />
          ))}
        </div>

        <div className="eb-order__side">
          <OrderTotals order={order} />
          <OrderContact order={order} />
          {order.jobUids.length > 0 && <OrderJobs jobUids={order.jobUids} />}
          {aside}
        </div>
      </div>
    </>
  );
}
