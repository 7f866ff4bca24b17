import { randomUUID } from 'node:crypto';
import {
  ADD_TO_CART_MUTATION,
  CART_DELIVERY_TYPE,
  CART_EXPERIENCE_NAME,
  CART_ITEM_LOCATION,
  CART_ITEM_QUANTITY,
  CART_ITEM_TYPE,
} from '@eb/domain/commerce';
import type { DesignGraph, ItemProduct } from '@eb/domain/design';
import { setProduct } from '../catalog/helpers.ts';
import { BASE, createDesign, loadDesign, product, putProduct } from '../designs/helpers.ts';
import { addWindows } from '../installation/pricing-helpers.ts';
import type { Client, TestApp, TestResponse } from '../support.ts';

/** The retailer site (cart GraphQL) and a site with no cart (doc 001 §1, §8). */
export const SITE11 = { host: 'site11.localhost' };
export const SITE5 = { host: 'site5.localhost' };

/** Products of the catalog data: a cellular shade (30% off) and a roller shade (25% off). */
export const CELLULAR = '533002';
export const ROLLER = '533459';

export const newKey = () => `cart-${randomUUID()}`;

export interface BuyableDesign {
  designId: string;
  graph: DesignGraph;
  /** Windows in room order, each with a configured product. */
  itemIds: string[];
  guids: string[];
}

/** A design of `count` windows in its first room, each with a product configured through the API (widths 30, 31, …). */
export async function buyableDesign(
  client: Client,
  count = 2,
  options: { productId?: string; headers?: Record<string, string> } = {},
): Promise<BuyableDesign> {
  const created = await createDesign(client, { design: {} }, options.headers);
  const designId = created.design.designId;
  const first = created.items[0]?.itemId;
  if (!first) throw new Error('A new design has a window');
  const more = count > 1 ? await addWindows(client, created, count - 1, options.headers) : [];
  const itemIds = [first, ...more];
  for (const [index, itemId] of itemIds.entries()) {
    await setProduct(client, designId, itemId, options.productId ?? CELLULAR, { width: 30 + index, height: 40 }, options.headers);
  }
  const graph = await loadDesign(client, designId);
  const guids = itemIds.map((itemId) => {
    const guid = graph.items.find((item) => item.itemId === itemId)?.itemProduct?.configurationGuid;
    if (!guid) throw new Error(`Window ${itemId} has no product`);
    return guid;
  });
  return { designId, graph, itemIds, guids };
}

/** The window's stored product, changed in place (states the API does not make on demand: invalid, discontinued). */
export async function changeStoredProduct(t: TestApp, graph: DesignGraph, itemId: string, change: Partial<ItemProduct>) {
  const current = graph.items.find((item) => item.itemId === itemId)?.itemProduct ?? product();
  await putProduct(t, itemId, { ...current, ...change });
}

export const buy = (client: Client, designId: string, headers?: Record<string, string>) =>
  client.request('GET', `${BASE}/estimates/${designId}/buy`, headers ? { headers } : {});

/** The data of a 200, or a failure showing the whole answer. */
export function dataOf(response: TestResponse, status = 200) {
  if (response.status !== status) throw new Error(`Expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

interface WriteOptions {
  /** The Idempotency-Key; null sends none. A new one by default. */
  key?: string | null;
  headers?: Record<string, string>;
}

function writeHeaders(options: WriteOptions): Record<string, string> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== null) headers['idempotency-key'] = options.key ?? newKey();
  return headers;
}

export const addToCart = (client: Client, body: unknown, options: WriteOptions = {}) =>
  client.request('POST', '/estimatebuilder/addtocart', { body, headers: writeHeaders(options) });

export const addConfigurations = (client: Client, configurationGuids: unknown, options: WriteOptions = {}) =>
  client.request('POST', '/api/cart/v2/add-configurations', { body: { configurationGuids }, headers: writeHeaders(options) });

export const readCart = (client: Client, headers?: Record<string, string>) =>
  client.request('GET', '/api/cart', headers ? { headers } : {});

/** The cartRequest variables of doc 001 §7 for configurations, as the retailer site sends them. */
export function cartRequest(lines: { productId: string; configurationGuid: string }[], store = { store: '121', zip: '30339' }) {
  return {
    filterItem: true,
    localization: store,
    cartAttr: { essentialAccessories: true },
    items: lines.map((line) => ({
      itemId: line.productId,
      quantity: CART_ITEM_QUANTITY,
      location: CART_ITEM_LOCATION,
      type: CART_ITEM_TYPE,
      delivery: [{ configId: line.configurationGuid, type: CART_DELIVERY_TYPE }],
    })),
  };
}

/** POST /api/cart/graphql on site 11 with the experience header (unless told otherwise) and no Idempotency-Key. */
export function graphql(
  client: Client,
  body: unknown,
  options: { headers?: Record<string, string>; experience?: string | null; key?: string } = {},
) {
  const headers: Record<string, string> = { ...SITE11, ...options.headers };
  const experience = options.experience === undefined ? CART_EXPERIENCE_NAME : options.experience;
  if (experience !== null) headers['x-experience-name'] = experience;
  if (options.key) headers['idempotency-key'] = options.key;
  return client.request('POST', '/api/cart/graphql', { body, headers });
}

export const addToCartMutation = (variables: unknown) => ({ query: ADD_TO_CART_MUTATION, variables: { cartRequest: variables } });
