import { siteDay } from '@eb/domain/format';
import type { AccountEstimate } from '@eb/domain/sharing';
import type { ShipDateStyle } from '@eb/domain/sites';
import { baseFor } from '../../lib/builder-paths.ts';

/**
 * The rules of the 'My Estimates' / 'My Window Treatments' list that are not layout: where a row
 * opens, what a copy is called, which banners it carries, how its date reads, and how the list
 * changes after a copy or a delete.
 */

/** The validity banners of doc 001 §2, word for word; {phone} becomes the site's help phone. */
export const ESTIMATE_BANNERS = {
  discontinued: 'One or more products in the design below is discontinued. Review now or contact {phone} for help.',
  requiresEdits: 'One or more products in the design below requires edits before purchase. Edit now or contact {phone} for help.',
} as const;

export type EstimateBanner = keyof typeof ESTIMATE_BANNERS;

export const EMPTY_ESTIMATES_TEXT = 'You have no saved estimates yet.';

/** The builder's load path of a row: measure-and-install designs open under the mandi base. */
export function openPathOf(estimate: Pick<AccountEstimate, 'designId' | 'isMandi'>): string {
  return `${baseFor(estimate.isMandi ? 'mandi' : 'product')}/load/${estimate.designId}`;
}

/**
 * The banner a row shows: discontinued when a product is, else requires-edits when a product is not
 * valid, else none. One at most: a discontinued product is also an invalid one, and its banner says more.
 */
export function bannerOf(estimate: Pick<AccountEstimate, 'hasDiscontinuedProduct' | 'isDesignValid'>): EstimateBanner | null {
  if (estimate.hasDiscontinuedProduct) return 'discontinued';
  if (!estimate.isDesignValid) return 'requiresEdits';
  return null;
}

/** A banner's sentence split around {phone}, so the page can put a telephone link in its place. */
export function bannerParts(banner: EstimateBanner): [before: string, after: string] {
  const [before = '', after = ''] = ESTIMATE_BANNERS[banner].split('{phone}');
  return [before, after];
}

/**
 * Duplicate follows the design card's rule (doc 001 §6): hidden while a product is invalid or
 * discontinued. The server refuses the rest (custom products for shoppers, designs tied to an order).
 */
export function canDuplicate(estimate: Pick<AccountEstimate, 'hasDiscontinuedProduct' | 'isDesignValid'>): boolean {
  return estimate.isDesignValid && !estimate.hasDiscontinuedProduct;
}

/** The name a copy starts with, as the builder's Duplicate Design names it: '{name} Copy', at most 50 characters. */
export function copyNameOf(name: string): string {
  return `${name} Copy`.slice(0, 50);
}

const PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' };
const READER_PARTS = new Intl.DateTimeFormat('en-US', PARTS);

/** An instant's calendar day and clock time in a time zone (the reader's when none is given). */
function partsOf(date: Date, timeZone?: string): Record<string, string> {
  const format = timeZone ? new Intl.DateTimeFormat('en-US', { ...PARTS, timeZone }) : READER_PARTS;
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/**
 * '3/05/2025 at 12:00 PM' (or 'Mar 5 at 12:00 PM': the site's date style) in the reader's time zone,
 * or the one given: with the time, estimates made the same day are told apart. An unreadable date
 * shows as nothing rather than 'Invalid Date'.
 */
export function formatEstimateDate(iso: string, style: ShipDateStyle, timeZone?: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = partsOf(date, timeZone);
  const day = siteDay(
    { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) },
    style,
    Number(partsOf(now, timeZone).year),
  );
  return `${day} at ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** The first rooms of an estimate, so entries of the same name tell themselves apart: 'Kitchen, Den +2 more'. */
export function roomsText(rooms: readonly string[], shown = 3): string {
  const first = rooms.slice(0, shown).join(', ');
  return rooms.length > shown ? `${first} +${rooms.length - shown} more` : first;
}

/** The list after a delete. */
export function without(estimates: readonly AccountEstimate[], designId: string): AccountEstimate[] {
  return estimates.filter((estimate) => estimate.designId !== designId);
}

/** Where focus goes after a row is removed: the row that took its place, else the one before it, else nothing. */
export function focusAfterRemoval(estimates: readonly AccountEstimate[], designId: string): string | null {
  const index = estimates.findIndex((estimate) => estimate.designId === designId);
  if (index < 0) return null;
  return estimates[index + 1]?.designId ?? estimates[index - 1]?.designId ?? null;
}
