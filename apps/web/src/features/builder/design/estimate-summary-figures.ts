import type { EstimateSummary } from '@eb/domain/commerce';
import { type Design, type Item, isAutoReleaseDesign } from '@eb/domain/design';
import { priceDesign, summaryFigures, totalsOf } from '@eb/domain/design-pricing';
import { toCents } from '@eb/domain/money';

/** What the summary panel and modal show of a design (doc 001 §2), in dollars. */
export type SummaryFigures = Omit<EstimateSummary, 'designId' | 'taxSuccessful'>;

/** What only the server knows: the priced installation and the estimated tax. */
export type ServerOnly = Pick<SummaryFigures, 'installationTotal' | 'estimatedTax'>;

/**
 * The figures the page can work out at once from the design it holds, by the one pricing of a design:
 * the selected windows' count, product total and retail, with the installation and tax last heard
 * from the server.
 */
export function localFigures(
  design: Pick<Design, 'name' | 'attributes' | 'promoCode' | 'promoEndDate'>,
  items: readonly Item[],
  known: ServerOnly = { installationTotal: 0, estimatedTax: null },
): SummaryFigures {
  const isAutoRelease = isAutoReleaseDesign(design);
  const price = priceDesign({
    items,
    isAutoRelease,
    installationCents: toCents(known.installationTotal),
    taxCents: known.estimatedTax === null ? null : toCents(known.estimatedTax),
  });
  return {
    designName: design.name,
    ...summaryFigures(price),
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

/**
 * The figures with an installation priced on this page (the Installation Summary, before a job is
 * booked) when the server knows of none: the panel's one Subtotal then adds the charges it lists.
 */
export function withPricedInstallation(figures: SummaryFigures, installationCents: number | undefined): SummaryFigures {
  if (installationCents === undefined || figures.isAutoRelease || figures.installationTotal !== 0) return figures;
  const totals = totalsOf({
    productCents: toCents(figures.productTotal),
    retailCents: toCents(figures.retail),
    installationCents,
    taxCents: figures.estimatedTax === null ? null : toCents(figures.estimatedTax),
    isAutoRelease: false,
  });
  return { ...figures, ...summaryFigures({ ...totals, selectedItems: figures.selectedItems }) };
}
