import type { DesignGraph } from '@eb/domain/design';
import { DEFAULT_SHIP_DAYS, shipEstimate, siteDay } from '@eb/domain/format';
import { callerClock } from '@eb/domain/sharing';
import type { ShipDateStyle, Site } from '@eb/domain/sites';

/** How the estimate says when the design ships: the site's label and its date. */
export interface ShipEstimate {
  label: string;
  date: string;
}

/** The day of `date` in the caller's time zone, in the site's date style ('11/23/2026', 'Nov 23'). */
export function siteDayOnCallerClock(date: Date, offset: number, style: ShipDateStyle, now: Date): string {
  const { year, month, day } = callerClock(date, offset);
  return siteDay({ year, month, day }, style, callerClock(now, offset).year);
}

/** '4:05 PM' in the caller's time zone. */
export function clockTime(date: Date, offset: number): string {
  const { hour, minute } = callerClock(date, offset);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'UTC-05:00' for an offset of 300 (the sign of getTimezoneOffset is the other way round). */
export function utcLabel(offset: number): string {
  const ahead = -offset;
  const abs = Math.abs(ahead);
  return `UTC${ahead < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The estimated ship date of the whole design: the latest of its windows with a product, a window
 * with none counting as the default 20 days from the caller's today (doc 001 §9), in the site's style.
 */
export function designShipEstimate(graph: DesignGraph, site: Site, now: Date, offset: number): ShipEstimate {
  const { year, month, day } = callerClock(now, offset);
  const fallback = new Date(Date.UTC(year, month - 1, day + DEFAULT_SHIP_DAYS)).toISOString().slice(0, 10);
  const dates = graph.items.filter((item) => item.itemProduct).map((item) => item.estimatedShipDate?.slice(0, 10) || fallback);
  // yyyy-mm-dd strings sort as dates do.
  const latest = dates.sort().at(-1) ?? fallback;
  return shipEstimate(latest, site.shipDateStyle);
}
