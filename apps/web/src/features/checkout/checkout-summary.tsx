import { type Cart, SAVINGS_NOTE, SUMMARY_LABELS } from '@eb/domain/commerce';
import { formatMoney } from '@eb/domain/format';
import { lineCents, toCents, toDollars } from '@eb/domain/money';
import type { ReactNode } from 'react';
import { lineSize, linesByDesign, lineWhere } from '../../lib/order-lines.ts';
import { Price } from '../../ui/price.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { ReviewFigures } from './checkout-rules.ts';

export type TaxShown = { status: 'unknown' } | { status: 'loading' } | { status: 'done'; tax: number | null };

function Row({ label, children, total = false }: { label: string; children: ReactNode; total?: boolean }) {
  return (
    <div className={`eb-checkout-page__row${total ? ' eb-checkout-page__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The order summary beside the steps (below them on small screens): the cart's lines by design, then
 * Subtotal, You'll Save*, Shipping FREE, Estimated Tax ('To Be Calculated' until known or when the
 * tax call fails) and Total. The review step puts Place order under it.
 */
export function CheckoutSummary({
  cart,
  figures,
  tax,
  children,
}: {
  cart: Cart;
  figures: ReviewFigures;
  tax: TaxShown;
  children?: ReactNode;
}) {
  const count = cart.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section className="eb-card eb-checkout-page__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="eb-checkout-page__summary-title">
        Order Summary <span className="eb-checkout-page__count">({count === 1 ? '1 item' : `${count} items`})</span>
      </h2>
      {linesByDesign(cart.lines).map((group) => (
        <div key={group.designId ?? 'none'} className="eb-checkout-page__design">
          <h3 className="eb-checkout-page__design-name">{group.designName}</h3>
          <ul className="eb-checkout-page__lines">
            {group.lines.map((line) => {
              const where = lineWhere(line);
              const size = lineSize(line);
              return (
                <li key={line.lineId} className="eb-checkout-page__line">
                  <span className="eb-checkout-page__line-name">{line.productName}</span>
                  <Price
                    className="eb-checkout-page__line-price"
                    subtotal={line.lineTotal}
                    retail={toDollars(lineCents(toCents(line.unitRetail), line.quantity))}
                  />
                  <span className="eb-checkout-page__line-meta">
                    {where && <>{where} · </>}
                    {size && (
                      <>
                        <span className="eb-size">{size}</span> ·{' '}
                      </>
                    )}
                    Qty {line.quantity}
                    {line.jobUid && <> · Job {line.jobUid}</>}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <dl className="eb-checkout-page__totals">
        <Row label={SUMMARY_LABELS.subtotal}>{formatMoney(figures.subtotal)}</Row>
        {figures.savings > 0 && <Row label={SUMMARY_LABELS.youllSave}>{formatMoney(figures.savings)}</Row>}
        <Row label={SUMMARY_LABELS.shipping}>{SUMMARY_LABELS.free}</Row>
        <Row label={SUMMARY_LABELS.estimatedTax}>
          {tax.status === 'loading' ? (
            <Spinner size="sm" inline label="Calculating tax" />
          ) : tax.status === 'done' && tax.tax !== null ? (
            formatMoney(tax.tax)
          ) : (
            SUMMARY_LABELS.toBeCalculated
          )}
        </Row>
        <Row label={SUMMARY_LABELS.total} total>
          {formatMoney(figures.total)}
        </Row>
      </dl>
      {figures.savings > 0 && <p className="eb-checkout-page__savings-note">{SAVINGS_NOTE}</p>}
      {children}
    </section>
  );
}
