import { CART_LINES_MAX, cartPath } from '@eb/domain/commerce';
import type { Tx } from '../../db/database.ts';
import { conflict } from '../../errors.ts';
import { type CartCaller, cartOwnerOf } from './cart-caller.ts';
import { itemCountOf } from './cart-present.ts';
import { lineDiffers } from './cart-recheck.ts';
import { type CartLineRow, cartLines, insertCartLines, lockOpenCart, type NewCartLine, replaceCartLine, touchCart } from './cart-store.ts';

export interface AddedToCart {
  cartId: string;
  itemCount: number;
  cartUrl: string;
}

export const CART_FULL = `A cart holds at most ${CART_LINES_MAX} lines. Check out or remove some lines first.`;

type LineFacts = Pick<NewCartLine, 'kind' | 'itemId' | 'jobUid' | 'configurationGuid'>;

/** Whether two lines stand for the same window (product) or the same job (installation). */
function sameThing(a: LineFacts, b: LineFacts): boolean {
  if (a.kind !== b.kind) return false;
  if (b.kind === 'installation') return a.jobUid !== null && a.jobUid === b.jobUid;
  return b.itemId !== null ? a.itemId === b.itemId : a.itemId === null && a.configurationGuid === b.configurationGuid;
}

const asLine = (row: CartLineRow): LineFacts => ({
  kind: row.kind,
  itemId: row.item_id,
  jobUid: row.job_uid,
  configurationGuid: row.configuration_guid,
});

/**
 * Puts lines into the caller's open cart on this site (made when missing), in the caller's
 * transaction, the cart locked. A line is a window (windows made with Duplicate share a configuration,
 * and each is bought) or a job: one already there with the same configuration, as it is now, stays as
 * it is (its quantity may have been changed in the cart); a newer configuration of a window or job
 * already there, or the same one changed since (its size, options, price or names), takes that line's
 * place; the rest go at the end in the order given.
 */
export async function addLinesToCart(tx: Tx, caller: CartCaller, lines: readonly NewCartLine[]): Promise<AddedToCart> {
  const cartId = await lockOpenCart(tx, cartOwnerOf(caller.identity), caller.siteId);
  const existing = await cartLines(tx, cartId);
  const fresh: NewCartLine[] = [];
  for (const line of lines) {
    const same = existing.find((row) => sameThing(asLine(row), line));
    if (same?.configuration_guid === line.configurationGuid && !lineDiffers(same, line)) continue;
    const freshIndex = fresh.findIndex((other) => sameThing(other, line));
    if (same) await replaceCartLine(tx, same.id, line);
    else if (freshIndex >= 0) fresh[freshIndex] = line;
    else fresh.push(line);
  }
  if (existing.length + fresh.length > CART_LINES_MAX) throw conflict(CART_FULL);
  const nextPosition = existing.reduce((max, row) => Math.max(max, row.position + 1), 0);
  await insertCartLines(tx, cartId, fresh, nextPosition);
  await touchCart(tx, cartId);
  const after = await cartLines(tx, cartId);
  return { cartId, itemCount: itemCountOf(after), cartUrl: cartPath(caller.siteId) };
}
