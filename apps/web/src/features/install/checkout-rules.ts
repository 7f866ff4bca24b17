import type { DesignCommand } from '@eb/domain/commands/command';
import { BUY_BLOCK_MESSAGES } from '@eb/domain/commerce';
import { installWindows, purchaseOptionOf, selectedWindows } from '@eb/domain/commerce-rules';
import type { Item } from '@eb/domain/design';
import { isItemInvalid } from '@eb/domain/validity';
import type { DesignView } from '../../lib/design-view.ts';

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
  // Before 'not-yours', whose way out (a copy) a design tied to an order does not have.
  if (autoRelease) return 'auto-release';
  if (locked) return 'not-yours';
  if (items.some((item) => !item.isDeleted && isItemInvalid(item))) return 'invalid';
  if (selectedWindows(items).length === 0) return 'none';
  return null;
}

/**
 * Someone else's design that was shared by email: who it was shared with and the way in, instead of
 * a bare 'belongs to someone else' (the customer opening the mail's link, not yet signed in as them).
 */
export const sharedWithReason = (email: string) =>
  `This design was shared with ${email}. Sign in or create an account with that email to check it out, or save a copy.`;

/** Where the given windows are, in the design's order: 'Kitchen: Window 1, Window 3; Den: Window 2'. */
export function windowPlaces(view: Pick<DesignView, 'rooms'>, windows: readonly Pick<Item, 'itemId'>[]): string {
  const wanted = new Set(windows.map((item) => item.itemId));
  return view.rooms
    .map((room) => ({ room: room.container.name, labels: room.items.filter((item) => wanted.has(item.itemId)).map((item) => item.label) }))
    .filter((entry) => entry.labels.length > 0)
    .map((entry) => `${entry.room}: ${entry.labels.join(', ')}`)
    .join('; ');
}

/** What a Checkout click runs (§4): every selected window product-only → the product-only flow, else the Installation Summary. */
export const checkoutFlow = (items: readonly WindowLike[]): 'product-only' | 'installation' =>
  installWindows(items).length === 0 ? 'product-only' : 'installation';

/**
 * What Checkout will do, said beside it before the click: every placed product starts as Product &
 * Installation (doc 000 §4), so a first Checkout opening the installation questions is no surprise.
 */
export const CHECKOUT_NEXT = {
  installation: 'Checkout with installation: first a few questions about your home, to price the installation.',
  'product-only': 'Checkout with products only: the windows go straight to your cart.',
} as const;

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
