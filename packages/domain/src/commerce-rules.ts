import { type BuyBlockReason, CART_BATCH_DEFAULT, CART_BATCH_MIN } from './commerce.ts';
import { type Design, DesignAttr, type Item, ItemType, itemAttribute, type PurchaseOption } from './design.ts';
import { hasInStoreMeasureOrder } from './in-store-measure.ts';
import { isValidForCart } from './validity.ts';

/**
 * The buying rules of doc 001 §4, §5, §9: which windows are selected, when Buy Now, Checkout and
 * Add to Order are enabled, the cart's batches, and the totals the summary shows. Pure: the web app,
 * the server and the tests read the same rules.
 */

type WindowLike = Pick<Item, 'itemType' | 'itemProduct' | 'attributes' | 'quantity' | 'isDeleted'>;

const isWindow = (item: Pick<Item, 'itemType'>) => item.itemType !== ItemType.doorLock && item.itemType !== ItemType.garageDoor;
export const purchaseOptionOf = (item: Pick<Item, 'attributes'>) => itemAttribute(item, 'purchaseOption') as PurchaseOption | null;

/** The design's windows (not deleted, not door locks or garage doors). */
export const liveWindows = <T extends WindowLike>(items: readonly T[]): T[] => items.filter((item) => !item.isDeleted && isWindow(item));

/** Selected: a window with a product whose purchase option is not 'Save for Later' (do-not-include). */
export const isSelectedWindow = (item: WindowLike): boolean =>
  !item.isDeleted && isWindow(item) && item.itemProduct !== null && purchaseOptionOf(item) !== 'do-not-include';

export function selectedWindows<T extends WindowLike>(items: readonly T[]): T[] {
  return items.filter(isSelectedWindow);
}

/** Selected windows to be installed: product-and-install (a product placed without a choice is product-and-install). */
export function installWindows<T extends WindowLike>(items: readonly T[]): T[] {
  return selectedWindows(items).filter((item) => purchaseOptionOf(item) !== 'product-only');
}

const invalid = (item: WindowLike) => Boolean(item.itemProduct && !item.itemProduct.isValid);
const discontinued = (item: WindowLike) => item.itemProduct?.productStatus === 'Discontinued';
const stock = (item: WindowLike) => Boolean(item.itemProduct?.isStockProduct);
/** Selected, not valid for the cart, and for none of the reasons with words of their own. */
const needsReview = (item: WindowLike, isInternalUser: boolean) =>
  !windowValidForCart(item, isInternalUser) && !discontinued(item) && !stock(item);

/**
 * Add to cart is blocked when a window has no product (§5 'All windows must have an item selected.').
 * Windows saved for later still count as windows: they need a product too.
 */
export const everyWindowHasProduct = (items: readonly WindowLike[]) => liveWindows(items).every((item) => item.itemProduct !== null);

export interface BuyFacts {
  isInternalUser: boolean;
  lockedOrOrdered: boolean;
  /** An in-store measure order exists for the design. */
  hasInStoreMeasureOrder?: boolean;
}

export type BuyNowBlock = 'locked' | 'invalid' | 'discontinued' | 'no-products' | 'in-store-measure';

/** Buy Now (§5): disabled for invalid items, discontinued items (non-internal), no products, locked/ordered, an in-store measure order. */
export function buyNowBlock(items: readonly WindowLike[], facts: BuyFacts): BuyNowBlock | null {
  if (facts.lockedOrOrdered) return 'locked';
  if (facts.hasInStoreMeasureOrder) return 'in-store-measure';
  const windows = liveWindows(items);
  if (windows.some(invalid)) return 'invalid';
  if (!facts.isInternalUser && windows.some(discontinued)) return 'discontinued';
  if (selectedWindows(windows).length === 0) return 'no-products';
  return null;
}

/**
 * Why a whole design cannot be bought (doc 001 §5 Buy Now, §8), or null: an auto-release design (paid
 * through its order), locked or ordered, a window without a product ('All windows must have an item
 * selected.'), then `buyNowBlock` (with the design's in-store measure order), then a selected window not valid for the cart: a
 * ready-made (stock) product, then one flagged for review. The server refuses by it and the page disables Checkout by it, with the same words.
 */
