import { randomUUID } from 'node:crypto';
import type { DesignGraph } from '@eb/domain/design';
import { choiceOf, measure, productById, ROLLER, setProduct } from '../catalog/helpers.ts';
import { BASE, createDesign, firstWindow, graphOf, saveDesign } from '../designs/helpers.ts';
import type { Client, TestApp } from '../support.ts';

export const INSTALL = '/installation/api';
export const SITE11 = { host: 'site11.localhost' };

/** `POST /installation/api/jobs/by-design`. */
export function priceByDesign(
  client: Client,
  designId: string,
  body: unknown,
  options: { siteCode?: string; headers?: Record<string, string> } = {},
) {
  const siteCode = options.siteCode ?? 'BDC';
  return client.request('POST', `${INSTALL}/jobs/by-design?siteCode=${siteCode}&designId=${designId}`, {
    body,
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

/** Adds `count` windows to the design's first room; answers their item ids in order. */
export async function addWindows(client: Client, graph: DesignGraph, count: number, headers?: Record<string, string>) {
  const { containerId } = firstWindow(graph);
  const ids = Array.from({ length: count }, () => randomUUID());
  await saveDesign(
    client,
    graph.design.designId,
    { items: ids.map((itemId) => ({ itemId, containerId, itemType: 1, itemSource: 1 })) },
    headers,
  );
  return ids;
}

/** Stores a window attribute the attribute call does not take from customers (specialty shape, motorized). */
export async function putItemAttribute(t: TestApp, designId: string, itemId: string, name: string, value: string) {
  await t.db
    .insertInto('item_attributes')
    .values({ id: randomUUID(), item_id: itemId, design_id: designId, name, value, normalized_value: value, display_name: null })
    .execute();
}

export function setAttribute(
  client: Client,
  designId: string,
  itemId: string,
  attributeId: string,
  value: string,
  headers?: Record<string, string>,
) {
  return client.request('POST', `${BASE}/designs/${designId}/items/${itemId}/attribute`, { body: { attributeId, value }, headers });
}

export interface PricedDesign {
  designId: string;
  /** Cellular shade (category 1) configured 30 × 40, quantity 2. */
  cellular: string;
  /** Roller shade (category 2) configured 50 × 50 with a motorized lift, measured 60 × 70. */
  roller: string;
  /** Vertical blind (category 3) configured 100 × 50, specialty shaped. */
  vertical: string;
  /** No product, category perfect-arch, measured 40 × 40. */
  arch: string;
  /** Shutters (not eligible), configured 30 × 40. */
  shutter: string;
  /** A window with nothing on it and no size. */
  empty: string;
}

/** A design with windows of several categories and sizes, built through the API as a customer would. */
export async function buildPricedDesign(t: TestApp, client: Client, headers?: Record<string, string>): Promise<PricedDesign> {
  const graph = await createDesign(client, { design: {} }, headers);
  const designId = graph.design.designId;
  const first = firstWindow(graph).itemId;
  const [roller, vertical, arch, shutter, empty] = await addWindows(client, graph, 5, headers);
  if (!roller || !vertical || !arch || !shutter || !empty) throw new Error('windows were not added');
  await setProduct(client, designId, first, '533002', { width: 30, height: 40 }, headers);
  graphOf(await client.request('POST', `${BASE}/designs/${designId}/items/${first}/quantity/2`, { headers }));
  const rollerProduct = productById(ROLLER);
  await setProduct(
    client,
    designId,
    roller,
    ROLLER,
    { width: 50, height: 50, choices: { lift: choiceOf(rollerProduct, 'lift', 'Motorized') } },
    headers,
  );
  await measure(client, designId, roller, 60, 70, headers);
  await setProduct(client, designId, vertical, '533032', { width: 100, height: 50 }, headers);
  await putItemAttribute(t, designId, vertical, 'specialtyShape', 'Arch');
  graphOf(await setAttribute(client, designId, arch, 'category', 'perfect-arch', headers));
  await measure(client, designId, arch, 40, 40, headers);
  await setProduct(client, designId, shutter, '533036', { width: 30, height: 40 }, headers);
  return { designId, cellular: first, roller, vertical, arch, shutter, empty };
}
