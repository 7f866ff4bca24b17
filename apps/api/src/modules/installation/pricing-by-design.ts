import { type DesignGraph, ItemType, isMandiDesign } from '@eb/domain/design';
import {
  INELIGIBLE_MESSAGE,
  type InstallWindow,
  installWindowFacts,
  isInstallEligibleCategory,
  type PriceTable,
  type PricingRequest,
  type PricingResult,
  priceInstallation,
} from '@eb/domain/installation';
import { badRequest } from '../../errors.ts';
import type { Catalog } from '../catalog/catalog.ts';

/** The product category of a window's product: the catalog's when it still has the product, else the snapshot's. */
export function productCategoryOf(catalog: Catalog, skuNumber: string, snapshotCategory: string | null): string | null {
  return catalog.find(skuNumber)?.category ?? snapshotCategory;
}

/**
 * Prices installation of the windows `leafItems` select, reading every fact from the stored design
 * (so a caller cannot price what is not there): category, measured size, shape, motorization and
 * quantity. A leaf item may price fewer coverings than the window holds, never more.
 */
export function priceDesignInstallation(graph: DesignGraph, catalog: Catalog, table: PriceTable, request: PricingRequest): PricingResult {
  const items = new Map(graph.items.map((item) => [item.itemId, item]));
  const windows: InstallWindow[] = request.leafItems.map((leaf) => {
    const item = items.get(leaf.itemId);
    if (!item) throw badRequest(`Window ${leaf.itemId} is not in this design.`);
    const facts = installWindowFacts(item);
    if (item.itemType === ItemType.doorLock || item.itemType === ItemType.garageDoor) {
      throw badRequest(`${facts.label} is not a window; only windows are installed.`);
    }
    const product = item.itemProduct;
    if (product && !isInstallEligibleCategory(productCategoryOf(catalog, product.skuNumber, product.productCategory))) {
      throw badRequest(`${INELIGIBLE_MESSAGE} Window ${facts.label} holds one.`);
    }
    if (facts.width === null || facts.height === null) {
      throw badRequest(`Window ${facts.label} needs a width and height before installation can be priced.`);
    }
    const quantity = leaf.quantity ?? item.quantity;
    if (quantity > item.quantity)
      throw badRequest(`Window ${facts.label} has a quantity of ${item.quantity}; it cannot be priced for ${quantity}.`);
    return { ...facts, width: facts.width, height: facts.height, quantity };
  });

  const selected = windows.reduce((sum, window) => sum + window.quantity, 0);
  const { extras } = request;
  const removeCount = extras.windowRemoveCount ?? selected;
  const haulCount = extras.windowHaulCount ?? selected;
  if (extras.windowRemoval && removeCount > selected)
    throw badRequest(`The removal count must not exceed the ${selected} windows selected.`);
  if (extras.windowHaul && haulCount > selected) throw badRequest(`The haul away count must not exceed the ${selected} windows selected.`);

  return priceInstallation(
    table,
    windows,
    {
      windowRemoval: extras.windowRemoval,
      windowHaul: extras.windowHaul,
      windowRemoveCount: extras.windowRemoval ? removeCount : 0,
      windowHaulCount: extras.windowHaul ? haulCount : 0,
    },
    { measured: isMandiDesign(graph.design) },
  );
}