export function designBuyBlock(
  design: { design: Pick<Design, 'attributes' | 'isLockedOrOrdered'>; items: readonly WindowLike[] },
  isInternalUser: boolean,
): BuyBlockReason | null {
  if (design.design.attributes[DesignAttr.isAutoReleaseDesign] === 'true') return 'auto-release';
  if (design.design.isLockedOrOrdered) return 'locked';
  if (!everyWindowHasProduct(design.items)) return 'missing-product';
  const block = buyNowBlock(design.items, {
    isInternalUser,
    lockedOrOrdered: false,
    hasInStoreMeasureOrder: hasInStoreMeasureOrder(design.design),
  });
  if (block) return block;
  const selected = selectedWindows(design.items);
  if (selected.some(stock)) return 'stock';
  if (selected.some((item) => needsReview(item, isInternalUser))) return 'review';
  return null;
}

/**
 * The windows behind a buy block, in the design's order, so the page can name them before the click
 * (a reason alone leaves the shopper searching a long design). Empty for blocks no window causes.
 */
export function windowsBlockingBuy<T extends WindowLike>(items: readonly T[], reason: BuyBlockReason, isInternalUser: boolean): T[] {
  const windows = liveWindows(items);
  switch (reason) {
    case 'missing-product':
      return windows.filter((item) => item.itemProduct === null);
    case 'invalid':
      return windows.filter(invalid);
    case 'discontinued':
      return windows.filter(discontinued);
    case 'stock':
      return selectedWindows(windows).filter(stock);
    case 'review':
      return selectedWindows(windows).filter((item) => needsReview(item, isInternalUser));
    default:
      return [];
  }
}

export type AddToOrderBlock = 'locked' | 'invalid' | 'none' | 'no-install';

/** Add to Order on an auto-release design (§5): invalid items, no selected windows, locked/ordered, no product-and-install windows. */
export function addToOrderBlock(items: readonly WindowLike[], lockedOrOrdered: boolean): AddToOrderBlock | null {
  if (lockedOrOrdered) return 'locked';
  const windows = liveWindows(items);
  if (windows.some(invalid)) return 'invalid';
  if (selectedWindows(windows).length === 0) return 'none';
  if (installWindows(windows).length === 0) return 'no-install';
  return null;
}

/** A summary-page row can go to the cart unless the design is invalid or has a discontinued product (§2). */
export const summaryRowCanAddToCart = (row: { isDesignValid: boolean; hasDiscontinuedProduct: boolean }) =>
  row.isDesignValid && !row.hasDiscontinuedProduct;

/** The window's product may go to the cart (§5 "Window valid for cart"). */
export function windowValidForCart(item: WindowLike, isInternalUser: boolean): boolean {
  return item.itemProduct ? isValidForCart(item.itemProduct, isInternalUser) : false;
}

// ——— Batches (§7, §9) ———

/** The batch size: the configured value but at least 5; 5 when none is configured or it is not a number. */
export function cartBatchSize(configured: number | null | undefined): number {
  if (configured === null || configured === undefined || !Number.isFinite(configured)) return CART_BATCH_DEFAULT;
  return Math.max(CART_BATCH_MIN, Math.floor(configured));
}

/** Splits the items into chunks of `size`, each chunk's order reversed (§9). */
export function planCartBatches<T>(items: readonly T[], configuredSize?: number | null): T[][] {
  const size = cartBatchSize(configuredSize);
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size).reverse());
  return batches;
}

/** Sends the batches one after another, `calmMs` apart, with no pause after the last (§9). */
export async function sendInBatches<T, R>(
  batches: readonly T[][],
  send: (batch: T[], index: number) => Promise<R>,
  calmMs: number,
  /** The timer (the domain has none of its own): the browser's setTimeout, or a fake one in tests. */
  sleep: (ms: number) => Promise<void>,
): Promise<R[]> {
  const answers: R[] = [];
  for (const [index, batch] of batches.entries()) {
    answers.push(await send(batch, index));
    if (index < batches.length - 1) await sleep(calmMs);
  }
  return answers;
}

/** Order numbers are shown upper case (the summary page's Quote ID, §2). */
export const quoteId = (orderNumber: string | null | undefined) => (orderNumber ? orderNumber.toUpperCase() : '');
