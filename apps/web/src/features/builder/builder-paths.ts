import { type Design, isMandiDesign } from '@eb/domain/design';

export type BuilderMode = 'product' | 'mandi';

export const PRODUCT_BASE = '/estimatebuilder';
export const MANDI_BASE = '/estimatebuilder/mandi';

export const baseFor = (mode: BuilderMode) => (mode === 'mandi' ? MANDI_BASE : PRODUCT_BASE);
export const modeOf = (design: Pick<Design, 'attributes'>): BuilderMode => (isMandiDesign(design) ? 'mandi' : 'product');

/** The load URL of a design, under the base of its own mode. */
export const loadUrl = (design: Pick<Design, 'designId' | 'attributes'>) => `${baseFor(modeOf(design))}/load/${design.designId}`;

/** Session ids are GUIDs: 8-4-4-4-12 hex (doc 000 §2). */
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Product listing pages for choosing a product for a window (doc 000 §2). */
export function listingUrl(siteId: number, mode: BuilderMode, ids: { designId: string; itemId: string }): string {
  if (mode === 'mandi') {
    return `/Catalog/SiteProduct/EstimateSearchMandi?designId=${ids.designId}&itemId=${ids.itemId}`;
  }
  const path = siteId === 11 ? '/catalog/estimatebuildersearch' : '/Catalog/SiteProduct/ProductSearch';
  return `${path}?designId=${ids.designId}&itemId=${ids.itemId}`;
}
