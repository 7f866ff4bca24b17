import { formatMoney } from '@eb/domain/format';
import { type PricingResult, pricingBlockLines, serviceCostBreakdown } from '@eb/domain/installation';

/**
 * The estimate summary panel's installation charge lines (doc 001 §2): each pricing block line and
 * the subtotal of products plus installation. Hidden on tablet and mobile (below 1004 px) by CSS.
 */
export function CheckoutInstallationLines({ productSubtotal, result }: { productSubtotal: number; result: PricingResult }) {
  const { total } = serviceCostBreakdown(productSubtotal, result.totalInstallationCost);
  return (
    <dl className="eb-checkout__lines" aria-label="Installation charges">
      {pricingBlockLines(result).map((line) => (
        <div key={line.specName}>
          <dt>{line.label}</dt>
          <dd className={line.negative ? 'eb-install__negative' : undefined}>{line.text}</dd>
        </div>
      ))}
      <div className="eb-checkout__subtotal">
        <dt>Subtotal</dt>
        <dd>{formatMoney(total.amount)}</dd>
      </div>
    </dl>
  );
}
