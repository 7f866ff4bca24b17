import type { Cart } from '@eb/domain/commerce';
import type { Db, Tx } from '../../db/database.ts';
import { AppError, conflict } from '../../errors.ts';
import { type CartCaller, cartOwnerOf } from './cart-caller.ts';
import { presentCart } from './cart-present.ts';
import { bookedWindowIds, cartLines, deleteLine, findOpenCart, findOwnLine, setLineQuantity, touchCart } from './cart-store.ts';

/**
 * The cart page's calls (issue 12 "The cart page"): the caller's open cart on this site, a line's
 * quantity, removing a line. A line of someone else's cart is not found (never forbidden: it does
 * not say that it exists).
 */

export const LINE_NOT_FOUND = 'We could not find that line in your cart.';
export const INSTALLATION_QUANTITY_FIXED =
  'Professional measure and install is booked once per job: its quantity stays 1. Remove the line to take it out of the cart.';

export const INSTALLED_WINDOW_QUANTITY_FIXED =
  'This window is booked for professional installation, priced for this quantity. To change it, remove the installation from the cart first, then book installation again for the new quantity.';

/** `GET /api/cart`: lines in the order they were added; an empty cart (no cartId) when none is open. */
export async function readCart(db: Db | Tx, caller: CartCaller): Promise<Cart> {
  const cartId = await findOpenCart(db, cartOwnerOf(caller.identity), caller.siteId);
  if (!cartId) return presentCart(null, caller.siteId, []);
  const rows = await cartLines(db, cartId);
  return presentCart(cartId, caller.siteId, rows, await bookedWindowIds(db, cartId, rows));
}

async function ownLine(tx: Tx, caller: CartCaller, lineId: string) {
  const line = await findOwnLine(tx, cartOwnerOf(caller.identity), caller.siteId, lineId);
  if (!line) throw new AppError('NOT_FOUND', LINE_NOT_FOUND);
  return line;
}

/**
 * `PATCH /api/cart/lines/{lineId}`: product lines only, and not a window booked for installation in
 * this cart (the installation's price counted its quantity; the design changes both).
 */
export function changeLineQuantity(db: Db, caller: CartCaller, lineId: string, quantity: number): Promise<Cart> {
  return db.transaction().execute(async (tx) => {
    const line = await ownLine(tx, caller, lineId);
    if (line.kind === 'installation' && quantity !== line.quantity) throw conflict(INSTALLATION_QUANTITY_FIXED);
    if (line.item_id && quantity !== line.quantity && (await bookedWindowIds(tx, line.cart_id)).has(line.item_id)) {
      throw conflict(INSTALLED_WINDOW_QUANTITY_FIXED);
    }
    if (quantity !== line.quantity) {
      await setLineQuantity(tx, line.id, quantity);
      await touchCart(tx, line.cart_id);
    }
    return readCart(tx, caller);
  });
}

/** `DELETE /api/cart/lines/{lineId}`. */
export function removeCartLine(db: Db, caller: CartCaller, lineId: string): Promise<Cart> {
  return db.transaction().execute(async (tx) => {
    const line = await ownLine(tx, caller, lineId);
    await deleteLine(tx, line.id);
    await touchCart(tx, line.cart_id);
    return readCart(tx, caller);
  });
}
