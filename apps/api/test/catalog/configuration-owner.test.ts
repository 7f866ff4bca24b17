import { randomUUID } from 'node:crypto';
import type { Configuration } from '@eb/domain/catalog';
import type { DesignGraph } from '@eb/domain/design';
import { CONFIGURATION_MAKER_ONLY } from '@eb/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetRemembered } from '../../src/modules/designs/design-memory.ts';
import { BASE, createDesign, createMandiDesign, firstWindow, ifMatch, loadDesign, repHeaders } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { configure, expectStatusOf, itemIn, ROLLER, setProduct } from './helpers.ts';

const put = (client: Client, guid: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  client.request('PUT', `/api/configurations/${guid}`, { body, headers });
const reprice = (client: Client, body: unknown) => client.request('POST', '/api/estimates/validateAndRepriceConfigurations', { body });

describe('who may change a configuration (PUT /api/configurations/{guid}) and what repricing may write', () => {
  let t: TestApp;
  let owner: Client;
  let stranger: Client;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.guest();
    stranger = await t.guest();
  });
  afterAll(() => t.close());

  /** A design of the owner with the roller shade on its first window; answers the design and the window's guid. */
  async function ownersDesign(): Promise<{ graph: DesignGraph; itemId: string; guid: string }> {
    const created = await createDesign(owner);
    const { itemId } = firstWindow(created);
    const graph = await setProduct(owner, created.design.designId, itemId, ROLLER, { width: 40, height: 60 });
    return { graph, itemId, guid: itemIn(graph, itemId).itemProduct?.configurationGuid ?? '' };
  }

  /** The window's snapshot as it was before the catalog's prices changed (a stale price on the window). */
  async function staleWindow(itemId: string, price: number) {
    const row = await t.db.selectFrom('items').select(['product', 'design_id']).where('id', '=', itemId).executeTakeFirstOrThrow();
    const product = { ...(row.product as Record<string, unknown>), price };
    await t.db
      .updateTable('items')
      .set({ product: JSON.stringify(product) })
      .where('id', '=', itemId)
      .execute();
    // Written behind the server's back: the design it holds in memory is no longer what is stored.
    forgetRemembered(row.design_id);
  }

  it("refuses a change from someone who only has the design's link, and repricing then leaves the design alone", async () => {
    const { graph, itemId, guid } = await ownersDesign();
    const designId = graph.design.designId;
    const before = await loadDesign(stranger, designId);

    expectErrorEnvelope(await put(stranger, guid, { productId: ROLLER, width: 100, height: 100 }), 403, 'FORBIDDEN');
    expectStatusOf(await reprice(stranger, [guid]), 200);

    const after = await loadDesign(owner, designId);
    expect(after.design.version).toBe(before.design.version);
    expect(itemIn(after, itemId).itemProduct).toEqual(itemIn(before, itemId).itemProduct);
    expect((await owner.request('GET', `/api/configurations/${guid}`)).body.data).toMatchObject({ width: 40, height: 60 });
  });

  it('lets the owner and a rep change a placed configuration', async () => {
    const { guid } = await ownersDesign();
    expectStatusOf(await put(owner, guid, { productId: ROLLER, width: 41, height: 60 }), 200);
    const rep = await t.signIn('rep@example.com');
    expectStatusOf(await put(rep, guid, { productId: ROLLER, width: 42, height: 60 }, repHeaders), 200);
    expect((await owner.request('GET', `/api/configurations/${guid}`)).body.data.width).toBe(42);
  });

  it("on a measure-and-install design only an associate changes a window's configuration, as in the builder's Edit Options", async () => {
    const shopper = await t.signIn('shopper@example.com');
    const rep = await t.signIn('rep@example.com');
    const design = await createMandiDesign(shopper);
    const designId = design.design.designId;
    const { itemId } = firstWindow(design);
    const placed = await setProduct(rep, designId, itemId, ROLLER, { width: 40, height: 60 }, repHeaders);
    const guid = itemIn(placed, itemId).itemProduct?.configurationGuid ?? '';
    const refused = await put(shopper, guid, { productId: ROLLER, width: 70, height: 60 });
    expectErrorEnvelope(refused, 403, 'FORBIDDEN');
    expect(refused.body.message).toBe('Windows on a measure-and-install design can only be changed by an associate.');
    // The configuration was not changed, so repricing afterwards has nothing to bring to the window.
    expect((await shopper.request('GET', `/api/configurations/${guid}`)).body.data).toMatchObject({ width: 40, height: 60 });
    const before = await loadDesign(shopper, designId);
    expectStatusOf(await reprice(shopper, [guid]), 200);
    expect((await loadDesign(shopper, designId)).design.version).toBe(before.design.version);
    expectStatusOf(await put(rep, guid, { productId: ROLLER, width: 41, height: 60 }, repHeaders), 200);
  });

  it('a configuration not yet on a window is changed only by whoever made it', async () => {
    const mine: Configuration = await configure(owner, ROLLER, 40, 60);
    const refused = await put(stranger, mine.configurationGuid, { productId: ROLLER, width: 50, height: 60 });
    expectErrorEnvelope(refused, 403, 'FORBIDDEN');
    expect(refused.body.message).toBe(CONFIGURATION_MAKER_ONLY);
    const changed = await put(owner, mine.configurationGuid, { productId: ROLLER, width: 50, height: 60 });
    expectStatusOf(changed, 200);
    expect(changed.body.data.width).toBe(50);
  });

  it("a stranger's copy of the design does not open the owner's configuration to them", async () => {
    const { graph, guid } = await ownersDesign();
    const copy = await stranger.request('POST', `${BASE}/designs/${graph.design.designId}/copy`, { body: { Name: 'Mine now' } });
    expectStatusOf(copy, 201);
    expectErrorEnvelope(await put(stranger, guid, { productId: ROLLER, width: 100, height: 100 }), 403, 'FORBIDDEN');
  });

  it('a copied configuration belongs to whoever copied it and leaves the original alone', async () => {
    const { guid } = await ownersDesign();
    const copy = await stranger.request('GET', `${BASE}/designs/configurations/${guid}/copy?newWindowName=Mine`);
    expectStatusOf(copy, 200);
    expectStatusOf(await put(stranger, copy.body.data.configurationGuid, { productId: ROLLER, width: 90, height: 60 }), 200);
    expect((await owner.request('GET', `/api/configurations/${guid}`)).body.data.width).toBe(40);
  });

  it("repricing by a stranger answers for the owner's configuration without writing the owner's design", async () => {
    const { graph, itemId, guid } = await ownersDesign();
    const designId = graph.design.designId;
    const fresh = itemIn(graph, itemId).itemProduct?.price;
    await staleWindow(itemId, 0.01);
    const version = (await loadDesign(owner, designId)).design.version;

    const answer = await reprice(stranger, [guid]);
    expectStatusOf(answer, 200);
    expect(answer.body.data).toMatchObject([{ ResponseCode: 200, ConfigurationGuid: guid }]);
    const untouched = await loadDesign(owner, designId);
    expect(untouched.design.version).toBe(version);
    expect(itemIn(untouched, itemId).itemProduct?.price).toBe(0.01);

    expectStatusOf(await reprice(owner, [guid]), 200);
    const repriced = await loadDesign(owner, designId);
    expect(repriced.design.version).toBe(version + 1);
    expect(itemIn(repriced, itemId).itemProduct?.price).toBe(fresh);
  });
});

