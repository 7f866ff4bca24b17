import { SUMMARY_LABELS } from '@eb/domain/commerce';
import { formatMoney, formatPercent } from '@eb/domain/format';
import type { PricingLine } from '@eb/domain/installation';
import type { SummaryFigures } from './estimate-summary-figures.ts';

/** One labelled figure of the summary. `only: 'mobile'` lines show below the 530 px breakpoint only. */
export interface SummaryLine {
  key:
    | 'selectedItems'
    | 'productTotal'
    | 'installation'
    | 'installationCharge'
    | 'shipping'
    | 'savings'
    | 'subtotal'
    | 'pretaxTotal'
    | 'estimatedTax'
    | 'total';
  /** Set where several lines share a key (the installation charges). */
  id?: string;
  label: string;
  value: string;
  only?: 'mobile' | 'desktop' | 'belowDesktop';
  negative?: boolean;
}

const shipping = (figures: SummaryFigures): SummaryLine => ({
  key: 'shipping',
  label: SUMMARY_LABELS.shipping,
  value: figures.shipping === 0 ? SUMMARY_LABELS.free : formatMoney(figures.shipping),
});

/** "You'll Save*" only when retail exceeds the subtotal (doc 001 §9): the amount and (retail − subtotal) / retail. */
function savings(figures: SummaryFigures): SummaryLine[] {
  if (figures.isAutoRelease || !(figures.savings > 0)) return [];
  return [
    {
      key: 'savings',
      label: SUMMARY_LABELS.youllSave,
      value: `${formatMoney(figures.savings)} (${formatPercent(figures.savingsPercent)})`,
    },
  ];
}

/** Tax once known; 'To Be Calculated' while it is unknown or zero (doc 001 §2). */
export const taxText = (tax: number | null) => (tax === null || tax === 0 ? SUMMARY_LABELS.toBeCalculated : formatMoney(tax));

/**
 * The estimate summary panel's figures (doc 001 §2), top to bottom: Selected Items (not for
 * auto-release designs), Product Total, Shipping, You'll Save*, Subtotal, Pretax Total on mobile,
 * and for auto-release designs Estimated Tax and Total. The installation charge lines (desktop only)
 * follow the Product Total once the Installation Summary has priced them; the Subtotal adds them.
 */
/** The installation in a Subtotal, as one line (the panel's where its charges are not listed, the modal's). */
const installationLine = (figures: SummaryFigures): SummaryLine => ({
  key: 'installation',
  label: 'Installation',
  value: formatMoney(figures.installationTotal),
});

/**
 * The installation in the panel's Subtotal, as one line where its charges are not listed: below the
 * desktop width (doc 001 §2 hides the charge lines there) and for a booked job, whose charges the panel
 * does not list. Without it the lines above the Subtotal would not add up to it.
 */
function installationTotalLine(figures: SummaryFigures, charges: readonly PricingLine[]): SummaryLine[] {
  if (figures.isAutoRelease || figures.installationTotal === 0) return [];
  const line = installationLine(figures);
  return [charges.length > 0 ? { ...line, only: 'belowDesktop' } : line];
}

export function panelLines(
  figures: SummaryFigures,
  charges: readonly PricingLine[] = [],
  /** False where the installation is itemized beside the panel's lines (a professional-measure design's own summary). */
  installationLine = true,
): SummaryLine[] {
  return [
    ...(figures.isAutoRelease
      ? []
      : [{ key: 'selectedItems', label: SUMMARY_LABELS.selectedItems, value: String(figures.selectedItems) } as const]),
    { key: 'productTotal', label: SUMMARY_LABELS.productTotal, value: formatMoney(figures.productTotal) },
    ...(installationLine ? installationTotalLine(figures, charges) : []),
    ...(figures.isAutoRelease ? [] : charges).map(
      (charge): SummaryLine => ({
        key: 'installationCharge',
        id: `installationCharge-${charge.specName}`,
        label: charge.label,
        value: charge.text,
        only: 'desktop',
        negative: charge.negative,
      }),
    ),
    shipping(figures),
    ...savings(figures),
    { key: 'subtotal', label: SUMMARY_LABELS.subtotal, value: formatMoney(figures.subtotal) },
    { key: 'pretaxTotal', label: SUMMARY_LABELS.pretaxTotal, value: formatMoney(figures.pretaxTotal), only: 'mobile' },
    ...(figures.isAutoRelease
      ? ([
          { key: 'estimatedTax', label: SUMMARY_LABELS.estimatedTax, value: taxText(figures.estimatedTax) },
          { key: 'total', label: SUMMARY_LABELS.total, value: formatMoney(figures.total) },
        ] as const)
      : []),
  ];
}

/**
 * The estimate summary modal's figures under its product lines (doc 001 §2): the installation when
 * one is priced (so the lines add up), Shipping, You'll Save*, Pretax Total.
 */
export function modalLines(figures: SummaryFigures): SummaryLine[] {
  return [
    ...(figures.installationTotal > 0 ? [installationLine(figures)] : []),
    shipping(figures),
    ...savings(figures),
    { key: 'pretaxTotal', label: SUMMARY_LABELS.pretaxTotal, value: formatMoney(figures.pretaxTotal) },
  ];
}
