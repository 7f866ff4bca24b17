import { randomBytes, randomUUID } from 'node:crypto';
import { type Address, STATES } from '@eb/domain/address';
import { ORDER_NUMBER_LENGTH, type Order, orderNumberFrom, type PlaceOrderBody } from '@eb/domain/commerce';
import { DesignAttr } from '@eb/domain/design';
import type { SiteId } from '@eb/domain/sites';
import type { TaxRates } from '@eb/domain/tax';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import { canChangeDesign } from '../designs/policy.ts';
import { parseAddress } from '../installation/address-input.ts';
import { lookupZip } from '../installation/zip-data.ts';
import { type ChangedDesign, lockDesignsForOrder } from './order-design-writes.ts';
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

/**
 * Places an order from the caller's open cart on this site, in the caller's transaction (doc 001 §3, §4;
 * issue 12): a new order number; the cart's lines copied at the prices the server stored for them
 * (each line's item group is its configuration); tax per design at the shipping address, stored per
 * design; totals; the cart closed as ordered; and every design on it ordered (locked, with its
 * orderNumber and orderDate). Anything refused leaves all of it unwritten.
 */
export async function placeOrder(
  tx: Tx,
  rates: TaxRates,
  buyer: Buyer,
  body: PlaceOrderBody,
): Promise<{ order: Order; designs: ChangedDesign[] }> {
  const address = shippingAddress(buyer.siteId, body.address);
  const cart = await openCart(tx, buyer);
  const cartLines = cart ? await tx.selectFrom('cart_lines').selectAll().where('cart_id', '=', cart.id).orderBy('position').execute() : [];
  if (!cart || cartLines.length === 0) throw new AppError('CONFLICT', EMPTY_CART);

  const designIds = [...new Set(cartLines.flatMap((line) => (line.design_id ? [line.design_id] : [])))];
  const designs =
    designIds.length > 0 ? await tx.selectFrom('designs').selectAll().where('id', 'in', designIds).orderBy('id').forUpdate().execute() : [];
  for (const design of designs) {
    if (design.is_locked_or_ordered) throw new AppError('DESIGN_LOCKED', `The design ${design.name} has already been ordered.`);
  }
  // A design id is a read capability: a customer may buy a design a rep shared with them. The order
  // keeps its own copy of every line; only designs the buyer may change are locked as ordered and
  // keep the order's tax (another person's design is theirs to go on with).
  const ownDesignIds = designs.filter((design) => canChangeDesign(buyer.identity, design)).map((design) => design.id);

  const orderAddress: OrderAddress = { ...address };
  const { id: orderId, orderNumber } = await insertOrder(tx, {
    id: randomUUID(),
    site_id: buyer.siteId,
    owner_user_id: buyer.identity.uid,
    owner_session_id: buyer.identity.sid,
    cart_id: cart.id,
    contact: body.contact,
    address: orderAddress,
  });

  const drafts = cartLines.map((line, index) => ({
    id: randomUUID(),
    order_id: orderId,
    kind: line.kind,
    configuration_guid: line.configuration_guid,
    line_item_group_guid: line.configuration_guid,
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
  const taxes = await taxLines(tx, rates, { orderNumber, contact: body.contact, address: orderAddress }, drafts, new Set(ownDesignIds));
  const lines = drafts.map((line) => ({ ...line, tax_cents: taxes.get(line.line_item_group_guid) ?? 0 }));
  await tx.insertInto('order_lines').values(lines).execute();

  const sum = (kind: 'product' | 'installation') =>
    lines.filter((line) => line.kind === kind).reduce((total, line) => total + line.unit_price_cents * line.quantity, 0);
  const product = sum('product');
  const installation = sum('installation');
  const tax = lines.reduce((total, line) => total + line.tax_cents, 0);
  const order = await tx
    .updateTable('orders')
    .set({ product_cents: product, installation_cents: installation, tax_cents: tax, total_cents: product + installation + tax })
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await tx.updateTable('carts').set({ status: 'ordered', updated_at: new Date() }).where('id', '=', cart.id).execute();
  const changed = await lockDesignsForOrder(tx, ownDesignIds, {
    [DesignAttr.orderNumber]: orderNumber,
    orderDate: new Date().toISOString(),
  });
  return { order: await presentOrder(tx, rates, order), designs: changed };
}
