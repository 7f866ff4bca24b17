import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/helpers.ts';
import { repHeaders } from '../designs/helpers.ts';
import { type Client, createTestApp, type TestApp } from '../support.ts';
import { autoReleaseOrder, changeOrderCall, dataOf } from './order-helpers.ts';

/**
 * validateAndRepriceConfigurations as the auto-release pay flow uses it (doc 001 §4, §7): the windows of
 * the design are checked before the change order starts, and any ResponseCode other than 200 stops the
 * flow at 'Please check the following windows and try again:'. The call itself belongs to the catalog
 * (its codes are recorded in the decisions); these are the answers the flow relies on.
 */
let t: TestApp;
let shopper: Client;
let rep: Client;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn('shopper@example.com');
  rep = await t.signIn('rep@example.com');
});
afterAll(() => t?.close());

const reprice = (guids: unknown) =>
  rep.request('POST', '/api/estimates/validateAndRepriceConfigurations', { body: guids, headers: repHeaders });
const codes = (answer: { ResponseCode: number }[]) => answer.map((entry) => entry.ResponseCode);

describe('checking an auto-release design’s windows before paying', () => {
  it('answers 200 for valid windows, 404 for an unknown guid, 422 for an invalid or discontinued product', async () => {
    const { design } = await autoReleaseOrder(t, shopper, rep, 3);
    const [valid, invalid, discontinued] = design.windows.map((window) => window.guid) as [string, string, string];
    await t.db.updateTable('configurations').set({ width: 9999 }).where('guid', '=', invalid).execute();
    const gone = products.find((product) => product.status === 'Discontinued');
    await t.db
      .updateTable('configurations')
      .set({ product_id: String(gone?.productId) })
      .where('guid', '=', discontinued)
      .execute();
    const unknown = randomUUID();
    const answer = dataOf(await reprice([valid, unknown, invalid, discontinued]));
    expect(answer.map((entry: { ConfigurationGuid: string }) => entry.ConfigurationGuid)).toEqual([valid, unknown, invalid, discontinued]);
    expect(codes(answer)).toEqual([200, 404, 422, 422]);
    // The flow stops there: the rep cannot stage those windows either.
    dataOf(await changeOrderCall(rep, 'startchangeorder', design.graph.design.attributes.orderNumber as string));
    const staged = await changeOrderCall(rep, 'addlineitems', design.graph.design.attributes.orderNumber as string, {
      body: [invalid, discontinued],
    });
    expect(staged.status).toBe(409);
  });

  it('re-reads the price from the catalog: a stored price that drifted is written back (409 once, then 200)', async () => {
    const { design } = await autoReleaseOrder(t, shopper, rep, 1);
    const guid = design.windows[0]?.guid as string;
    const fresh = await t.db.selectFrom('configurations').select('subtotal_cents').where('guid', '=', guid).executeTakeFirstOrThrow();
    await t.db.updateTable('configurations').set({ subtotal_cents: 1 }).where('guid', '=', guid).execute();
    expect(codes(dataOf(await reprice([guid])))).toEqual([409]);
    const stored = await t.db.selectFrom('configurations').select('subtotal_cents').where('guid', '=', guid).executeTakeFirstOrThrow();
    expect(stored.subtotal_cents).toBe(fresh.subtotal_cents);
    expect(codes(dataOf(await reprice([guid])))).toEqual([200]);
  });

  it('refuses a body that is not a list of guids (400)', async () => {
    expect((await reprice(['not-a-guid'])).status).toBe(400);
  });
});
