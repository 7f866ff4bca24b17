import { siteDay } from '../format.ts';
import type { ShipDateStyle as DateStyle } from '../sites.ts';

/**
 * Promo end date display (doc 001 §4, two readings): the pro promo shows the previous day when the
 * end's UTC time is within 05:00–10:30; the installation summary when it is within 00:00–05:30.
 * Both windows include their ends. Answers the UTC calendar day in the site's date style, or null.
 */
export const PROMO_SHIFT_WINDOWS = {
  proPromo: { fromMinutes: 5 * 60, toMinutes: 10 * 60 + 30 },
  installationSummary: { fromMinutes: 0, toMinutes: 5 * 60 + 30 },
} as const;
export type PromoPlace = keyof typeof PROMO_SHIFT_WINDOWS;

export function promoEndDisplayDate(iso: string | null | undefined, place: PromoPlace, style: DateStyle, now = new Date()): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const minutes = date.getUTCHours() * 60 + date.getUTCMinutes() + date.getUTCSeconds() / 60 + date.getUTCMilliseconds() / 60_000;
  const window = PROMO_SHIFT_WINDOWS[place];
  const shift = minutes >= window.fromMinutes && minutes <= window.toMinutes ? 1 : 0;
  const shown = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - shift));
  return siteDay({ year: shown.getUTCFullYear(), month: shown.getUTCMonth() + 1, day: shown.getUTCDate() }, style, now.getUTCFullYear());
}
