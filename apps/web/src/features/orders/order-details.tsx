import { type Order, SUMMARY_LABELS } from '@eb/domain/commerce';
import { formatLongDate } from '@eb/domain/design-blocks';
import { formatMoney } from '@eb/domain/format';
import { formatTextPhone } from '@eb/domain/job-options';
import type { ReactNode } from 'react';
import { addressLines, lineSize, linesByDesign, lineWhere } from '../../lib/order-lines.ts';
import {
  ADDED_LATER,
  designTaxText,
  orderNumberText,
  orderStatusLabel,
  orderTaxText,
  paymentLabel,
  settlementRows,
  taxLabel,
} from './order-rules.ts';

function Row({ label, children, total = false }: { label: string; children: ReactNode; total?: boolean }) {
  return (
    <div className={`eb-order__row${total ? ' eb-order__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * An order as its page shows it: number, status and payment, the lines by design and window
 * (change-order lines marked as added later) with each design's tax, contact, shipping address,
 * totals and the measure-and-install jobs. `aside` adds what the viewer may do (reps).
 */
export function OrderDetails({ order, aside }: { order: Order; aside?: ReactNode }) {
  const placed = formatLongDate(order.placedAt);
  const paid = formatLongDate(order.paidAt);
  return (
    <>
      <p className="eb-order__number">{orderNumberText(order)}</p>
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

      <div className="eb-order__layout">
        <div className="eb-order__main">
          {linesByDesign(order.lines).map((group) => {
            const tax = designTaxText(order, group.designId);
            const titleId = `order-design-${group.designId ?? 'none'}`;
            return (
              <section key={group.designId ?? 'none'} className="eb-card eb-order__design" aria-labelledby={titleId}>
                <h2 id={titleId} className="eb-order__design-name">
                  {group.designName}
                </h2>
                <ul className="eb-order__lines">
                  {group.lines.map((line) => {
                    const meta = [lineSize(line), `Qty ${line.quantity}`, line.jobUid ? `Job ${line.jobUid}` : null]
                      .filter(Boolean)
                      .join(' · ');
                    return (
                      <li key={line.lineId} className="eb-order__line">
                        <span className="eb-order__line-where">
                          {lineWhere(line) || 'Installation'}
                          {line.changeOrderId && <span className="eb-order__badge">{ADDED_LATER}</span>}
                        </span>
                        <span className="eb-order__line-price">{formatMoney(line.lineTotal)}</span>
                        <span className="eb-order__line-name">{line.productName}</span>
                        <span className="eb-order__line-meta">{meta}</span>
                      </li>
                    );
                  })}
                </ul>
                {tax && (
                  <dl className="eb-order__design-tax">
                    <Row label={taxLabel(order)}>{tax}</Row>
                  </dl>
                )}
              </section>
            );
          })}
        </div>

        <div className="eb-order__side">
          <section className="eb-card eb-order__panel" aria-labelledby="order-totals">
            <h2 id="order-totals" className="eb-order__panel-title">
              {SUMMARY_LABELS.summary}
            </h2>
            <dl className="eb-order__totals">
              <Row label={SUMMARY_LABELS.subtotal}>{formatMoney(order.subtotal)}</Row>
              <Row label={SUMMARY_LABELS.shipping}>{order.shipping > 0 ? formatMoney(order.shipping) : SUMMARY_LABELS.free}</Row>
              <Row label={taxLabel(order)}>{orderTaxText(order)}</Row>
              <Row label={SUMMARY_LABELS.total} total>
                {formatMoney(order.total)}
              </Row>
              {settlementRows(order).map((row) => (
                <Row key={row.label} label={row.label}>
                  {row.amount}
                </Row>
              ))}
            </dl>
          </section>
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
          {order.jobUids.length > 0 && (
            <section className="eb-card eb-order__panel" aria-labelledby="order-jobs">
              <h2 id="order-jobs" className="eb-order__panel-title">
                Measure &amp; Install Jobs
              </h2>
              <ul className="eb-order__jobs">
                {order.jobUids.map((jobUid) => (
                  <li key={jobUid}>{jobUid}</li>
                ))}
              </ul>
            </section>
          )}
          {aside}
        </div>
      </div>
    </>
  );
}
