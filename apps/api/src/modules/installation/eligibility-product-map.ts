import type { Catalog } from '../catalog/catalog.ts';

/**
 * The retailer site's product id for one of our skus (doc 001 §4 product map): '300' then the six-digit
 * product id, so every catalog product has one and it never changes. Skus the catalog does not know
 * have none and are left out of the answer (the client raises its global error for them).
 */
export const retailerProductId = (productId: string) => `300${productId}`;

export function productIdMap(catalog: Catalog, skuNumbers: readonly string[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const sku of skuNumbers) {
    const product = catalog.find(sku);
    if (product) map[sku] = retailerProductId(product.productId);
  }
  return map;
}
