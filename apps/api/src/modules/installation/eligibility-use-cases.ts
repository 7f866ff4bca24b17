import type { DesignGraph } from '@eb/domain/design';
import { allProductsEligible, type EligibilityEntry, eligibilityEntries } from '@eb/domain/installation';
import type { SiteId } from '@eb/domain/sites';
import type { Catalog } from '../catalog/catalog.ts';
import { productIdMap } from './eligibility-product-map.ts';
import { productCategoryOf } from './pricing-by-design.ts';

export interface EligibilityResult {
  eligibility: EligibilityEntry[];
  allProductsEligible: boolean;
  /** Site 11 only: the retailer's product id of each sku it knows. */
  productIdMap?: Record<string, string>;
}

/** The products on a design's windows and whether each may be professionally installed (doc 001 §3, §4). */
export function designEligibility(graph: DesignGraph, catalog: Catalog, siteId: SiteId): EligibilityResult {
  const eligibility = eligibilityEntries(graph.items, (product) => productCategoryOf(catalog, product.skuNumber, product.productCategory));
  const result: EligibilityResult = { eligibility, allProductsEligible: allProductsEligible(eligibility) };
  if (siteId === 11)
    result.productIdMap = productIdMap(
      catalog,
      eligibility.map((entry) => entry.skuNumber),
    );
  return result;
}
