import { BUY_BLOCK_MESSAGES, NO_CART_STRATEGY, SUMMARY_BANNERS } from '@eb/domain/commerce';
import { summaryRowCanAddToCart } from '@eb/domain/commerce-rules';
import type { DesignSummaryRow } from '@eb/domain/design-summary';
import { formatDay } from '@eb/domain/format';
import type { ShipDateStyle, Site } from '@eb/domain/sites';
import { MANDI_BASE, PRODUCT_BASE } from '../../../lib/builder-paths.ts';
import { userMessageOf } from '../../../lib/error-message.ts';

/** One row of `GET /api/design-builder/designs/summary?designIds=` (doc 001 §3 "Summary-page row"): the domain's contract. */
export type SummaryRow = DesignSummaryRow;

/** The design type of a professional-installation design, as the summary answers it. */
export const PRO_INSTALLATION_TYPE = 'Professional Installation';

/**
 * The window-treatments estimate path (doc 001 §2) of a professional-installation design when the
 * store-to-online switch is on: under the retailer's account list, routed to the design's load page.
 */
export const windowTreatmentsEstimatePath = (designId: string) => `/mywindowtreatments/estimate/${encodeURIComponent(designId)}`;

/** The store-to-online switch: the query flag `storeToOnline=true`, or the site's setting. */
export const storeToOnlineOn = (search: URLSearchParams, site: Pick<Site, 'storeToOnline'>) =>
  search.get('storeToOnline')?.toLowerCase() === 'true' || site.storeToOnline;

/**
 * Where the design name links (doc 001 §2): the mandi load path for mandi designs; with the switch
 * on, the window-treatments estimate path for a professional-installation design; otherwise the
 * standard load path plus the design id.
 */
export function summaryRowHref(row: Pick<SummaryRow, 'designId' | 'designType' | 'isMandi'>, storeToOnline: boolean): string {
  const id = encodeURIComponent(row.designId);
  if (row.isMandi) return `${MANDI_BASE}/load/${id}`;
  if (storeToOnline && row.designType === PRO_INSTALLATION_TYPE) return windowTreatmentsEstimatePath(row.designId);
  return `${PRODUCT_BASE}/load/${id}`;
}

export type SummaryBanner = keyof typeof SUMMARY_BANNERS;

/**
 * The page's banners (doc 001 §2): 'discontinued' when a design has a discontinued product,
 * 'edits' when a design is invalid for another reason (a discontinued product is invalid too, and
 * its banner says more).
 */
export function summaryBanners(rows: readonly Pick<SummaryRow, 'isDesignValid' | 'hasDiscontinuedProduct'>[]): SummaryBanner[] {
  const banners: SummaryBanner[] = [];
  if (rows.some((row) => row.hasDiscontinuedProduct)) banners.push('discontinued');
  if (rows.some((row) => !row.isDesignValid && !row.hasDiscontinuedProduct)) banners.push('edits');
  return banners;
}

/** Why an ordered or locked design's Add To Cart is off, said beside the button (no banner covers it). */
export const LOCKED_ROW_REASON = BUY_BLOCK_MESSAGES.locked;

/** Under a row's disabled Add To Cart, which of the page's banners is about it (they speak of 'the design below'). */
export const BANNER_ROW_REASONS: Record<SummaryBanner, string> = {
  discontinued: 'Has a discontinued product: open it to review.',
  edits: 'Needs edits before purchase: open it to edit.',
};

/** Why a row cannot go to the cart: one of the page's banners, or a sentence of its own beside the button. */
export type RowBlock = { banner: SummaryBanner } | { reason: string };

/**
 * Why a row cannot go to the cart, or null when it can: an ordered or locked design says so (like
 * Checkout on its card); an invalid or discontinued one points at its banner; any other reason
 * buy-design would refuse it with (no product on a window, every window saved for later, a product
 * to review…) is said beside the button, in the words of the refusal.
 */
export function rowBlock(
  row: Pick<SummaryRow, 'isDesignValid' | 'hasDiscontinuedProduct' | 'isLockedOrOrdered' | 'buyBlock'>,
): RowBlock | null {
  if (row.isLockedOrOrdered) return { reason: LOCKED_ROW_REASON };
  if (!summaryRowCanAddToCart(row)) return { banner: row.hasDiscontinuedProduct ? 'discontinued' : 'edits' };
  return row.buyBlock ? { reason: BUY_BLOCK_MESSAGES[row.buyBlock] } : null;
}

/** A banner's sentence split around {phone}, so the page can put a telephone link in its place. */
export function bannerParts(banner: SummaryBanner): [before: string, after: string] {
  const [before = '', after = ''] = SUMMARY_BANNERS[banner].split('{phone}');
  return [before, after];
}

/** The design ids of the route's parameter: comma-separated, blanks and repeats dropped. */
export function parseDesignIds(param: string): string[] {
  return [
    ...new Set(
      param
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** The day in the reader's time zone, in the site's date style; an unreadable date shows as nothing. */
export function formatCreatedDate(iso: string, style: ShipDateStyle): string {
  return formatDay(iso, style) ?? '';
}

/** What the page says when a design could not go to the cart: the server's reason when it gave one. */
export function cartFailureText(designName: string, error: unknown): string {
  const reason = userMessageOf(error) ?? (error instanceof Error && error.message === NO_CART_STRATEGY ? `${NO_CART_STRATEGY}.` : null);
  return `“${designName}” could not be added to the cart. ${reason ?? 'Please try again, or call us for help.'}`;
}
