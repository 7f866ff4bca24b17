import { randomUUID } from 'node:crypto';
import type { DesignGraph } from '@eb/domain/design';
import { WEB_APP_API_KEY } from '@eb/domain/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import {
  BASE,
  createDesign,
  createMandiDesign,
  firstWindow,
  graphOf,
  ifMatch,
  loadDesign,
  lockDesign,
  putProduct,
  REP_ID,
  repHeaders,
} from './helpers.ts';

interface Call {
  name: string;
  method: string;
  url: string;
  body?: unknown;
}

/** Every call that changes a design, aimed at the first room and window of `graph`. */
function writeCalls(graph: DesignGraph): Call[] {
  const designId = graph.design.designId;
  const { containerId, itemId } = firstWindow(graph);
  const design = `${BASE}/designs/${designId}`;
  const item = `${design}/items/${itemId}`;
  return [
    { name: 'save design', method: 'POST', url: `${BASE}/designs`, body: { design: { designId, name: 'Saved' } } },
    { name: 'save design (PUT)', method: 'PUT', url: design, body: { design: { name: 'Put' } } },
    { name: 'rename design', method: 'POST', url: `${design}/rename`, body: { Name: 'Renamed' } },
    {
      name: 'set design attribute',
      method: 'POST',
      url: `${design}/set-attribute`,
      body: { name: 'purchaseOption', value: 'product-only' },
    },
    { name: 'rename room', method: 'POST', url: `${design}/containers/${containerId}/rename`, body: { Name: 'Den' } },
    { name: 'copy room', method: 'POST', url: `${design}/containers/${containerId}/copy`, body: {} },
    { name: 'delete room', method: 'DELETE', url: `${design}/containers/${containerId}` },
    { name: 'rename windows', method: 'POST', url: `${design}/items/rename`, body: [{ designId, itemId, newLabel: 'Bay' }] },
    { name: 'rename window', method: 'POST', url: `${item}/rename`, body: { Name: 'Bay' } },
    { name: 'copy window', method: 'POST', url: `${item}/copy` },
    { name: 'copy window N times', method: 'POST', url: `${item}/copies/2` },
    { name: 'delete window', method: 'DELETE', url: item },
    { name: 'remove product', method: 'DELETE', url: `${item}/product` },
    { name: 'set window attribute', method: 'POST', url: `${item}/attribute`, body: { attributeId: 'mountType', value: 'inside' } },
    { name: 'delete window attribute', method: 'DELETE', url: `${item}/attribute`, body: { attributeId: 'purchaseOption' } },
    { name: 'measurements', method: 'POST', url: `${item}/measurements`, body: { Width: 30, Height: 40 } },
    { name: 'quantity', method: 'POST', url: `${item}/quantity/2` },
  ];
}

const send = (client: Client, call: Call, headers?: Record<string, string>) =>
  client.request(call.method, call.url, { body: call.body, headers });

