import { type Order, SUMMARY_LABELS } from '@eb/domain/commerce';
import { formatMoney } from '@eb/domain/format';
import { OrderRow } from './order-row.tsx';
import { orderTaxText, settlementNotes, settlementRows, taxLabel } from './order-rules.ts';

/** An order's summary panel: subtotal, shipping, tax and total, then what is paid and due. */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <section className="eb-card eb-order__panel" aria-labelledby="order-totals">
      <h2 id="order-totals" className="eb-order__panel-title">
        {SUMMARY_LABELS.summary}
      </h2>
      <dl className="eb-order__totals">
        <OrderRow label={SUMMARY_LABELS.subtotal}>{formatMoney(order.subtotal)}</OrderRow>
        <OrderRow label={SUMMARY_LABELS.shipping}>{order.shipping > 0 ? formatMoney(order.shipping) : SUMMARY_LABELS.free}</OrderRow>
        <OrderRow label={taxLabel(order)}>{orderTaxText(order)}</OrderRow>
        <OrderRow label={SUMMARY_LABELS.total} total>
          {formatMoney(order.total)}
        </OrderRow>
        {settlementRows(order).map((row) => (
          <OrderRow key={row.label} label={row.label}>
            {row.amount}
          </OrderRow>
        ))}
      </dl>
      {settlementNotes(order).map((note) => (
        <p key={note} className="eb-order__note">
          {note}
        </p>
      ))}
    </section>
  );
}
