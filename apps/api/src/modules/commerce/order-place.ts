import { randomBytes, randomUUID } from 'node:crypto';
import { type Address, STATES } from '@eb/domain/address';
import {
  ORDER_NUMBER_LENGTH,
  type Order,
  type OrderQuote,
  type OrderQuoteBody,
  orderNumberFrom,
  type PlaceOrderBody,
} from '@eb/domain/commerce';
import { DesignAttr } from '@eb/domain/design';
import { totalsOf } from '@eb/domain/design-pricing';
import { formatMoney } from '@eb/domain/format';
import { lineCents, sumCents, toCents, toDollars } from '@eb/domain/money';
import type { SiteId } from '@eb/domain/sites';
import type { TaxRates } from '@eb/domain/tax';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import { canChangeDesign } from '../designs/policy.ts';
import { type ChangedDesign, lockDesignsForOrder } from '../designs/server-writes.ts';
import { parseAddress } from '../installation/address-input.ts';
import { lookupZip } from '../installation/zip-data.ts';
import { assertCartMatchesDesigns } from './cart-recheck.ts';
import { cartLines } from './cart-store.ts';
import { type OrderAddress, presentOrder } from './order-present.ts';
import { taxLines } from './order-tax.ts';

export interface Buyer {
  identity: SessionData;
  siteId: SiteId;
}

export const EMPTY_CART = 'Your cart is empty. Add a design to your cart before placing an order.';
const ADDRESS_FIELDS = {
  line1: 'address.line1',
  line2: 'address.line2',
  city: 'address.city',
  state: 'address.state',
  zipCode: 'address.zipCode',
};

/**
 * The shipping address, checked like the professional address (doc 001 §5, the site's labels) and
 * against the ZIP data: the ZIP must be a known one of the state chosen, so tax goes to the right place.
 */
export function shippingAddress(siteId: SiteId, raw: PlaceOrderBody['address']): Address {
  const address = parseAddress(siteId, raw, ADDRESS_FIELDS);
  const place = lookupZip(address.zipCode);
  const stateName = STATES.find((state) => state.code === address.state)?.name ?? address.state;
  const problem = !place
    ? `We can't find Zip Code ${address.zipCode}. Please check it.`
    : place.state !== address.state
      ? `Zip Code ${address.zipCode} is not in ${stateName}. Please check the Zip Code and State.`
      : null;
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ path: 'body.address.zipCode', message: problem }]);
  return address;
}

/** The caller's open cart on this site (signed in: the account's; else the browser session's), locked. */
function openCart(tx: Tx, buyer: Buyer) {
  const query = tx.selectFrom('carts').selectAll().where('site_id', '=', buyer.siteId).where('status', '=', 'open');
  const owned = buyer.identity.uid
    ? query.where('owner_user_id', '=', buyer.identity.uid)
    : query.where('owner_user_id', 'is', null).where('owner_session_id', '=', buyer.identity.sid);
  return owned.forUpdate().executeTakeFirst();
}

/** Inserts the order under a new number; a number already taken (rare) is drawn again. */
async function insertOrder(tx: Tx, values: Omit<NewOrder, 'order_number'>): Promise<{ id: string; orderNumber: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const orderNumber = orderNumberFrom(randomBytes(ORDER_NUMBER_LENGTH));
    const inserted = await tx
      .insertInto('orders')
      .values(insertValues({ ...values, order_number: orderNumber }))
      .onConflict((conflict) => conflict.column('order_number').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { id: inserted.id, orderNumber };
  }
  throw new Error('No free order number was found.');
}

interface NewOrder {
  id: string;
  order_number: string;
  site_id: number;
  owner_user_id: string | null;
  owner_session_id: string;
  cart_id: string;
  contact: PlaceOrderBody['contact'];
  address: OrderAddress;
}
const insertValues = (order: NewOrder) => ({
  ...order,
  status: 'placed' as const,
  contact: JSON.stringify(order.contact),
  address: JSON.stringify(order.address),
  product_cents: 0,
  installation_cents: 0,
  tax_cents: 0,
  total_cents: 0,
});

