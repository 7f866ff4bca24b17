import { randomUUID } from 'node:crypto';
import { BUY_BLOCK_MESSAGES } from '@eb/domain/commerce';
import { inStoreMeasureOrderOf } from '@eb/domain/in-store-measure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfigurations, addToCart, buy, buyableDesign, dataOf } from '../commerce/cart-helpers.ts';
import { ORDER_BODY } from '../commerce/order-helpers.ts';
import { BASE, createMandiDesign, graphOf, loadDesign, lockDesign, repHeaders } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

/**
 * POST / DELETE /designs/{id}/in-store-measure: a rep's order of the store's own measure (doc 001 §5
 * 'Buy Now disabled for … an existing in-store measure order'; issue 28). While it stands, nobody buys
 * the design online, through any of the cart's ways in.
 */
let t: TestApp;
let rep: Client;
let shopper: Client;

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.signIn('rep@example.com');
  shopper = await t.signIn('shopper@example.com');
});
afterAll(() => t?.close());

const path = (designId: string) => `${BASE}/designs/${designId}/in-store-measure`;
/** Reps send their rep id, as the builder does; others send none. */
const headersOf = (client: Client) => (client.me?.role === 'rep' ? repHeaders : {});
const order = (client: Client, designId: string, body: unknown = { storeId: 121 }) =>
  client.request('POST', path(designId), { body, headers: headersOf(client) });
const cancel = (client: Client, designId: string) => client.request('DELETE', path(designId), { headers: headersOf(client) });
const setDesignAttribute = (client: Client, designId: string, name: string, value: string) =>
  client.request('POST', `${BASE}/designs/${designId}/set-attribute`, { body: { name, value }, headers: headersOf(client) });
const quote = (client: Client) => client.request('POST', '/api/orders/quote', { body: ORDER_BODY });

