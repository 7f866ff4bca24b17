import { type Design, type Item, ItemAttr, isMandiDesign, itemAttribute } from '@eb/domain/design';
import { formatListingFilters, mandiWindowFilters } from '@eb/domain/listing-filters';

export type BuilderMode = 'product' | 'mandi';

export const PRODUCT_BASE = '/estimatebuilder';
export const MANDI_BASE = '/estimatebuilder/mandi';

export const baseFor = (mode: BuilderMode) => (mode === 'mandi' ? MANDI_BASE : PRODUCT_BASE);
export const modeOf = (design: Pick<Design, 'attributes'>): BuilderMode => (isMandiDesign(design) ? 'mandi' : 'product');

/** The load URL of a design, under the base of its own mode. */
export const loadUrl = (design: Pick<Design, 'designId' | 'attributes'>) => `${baseFor(modeOf(design))}/load/${design.designId}`;

/** Session ids are GUIDs: 8-4-4-4-12 hex (doc 000 §2). */
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Product listing pages for choosing a product for a window (doc 000 §2). The mandi listing's
 * `filters` keep to the window's category and to products we install.
 */
export function listingUrl(siteId: number, mode: BuilderMode, designId: string, item: Pick<Item, 'itemId' | 'attributes'>): string {
  if (mode === 'mandi') {
    const filters = formatListingFilters(mandiWindowFilters(itemAttribute(item, ItemAttr.category)));
    return `/Catalog/SiteProduct/EstimateSearchMandi?${new URLSearchParams({ filters, itemId: item.itemId, designId })}`;
  }
  const path = siteId === 11 ? '/catalog/estimatebuildersearch' : '/Catalog/SiteProduct/ProductSearch';
  return `${path}?designId=${designId}&itemId=${item.itemId}`;
}

/**
 * Where `/EstimateShopping/SetEstimateInfo` (doc 000 §1 "Other paths", its behaviour not given) leads:
 * into the builder on the estimate it names (`designId`, or `estimateId`), else to the builder's
 * selected estimate.
 */
export function setEstimateInfoTarget(search: string): string {
  const query = new URLSearchParams(search);
  const named = query.get('designId') ?? query.get('estimateId') ?? '';
  return GUID.test(named) ? `${PRODUCT_BASE}/load/${named.toLowerCase()}` : PRODUCT_BASE;
}