type CartRow = NonNullable<Awaited<ReturnType<typeof openCart>>>;
type CartLineRow = Awaited<ReturnType<typeof cartLinesOf>>[number];

/** The order's lines in the cart's order, which is the design's (see `cartLines`). */
const cartLinesOf = cartLines;

/** A line's group: the window it buys (its configuration may be shared by Duplicate's copies), else its configuration. */
const groupOf = (line: Pick<CartLineRow, 'item_id' | 'configuration_guid'>) => line.item_id ?? line.configuration_guid;

/** The order's lines from the cart's, at the prices the server stored for them, in the cart's order. */
const draftsOf = (cartLines: readonly CartLineRow[], orderId: string) =>
  cartLines.map((line, index) => ({
    id: randomUUID(),
    order_id: orderId,
    kind: line.kind,
    configuration_guid: line.configuration_guid,
    line_item_group_guid: groupOf(line),
    design_id: line.design_id,
    design_name: line.design_name,
    item_id: line.item_id,
    room_name: line.room_name,
    window_name: line.window_name,
    product_id: line.product_id,
    product_name: line.product_name,
    options: JSON.stringify(line.options ?? []),
    width: line.width,
    height: line.height,
    unit_price_cents: line.unit_price_cents,
    unit_retail_cents: line.unit_retail_cents,
    quantity: line.quantity,
    job_uid: line.job_uid,
    change_order_id: null,
    position: index + 1,
  }));

/** The totals of lines with their tax: the one way a cart's review, its order and a change order add up (the domain's totals). */
export function orderTotals(
  lines: readonly (Pick<CartLineRow, 'kind' | 'unit_price_cents' | 'unit_retail_cents' | 'quantity'> & { tax_cents: number })[],
) {
  const products = lines.filter((line) => line.kind === 'product');
  return totalsOf({
    productCents: sumCents(products.map((line) => lineCents(line.unit_price_cents, line.quantity))),
    retailCents: sumCents(products.map((line) => lineCents(line.unit_retail_cents, line.quantity))),
    installationCents: sumCents(
      lines.filter((line) => line.kind === 'installation').map((line) => lineCents(line.unit_price_cents, line.quantity)),
    ),
    taxCents: sumCents(lines.map((line) => line.tax_cents)),
    isAutoRelease: false,
  });
}

/** The caller's open cart on this site, locked, with its lines; an empty or missing cart is refused. */
async function buyersCart(tx: Tx, buyer: Buyer): Promise<{ cart: CartRow; cartLines: CartLineRow[] }> {
  const cart = await openCart(tx, buyer);
  const cartLines = cart ? await cartLinesOf(tx, cart.id) : [];
  if (!cart || cartLines.length === 0) throw new AppError('CONFLICT', EMPTY_CART);
  return { cart, cartLines };
}

/**
 * Cart lines priced for an address: each line at its stored price, taxed per design at the shipping
 * address (doc 001 §3, §4). Both the checkout's review and Place order go through here, so the tax
 * and total a buyer reviews are the ones charged. `storeFor` names the designs whose tax is kept.
 */
async function priceCart(
  tx: Tx,
  rates: TaxRates,
  cartLines: readonly CartLineRow[],
  shipping: { address: OrderAddress; contact: PlaceOrderBody['contact'] },
  order: { id: string; orderNumber: string } | null,
  storeFor: ReadonlySet<string>,
) {
  const drafts = draftsOf(cartLines, order?.id ?? randomUUID());
  const taxes = await taxLines(tx, rates, { orderNumber: order?.orderNumber ?? '', ...shipping }, drafts, storeFor);
  const lines = drafts.map((line) => ({ ...line, tax_cents: taxes.get(line.line_item_group_guid) ?? 0 }));
  return { lines, totals: orderTotals(lines) };
}

/** `POST /api/orders/quote`: what Place order would charge, line by line, without writing anything. */
export async function quoteOrder(tx: Tx, rates: TaxRates, buyer: Buyer, body: OrderQuoteBody): Promise<OrderQuote> {
  const address = shippingAddress(buyer.siteId, body.address);
  const { cartLines } = await buyersCart(tx, buyer);
  await assertCartMatchesDesigns(tx, cartLines);
  const { lines, totals } = await priceCart(tx, rates, cartLines, { address, contact: body.contact }, null, new Set());
  return {
    lines: lines.map((line, index) => ({ lineId: cartLines[index]?.id ?? line.id, tax: toDollars(line.tax_cents) })),
    ...quoteFigures(totals),
  };
}