describe("a rep orders the store's measure of a shopper's design", () => {
  it('writes the order (store, time, rep) as one change the shopper sees; buying online is refused until the rep cancels it', async () => {
    const design = await buyableDesign(shopper, 2);
    const before = Date.now();
    const ordered = graphOf(await order(rep, design.designId));
    expect(ordered.design.version).toBe(design.graph.design.version + 1);
    const stored = inStoreMeasureOrderOf(ordered.design);
    expect(stored).toMatchObject({ storeId: 121, orderedBy: rep.me?.name });
    expect(stored === 'unreadable' || stored === null ? 0 : Date.parse(stored.orderedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(inStoreMeasureOrderOf((await loadDesign(shopper, design.designId)).design)).toEqual(stored);

    const refused = await buy(shopper, design.designId);
    expectErrorEnvelope(refused, 409, 'CONFLICT');
    expect(refused.body.message).toBe(BUY_BLOCK_MESSAGES['in-store-measure']);
    const byConfiguration = await addConfigurations(shopper, design.guids);
    expect(byConfiguration.status).toBe(409);
    expect(byConfiguration.body.message).toBe(BUY_BLOCK_MESSAGES['in-store-measure']);

    const cancelled = graphOf(await cancel(rep, design.designId));
    expect(cancelled.design.attributes.inStoreMeasureOrder).toBeUndefined();
    expect(cancelled.design.version).toBe(ordered.design.version + 1);
    expect(dataOf(await buy(shopper, design.designId)).lines).toHaveLength(2);
  });

  it('stops a design carted before the order at the review and at Place order, naming its windows', async () => {
    const buyer = await t.guest();
    const design = await buyableDesign(buyer, 1);
    dataOf(await addToCart(buyer, dataOf(await buy(buyer, design.designId))));
    graphOf(await order(rep, design.designId));
    const reviewed = await quote(buyer);
    expect(reviewed.status).toBe(409);
    const label = design.graph.items[0]?.label;
    expect(reviewed.body.message).toContain(
      `${label} in ${design.graph.containers[0]?.name} (the store measures it first: an in-store measure was ordered)`,
    );
  });
});

describe('a copy of the design (Duplicate Design)', () => {
  it('does not carry the order: the store measures the design it was ordered for, and the copy is bought online', async () => {
    const design = await buyableDesign(shopper, 1);
    graphOf(await order(rep, design.designId));
    const copy = graphOf(await shopper.request('POST', `${BASE}/designs/${design.designId}/copy`, { body: { Name: 'Copy' } }), 201);
    expect(copy.design.attributes.inStoreMeasureOrder).toBeUndefined();
    expect(dataOf(await buy(shopper, copy.design.designId)).lines).toHaveLength(1);
    expect(inStoreMeasureOrderOf((await loadDesign(shopper, design.designId)).design)).not.toBeNull();
  });
});

describe('who may order it, and on which design', () => {
  it('refuses shoppers (403) and guests (401), and changes nothing', async () => {
    const design = await buyableDesign(shopper, 1);
    const refused = await order(shopper, design.designId);
    expectErrorEnvelope(refused, 403, 'FORBIDDEN');
    expect(refused.body.message).toBe('Only sales representatives can do this.');
    expectErrorEnvelope(await order(await t.guest(), design.designId), 401, 'NOT_SIGNED_IN');
    expectErrorEnvelope(await cancel(shopper, design.designId), 403, 'FORBIDDEN');
    expect((await loadDesign(shopper, design.designId)).design.attributes.inStoreMeasureOrder).toBeUndefined();
  });

  it('refuses a customer writing or removing the attribute through the design’s own routes', async () => {
    const design = await buyableDesign(shopper, 1);
    const set = await setDesignAttribute(shopper, design.designId, 'inStoreMeasureOrder', '{}');
    expectErrorEnvelope(set, 403, 'FORBIDDEN');
    graphOf(await order(rep, design.designId));
    const removed = await shopper.request('POST', `${BASE}/designs/${design.designId}/commands`, {
      body: { command: { type: 'design.attributes', values: {}, remove: ['inStoreMeasureOrder'] } },
    });
    expectErrorEnvelope(removed, 403, 'FORBIDDEN');
    expect(removed.body.message).toBe('Only sales representatives can set the design attribute inStoreMeasureOrder.');
    expect(inStoreMeasureOrderOf((await loadDesign(shopper, design.designId)).design)).not.toBeNull();
  });

  it('refuses an unknown store or a bad body (400), an unknown design (404), a second order and a cancel of none (409)', async () => {
    const design = await buyableDesign(shopper, 1);
    const unknown = await order(rep, design.designId, { storeId: 999_999 });
    expectErrorEnvelope(unknown, 400, 'VALIDATION_FAILED');
    expect(unknown.body.message).toBe('There is no store 999999.');
    for (const body of [{}, { storeId: '121' }, { storeId: 0 }, { storeId: 1.5 }, []]) {
      expectErrorEnvelope(await order(rep, design.designId, body), 400, 'VALIDATION_FAILED');
    }
    expectErrorEnvelope(await order(rep, randomUUID()), 404, 'NOT_FOUND');
    const none = await cancel(rep, design.designId);
    expectErrorEnvelope(none, 409, 'CONFLICT');
    expect(none.body.message).toBe('This design has no in-store measure order.');
    graphOf(await order(rep, design.designId));
    const twice = await order(rep, design.designId, { storeId: 1950 });
    expectErrorEnvelope(twice, 409, 'CONFLICT');
    expect(twice.body.message).toBe('This design already has an in-store measure order.');
    expect(inStoreMeasureOrderOf((await loadDesign(rep, design.designId)).design)).toMatchObject({ storeId: 121 });
  });

  it('refuses a measure-and-install design (its professional measures it), one tied to an order, and a locked one', async () => {
    const mandi = await createMandiDesign(rep, repHeaders);
    const onMandi = await order(rep, mandi.design.designId);
    expectErrorEnvelope(onMandi, 403, 'FORBIDDEN');
    expect(onMandi.body.message).toBe('A measure-and-install design is measured by its professional, not in the store.');

    const autoRelease = await buyableDesign(rep, 1, { headers: repHeaders });
    graphOf(await setDesignAttribute(rep, autoRelease.designId, 'isAutoReleaseDesign', 'true'));
    const onAutoRelease = await order(rep, autoRelease.designId);
    expectErrorEnvelope(onAutoRelease, 403, 'FORBIDDEN');
    expect(onAutoRelease.body.message).toBe('A design tied to an order is not measured again in the store.');

    const locked = await buyableDesign(shopper, 1);
    await lockDesign(t, locked.designId);
    const onLocked = await order(rep, locked.designId);
    expectErrorEnvelope(onLocked, 409, 'DESIGN_LOCKED');
    expect((await loadDesign(rep, locked.designId)).design.attributes.inStoreMeasureOrder).toBeUndefined();
  });
  it('refuses a cross-site form post (415), a write from another origin and a shopper forging the rep header (403)', async () => {
    const design = await buyableDesign(shopper, 1);
    const url = path(design.designId);
    const asForm = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: rep.cookie, 'content-type': 'text/plain', ...repHeaders },
      payload: JSON.stringify({ storeId: 121 }),
    });
    expect(asForm.statusCode).toBe(415);
    const crossSite = await rep.request('POST', url, {
      body: { storeId: 121 },
      headers: { ...repHeaders, origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const forged = await shopper.request('POST', url, { body: { storeId: 121 }, headers: repHeaders });
    expectErrorEnvelope(forged, 403, 'REP_ID_MISMATCH');
    const forgedCancel = await shopper.request('DELETE', url, { headers: repHeaders });
    expect(forgedCancel.status).toBe(403);
    expect((await loadDesign(rep, design.designId)).design.attributes.inStoreMeasureOrder).toBeUndefined();
  });
});