describe('validateAndRepriceConfigurations: the spec body and answer, and two tabs on one design', () => {
  let t: TestApp;
  let owner: Client;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.guest();
  });
  afterAll(() => t.close());

  it('takes a JSON list of guids and answers one { ResponseCode, ConfigurationGuid } per guid asked, unknown ones 404', async () => {
    const known = await configure(owner, ROLLER, 40, 60);
    const unknown = randomUUID();
    const answer = await reprice(owner, [known.configurationGuid, unknown]);
    expectStatusOf(answer, 200);
    expect(answer.body.data).toHaveLength(2);
    expect(answer.body.data[0]).toMatchObject({ ResponseCode: 200, ConfigurationGuid: known.configurationGuid });
    expect(answer.body.data[1]).toEqual({ ResponseCode: 404, ConfigurationGuid: unknown });
    // The object form still works.
    const object = await reprice(owner, { configurationGuids: [unknown] });
    expect(object.body.data).toEqual([{ ResponseCode: 404, ConfigurationGuid: unknown }]);
  });

  /**
   * A tab opens a design, asks for its configurations to be repriced and, as the web app does, loads the
   * design again when the answer's snapshot of any of its windows differs from what it shows.
   */
  async function openTab(designId: string): Promise<{ version: () => number; reprice: () => Promise<void> }> {
    let graph = await loadDesign(owner, designId);
    return {
      version: () => graph.design.version,
      reprice: async () => {
        const guids = graph.items.flatMap((item) => (item.itemProduct ? [item.itemProduct.configurationGuid] : []));
        const answer = await reprice(owner, guids);
        expectStatusOf(answer, 200);
        const stale = graph.items.some((item) => {
          const entry = answer.body.data.find(
            (candidate: { ConfigurationGuid: string }) => candidate.ConfigurationGuid === item.itemProduct?.configurationGuid,
          );
          return entry?.itemProduct && JSON.stringify(entry.itemProduct) !== JSON.stringify(item.itemProduct);
        });
        if (stale) graph = await loadDesign(owner, designId);
      },
    };
  }

  const rename = (designId: string, version: number, name: string) =>
    owner.request('POST', `${BASE}/designs/${designId}/rename`, { body: { Name: name }, headers: ifMatch(version) });

  async function designWithProduct(): Promise<{ designId: string; itemId: string }> {
    const created = await createDesign(owner);
    const { itemId } = firstWindow(created);
    await setProduct(owner, created.design.designId, itemId, ROLLER, { width: 40, height: 60 });
    return { designId: created.design.designId, itemId };
  }

  it('repricing that changes nothing keeps the version: two tabs open, reprice and write', async () => {
    const { designId } = await designWithProduct();
    const before = (await loadDesign(owner, designId)).design.version;
    const a = await openTab(designId);
    const b = await openTab(designId);
    await a.reprice();
    await b.reprice();
    expect((await loadDesign(owner, designId)).design.version).toBe(before);
    expectStatusOf(await rename(designId, b.version(), 'Tab B'), 200);
  });

  it('when repricing changes the design, both open tabs end up holding the new version (one after the other, or at once)', async () => {
    for (const [writer, together] of [
      ['a', false],
      ['b', false],
      ['b', true],
    ] as const) {
      const { designId, itemId } = await designWithProduct();
      const row = await t.db.selectFrom('items').select('product').where('id', '=', itemId).executeTakeFirstOrThrow();
      await t.db
        .updateTable('items')
        .set({ product: JSON.stringify({ ...(row.product as object), price: 0.01 }) })
        .where('id', '=', itemId)
        .execute();
      forgetRemembered(designId);
      const a = await openTab(designId);
      const b = await openTab(designId);
      if (together) await Promise.all([a.reprice(), b.reprice()]);
      else {
        await a.reprice();
        await b.reprice();
      }
      const current = (await loadDesign(owner, designId)).design.version;
      expect([a.version(), b.version()]).toEqual([current, current]);
      const tab = writer === 'a' ? a : b;
      expectStatusOf(await rename(designId, tab.version(), `Tab ${writer}`), 200);
    }
  });
});