const quoteFigures = (totals: ReturnType<typeof totalsOf>) => ({
  productTotal: toDollars(totals.productCents),
  installationTotal: toDollars(totals.installationCents),
  retail: toDollars(totals.retailCents),
  savings: toDollars(totals.savingsCents),
  shipping: toDollars(totals.shippingCents),
  subtotal: toDollars(totals.subtotalCents),
  tax: toDollars(totals.taxCents ?? 0),
  total: toDollars(totals.totalCents),
});

export const totalChanged = (total: number) =>
  `Your order total is now ${formatMoney(total)}: your cart or its prices changed since you reviewed it. Please check the order and place it again.`;

/**
 * Places an order from the caller's open cart on this site, in the caller's transaction (doc 001 §3, §4;
 * issue 12): a new order number; the cart's lines copied at the prices the server stored for them
 * (each line's item group is its window, or its configuration); tax per design at the shipping address,
 * stored per design; totals; the cart closed as ordered; and every design on it ordered (locked, with
 * its orderNumber and orderDate). A window whose design changed since it was carted is refused (409,
 * naming the windows), as is a total the buyer reviewed that is no longer the total. Anything refused
 * leaves all of it unwritten.
 */
export async function placeOrder(
  tx: Tx,
  rates: TaxRates,
  buyer: Buyer,
  body: PlaceOrderBody,
): Promise<{ order: Order; designs: ChangedDesign[] }> {
  const address = shippingAddress(buyer.siteId, body.address);
  const { cart, cartLines } = await buyersCart(tx, buyer);

  const designIds = [...new Set(cartLines.flatMap((line) => (line.design_id ? [line.design_id] : [])))];
  const designs =
    designIds.length > 0 ? await tx.selectFrom('designs').selectAll().where('id', 'in', designIds).orderBy('id').forUpdate().execute() : [];
  for (const design of designs) {
    if (design.is_locked_or_ordered) throw new AppError('DESIGN_LOCKED', `The design ${design.name} has already been ordered.`);
  }
  await assertCartMatchesDesigns(tx, cartLines);
  // A design id is a read capability: a customer may buy a design a rep shared with them. The order
  // keeps its own copy of every line; only designs the buyer may change are locked as ordered and
  // keep the order's tax (another person's design is theirs to go on with).
  const ownDesignIds = designs.filter((design) => canChangeDesign(buyer.identity, design)).map((design) => design.id);

  const orderAddress: OrderAddress = { ...address };
  const placed = await insertOrder(tx, {
    id: randomUUID(),
    site_id: buyer.siteId,
    owner_user_id: buyer.identity.uid,
    owner_session_id: buyer.identity.sid,
    cart_id: cart.id,
    contact: body.contact,
    address: orderAddress,
  });
  const { lines, totals } = await priceCart(tx, rates, cartLines, { address, contact: body.contact }, placed, new Set(ownDesignIds));
  if (body.expectedTotal !== undefined && toCents(body.expectedTotal) !== totals.totalCents) {
    throw new AppError('CONFLICT', totalChanged(toDollars(totals.totalCents)), [{ total: toDollars(totals.totalCents) }]);
  }
  await tx.insertInto('order_lines').values(lines).execute();

  const order = await tx
    .updateTable('orders')
    .set({
      product_cents: totals.productCents,
      installation_cents: totals.installationCents,
      tax_cents: totals.taxCents ?? 0,
      total_cents: totals.totalCents,
    })
    .where('id', '=', placed.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await tx.updateTable('carts').set({ status: 'ordered', updated_at: new Date() }).where('id', '=', cart.id).execute();
  const changed = await lockDesignsForOrder(tx, ownDesignIds, {
    [DesignAttr.orderNumber]: placed.orderNumber,
    orderDate: new Date().toISOString(),
  });
  return { order: await presentOrder(tx, rates, order), designs: changed };
}
