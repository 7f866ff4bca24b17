import { randomUUID } from 'node:crypto';
import type { AccountEstimate } from '@eb/domain/sharing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, createDesign, lockDesign, product, repHeaders } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { statementsOf } from '../test-database.ts';
import { designWithProducts, newShopper, SHARE, setQuantities, shareBody } from './helpers.ts';

let t: TestApp;
let rep: Client;

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.signIn('rep@example.com');
});
afterAll(() => t?.close());

const LIST = '/api/myaccount/estimates';
const link = async (client: Client, designId: string) => {
  const response = await client.request('POST', `${BASE}/estimates/${designId}/link`);
  if (response.status !== 200) throw new Error(`link answered ${response.status} ${JSON.stringify(response.body)}`);
};
const list = async (client: Client): Promise<AccountEstimate[]> => {
  const response = await client.request('GET', LIST);
  if (response.status !== 200) throw new Error(`list answered ${response.status}`);
  return response.body.data;
};

describe('GET /api/myaccount/estimates', () => {
  it('lists the linked designs of the caller, the latest saved first, with windows, totals and validity', async () => {
    const { client: shopper } = await newShopper(t);
    expect(await list(shopper)).toEqual([]);

    const plain = await designWithProducts(t, shopper, 'Plain', [
      product({ price: 100, retail: 150 }),
      product({ price: 20.25, retail: 20.25 }),
    ]);
    await setQuantities(t, plain, 2);
    const discontinued = await designWithProducts(t, shopper, 'Old Stock', [product({ productStatus: 'Discontinued' })]);
    const invalid = await designWithProducts(t, shopper, 'Needs Edits', [product({ isValid: false })]);
    const empty = (await createDesign(shopper, { design: { name: 'Empty' } })).design.designId;
    const mandi = (await createDesign(rep, { design: { name: 'Install Job', attributes: { isMandi: 'true' } } }, repHeaders)).design
      .designId;
    for (const designId of [plain, discontinued, invalid, empty]) await link(shopper, designId);
    // Not listed: a design of the caller that was never saved, and another account's saved design.
    await createDesign(shopper, { design: { name: 'Never Saved' } });
    const { client: other } = await newShopper(t);
    await link(other, await designWithProducts(t, other, 'Someone Else'));

    const rows = await list(shopper);
    expect(rows.map((row) => row.name)).toEqual(['Empty', 'Needs Edits', 'Old Stock', 'Plain']);
    const byId = new Map(rows.map((row) => [row.designId, row]));
    expect(byId.get(plain)).toMatchObject({
      windows: 4,
      subtotal: 240.5,
      retail: 340.5,
      isMandi: false,
      isDesignValid: true,
      hasDiscontinuedProduct: false,
      hasProducts: true,
      sharedEmail: null,
    });
    expect(byId.get(discontinued)).toMatchObject({ windows: 1, isDesignValid: true, hasDiscontinuedProduct: true, hasProducts: true });
    expect(byId.get(invalid)).toMatchObject({ isDesignValid: false, hasDiscontinuedProduct: false });
    expect(byId.get(empty)).toMatchObject({ windows: 1, subtotal: 0, retail: 0, hasProducts: false, isDesignValid: true });
    // A measure-and-install design is its job's, saved to no account: the rep who made it lists it.
    expect((await list(rep)).find((row) => row.designId === mandi)).toMatchObject({ name: 'Install Job', isMandi: true });
    for (const row of rows) {
      expect(Number.isNaN(Date.parse(row.createdDate))).toBe(false);
      expect(Number.isNaN(Date.parse(row.updatedDate))).toBe(false);
    }
  });

  it('leaves out a blank design the builder only linked on load, and lists it once something is put in it or it is saved', async () => {
    const { client: shopper } = await newShopper(t);
    const linkOnLoad = async (designId: string) => {
      const response = await shopper.request('POST', '/api/myaccount/estimates/link', { body: { designId, onLoad: true } });
      expect(response.status).toBe(200);
    };
    const measuredLater = await createDesign(shopper, { design: {} });
    const savedLater = (await createDesign(shopper, { design: {} })).design.designId;
    const savedAtOnce = (await createDesign(shopper, { design: {} })).design.designId;
    await linkOnLoad(measuredLater.design.designId);
    await linkOnLoad(savedLater);
    await link(shopper, savedAtOnce);
    // Linked all three (the builder reads them as saved), but only the one saved on purpose is listed.
    expect((await list(shopper)).map((row) => row.designId)).toEqual([savedAtOnce]);

    const itemId = measuredLater.items[0]?.itemId;
    if (!itemId) throw new Error('a new design has a window');
    const measured = await shopper.request('POST', `${BASE}/designs/${measuredLater.design.designId}/commands`, {
      body: { command: { type: 'window.attributes', itemId, values: { width: '36' } } },
    });
    expect(measured.status).toBe(200);
    await link(shopper, savedLater);
    // Linked on load again, a design saved on purpose stays listed.
    await linkOnLoad(savedAtOnce);
    expect(new Set((await list(shopper)).map((row) => row.designId))).toEqual(
      new Set([measuredLater.design.designId, savedLater, savedAtOnce]),
    );
  });

  it('refuses a link whose onLoad is not true or false, and links nothing', async () => {
    const { client: shopper } = await newShopper(t);
    const designId = (await createDesign(shopper, { design: {} })).design.designId;
    const refused = await shopper.request('POST', '/api/myaccount/estimates/link', { body: { designId, onLoad: 'yes' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/onLoad/) });
    expect(await list(shopper)).toEqual([]);
  });

  it("lists on each site the designs made there: site 11's list is not site 3's", async () => {
    const { client: shopper } = await newShopper(t);
    const site11 = { host: 'site11.localhost' };
    const onSite3 = (await createDesign(shopper, { design: { name: 'Brightline Den' } })).design.designId;
    const onSite11 = (await createDesign(shopper, { design: { name: 'Harborline Den' } }, site11)).design.designId;
    await link(shopper, onSite3);
    const linked = await shopper.request('POST', `${BASE}/estimates/${onSite11}/link`, { headers: site11 });
    expect(linked.status).toBe(200);
    const here = await list(shopper);
    expect(here.map((row) => row.designId)).toEqual([onSite3]);
    // Each entry names its rooms, so estimates of one name tell themselves apart.
    expect(here[0]?.rooms).toEqual(['Room 1']);
    const there = await shopper.request('GET', LIST, { headers: site11 });
    expect(there.body.data.map((row: AccountEstimate) => row.designId)).toEqual([onSite11]);
  });

  it('reads the whole list in a fixed number of queries (no query per design)', async () => {
    const { client: shopper } = await newShopper(t);
    for (let index = 0; index < 6; index += 1) await link(shopper, await designWithProducts(t, shopper, `Design ${index}`));
    const statements = statementsOf(t.db);
    const start = statements.length;
    expect(await list(shopper)).toHaveLength(6);
    const ran = statements.slice(start);
    expect(ran.filter((sql) => /from "items"/.test(sql))).toHaveLength(1);
    // The list, then the designs priced as their summary prices them (rows, jobs, taxes): the same few queries for 6 as for 1.
    expect(ran.filter((sql) => /from "designs"/.test(sql))).toHaveLength(2);
    // The designs are read on one snapshot: a begin and a commit around their reads.
    expect(ran.length).toBeLessThanOrEqual(12);
  });

  it("is for signed-in callers: 401 for guests; a rep's list holds the designs they made and those they shared, not others'", async () => {
    expectErrorEnvelope(await (await t.guest()).request('GET', LIST), 401, 'NOT_SIGNED_IN');
    const made = await designWithProducts(t, rep, 'Rep Draft', [product()], repHeaders);
    const blank = (await createDesign(rep, { design: {} }, repHeaders)).design.designId;
    const { client: shopper } = await newShopper(t);
    const theirs = await designWithProducts(t, shopper, 'Customer Own');
    const shared = await designWithProducts(t, shopper, 'Shared By Rep');
    const sent = await rep.request('POST', SHARE, { body: shareBody([shared], { To: 'customer@example.com' }), headers: repHeaders });
    expect(sent.status).toBe(200);
    const listed = await list(rep);
    const ids = listed.map((entry) => entry.designId);
    expect(ids).toEqual(expect.arrayContaining([made, shared]));
    // Still as the builder made it, and someone else's design the rep did not share: not theirs to list.
    expect(ids).not.toContain(blank);
    expect(ids).not.toContain(theirs);
    expect(listed.find((entry) => entry.designId === shared)).toMatchObject({ name: 'Shared By Rep', sharedEmail: 'customer@example.com' });
    // The latest changed first: the share came after the draft.
    expect(ids.indexOf(shared)).toBeLessThan(ids.indexOf(made));
    // The shopper's own list is unchanged by it: a design of theirs the rep shared is not linked to them.
    expect((await list(shopper)).map((entry) => entry.designId)).not.toContain(made);
  });
});

