import type { CatalogProduct, Configuration } from '@eb/domain/catalog';
import type { DesignGraph, Item } from '@eb/domain/design';
import type { KyselyPlugin } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { loadCatalog } from '../../src/modules/catalog/catalog-data.ts';
import { BASE, graphOf } from '../designs/helpers.ts';
import type { Client, TestResponse } from '../support.ts';

/** The catalog as the server loads it at start (apps/api/src/modules/catalog/data/*.json). */
export const products: readonly CatalogProduct[] = loadCatalog();

/** The well-known mandi product of doc 000 §9: a roller shade, 12–120 × 12–120 inches, 25% off. */
export const ROLLER = '533459';

export function productById(productId: string): CatalogProduct {
  const found = products.find((candidate) => candidate.productId === productId);
  if (!found) throw new Error(`The catalog data has no product ${productId}`);
  return found;
}

/** The first product (in id order) the data files hold that matches, so tests follow the data. */
export function productWhere(description: string, predicate: (product: CatalogProduct) => boolean): CatalogProduct {
  const found = products.find(predicate);
  if (!found) throw new Error(`The catalog data has no ${description}`);
  return found;
}

/** A choice id by option id and the value shown ('Motorized', 'Yes'). */
export function choiceOf(product: CatalogProduct, optionId: string, value: string): string {
  const choice = product.options.find((option) => option.optionId === optionId)?.choices.find((candidate) => candidate.value === value);
  if (!choice) throw new Error(`Product ${product.productId} has no ${optionId} choice '${value}'`);
  return choice.choiceId;
}

/** Cents of the retail grid for a size, read straight off the data (the smallest bracket at or above). */
export function gridCents(product: CatalogProduct, width: number, height: number): number {
  const column = product.priceGrid.widths.findIndex((bound) => width <= bound);
  const row = product.priceGrid.heights.findIndex((bound) => height <= bound);
  const cents = product.priceGrid.cents[row]?.[column];
  if (cents === undefined) throw new Error(`No grid price for ${width} × ${height} on ${product.productId}`);
  return cents;
}

export const saleCents = (product: CatalogProduct, retailCents: number) => Math.round((retailCents * (100 - product.salePercentOff)) / 100);

export function expectStatusOf(response: TestResponse, status: number): void {
  if (response.status !== status) throw new Error(`Expected status ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
}

/** `POST /api/configurations`; answers the configuration (201). */
export async function configure(
  client: Client,
  productId: string,
  width = 40,
  height = 60,
  choices: Record<string, string> = {},
): Promise<Configuration> {
  const answer = await client.request('POST', '/api/configurations', { body: { productId, width, height, choices } });
  expectStatusOf(answer, 201);
  return answer.body.data as Configuration;
}

/** `POST /designs/{id}/items/{iid}/product`. */
export function putProductCall(
  client: Client,
  designId: string,
  itemId: string,
  configurationGuid: string,
  headers?: Record<string, string>,
) {
  return client.request('POST', `${BASE}/designs/${designId}/items/${itemId}/product`, { body: { configurationGuid }, headers });
}

/** Configures a product and puts it on a window; answers the updated graph. */
export async function setProduct(
  client: Client,
  designId: string,
  itemId: string,
  productId: string,
  size: { width?: number; height?: number; choices?: Record<string, string> } = {},
  headers?: Record<string, string>,
): Promise<DesignGraph> {
  const configuration = await configure(client, productId, size.width, size.height, size.choices);
  return graphOf(await putProductCall(client, designId, itemId, configuration.configurationGuid, headers));
}

/** `POST /designs/{id}/items/{iid}/measurements`; answers the updated graph. */
export async function measure(
  client: Client,
  designId: string,
  itemId: string,
  width: number,
  height: number,
  headers?: Record<string, string>,
) {
  return graphOf(
    await client.request('POST', `${BASE}/designs/${designId}/items/${itemId}/measurements`, {
      body: { Width: width, Height: height },
      headers,
    }),
  );
}

export function itemIn(graph: DesignGraph, itemId: string): Item {
  const item = graph.items.find((candidate) => candidate.itemId === itemId);
  expect(item, `window ${itemId} in the graph`).toBeDefined();
  return item as Item;
}

export const attributeOf = (item: Item, name: string) => item.attributes.find((attribute) => attribute.name === name)?.value;

/** The same database, counting the SQL statements sent through it (to show a call makes no query per window). */
export function countingDb(db: Db): { db: Db; statements: () => number } {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), statements: () => count };
}
