import type { Item, ItemProduct } from '../design.ts';

/** Which products may be professionally measured and installed (doc 001 §4, §5). */

/** Product categories not offered with professional measure and install (doc 001 §5). */
export const INELIGIBLE_CATEGORIES = ['shutters', 'outdoor-shades', 'drapes'] as const;
export const INELIGIBLE_MESSAGE = 'Shutters, outdoor shades and drapes are not eligible for professional measure and install.';

export function isInstallEligibleCategory(category: string | null | undefined): boolean {
  return !(INELIGIBLE_CATEGORIES as readonly string[]).includes(category ?? '');
}

export interface EligibilityEntry {
  skuNumber: string;
  eligible: boolean;
}

/** All products are eligible only if every entry is (doc 001 §4); a design without products has none to refuse. */
export function allProductsEligible(entries: readonly EligibilityEntry[]): boolean {
  return entries.every((entry) => entry.eligible);
}

/** One entry per product (sku) on the design's windows, in window order. */
export function eligibilityEntries(
  items: readonly Pick<Item, 'itemProduct'>[],
  categoryOf: (product: ItemProduct) => string | null = (product) => product.productCategory,
): EligibilityEntry[] {
  const entries = new Map<string, EligibilityEntry>();
  for (const { itemProduct } of items) {
    if (!itemProduct || entries.has(itemProduct.skuNumber)) continue;
    entries.set(itemProduct.skuNumber, { skuNumber: itemProduct.skuNumber, eligible: isInstallEligibleCategory(categoryOf(itemProduct)) });
  }
  return [...entries.values()];
}