describe('who may change a design', () => {
  let t: TestApp;
  let rep: Client;
  beforeAll(async () => {
    t = await createTestApp();
    rep = await t.signIn('rep@example.com');
  });
  afterAll(() => t.close());

  /** A design every write call can act on: a product and a purchase option on its window (version 2). */
  async function prepared(owner: Client, mandi = false): Promise<DesignGraph> {
    const created = mandi ? await createMandiDesign(owner) : await createDesign(owner);
    const { itemId } = firstWindow(created);
    await putProduct(t, itemId);
    return graphOf(
      await owner.request('POST', `${BASE}/designs/${created.design.designId}/items/${itemId}/attribute`, {
        body: { attributeId: 'purchaseOption', value: 'product-and-install' },
      }),
    );
  }

  it('lets the owner make every write with the current If-Match, each raising the version by one', async () => {
    const owner = await t.guest();
    const names = writeCalls(await prepared(owner)).map((call) => call.name);
    for (const [index, name] of names.entries()) {
      const graph = await prepared(owner);
      const call = writeCalls(graph)[index]!;
      const response = await send(owner, call, ifMatch(graph.design.version));
      expect({ name, status: response.status, body: response.status === 200 ? 'ok' : response.body }).toEqual({
        name,
        status: 200,
        body: 'ok',
      });
      expect({ name, version: response.body.data.design.version }).toEqual({ name, version: graph.design.version + 1 });
    }
  });

  it("refuses every write on someone else's design with 403 and changes nothing", async () => {
    const owner = await t.guest();
    const graph = await prepared(owner);
    const stranger = await t.guest();
    for (const call of writeCalls(graph)) {
      const response = await send(stranger, call);
      expect({ name: call.name, status: response.status, code: response.body.code }).toEqual({
        name: call.name,
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    expect(await loadDesign(owner, graph.design.designId)).toEqual(graph);
  });

  it("lets a rep make every write on anyone's design", async () => {
    const owner = await t.guest();
    const names = writeCalls(await prepared(owner)).map((call) => call.name);
    for (const [index, name] of names.entries()) {
      const graph = await prepared(owner);
      const response = await send(rep, writeCalls(graph)[index]!, repHeaders);
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
    }
  });

  it('lets a signed-in shopper change their design from another browser, but not another shopper', async () => {
    const laptop = await t.signIn('shopper@example.com');
    const graph = await createDesign(laptop);
    const phone = await t.signIn('shopper@example.com');
    const renamed = await phone.request('POST', `${BASE}/designs/${graph.design.designId}/rename`, { body: { Name: 'From my phone' } });
    expect(graphOf(renamed).design.name).toBe('From my phone');

    const someoneElse = await t.guest();
    const registered = await someoneElse.request('POST', '/api/account/register', {
      body: { email: `other-${randomUUID()}@example.com`, password: 'other-password', name: 'Other Shopper' },
    });
    expect(registered.status).toBe(200);
    const refused = await someoneElse.request('POST', `${BASE}/designs/${graph.design.designId}/rename`, { body: { Name: 'Not yours' } });
    expectErrorEnvelope(refused, 403, 'FORBIDDEN');
  });

  it('refuses a design-builder call whose x-repid is not the signed-in rep', async () => {
    const owner = await t.guest();
    const graph = await createDesign(owner);
    const spoofed = await owner.request('POST', `${BASE}/designs/${graph.design.designId}/rename`, {
      body: { Name: 'Spoofed' },
      headers: { 'x-repid': REP_ID },
    });
    expectErrorEnvelope(spoofed, 403, 'REP_ID_MISMATCH');
    const otherRep = await rep.request('POST', `${BASE}/designs/${graph.design.designId}/rename`, {
      body: { Name: 'Other rep' },
      headers: { 'x-repid': 'R9999' },
    });
    expectErrorEnvelope(otherRep, 403, 'REP_ID_MISMATCH');
    expect((await loadDesign(owner, graph.design.designId)).design.name).toBe('Estimate 1');
  });

  it("takes the web app's x-api-key and the configured ones, and refuses a key it does not know (doc 000 §7)", async () => {
    const owner = await t.guest();
    const graph = await createDesign(owner);
    const design = `${BASE}/designs/${graph.design.designId}`;
    expect((await owner.request('GET', design, { headers: { 'x-api-key': WEB_APP_API_KEY } })).status).toBe(200);
    const renamed = await owner.request('POST', `${design}/rename`, { body: { Name: 'Keyed' }, headers: { 'x-api-key': WEB_APP_API_KEY } });
    expect(graphOf(renamed).design.name).toBe('Keyed');
    for (const key of ['retired-partner', '', WEB_APP_API_KEY.toUpperCase()]) {
      const refused = await owner.request('POST', `${design}/rename`, { body: { Name: 'Unknown client' }, headers: { 'x-api-key': key } });
      expectErrorEnvelope(refused, 401, 'UNKNOWN_API_KEY');
      expect(refused.body.message).toBe('The API key sent (x-api-key) is not one this service knows.');
    }
    expect((await loadDesign(owner, graph.design.designId)).design.name).toBe('Keyed');
    const configured = loadConfig({ SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/eb-api-keys', API_KEYS: ' partner-a , partner-b,' });
    expect([...configured.apiKeys].sort()).toEqual([WEB_APP_API_KEY, 'partner-a', 'partner-b'].sort());
  });

  it('refuses every write on a locked or ordered design with 409, for the owner and for reps', async () => {
    const owner = await t.guest();
    const graph = await prepared(owner);
    await lockDesign(t, graph.design.designId);
    const locked = await loadDesign(owner, graph.design.designId);
    expect(locked.design.isLockedOrOrdered).toBe(true);
    for (const call of writeCalls(graph)) {
      for (const [client, headers] of [
        [owner, undefined],
        [rep, repHeaders],
      ] as const) {
        const response = await send(client, call, headers);
        expect({ name: call.name, status: response.status, code: response.body.code }).toEqual({
          name: call.name,
          status: 409,
          code: 'DESIGN_LOCKED',
        });
        expect(response.body.message).toBe('This design has been ordered or locked and can no longer be changed.');
      }
    }
    expect(await loadDesign(owner, graph.design.designId)).toEqual(locked);
  });

  it('refuses every write sent with a stale If-Match with 412 and changes nothing', async () => {
    const owner = await t.guest();
    const graph = await prepared(owner);
    const stale = graph.design.version - 1;
    for (const call of writeCalls(graph)) {
      for (const header of [String(stale), `"${stale}"`, `W/"${stale}"`]) {
        const response = await send(owner, call, { 'if-match': header });
        expect({ name: call.name, header, status: response.status, code: response.body.code }).toEqual({
          name: call.name,
          header,
          status: 412,
          code: 'STALE_VERSION',
        });
      }
    }
    expect(await loadDesign(owner, graph.design.designId)).toEqual(graph);
  });

  it('answers 400 for an If-Match that is not a version, and ignores If-Match: *', async () => {
    const owner = await t.guest();
    const graph = await createDesign(owner);
    const url = `${BASE}/designs/${graph.design.designId}/rename`;
    const bad = await owner.request('POST', url, { body: { Name: 'X' }, headers: { 'if-match': 'yesterday' } });
    expectErrorEnvelope(bad, 400, 'BAD_REQUEST');
    expect(bad.body.message).toBe('The If-Match header must be the design version number.');
    const any = await owner.request('POST', url, { body: { Name: 'X' }, headers: { 'if-match': '*' } });
    expect(graphOf(any).design.name).toBe('X');
  });

  it('lets only one of two writes made from the same version through', async () => {
    const owner = await t.guest();
    const graph = await createDesign(owner);
    const url = `${BASE}/designs/${graph.design.designId}/rename`;
    const [first, second] = await Promise.all([
      owner.request('POST', url, { body: { Name: 'Tab one' }, headers: ifMatch(1) }),
      owner.request('POST', url, { body: { Name: 'Tab two' }, headers: ifMatch(1) }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 412]);
    const winner = first.status === 200 ? 'Tab one' : 'Tab two';
    expect((await loadDesign(owner, graph.design.designId)).design).toMatchObject({ name: winner, version: 2 });
  });

  describe('mandi designs', () => {
    const windowEdits = new Set([
      'rename windows',
      'rename window',
      'copy window',
      'copy window N times',
      'delete window',
      'remove product',
      'copy room',
      'delete room',
      'measurements',
    ]);

    it('refuse customers every window edit and delete, and change nothing', async () => {
      const owner = await t.guest();
      const graph = await prepared(owner, true);
      expect(graph.design.attributes.isMandi).toBe('true');
      for (const call of writeCalls(graph).filter((candidate) => windowEdits.has(candidate.name))) {
        const response = await send(owner, call);
        expect({ name: call.name, status: response.status, code: response.body.code }).toEqual({
          name: call.name,
          status: 403,
          code: 'FORBIDDEN',
        });
      }
      const { containerId } = firstWindow(graph);
      const addWindow = await owner.request('POST', `${BASE}/designs`, {
        body: { design: { designId: graph.design.designId }, items: [{ itemId: randomUUID(), containerId }] },
      });
      expectErrorEnvelope(addWindow, 403, 'FORBIDDEN');
      const setWidth = await owner.request(
        'POST',
        `${BASE}/designs/${graph.design.designId}/items/${firstWindow(graph).itemId}/attribute`,
        {
          body: { attributeId: 'width', value: '30', reason: 'Remeasured' },
        },
      );
      expectErrorEnvelope(setWidth, 403, 'FORBIDDEN');
      expect(await loadDesign(owner, graph.design.designId)).toEqual(graph);
    });

    it('let customers rename the design and its rooms and add rooms', async () => {
      const owner = await t.guest();
      const graph = await prepared(owner, true);
      const allowed = writeCalls(graph).filter((call) => ['rename design', 'rename room', 'set design attribute'].includes(call.name));
      for (const call of allowed)
        expect({ name: call.name, status: (await send(owner, call)).status }).toEqual({ name: call.name, status: 200 });
      const withRoom = graphOf(
        await owner.request('POST', `${BASE}/designs`, {
          body: { design: { designId: graph.design.designId }, containers: [{ name: 'Attic' }] },
        }),
      );
      expect(withRoom.containers.map((room) => [room.name, room.charLabel])).toEqual([
        ['Den', 'A'],
        ['Attic', 'B'],
      ]);
    });

    /** Doc 000 §6: rename, delete and duplicate are hidden on mandi windows, even for reps. */
    const hiddenOnMandi = new Set(['rename window', 'copy window', 'copy window N times', 'delete window']);

    it('let reps make every window edit and delete their controls offer', async () => {
      const owner = await t.guest();
      const names = writeCalls(await prepared(owner, true))
        .map((call) => call.name)
        .filter((name) => windowEdits.has(name) && !hiddenOnMandi.has(name) && name !== 'rename windows');
      for (const name of names) {
        const graph = await prepared(owner, true);
        const call = writeCalls(graph).find((candidate) => candidate.name === name)!;
        const response = await send(rep, call, repHeaders);
        expect({ name, status: response.status }).toEqual({ name, status: 200 });
      }
      const graph = await prepared(owner, true);
      const { containerId } = firstWindow(graph);
      const addWindow = await rep.request('POST', `${BASE}/designs`, {
        body: { design: { designId: graph.design.designId }, items: [{ itemId: randomUUID(), containerId }] },
        headers: repHeaders,
      });
      expect(graphOf(addWindow).items.map((item) => item.label)).toEqual(['Window 1', 'Window 2']);
    });

    it('refuse everyone, reps too, renaming, duplicating or deleting a window, and change nothing', async () => {
      const owner = await t.guest();
      const graph = await prepared(owner, true);
      for (const call of writeCalls(graph).filter((candidate) => hiddenOnMandi.has(candidate.name))) {
        for (const [client, headers] of [
          [owner, undefined],
          [rep, repHeaders],
        ] as const) {
          const response = await send(client, call, headers);
          expect({ name: call.name, status: response.status, code: response.body.code }).toEqual({
            name: call.name,
            status: 403,
            code: 'FORBIDDEN',
          });
        }
      }
      expect(await loadDesign(owner, graph.design.designId)).toEqual(graph);
    });

    it('deleting the last room as a rep still leaves room A with one window', async () => {
      const owner = await t.guest();
      const graph = await prepared(owner, true);
      const { containerId } = firstWindow(graph);
      const response = await rep.request('DELETE', `${BASE}/designs/${graph.design.designId}/containers/${containerId}`, {
        headers: repHeaders,
      });
      const after = graphOf(response);
      expect(after.containers.map((room) => [room.name, room.charLabel, room.items.length])).toEqual([['Room 1', 'A', 1]]);
      expect(after.design.attributes.isMandi).toBe('true');
    });
  });
});
