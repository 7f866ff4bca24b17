import type { Cart, CartLine, CartTotals } from '@eb/domain/commerce';
import { summaryTotals } from '@eb/domain/commerce-rules';
import type { CartLineRow } from './cart-store.ts';

/** jsonb comes back parsed from both engines; text (older drivers) is parsed here. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

export function presentLine(row: CartLineRow): CartLine {
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
    options: json<CartLine['options']>(row.options),
    width: numberOrNull(row.width),
    height: numberOrNull(row.height),
    unitPrice: row.unit_price_cents / 100,
    unitRetail: row.unit_retail_cents / 100,
    quantity: row.quantity,
    lineTotal: (row.unit_price_cents * row.quantity) / 100,
    jobUid: row.job_uid,
  };
}

/** Items in the cart: every line's quantity (what a cart badge counts). */
export const itemCountOf = (rows: readonly Pick<CartLineRow, 'quantity'>[]) => rows.reduce((sum, row) => sum + row.quantity, 0);

/**
 * The cart's figures, as the summary's (doc 001 §2, §9): products and installation apart, retail of
 * the products, savings when that retail exceeds the product total, shipping free, the subtotal.
 */
export function cartTotals(rows: readonly CartLineRow[]): CartTotals {
  let productCents = 0;
  let retailCents = 0;
  let installationCents = 0;
  for (const row of rows) {
    if (row.kind === 'installation') {
      installationCents += row.unit_price_cents * row.quantity;
    } else {
      productCents += row.unit_price_cents * row.quantity;
      retailCents += row.unit_retail_cents * row.quantity;
    }
  }
  const totals = summaryTotals({
    productTotal: productCents / 100,
    retail: retailCents / 100,
    installationTotal: installationCents / 100,
    tax: null,
    isAutoRelease: false,
  });
  return {
    productTotal: totals.productTotal,
    installationTotal: totals.installationTotal,
    retail: totals.retail,
    savings: totals.savings,
    shipping: totals.shipping,
    subtotal: totals.subtotal,
  };
}

export function presentCart(cartId: string | null, siteId: number, rows: readonly CartLineRow[]): Cart {
  return { cartId, siteId, itemCount: itemCountOf(rows), lines: rows.map(presentLine), totals: cartTotals(rows) };
}
