import { selectedWindows } from '@eb/domain/commerce-rules';
import { formatMoney } from '@eb/domain/format';
import { pricingBlockLines, SERVICE_COST_BREAKDOWN, serviceCostBreakdown, TOTAL_COST } from '@eb/domain/installation';
import { sumCents, toCents, toDollars } from '@eb/domain/money';
import { useId } from 'react';
import type { DesignView } from '../../lib/design-view.ts';
import { requestLogin } from '../../lib/site-events.ts';
import { Button } from '../../ui/button.tsx';
import type { PricingState } from './installation-pricing.ts';

export interface SummaryProduct {
  itemId: string;
  name: string;
  subtotal: number;
}

/**
 * The Products list: each selected window by room and name with its product, room by room (two rooms
 * may each have a 'Window 1').
 */
export function summaryProducts(view: Pick<DesignView, 'rooms'>): SummaryProduct[] {
  return view.rooms.flatMap((room) =>
    selectedWindows(room.items).map((item) => ({
      itemId: item.itemId,
      name: `${room.container.name} · ${item.label}: ${item.itemProduct?.productName ?? ''}`,
      subtotal: item.subtotal,
    })),
  );
}

const money = (amount: number, text = formatMoney(amount)) => (
  <span className={amount < 0 ? 'eb-install__negative' : undefined}>{text}</span>
);

/**
 * The design summary panel (doc 001 §2): '{design name} Summary', the installation-cost text, the
 * Products list (max height 250 px), 'Service Cost Breakdown:' with the pricing block lines, and
 * 'Total Cost' = product subtotal + installation. Install-only has no products to list.
 */
export function InstallationDesignSummary({
  designName,
  products,
  pricing,
  promo = null,
  heading,
}: {
  /** The heading, when not '{design name} Summary' (the panel of a measure-and-install design). */
  heading?: string;
  designName: string;
  /** The design's promo line (code and valid-through day), when it has one. */
  promo?: string | null;
  /** Null in the installation-only modal. */
  products: SummaryProduct[] | null;
  pricing: PricingState;
}) {
  const titleId = useId();
  const productSubtotal = toDollars(sumCents((products ?? []).map((product) => toCents(product.subtotal))));
  const result = pricing.result;
  const breakdown = result ? serviceCostBreakdown(productSubtotal, result.totalInstallationCost) : null;
  return (
    <section className="eb-install-summary" aria-labelledby={titleId} aria-busy={pricing.status === 'loading'}>
      <h3 id={titleId} className="eb-install__heading">
        {heading ?? `${designName} Summary`}
      </h3>
      <p className="eb-muted eb-install-summary__note">
        Installation costs are priced from each window's size and type. Your installer confirms them when measuring, before any work begins.
      </p>
      {products && (
        <>
          <h4 className="eb-install-summary__subheading">Products</h4>
          {products.length === 0 ? (
            <p className="eb-muted">No products yet: put one on a window to see it here.</p>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard.
            <ul className="eb-install-summary__products" tabIndex={0} aria-label="Products">
              {products.map((product) => (
                <li key={product.itemId}>
                  <span>{product.name}</span>
                  {money(product.subtotal)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <h4 className="eb-install-summary__subheading">{SERVICE_COST_BREAKDOWN}</h4>
      {pricing.status === 'failed' && (
        <p className="eb-field__error" role="alert">
          {pricing.message}
          {pricing.signIn && (
            <>
              {' '}
              <Button variant="link" onClick={() => requestLogin(window.location.pathname + window.location.search, 'installation')}>
                Sign in
              </Button>
            </>
          )}
        </p>
      )}
      {pricing.status === 'idle' && <p className="eb-muted">Select a window to see installation prices.</p>}
      {result && (
        <dl className="eb-install-summary__lines" aria-label={SERVICE_COST_BREAKDOWN}>
          {pricingBlockLines(result).map((line) => (
            <div key={line.specName}>
              <dt>{line.label}</dt>
              <dd>{money(line.amount, line.text)}</dd>
            </div>
          ))}
        </dl>
      )}
      {pricing.status === 'loading' && !result && <p className="eb-muted">Pricing installation…</p>}
      {promo && <p className="eb-install-summary__promo">{promo}</p>}
      {breakdown && (
        <dl className="eb-install-summary__total" aria-label={TOTAL_COST}>
          <div>
            <dt>{TOTAL_COST}</dt>
            <dd>{money(breakdown.total.amount)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
