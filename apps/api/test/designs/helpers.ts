import { randomUUID } from 'node:crypto';
import type { DesignGraph, Item, ItemProduct, SaveDesignBody } from '@eb/domain/design';
import { expect } from 'vitest';
import { forgetDesign } from '../../src/modules/designs/graph-cache.ts';
import type { Client, TestApp, TestResponse } from '../support.ts';

/** Base path of the design-builder API (ARCHITECTURE "HTTP contract"). */
export const BASE = '/api/design-builder';

/** The signed-in demo rep's id, which reps send as x-repid. */
export const REP_ID = 'R1001';

export const repHeaders = { 'x-repid': REP_ID };

/** Headers for a write that says which version the caller saw. */
export const ifMatch = (version: number) => ({ 'if-match': String(version) });

/** Fails with the whole answer in view when the status is not the expected one. */
export function expectStatus(response: TestResponse, status: number): void {
  if (response.status !== status) throw new Error(`Expected status ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
}

/** The design graph of a 200 (or 201) answer. */
export function graphOf(response: TestResponse, status = 200): DesignGraph {
  expectStatus(response, status);
  return response.body.data as DesignGraph;
}

/** A 400 whose message is exactly the spec's sentence. */
export function expectInvalid(response: TestResponse, message: string): void {
  expectStatus(response, 400);
  expect(response.body).toMatchObject({ message, code: expect.stringMatching(/^(VALIDATION_FAILED|BAD_REQUEST)$/) });
}

/** `POST /designs` that creates a design; answers its graph (201). */
export async function createDesign(client: Client, body: SaveDesignBody = { design: {} }, headers?: Record<string, string>) {
  return graphOf(await client.request('POST', `${BASE}/designs`, { body, headers }), 201);
}

export async function createMandiDesign(client: Client, headers?: Record<string, string>) {
  return createDesign(client, { design: { attributes: { isMandi: 'true' } } }, headers);
}

export async function loadDesign(client: Client, designId: string): Promise<DesignGraph> {
  return graphOf(await client.request('GET', `${BASE}/designs/${designId}`));
}

/** Saves more of an existing design through `POST /designs` (add rooms and windows, renames). */
export async function saveDesign(client: Client, designId: string, rest: Omit<SaveDesignBody, 'design'>, headers?: Record<string, string>) {
  return graphOf(await client.request('POST', `${BASE}/designs`, { body: { design: { designId }, ...rest }, headers }));
}

/** Adds one room (named or auto-named) and answers the updated graph. */
export function addRoom(client: Client, designId: string, name?: string, headers?: Record<string, string>) {
  return saveDesign(client, designId, { containers: [name === undefined ? {} : { name }] }, headers);
}

/** Adds one window to a room, as the spec's save-item body does (item ids from the client). */
export function addWindow(client: Client, designId: string, containerId: string, label?: string, headers?: Record<string, string>) {
  const item = { itemId: randomUUID(), containerId, itemType: 1, itemSource: 1, ...(label === undefined ? {} : { label }) };
  return saveDesign(client, designId, { items: [item] }, headers);
}

export function roomNamed(graph: DesignGraph, name: string) {
  const room = graph.containers.find((container) => container.name === name);
  if (!room) throw new Error(`No room named ${name} in ${graph.containers.map((container) => container.name).join(', ')}`);
  return room;
}

/** Window labels of one room, in order. */
export function windowLabels(graph: DesignGraph, containerId: string): string[] {
  const room = graph.containers.find((container) => container.containerId === containerId);
  if (!room) throw new Error(`No room ${containerId}`);
  return room.items.map((itemId) => itemOf(graph, itemId).label);
}

export function itemOf(graph: DesignGraph, itemId: string): Item {
  const item = graph.items.find((candidate) => candidate.itemId === itemId);
  if (!item) throw new Error(`No item ${itemId}`);
  return item;
}

export function attributeValue(item: Item, name: string): string | null | undefined {
  return item.attributes.find((attribute) => attribute.name === name)?.value;
}

/** The first room and its first window of a freshly created design. */
export function firstWindow(graph: DesignGraph): { containerId: string; itemId: string } {
  const room = graph.containers[0];
  if (!room?.items[0]) throw new Error('The design has no window');
  return { containerId: room.containerId, itemId: room.items[0] };
}

export function product(overrides: Partial<ItemProduct> = {}): ItemProduct {
  return {
    configurationGuid: randomUUID(),
    skuNumber: 'SKU-1001',
    brand: 'Northwind',
    productName: 'Cellular Shade',
    productCategory: 'blinds-shades',
    mainImageUrl: null,
    productType: 'Standard',
    productStatus: 'Active',
    isValid: true,
    isStockProduct: false,
    price: 120.5,
    retail: 150.25,
    optionTotal: 0,
    attributes: [],
    choices: [],
    pipToCart: false,
    ...overrides,
  };
}

/** Puts a configured product on a window directly in the store (the product calls are not built yet). */
/**
 * Rows written here stand for a write of another module, which tells the designs module to forget
 * what it holds of the design (as the order flow does); the version stays, as the tests expect it.
 */
export async function putProduct(t: TestApp, itemId: string, value: ItemProduct = product()): Promise<void> {
  const row = await t.db
    .updateTable('items')
    .set({ product: JSON.stringify(value) })
    .where('id', '=', itemId)
    .returning('design_id')
    .executeTakeFirst();
  if (row) forgetDesign(row.design_id);
}

export async function lockDesign(t: TestApp, designId: string): Promise<void> {
  await t.db.updateTable('designs').set({ is_locked_or_ordered: true }).where('id', '=', designId).execute();
  forgetDesign(designId);
}

export async function attributeChangeCount(t: TestApp, itemId: string): Promise<number> {
  const rows = await t.db.selectFrom('attribute_changes').select('id').where('item_id', '=', itemId).execute();
  return rows.length;
}
