import type { Cart, CartLine, CartTotals } from '@eb/domain/commerce';
import { totalsOf } from '@eb/domain/design-pricing';
import { lineCents, sumCents, toDollars } from '@eb/domain/money';
import { readJson } from '../../db/json-column.ts';
import type { CartLineRow } from './cart-store.ts';

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

export function presentLine(row: CartLineRow, booked: ReadonlySet<string> = NONE_BOOKED): CartLine {
  return {
    lineId: row.id,
    kind: row.kind,
    configurationGuid: row.configuration_guid,
    designId: row.design_id,
    designName: row.design_name,
    itemId: row.item_id,
    roomName: row.room_name,
    windowName: row.window_name,
    productName: row.product_name,
    options: readJson<CartLine['options']>(row.options),
    width: numberOrNull(row.width),
    height: numberOrNull(row.height),
    unitPrice: toDollars(row.unit_price_cents),
    unitRetail: toDollars(row.unit_retail_cents),
    quantity: row.quantity,
    lineTotal: toDollars(lineCents(row.unit_price_cents, row.quantity)),
    jobUid: row.job_uid,
    installationBooked: row.item_id !== null && booked.has(row.item_id),
  };
}

const NONE_BOOKED: ReadonlySet<string> = new Set();

/** Items in the cart: every line's quantity (what a cart badge counts). */
export const itemCountOf = (rows: readonly Pick<CartLineRow, 'quantity'>[]) => rows.reduce((sum, row) => sum + row.quantity, 0);

/**
 * The cart's figures, as the summary's (doc 001 §2, §9, the domain's totals): products and
 * installation apart, retail of the products, savings when that retail exceeds the product total,
 * shipping free, the subtotal.
 */
export function cartTotals(rows: readonly CartLineRow[]): CartTotals {
  const products = rows.filter((row) => row.kind === 'product');
  const installations = rows.filter((row) => row.kind === 'installation');
  const totals = totalsOf({
    productCents: sumCents(products.map((row) => lineCents(row.unit_price_cents, row.quantity))),
    retailCents: sumCents(products.map((row) => lineCents(row.unit_retail_cents, row.quantity))),
    installationCents: sumCents(installations.map((row) => lineCents(row.unit_price_cents, row.quantity))),
    taxCents: null,
    isAutoRelease: false,
  });
  return {
    productTotal: toDollars(totals.productCents),
    installationTotal: toDollars(totals.installationCents),
    retail: toDollars(totals.retailCents),
    savings: toDollars(totals.savingsCents),
    shipping: toDollars(totals.shippingCents),
    subtotal: toDollars(totals.subtotalCents),
  };
}

/** `booked`: the windows booked for installation in this cart (`bookedWindowIds`). */
export function presentCart(
  cartId: string | null,
  siteId: number,
  rows: readonly CartLineRow[],
  booked: ReadonlySet<string> = NONE_BOOKED,
): Cart {
  return { cartId, siteId, itemCount: itemCountOf(rows), lines: rows.map((row) => presentLine(row, booked)), totals: cartTotals(rows) };
}
