import { CATEGORY_KEYS, type CategoryKey } from './catalog.ts';
import { WINDOW_CATEGORY_IDS, windowCategories, windowCategoryIdOfKey } from './mandi.ts';
import type { Site } from './sites.ts';

/**
 * The mandi listing's `filters` query parameter (doc 000 §2): comma-separated `name:value` pairs such
 * as `windowCategory:2,installEligible:true`. `windowCategory` and `installEligible` are fixed by the
 * window; the others are starting values the shopper may change.
 */
export interface ListingFilters {
  category?: CategoryKey;
  brand?: string;
  /** Dollars, on the listing's from-price. */
  minPrice?: number;
  maxPrice?: number;
  /** Mandi window category 1..4 (WINDOW_CATEGORY_IDS). */
  windowCategory?: number;
  installEligible?: boolean;
}
export type ListingFilterName = keyof ListingFilters;

/** The order `formatListingFilters` writes them in. */
export const LISTING_FILTER_NAMES = ['category', 'brand', 'minPrice', 'maxPrice', 'windowCategory', 'installEligible'] as const;
/** Filters the window decides; the listing's own controls never change them. */
export const FIXED_LISTING_FILTERS = ['windowCategory', 'installEligible'] as const satisfies readonly ListingFilterName[];

/** The listing query limits the brand to 60 characters. */
const BRAND_MAX = 60;
const PRICE = /^\d+(\.\d+)?$/;

function readValue(name: ListingFilterName, text: string): ListingFilters[ListingFilterName] {
  switch (name) {
    case 'category':
      return (CATEGORY_KEYS as readonly string[]).includes(text) ? (text as CategoryKey) : undefined;
    case 'brand':
      return text.length > 0 && text.length <= BRAND_MAX ? text : undefined;
    case 'minPrice':
    case 'maxPrice':
      return PRICE.test(text) ? Number(text) : undefined;
    case 'windowCategory':
      return WINDOW_CATEGORY_IDS.find((categoryId) => String(categoryId) === text);
    case 'installEligible':
      return text.toLowerCase() === 'true' ? true : text.toLowerCase() === 'false' ? false : undefined;
  }
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text).trim();
  } catch {
    return undefined;
  }
}

/**
 * Reads a `filters` text. It comes from a URL, so it never throws: unknown names and bad values are
 * dropped, names match whatever their case, and a name given twice keeps its last good value.
 */
export function parseListingFilters(text: string | null | undefined): ListingFilters {
  const filters: ListingFilters = {};
  for (const pair of (text ?? '').split(',')) {
    const colon = pair.indexOf(':');
    if (colon < 0) continue;
    const name = LISTING_FILTER_NAMES.find((candidate) => candidate.toLowerCase() === pair.slice(0, colon).trim().toLowerCase());
    const raw = decode(pair.slice(colon + 1));
    if (!name || raw === undefined) continue;
    const value = readValue(name, raw);
    if (value !== undefined) Object.assign(filters, { [name]: value });
  }
  return filters;
}

/** Writes filters as a `filters` text; `%` and `,` in a value (a brand) are escaped so it reads back the same. */
export function formatListingFilters(filters: ListingFilters): string {
  return LISTING_FILTER_NAMES.filter((name) => filters[name] !== undefined)
    .map((name) => `${name}:${String(filters[name]).replace(/[%,]/g, encodeURIComponent)}`)
    .join(',');
}

/** What the mandi listing keeps to for a window: its category when it has one, and products we install. */
export function mandiWindowFilters(windowCategoryKey: string | null | undefined): ListingFilters {
  const windowCategory = windowCategoryIdOfKey(windowCategoryKey);
  return windowCategory ? { windowCategory, installEligible: true } : { installEligible: true };
}

/** The fixed filters as a sentence for the listing ("Showing products for Roller Shades windows that we install."), or null. */
export function fixedFiltersText(filters: ListingFilters, site: Site): string | null {
  const category = windowCategories(site).find((candidate) => candidate.categoryId === filters.windowCategory);
  if (!category && filters.installEligible === undefined) return null;
  const windows = category ? ` for ${category.label} windows` : '';
  const install = filters.installEligible === undefined ? '' : filters.installEligible ? ' that we install' : ' that we do not install';
  return `Showing products${windows}${install}.`;
}
