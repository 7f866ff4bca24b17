import { type PricingResult, pricingBlockLines } from '@eb/domain/installation';

/**
 * The estimate summary panel's installation charge lines (doc 001 §2): each pricing block line. The
 * panel's one Subtotal above them adds this installation. Hidden on tablet and mobile (below 1004 px) by CSS.
 */
export function CheckoutInstallationLines({ result }: { result: PricingResult }) {
  return (
    <dl className="eb-checkout__lines" aria-label="Installation charges">
      {pricingBlockLines(result).map((line) => (
        <div key={line.specName}>
          <dt>{line.label}</dt>
          <dd className={line.negative ? 'eb-install__negative' : undefined}>{line.text}</dd>
        </div>
      ))}
    </dl>
  );
}
