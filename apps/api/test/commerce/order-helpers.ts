import { randomUUID } from 'node:crypto';
import type { DesignGraph } from '@eb/domain/design';
import { productLineOf } from '../../src/modules/commerce/cart-lines.ts';
import { presentGraph } from '../../src/modules/designs/present.ts';
import { loadState } from '../../src/modules/designs/state.ts';
import { setProduct } from '../catalog/helpers.ts';
import { BASE, createDesign, firstWindow, graphOf } from '../designs/helpers.ts';
import { addWindows } from '../installation/pricing-helpers.ts';
import type { Client, TestApp, TestResponse } from '../support.ts';

export const key = () => `key-${randomUUID()}`;
export const SITE11 = { host: 'site11.localhost' };

/** A shipping contact and an Atlanta address (ZIP 30339, Georgia): the city rate of 8.9% applies. */
export const CONTACT = { firstName: 'Sam', lastName: 'Shopper', email: 'sam@example.com', phone: '4045551234' };
export const ADDRESS = { line1: '2450 Cumberland Parkway', line2: 'Suite 100', city: 'Atlanta', state: 'GA', zipCode: '30339' };
export const ORDER_BODY = { contact: CONTACT, address: ADDRESS };
export const ATLANTA_RATE = 8.9;

/** Tax of a line at a percent, rounded half up to the cent, as the tax rule does. */
export const taxCents = (cents: number, rate: number) => Math.round((cents * rate) / 100 + 1e-9);

/** Who the client is, read from its signed session cookie (the value before the signature). */
export function sessionOf(client: Client): { sid: string; uid: string | null } {
  const raw = decodeURIComponent(client.cookieValue('eb_session') ?? '');
  const value = raw.slice(0, raw.lastIndexOf('.'));
  const session = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { sid: string; uid: string | null };
  return { sid: session.sid, uid: session.uid ?? null };
}

export interface BuiltDesign {
  designId: string;
  graph: DesignGraph;
  /** Windows with a product, in order. */
  windows: { itemId: string; guid: string; label: string }[];
}

/** A design with `count` windows, each with a product (cellular shades and roller shades in turn). */
export async function designWithProducts(client: Client, count = 2, headers?: Record<string, string>): Promise<BuiltDesign> {
  const created = await createDesign(client, { design: {} }, headers);
  return fillDesign(client, created, count, headers);
}

/** Puts products on the design's first window and on `count - 1` new windows of its first room. */
export async function fillDesign(
  client: Client,
  created: DesignGraph,
  count: number,
  headers?: Record<string, string>,
): Promise<BuiltDesign> {
  const designId = created.design.designId;
  const ids = [firstWindow(created).itemId, ...(count > 1 ? await addWindows(client, created, count - 1, headers) : [])];
  for (const [index, itemId] of ids.entries()) {
    await setProduct(client, designId, itemId, index % 2 === 0 ? '533002' : '533459', { width: 30 + index, height: 40 }, headers);
  }
  const graph = graphOf(await client.request('GET', `${BASE}/designs/${designId}`));
  const windows = ids.map((itemId) => {
    const item = graph.items.find((candidate) => candidate.itemId === itemId);
    if (!item?.itemProduct) throw new Error(`window ${itemId} has no product`);
    return { itemId, guid: item.itemProduct.configurationGuid, label: item.label };
  });
  return { designId, graph, windows };
}

export interface CartLineInput {
  kind?: 'product' | 'installation';
  configurationGuid?: string;
  designId?: string | null;
  designName?: string;
  itemId?: string | null;
  productName?: string;
  unitPriceCents: number;
  unitRetailCents?: number;
  quantity?: number;
  jobUid?: string | null;
}

/** The window facts a line of a design's window carries, as the server reads them from the design when it is carted. */
async function windowFacts(t: TestApp, line: CartLineInput) {
  if ((line.kind ?? 'product') !== 'product' || !line.designId || !line.itemId) return null;
  const state = await loadState(t.db, line.designId);
  const graph = state && presentGraph(state);
  const item = graph?.items.find((candidate) => candidate.itemId === line.itemId);
  if (!graph || !item?.itemProduct) return null;
  const now = productLineOf(graph, { ...item, itemProduct: item.itemProduct });
  return {
    room_name: now.roomName,
    window_name: now.windowName,
    product_id: now.productId,
    options: JSON.stringify(now.options),
    width: now.width,
    height: now.height,
  };
}

/**
 * Puts a cart with these lines in the database for the client, as the cart flow leaves it (open). A
 * line of a design's window carries that window's names, product, options and size, as when carted.
 */
