import { totalsOf } from '../design-pricing.ts';
import { formatMoney } from '../format.ts';
import { toCents, toDollars } from '../money.ts';
import { LINE_LABELS } from './price-table.ts';
import type { PricingResult } from './pricing.ts';

/** What a priced job shows (doc 001 §2): the pricing block and the service cost breakdown. */

export const SERVICE_COST_BREAKDOWN = 'Service Cost Breakdown:';
export const TOTAL_COST = 'Total Cost';

export interface PricingLine {
  specName: string;
  label: string;
  amount: number;
  /** What the line shows: the amount, or 'unit price × quantity' for surcharges. */
  text: string;
  negative: boolean;
}

/** The pricing block (doc 001 §2): Installation, Removal, Haul Away, surcharges as unit × quantity, Measure Credit. */
export function pricingBlockLines(result: Pick<PricingResult, 'charges'>): PricingLine[] {
  return result.charges.map((line) => {
    const unit = line.value > 0 ? toDollars(toCents(line.retail / line.value)) : 0;
    const text = line.specType === 'surcharge' ? `${formatMoney(unit)} × ${line.value}` : formatMoney(line.retail);
    return { specName: line.specName, label: line.displayName, amount: line.retail, text, negative: line.retail < 0 };
  });
}

/** 'Service Cost Breakdown:' with 'Total Cost' = product subtotal + installation cost: the design's Subtotal by the one totals rule. */
export function serviceCostBreakdown(productSubtotal: number, totalInstallationCost: number) {
  const productCents = toCents(productSubtotal);
  const totals = totalsOf({
    productCents,
    retailCents: productCents,
    installationCents: toCents(totalInstallationCost),
    taxCents: null,
    isAutoRelease: false,
  });
  const totalCost = toDollars(totals.subtotalCents);
  const line = (label: string, amount: number) => ({ label, amount, text: formatMoney(amount), negative: amount < 0 });
  return {
    title: SERVICE_COST_BREAKDOWN,
    lines: [line('Products', productSubtotal), line(LINE_LABELS.installation, totalInstallationCost)],
    total: line(TOTAL_COST, totalCost),
  };
}
