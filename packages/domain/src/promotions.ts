import { type PromoPlace, promoEndDisplayDate } from './installation.ts';
import type { ShipDateStyle, SiteId } from './sites.ts';

/**
 * The professional measure-and-install promotion a site runs (doc 001 §2 "promo message (promo code
 * text with optional end date)", §3 Design promoCode, promoEndDate, §4 promo end date display). A new
 * design takes the promotion running on its site when it is made; the design keeps it from then on.
 * Codes and dates are invented.
 */
export interface Promotion {
  code: string;
  /** When it ends (an instant; shown as a calendar day by the rules of §4). Null: no end date. */
  endsAt: string | null;
}

/**
 * The promotion each site runs (invented): a code that runs to the last day of a month some months
 * ahead of today, so a site always has one running and a design made today always shows one. Each
 * ends at 23:59:59 UTC, outside both of §4's shift windows (05:00–10:30 and 00:00–05:30 UTC), so the
 * pro promo and the installation summary, each keeping its rule, show the same valid-through day.
 */
const SITE_PROMOTION_RUNS: Readonly<Partial<Record<SiteId, { code: string; monthsAhead: number }>>> = {
  3: { code: 'FREEMEASURE', monthsAhead: 1 },
  11: { code: 'PROINSTALL25', monthsAhead: 2 },
};

/** The promotion running on a site at `now`; a site without one runs none. */
export function activePromotion(siteId: SiteId, now: Date = new Date()): Promotion | null {
  const run = SITE_PROMOTION_RUNS[siteId];
  if (!run) return null;
  // Day 0 of the month after: the last day of the month `monthsAhead` after now's.
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + run.monthsAhead + 1, 0, 23, 59, 59));
  return { code: run.code, endsAt: end.toISOString() };
}

/**
 * The promo line: the code, and its valid-through day when it has an end date, shown by the rule of
 * the place (the pro promo, or the installation summary) in the site's date style.
 */
export function promoText(
  code: string | null | undefined,
  endsAt: string | null | undefined,
  place: PromoPlace,
  style: ShipDateStyle,
  now = new Date(),
): string | null {
  if (!code) return null;
  const through = promoEndDisplayDate(endsAt, place, style, now);
  return through ? `Use promo code ${code}. Valid through ${through}.` : `Use promo code ${code}.`;
}
