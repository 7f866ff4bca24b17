import type { ItemProduct } from '@eb/domain/design';
import type { ShareRequest } from '@eb/domain/sharing';
import type { SiteId } from '@eb/domain/sites';
import { addWindow, BASE, createDesign, product, putProduct, saveDesign } from '../designs/helpers.ts';
import type { Client, TestApp } from '../support.ts';

export { BASE };

/** Host names the sharing tests send to reach each site (the test app maps them). */
export const SITE_HOSTS = new Map<string, SiteId>([
  ['blinds.localhost', 3],
  ['retail.localhost', 11],
  ['shades.localhost', 5],
]);
export const hostOf = (siteId: 3 | 5 | 11) => ({ host: [...SITE_HOSTS].find(([, id]) => id === siteId)?.[0] ?? 'localhost' });

export const SHARE = `${BASE}/estimates/share`;

export function shareBody(designs: string[], overrides: Partial<ShareRequest> = {}): ShareRequest {
  return { To: 'customer@example.com', Subject: '', Body: 'Here are your estimates.', Designs: designs, ...overrides };
}

/**
 * A design named `name` whose first room holds one window per product (quantity 1), made by `client`.
 * Answers its id.
 */
export async function designWithProducts(
  t: TestApp,
  client: Client,
  name: string,
  products: ItemProduct[] = [product()],
  headers?: Record<string, string>,
) {
  const graph = await createDesign(client, { design: { name } }, headers);
  const room = graph.containers[0];
  if (!room) throw new Error('A new design has a room');
  let latest = graph;
  for (let index = 1; index < products.length; index += 1)
    latest = await addWindow(client, graph.design.designId, room.containerId, undefined, headers);
  const itemIds = latest.containers[0]?.items ?? [];
  for (const [index, value] of products.entries()) {
    const itemId = itemIds[index];
    if (!itemId) throw new Error('Missing window');
    await putProduct(t, itemId, value);
  }
  return latest.design.designId;
}

/** Sets a window's quantity in the store (windows count every covering). */
export async function setQuantities(t: TestApp, designId: string, quantity: number): Promise<void> {
  await t.db.updateTable('items').set({ quantity }).where('design_id', '=', designId).execute();
}

export async function outboxRows(t: TestApp, to?: string) {
  let query = t.db.selectFrom('mail_outbox').selectAll().orderBy('created_at');
  if (to) query = query.where('to_address', '=', to);
  return query.execute();
}

export async function designRow(t: TestApp, designId: string) {
  return t.db.selectFrom('designs').selectAll().where('id', '=', designId).executeTakeFirstOrThrow();
}

let registered = 0;
/** A new shopper account, signed in (a fresh address each time). */
export async function newShopper(t: TestApp, name = 'Casey Customer'): Promise<{ client: Client; email: string }> {
  registered += 1;
  const email = `shopper-${registered}-${Date.now()}@example.com`;
  const client = await t.guest();
  const response = await client.request('POST', '/api/account/register', {
    body: { email, password: 'an-unusual-passphrase-for-tests-42', name },
  });
  if (response.status !== 200) throw new Error(`Register answered ${response.status}: ${JSON.stringify(response.body)}`);
  return { client, email };
}

export { saveDesign };
