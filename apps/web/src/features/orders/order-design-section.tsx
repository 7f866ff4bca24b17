import type { Order, OrderLine } from '@eb/domain/commerce';
import { formatMoney } from '@eb/domain/format';
import { type DesignLines, lineSize, lineWhere } from '../../lib/order-lines.ts';
import { OrderRow } from './order-row.tsx';
import { ADDED_LATER, designTaxText, taxLabel } from './order-rules.ts';

/** One design's lines of an order (change-order lines marked as added later), then the design's tax. */
export function OrderDesignSection({ order, group }: { order: Order; group: DesignLines<OrderLine> }) {
  const tax = designTaxText(order, group.designId);
  const titleId = `order-design-${group.designId ?? 'none'}`;
  return (
    <section className="eb-card eb-order__design" aria-labelledby={titleId}>
      <h2 id={titleId} className="eb-order__design-name">
        {group.designName}
      </h2>
      <ul className="eb-order__lines">
        {group.lines.map((line) => {
          const size = lineSize(line);
          const meta = [`Qty ${line.quantity}`, line.jobUid ? `Job ${line.jobUid}` : null].filter(Boolean).join(' · ');
          return (
            <li key={line.lineId} className="eb-order__line">
              <span className="eb-order__line-where">
                {lineWhere(line) || 'Installation'}
                {line.changeOrderId && <span className="eb-order__badge">{ADDED_LATER}</span>}
              </span>
              <span className="eb-order__line-price">{formatMoney(line.lineTotal)}</span>
              <span className="eb-order__line-name">{line.productName}</span>
              <span className="eb-order__line-meta">
                {size && (
                  <>
                    <span className="eb-size">{size}</span> ·{' '}
                  </>
                )}
                {meta}
              </span>
            </li>
          );
        })}
      </ul>
      {tax && (
        <dl className="eb-order__design-tax">
          <OrderRow label={taxLabel(order)}>{tax}</OrderRow>
        </dl>
      )}
    </section>
  );
}
