import type { EstimateSummary } from '@eb/domain/commerce';
import { selectedWindows, summaryTotals } from '@eb/domain/commerce-rules';
import { type Design, type Item, isAutoReleaseDesign, windowCount } from '@eb/domain/design';

/** What the summary panel and modal show of a design (doc 001 §2), in dollars. */
export type SummaryFigures = Omit<EstimateSummary, 'designId'>;

/** What only the server knows: the priced installation and the estimated tax. */
export type ServerOnly = Pick<SummaryFigures, 'installationTotal' | 'estimatedTax'>;

const sumCents = (items: readonly Item[], pick: (item: Item) => number) =>
  items.reduce((cents, item) => cents + Math.round(pick(item) * 100), 0) / 100;

/**
 * The figures the page can work out at once from the design it holds: the selected windows' count,
 * product total and retail (auto-release designs show retail only, so there is nothing to save),
 * with the installation and tax last heard from the server.
 */
export function localFigures(
  design: Pick<Design, 'name' | 'attributes' | 'promoCode' | 'promoEndDate'>,
  items: readonly Item[],
  known: ServerOnly = { installationTotal: 0, estimatedTax: null },
): SummaryFigures {
  const isAutoRelease = isAutoReleaseDesign(design);
  const selected = selectedWindows(items);
  const retail = sumCents(selected, (item) => item.retail);
  const productTotal = isAutoRelease ? retail : sumCents(selected, (item) => item.subtotal);
  const totals = summaryTotals({
    productTotal,
    retail,
    installationTotal: known.installationTotal,
    tax: known.estimatedTax,
    isAutoRelease,
  });
  return {
    designName: design.name,
    selectedItems: windowCount(selected),
    productTotal: totals.productTotal,
    installationTotal: totals.installationTotal,
    retail: totals.retail,
    savings: totals.savings,
    savingsPercent: totals.savingsPercent,
    shipping: totals.shipping,
    subtotal: totals.subtotal,
    pretaxTotal: totals.pretaxTotal,
    estimatedTax: totals.tax,
    total: totals.total,
    promoCode: design.promoCode,
    promoEndDate: design.promoEndDate,
    isAutoRelease,
  };
}

/** What the local figures rest on: a server answer asked for while these were the same describes the same windows. */
export const figuresKey = (figures: SummaryFigures) =>
  [figures.selectedItems, figures.productTotal, figures.retail, figures.isAutoRelease].join('|');

/** A server answer with what the page held when it asked. */
export interface SummaryAnswer {
  designId: string;
  version: number;
  localKey: string;
  summary: EstimateSummary;
}

/**
 * The figures to show: the server's answer when it was asked for this version of the design while
 * the page showed the same windows; otherwise (an edit on its way, or no answer yet) the local
 * figures with the installation and tax of the last answer, so the panel never waits or jumps back.
 */
export function shownFigures(
  design: Pick<Design, 'designId' | 'version' | 'name' | 'attributes' | 'promoCode' | 'promoEndDate'>,
  items: readonly Item[],
  answer: SummaryAnswer | null,
): SummaryFigures {
  const ours = answer?.designId === design.designId ? answer : null;
  const local = localFigures(design, items, ours?.summary);
  if (ours && ours.version === design.version && ours.localKey === figuresKey(local)) {
    const { designId: _designId, ...summary } = ours.summary;
    // The name and promo are the design's own: a rename shows at once.
    return { ...summary, designName: design.name, promoCode: design.promoCode, promoEndDate: design.promoEndDate };
  }
  return local;
}
