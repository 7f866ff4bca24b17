import { type Item, ItemType, itemAttribute, type PurchaseOption } from '@eb/domain/design';
import { isItemInvalid } from '@eb/domain/validity';

/**
 * Checkout's rules (doc 001 §4, §5): which windows are selected, when Checkout is disabled and why,
 * and which flow a click runs. Pure, so the summary panel and the tests read the same rules.
 */

export const CHECKOUT_REASONS = {
  invalid: 'Edit the highlighted products before checking out.',
  none: 'Choose a product for a window, with Product Only or Product & Installation, to check out.',
  locked: 'This design has been ordered and can no longer be checked out.',
} as const;
export type CheckoutBlock = keyof typeof CHECKOUT_REASONS;

type WindowLike = Pick<Item, 'itemType' | 'itemProduct' | 'attributes' | 'quantity' | 'isDeleted'>;

const isWindow = (item: Pick<Item, 'itemType'>) => item.itemType !== ItemType.doorLock && item.itemType !== ItemType.garageDoor;
export const purchaseOptionOf = (item: Pick<Item, 'attributes'>) => itemAttribute(item, 'purchaseOption') as PurchaseOption | null;

/** Selected: a window with a product whose purchase option is not 'Save for Later' (do-not-include). */
export function selectedWindows<T extends WindowLike>(items: readonly T[]): T[] {
  return items.filter((item) => !item.isDeleted && isWindow(item) && item.itemProduct && purchaseOptionOf(item) !== 'do-not-include');
}

/** Selected windows to be installed: product-and-install (a product placed without a choice is product-and-install). */
export function installWindows<T extends WindowLike>(items: readonly T[]): T[] {
  return selectedWindows(items).filter((item) => purchaseOptionOf(item) !== 'product-only');
}

/** Why Checkout is disabled, or null: invalid items, no selected windows, a locked or ordered design (§5). */
export function checkoutBlock(items: readonly WindowLike[], locked: boolean): CheckoutBlock | null {
  if (locked) return 'locked';
  if (items.some((item) => !item.isDeleted && isItemInvalid(item))) return 'invalid';
  if (selectedWindows(items).length === 0) return 'none';
  return null;
}

/** What a Checkout click runs (§4): every selected window product-only → the product-only flow, else the Installation Summary. */
export const checkoutFlow = (items: readonly WindowLike[]): 'product-only' | 'installation' =>
  installWindows(items).length === 0 ? 'product-only' : 'installation';

/** The number of window coverings (quantity counts). */
export const coverings = (items: readonly Pick<Item, 'quantity'>[]) => items.reduce((sum, item) => sum + item.quantity, 0);
