import type { DesignCommand } from '@eb/domain/commands/command';
import { BUY_BLOCK_MESSAGES } from '@eb/domain/commerce';
import { installWindows, purchaseOptionOf, selectedWindows } from '@eb/domain/commerce-rules';
import type { Item } from '@eb/domain/design';
import { isItemInvalid } from '@eb/domain/validity';

/**
 * Checkout's rules (doc 001 §4, §5): which windows are selected, when Checkout is disabled and why,
 * and which flow a click runs. Pure, so the summary panel and the tests read the same rules.
 */

export const CHECKOUT_REASONS = {
  invalid: 'Edit the highlighted products before checking out.',
  none: 'Choose a product for a window, with Product Only or Product & Installation, to check out.',
  locked: 'This design has been ordered and can no longer be checked out.',
  'not-yours': 'This design belongs to someone else. Save a copy to check it out.',
  'auto-release': BUY_BLOCK_MESSAGES['auto-release'],
} as const;
export type CheckoutBlock = keyof typeof CHECKOUT_REASONS;

type WindowLike = Pick<Item, 'itemType' | 'itemProduct' | 'attributes' | 'quantity' | 'isDeleted'>;

// Selected and install windows are the domain's rules (the server's buy-design reads the same).
export { installWindows, purchaseOptionOf, selectedWindows };

/**
 * Why Checkout is disabled, or null: invalid items, no selected windows, a locked or ordered design
 * (§5); a design tied to an order, which is paid with Add to Order, not through the cart (§1, §4);
 * and someone else's design, opened by its link (`locked` but not ordered: it shows like a locked one).
 */
export function checkoutBlock(items: readonly WindowLike[], locked: boolean, autoRelease = false, ordered = locked): CheckoutBlock | null {
  if (ordered) return 'locked';
  if (locked) return 'not-yours';
  if (autoRelease) return 'auto-release';
  if (items.some((item) => !item.isDeleted && isItemInvalid(item))) return 'invalid';
  if (selectedWindows(items).length === 0) return 'none';
  return null;
}

/** What a Checkout click runs (§4): every selected window product-only → the product-only flow, else the Installation Summary. */
export const checkoutFlow = (items: readonly WindowLike[]): 'product-only' | 'installation' =>
  installWindows(items).length === 0 ? 'product-only' : 'installation';

/** The number of window coverings (quantity counts). */
export const coverings = (items: readonly Pick<Item, 'quantity'>[]) => items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * 'Buy the products only' (no installer covers the address): every window set for installation
 * becomes Product Only, as one command (one undo step). Null when no window is set for installation.
 */
export function productsOnlyCommand(items: readonly Item[]): DesignCommand | null {
  const commands = installWindows(items).map((item) => ({
    type: 'window.attributes' as const,
    itemId: item.itemId,
    values: { purchaseOption: 'product-only' },
  }));
  if (commands.length === 0) return null;
  return commands.length === 1 ? (commands[0] as DesignCommand) : { type: 'batch', commands };
}
