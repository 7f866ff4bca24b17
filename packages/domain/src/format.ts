import { savingsPercentOf, toCents, toDollars } from './money.ts';
import type { ShipDateStyle as DateStyle } from './sites.ts';

/**
 * Money, percent and date formatting of doc 000 §2 and §9: US dollars with thousands grouping and
 * two-digit cents, a minus sign for negatives, '$0.00' for empty; percent with given decimals,
 * '0%' for empty.
 */

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '$0.00';
  const cents = toCents(Math.abs(value));
  const text = grouped.format(toDollars(cents));
  return cents === 0 ? '$0.00' : `${value < 0 ? '-' : ''}$${text}`;
}

export function formatPercent(value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '0%';
  return `${value.toFixed(decimals)}%`;
}

/** Savings percent: (retail - subtotal) / retail, as a percentage; 0 when there is no retail. */
export const savingsPercent = (retail: number, subtotal: number): number => savingsPercentOf(toCents(retail), toCents(subtotal));

/** Retail shows struck through beside the subtotal only when it is higher. */
export function showsRetail(retail: number, subtotal: number): boolean {
  return retail > subtotal;
}

/** Default ship estimate when a window has none: 20 days from now (doc 000 §9). */
export const DEFAULT_SHIP_DAYS = 20;

/** A calendar day: year, month (1–12) and day of the month. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day in the site's one date style (doc 000 §9 pins it for the ship estimate; every date a site
 * shows follows it): M/DD/YYYY on a site whose estimate reads 'Est. Shipping' ('3/05/2026'), MMM D on
 * one that reads 'Est. Delivery' ('Mar 5'). Given `thisYear`, a day of another year says its year
 * ('Mar 5, 2025'): a date long past must not read as this year's.
 */
export function siteDay({ year, month, day }: CalendarDay, style: DateStyle, thisYear?: number): string {
  if (style === 'shipping') return `${month}/${String(day).padStart(2, '0')}/${year}`;
  const text = `${SHORT_MONTHS[month - 1]} ${day}`;
  return thisYear === undefined || thisYear === year ? text : `${text}, ${year}`;
}

/**
 * The ship estimate line: site 3's style reads 'Est. Shipping' with M/DD/YYYY, the other site's
 * 'Est. Delivery' with MMM D. `isoDate` is a yyyy-mm-dd date; null means the default.
 */
export function shipEstimate(isoDate: string | null, style: DateStyle, now = new Date()): { label: string; date: string } {
  // Calendar days, not 20 × 24 hours: a daylight-saving change must not move the day.
  const fallback = new Date(now.getFullYear(), now.getMonth(), now.getDate() + DEFAULT_SHIP_DAYS, 12);
  const date = isoDate ? new Date(`${isoDate.slice(0, 10)}T12:00:00`) : fallback;
  const valid = Number.isNaN(date.getTime()) ? fallback : date;
  const day = siteDay({ year: valid.getFullYear(), month: valid.getMonth() + 1, day: valid.getDate() }, style);
  return { label: style === 'shipping' ? 'Est. Shipping' : 'Est. Delivery', date: day };
}

/**
 * The calendar day, 'yyyy-mm-dd', on which an instant falls for whoever reads it (a date without a
 * time is that day as it is); null when it is no date.
 */
export function readerDay(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * When something happened, as the calendar day of whoever reads it, in the site's date style (see
 * siteDay): a design created or shared, an order placed or paid, a note written. Null when it is no
 * date.
 */
export function formatDay(value: string | Date | null | undefined, style: DateStyle, now = new Date()): string | null {
  if (value === null || value === undefined || value === '') return null;
  // A date without a time is that day wherever it is read, not the instant UTC midnight.
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim()) : null;
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return siteDay({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }, style, now.getFullYear());
}

/** 'a', 'a and b', 'a, b and c': a list said in words, as the page's sentences name things. */
export function listInWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