export async function putCart(t: TestApp, client: Client, lines: CartLineInput[], siteId = 3): Promise<string> {
  const facts = await Promise.all(lines.map((line) => windowFacts(t, line)));
  const owner = sessionOf(client);
  const cartId = randomUUID();
  await t.db
    .insertInto('carts')
    .values({ id: cartId, site_id: siteId, owner_user_id: owner.uid, owner_session_id: owner.uid ? null : owner.sid, status: 'open' })
    .execute();
  if (lines.length > 0) {
    await t.db
      .insertInto('cart_lines')
      .values(
        lines.map((line, index) => ({
          id: randomUUID(),
          cart_id: cartId,
          kind: line.kind ?? 'product',
          configuration_guid: line.configurationGuid ?? randomUUID(),
          design_id: line.designId ?? null,
          design_name: line.designName ?? 'Design 1',
          item_id: line.itemId ?? null,
          room_name: line.kind === 'installation' ? null : 'Living Room',
          window_name: line.kind === 'installation' ? null : `A${index + 1}`,
          product_id: line.kind === 'installation' ? null : '533002',
          product_name: line.productName ?? (line.kind === 'installation' ? 'Professional installation' : 'Cellular Shade'),
          options: JSON.stringify([{ name: 'Color', value: 'White' }]),
          width: line.kind === 'installation' ? null : 30,
          height: line.kind === 'installation' ? null : 40,
          unit_price_cents: line.unitPriceCents,
          unit_retail_cents: line.unitRetailCents ?? line.unitPriceCents,
          quantity: line.quantity ?? 1,
          job_uid: line.jobUid ?? null,
          position: index + 1,
          ...facts[index],
        })),
      )
      .execute();
  }
  return cartId;
}

/** The cart lines of a design's windows at the prices the design shows. */
export function linesOf(design: BuiltDesign, name = 'Design 1'): CartLineInput[] {
  return design.windows.map((window) => {
    const item = design.graph.items.find((candidate) => candidate.itemId === window.itemId);
    const product = item?.itemProduct;
    if (!item || !product) throw new Error('window without product');
    return {
      configurationGuid: window.guid,
      designId: design.designId,
      designName: name,
      itemId: window.itemId,
      productName: product.productName,
      unitPriceCents: Math.round(product.price * 100),
      unitRetailCents: Math.round(product.retail * 100),
      quantity: item.quantity,
    };
  });
}

export function placeOrder(
  client: Client,
  body: unknown = ORDER_BODY,
  options: { key?: string | null; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== null) headers['idempotency-key'] = options.key ?? key();
  return client.request('POST', '/api/orders', { body, headers });
}

export function pay(
  client: Client,
  orderNumber: string,
  body: unknown = { method: 'pay-on-delivery' },
  options: { key?: string | null } = {},
) {
  const headers: Record<string, string> = {};
  if (options.key !== null) headers['idempotency-key'] = options.key ?? key();
  return client.request('POST', `/api/orders/${orderNumber}/pay`, { body, headers });
}

/** The data of an answer with this status, or a failure showing the whole answer. */
// biome-ignore lint/suspicious/noExplicitAny: answers as the API gives them.
export function dataOf(response: TestResponse, status = 200): any {
  if (response.status !== status) throw new Error(`Expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** A design with products in an open cart of the client, ordered: answers the order and the design. */
export async function orderedDesign(t: TestApp, client: Client, count = 2) {
  const design = await designWithProducts(client, count);
  await putCart(t, client, linesOf(design));
  const order = dataOf(await placeOrder(client), 201);
  return { design, order };
}

/** Everything stored about an order: compared before and after a call that must change nothing. */
export async function orderState(t: TestApp, orderNumber: string) {
  const order = await t.db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
  const lines = await t.db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).orderBy('position').execute();
  const payments = await t.db.selectFrom('payments').selectAll().where('order_id', '=', order.id).execute();
  const changeOrders = await t.db.selectFrom('change_orders').selectAll().where('order_id', '=', order.id).orderBy('created_at').execute();
  return { order, lines, payments, changeOrders };
}

/** A design's row and attributes as stored. */
export async function designState(t: TestApp, designId: string) {
  const design = await t.db.selectFrom('designs').selectAll().where('id', '=', designId).executeTakeFirstOrThrow();
  const attributes = Object.fromEntries(
    (await t.db.selectFrom('design_attributes').select(['name', 'value']).where('design_id', '=', designId).execute()).map((row) => [
      row.name,
      row.value,
    ]),
  );
  const tax = await t.db.selectFrom('design_taxes').selectAll().where('design_id', '=', designId).executeTakeFirst();
  return { design, attributes, tax };
}

/** `PUT /api/ordering/{step}?siteId=&orderNumber=` as a rep sends it. */
export function changeOrderCall(
  client: Client,
  step: 'startchangeorder' | 'addlineitems' | 'completechangeorder',
  orderNumber: string,
  options: { body?: unknown; siteId?: number | string; headers?: Record<string, string> } = {},
) {
  const url = `/api/ordering/${step}?siteId=${options.siteId ?? 3}&orderNumber=${encodeURIComponent(orderNumber)}`;
  return client.request('PUT', url, {
    headers: options.headers ?? { 'x-repid': 'R1001' },
    ...(options.body === undefined ? {} : { body: options.body }),
  });
}

/**
 * An ordered design of the shopper, and an auto-release design tied to that order made by the rep with
 * `count` windows with products: what a rep adds to an order.
 */
export async function autoReleaseOrder(t: TestApp, shopper: Client, rep: Client, count = 2) {
  const { order } = await orderedDesign(t, shopper, 1);
  const { designId } = dataOf(
    await rep.request('POST', `/api/orders/${order.orderNumber}/designs`, { headers: { 'x-repid': 'R1001' } }),
    201,
  );
  const created = graphOf(await rep.request('GET', `${BASE}/designs/${designId}`));
  const design = await fillDesign(rep, created, count, { 'x-repid': 'R1001' });
  return { order, design };
}