describe('DELETE /api/myaccount/estimates/{id}', () => {
  it('deletes the design: gone from the list, and its link no longer loads it', async () => {
    const { client: shopper } = await newShopper(t);
    const keep = await designWithProducts(t, shopper, 'Keep');
    const remove = await designWithProducts(t, shopper, 'Remove', [product(), product()]);
    await link(shopper, keep);
    await link(shopper, remove);

    const response = await shopper.request('DELETE', `${LIST}/${remove}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ designId: remove, deleted: true });
    expect((await list(shopper)).map((row) => row.designId)).toEqual([keep]);
    expectErrorEnvelope(await shopper.request('GET', `${BASE}/designs/${remove}`), 404, 'NOT_FOUND');
    expect(await t.db.selectFrom('items').select('id').where('design_id', '=', remove).execute()).toHaveLength(0);
    expectErrorEnvelope(await shopper.request('DELETE', `${LIST}/${remove}`), 404, 'NOT_FOUND');
  });

  it('is for the owning account only: 401 guest, 403 another shopper or a rep, 404 unknown, 400 bad id, 409 locked', async () => {
    const { client: shopper } = await newShopper(t);
    const designId = await designWithProducts(t, shopper, 'Mine');
    await link(shopper, designId);
    expectErrorEnvelope(await (await t.guest()).request('DELETE', `${LIST}/${designId}`), 401, 'NOT_SIGNED_IN');
    expectErrorEnvelope(await (await newShopper(t)).client.request('DELETE', `${LIST}/${designId}`), 403, 'FORBIDDEN');
    expectErrorEnvelope(await rep.request('DELETE', `${LIST}/${designId}`, { headers: repHeaders }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await shopper.request('DELETE', `${LIST}/${randomUUID()}`), 404, 'NOT_FOUND');
    expectErrorEnvelope(await shopper.request('DELETE', `${LIST}/not-an-id`), 400, 'VALIDATION_FAILED');
    await lockDesign(t, designId);
    expectErrorEnvelope(await shopper.request('DELETE', `${LIST}/${designId}`), 409, 'DESIGN_LOCKED');
    expect((await list(shopper)).map((row) => row.designId)).toEqual([designId]);
  });
});
