import { type CartTotals, SAVINGS_NOTE, SUMMARY_LABELS } from '@eb/domain/commerce';
import { formatMoney } from '@eb/domain/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

function Row({ label, children, kind }: { label: string; children: ReactNode; kind?: 'save' | 'total' }) {
  return (
    <div className={`eb-cart-summary__row${kind ? ` eb-cart-summary__row--${kind}` : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The cart's totals (doc 001 §2 labels): Product Total, Installation when there is any, 'You'll
 * Save*' when retail exceeds the product total, Shipping FREE, Estimated Tax 'To Be Calculated'
 * (tax comes at checkout, once the address is known) and Subtotal; then 'Proceed to checkout'.
 */
export function CartSummary({ totals, hasInstallation, busy }: { totals: CartTotals; hasInstallation: boolean; busy: boolean }) {
  return (
    <aside className="eb-card eb-cart-summary" aria-labelledby="cart-summary-title" aria-busy={busy || undefined}>
      <h2 id="cart-summary-title" className="eb-cart-summary__title">
        {SUMMARY_LABELS.summary}
      </h2>
      <dl className="eb-cart-summary__rows">
        <Row label={SUMMARY_LABELS.productTotal}>{formatMoney(totals.productTotal)}</Row>
        {hasInstallation && <Row label="Installation">{formatMoney(totals.installationTotal)}</Row>}
        {totals.savings > 0 && (
          <Row label={SUMMARY_LABELS.youllSave} kind="save">
            {formatMoney(totals.savings)}
          </Row>
        )}
        <Row label={SUMMARY_LABELS.shipping}>{totals.shipping > 0 ? formatMoney(totals.shipping) : SUMMARY_LABELS.free}</Row>
        <Row label={SUMMARY_LABELS.estimatedTax}>{SUMMARY_LABELS.toBeCalculated}</Row>
        <Row label={SUMMARY_LABELS.subtotal} kind="total">
          {formatMoney(totals.subtotal)}
        </Row>
      </dl>
      <Link className="eb-button eb-button--primary eb-button--block eb-cart-summary__checkout" to="/checkout">
        Proceed to checkout
      </Link>
      {totals.savings > 0 && <p className="eb-cart-summary__note">{SAVINGS_NOTE}</p>}
    </aside>
  );
}
