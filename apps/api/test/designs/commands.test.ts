import { randomUUID } from 'node:crypto';
import type { DesignCommand } from '@eb/domain/commands/command';
import { placementCommand } from '@eb/domain/commands/placement';
import type { DesignGraph } from '@eb/domain/design';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, productById, ROLLER, setProduct } from '../catalog/helpers.ts';
import { type Client, createTestApp, type TestApp, type TestResponse } from '../support.ts';
import { statementsOf } from '../test-database.ts';
import { BASE, createDesign, expectStatus, firstWindow, graphOf, ifMatch, itemOf, loadDesign, product, windowLabels } from './helpers.ts';

let t: TestApp;
let owner: Client;
let stranger: Client;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.guest();
  stranger = await t.guest();
});
afterAll(() => t.close());

const minimal = { prefer: 'return=minimal' };

function send(client: Client, designId: string, command: DesignCommand, headers: Record<string, string> = {}): Promise<TestResponse> {
  return client.request('POST', `${BASE}/designs/${designId}/commands`, { body: { command }, headers });
}

/** Sends a command and answers the graph and inverse it produced. */
async function apply(client: Client, designId: string, command: DesignCommand) {
  const response = await send(client, designId, command);
  expectStatus(response, 200);
  return response.body.data as { version: number; changed: boolean; inverse: DesignCommand; graph: DesignGraph };
}

/** The graph as a load answers it, without the caller-dependent part. */
async function stored(designId: string): Promise<Omit<DesignGraph, 'viewer'>> {
  const { viewer: _viewer, ...graph } = await loadDesign(owner, designId);
  return graph;
}

/** A design of `rooms` rooms of `windows` windows each, made in one save. */
async function bigDesign(client: Client, rooms: number, windows: number): Promise<DesignGraph> {
  const containers = Array.from({ length: rooms }, () => ({ containerId: randomUUID() }));
  const items = containers.flatMap((room) =>
    Array.from({ length: windows }, () => ({ itemId: randomUUID(), containerId: room.containerId, itemType: 1, itemSource: 1 })),
  );
  return createDesign(client, { design: {}, containers, items });
}

describe('design edits as commands (POST /designs/{id}/commands)', () => {
  it('applies each kind of edit and answers its inverse; sending the inverse puts the design back as it was', async () => {
    const design = await createDesign(owner);
    const { containerId, itemId } = firstWindow(design);
    const newRoom = randomUUID();
    const copies = [randomUUID(), randomUUID()];
    const roomCopy = { containerId: randomUUID(), itemIds: [randomUUID(), randomUUID(), randomUUID(), randomUUID()] };
    const edits: DesignCommand[] = [
      { type: 'design.rename', name: 'Upstairs' },
      { type: 'room.add', containerId: newRoom, name: 'Den' },
      { type: 'room.rename', containerId: newRoom, name: 'Study' },
      { type: 'window.add', containerId, itemId: randomUUID() },
      { type: 'window.rename', itemId, label: 'Bay' },
      { type: 'window.copy', itemId, newItemIds: copies },
      { type: 'window.quantity', itemId, quantity: 4 },
      { type: 'window.attributes', itemId, values: { width: '36.5', height: '48', purchaseOption: 'product-only' } },
      {
        type: 'room.copy',
        containerId,
        newContainerId: roomCopy.containerId,
        newItemIds: roomCopy.itemIds,
        name: 'Kitchen',
        label: 'K',
      },
      { type: 'windows.delete', itemIds: [copies[0] as string] },
      { type: 'room.delete', containerId: newRoom },
    ];
    const history: { before: Omit<DesignGraph, 'viewer'>; inverse: DesignCommand }[] = [];
    for (const command of edits) {
      const before = await stored(design.design.designId);
      const result = await apply(owner, design.design.designId, command);
      expect(result.changed).toBe(true);
      // The answer is what a load then shows: the server wrote exactly what the command changed.
      const { viewer: _viewer, ...answered } = result.graph;
      expect(await stored(design.design.designId)).toEqual(answered);
      history.push({ before, inverse: result.inverse });
    }
    const after = await stored(design.design.designId);
    expect(after.design.name).toBe('Upstairs');
    expect(after.containers.map((room) => `${room.charLabel} ${room.name}`)).toEqual(['A Room 1', 'B Kitchen']);
    expect(windowLabels(after as DesignGraph, containerId)).toEqual(['Bay', 'Window 2', 'Window 4']);
    expect(itemOf(after as DesignGraph, itemId).attributes.find((attribute) => attribute.name === 'width')?.normalizedValue).toBe(
      '36 4/8"',
    );

    for (const { before, inverse } of history.reverse()) {
      await apply(owner, design.design.designId, inverse);
      const now = await stored(design.design.designId);
      expect({ ...now, design: { ...now.design, version: 0 } }).toEqual({ ...before, design: { ...before.design, version: 0 } });
    }
  });

  it('answers only the version and the inverse when asked for a minimal answer', async () => {
    const design = await createDesign(owner);
    const response = await send(owner, design.design.designId, { type: 'design.rename', name: 'Short answer' }, minimal);
    expectStatus(response, 200);
    expect(response.body.data).toEqual({
      version: design.design.version + 1,
      changed: true,
      command: { type: 'design.rename', name: 'Short answer' },
      inverse: { type: 'design.rename', name: 'Estimate 1' },
    });
  });

  it("refuses what the rules refuse with the spec's sentences, and bad commands with a 400", async () => {
    const design = await createDesign(owner);
    const { itemId } = firstWindow(design);
    const tooLong = await send(owner, design.design.designId, { type: 'window.rename', itemId, label: 'Kitchen bay' });
    expectStatus(tooLong, 400);
    expect(tooLong.body.message).toBe('Window name must not exceed 10 characters.');
    expectStatus(await send(owner, design.design.designId, { type: 'window.quantity', itemId, quantity: 51 }), 400);
    expectStatus(await send(owner, design.design.designId, { type: 'no.such.edit' } as never), 400);
    expectStatus(await send(owner, design.design.designId, { type: 'window.rename', itemId: randomUUID(), label: 'x' }), 404);
  });

  it('lets only the owner or a rep send commands', async () => {
    const design = await createDesign(owner);
    const refused = await send(stranger, design.design.designId, { type: 'design.rename', name: 'Mine now' });
    expectStatus(refused, 403);
    expect((await stored(design.design.designId)).design.name).toBe('Estimate 1');
    const rep = await t.signIn('rep@example.com');
    expectStatus(await send(rep, design.design.designId, { type: 'design.rename', name: 'By the rep' }, { 'x-repid': 'R1001' }), 200);
  });

  it('refuses a cross-site form post, a write from another origin and a forged rep header', async () => {
    const design = await createDesign(owner);
    const url = `${BASE}/designs/${design.design.designId}/commands`;
    const body = JSON.stringify({ command: { type: 'design.rename', name: 'Hijacked' } });
    const asForm = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: owner.cookie, 'content-type': 'text/plain' },
      payload: body,
    });
    expect(asForm.statusCode).toBe(415);
    const crossSite = await send(
      owner,
      design.design.designId,
      { type: 'design.rename', name: 'Hijacked' },
      { origin: 'https://evil.example' },
    );
    expectStatus(crossSite, 403);
    const forged = await send(owner, design.design.designId, { type: 'design.rename', name: 'Hijacked' }, { 'x-repid': 'R1001' });
    expectStatus(forged, 403);
    expect((await stored(design.design.designId)).design.name).toBe('Estimate 1');
  });

  it('refuses a stale If-Match with 412, and without one applies the edit to the latest design', async () => {
    const design = await createDesign(owner);
    const { itemId } = firstWindow(design);
    await apply(owner, design.design.designId, { type: 'window.rename', itemId, label: 'First' });
    const stale = await send(owner, design.design.designId, { type: 'design.rename', name: 'Late' }, ifMatch(design.design.version));
    expectStatus(stale, 412);
    expectStatus(await send(owner, design.design.designId, { type: 'design.rename', name: 'Late' }), 200);
  });

  it("takes a product only by its configuration: the price is the catalog's, not the one sent", async () => {
    const design = await createDesign(owner);
    const { itemId } = firstWindow(design);
    const placed = await setProduct(owner, design.design.designId, itemId, ROLLER);
    const honest = itemOf(placed, itemId).itemProduct;
    if (!honest) return expect.fail('no product placed');
    const removed = await apply(owner, design.design.designId, { type: 'window.product', itemId, product: null });
    expect(removed.inverse).toEqual({ type: 'window.product', itemId, product: honest });
    const forged = await apply(owner, design.design.designId, { type: 'window.product', itemId, product: { ...honest, price: 0.01 } });
    expect(itemOf(forged.graph, itemId).itemProduct?.price).toBe(honest.price);
    const unknown = await send(owner, design.design.designId, {
      type: 'window.product',
      itemId,
      product: { ...honest, configurationGuid: randomUUID() },
    });
    expectStatus(unknown, 404);
  });
});

describe("a product put on a window by command (the configurator's Add to window)", () => {
  it('takes the catalog product and ship date, sizes the window, marks the configuration placed and undoes as one step', async () => {
    const design = await createDesign(owner);
    const { itemId } = firstWindow(design);
    const maker = await t.guest();
    const configuration = await configure(maker, ROLLER, 40, 60);
    // A snapshot as a client would send it, with a forged price and lead time: only its configuration counts.
    const sent = product({
      configurationGuid: configuration.configurationGuid,
      skuNumber: ROLLER,
      price: 0.01,
      attributes: [
        { name: 'width', value: '40' },
        { name: 'height', value: '60' },
        { name: 'leadTimeDays', value: '1' },
      ],
    });
    const command = placementCommand(design, itemId, sent, Date.now());
    const placed = await apply(owner, design.design.designId, command);
    const window = itemOf(await loadDesign(owner, design.design.designId), itemId);
    const lead = productById(ROLLER).leadTimeDays;
    expect(window.itemProduct?.skuNumber).toBe(ROLLER);
    expect(window.itemProduct?.price).toBe(configuration.subtotal);
    expect(window.estimatedShipDate).toBe(new Date(Date.now() + lead * 86_400_000).toISOString().slice(0, 10));
    expect(Object.fromEntries(window.attributes.map((attribute) => [attribute.name, attribute.value]))).toMatchObject({
      width: '40',
      height: '60',
      purchaseOption: 'product-and-install',
    });
    // Placed: named for its window, and its maker (who may not change this design) can no longer change it.
    const named = await maker.request('GET', `/api/configurations/${configuration.configurationGuid}`);
    expect(named.body.data.windowName).toBe('A1 Room 1');
    const change = await maker.request('PUT', `/api/configurations/${configuration.configurationGuid}`, {
      body: { productId: ROLLER, width: 41, height: 60, choices: {} },
    });
    expectStatus(change, 403);
    // One undo takes the product, the ship date and the details it added back.
    await apply(owner, design.design.designId, placed.inverse);
    const undone = itemOf(await loadDesign(owner, design.design.designId), itemId);
    expect(undone.itemProduct).toBeNull();
    expect(undone.estimatedShipDate).toBeNull();
    expect(undone.attributes).toEqual(itemOf(design, itemId).attributes);
  });

  it('refuses a ship date that is not a short text, and a stranger', async () => {
    const design = await createDesign(owner);
    const { itemId } = firstWindow(design);
    const long = await send(owner, design.design.designId, {
      type: 'window.product',
      itemId,
      product: null,
      estimatedShipDate: 'x'.repeat(41),
    });
    expectStatus(long, 400);
    const configuration = await configure(owner, ROLLER);
    const sent = product({ configurationGuid: configuration.configurationGuid, skuNumber: ROLLER });
    expectStatus(await send(stranger, design.design.designId, placementCommand(design, itemId, sent, Date.now())), 403);
    expect(itemOf(await loadDesign(owner, design.design.designId), itemId).itemProduct).toBeNull();
  });
});

describe('a write touches only what it changes', () => {
  it('renaming a window of a 300-window design runs a handful of statements and reads no room or window', async () => {
    const design = await bigDesign(owner, 30, 10);
    const { itemId } = firstWindow(design);
    await loadDesign(owner, design.design.designId);
    const statements = statementsOf(t.db);
    const from = statements.length;
    const renamed = graphOf(
      await owner.request('POST', `${BASE}/designs/${design.design.designId}/items/${itemId}/rename`, { body: { Name: 'Bay' } }),
    );
    expect(itemOf(renamed, itemId).label).toBe('Bay');
    expect(renamed.items).toHaveLength(300);
    const ran = statements.slice(from);
    expect(ran.filter((statement) => /from "(items|containers|item_attributes)"/i.test(statement))).toEqual([]);
    expect(ran.length).toBeLessThanOrEqual(4);
  });

  it('a window rename sent as a command is one statement: the version check, the write and the change event together', async () => {
    const design = await bigDesign(owner, 30, 10);
    const { itemId } = firstWindow(design);
    await loadDesign(owner, design.design.designId);
    const statements = statementsOf(t.db);
    const from = statements.length;
    expectStatus(await send(owner, design.design.designId, { type: 'window.rename', itemId, label: 'Bay' }, minimal), 200);
    const ran = statements.slice(from);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatch(/^with "bumped" as \(update "designs"/);
    expect(itemOf(await loadDesign(owner, design.design.designId), itemId).label).toBe('Bay');
  });

  it("a design locked behind the server's back (no version change) refuses the next edit and writes nothing", async () => {
    const design = await bigDesign(owner, 1, 2);
    const { itemId } = firstWindow(design);
    expectStatus(await send(owner, design.design.designId, { type: 'window.rename', itemId, label: 'Bay' }, minimal), 200);
    await t.db.updateTable('designs').set({ is_locked_or_ordered: true }).where('id', '=', design.design.designId).execute();
    const refused = await send(owner, design.design.designId, { type: 'window.rename', itemId, label: 'Nook' }, minimal);
    expectStatus(refused, 409);
    expect(refused.body.message).toBe('This design has been ordered or locked and can no longer be changed.');
    const row = await t.db.selectFrom('items').select('label').where('id', '=', itemId).executeTakeFirstOrThrow();
    expect(row.label).toBe('Bay');
  });

  it("a design that changed hands behind the server's back refuses the old owner, who writes nothing", async () => {
    const design = await bigDesign(owner, 1, 2);
    const { itemId } = firstWindow(design);
    expectStatus(await send(owner, design.design.designId, { type: 'window.rename', itemId, label: 'Bay' }, minimal), 200);
    await t.db.updateTable('designs').set({ owner_session_id: randomUUID() }).where('id', '=', design.design.designId).execute();
    const refused = await send(owner, design.design.designId, { type: 'window.rename', itemId, label: 'Nook' }, minimal);
    expectStatus(refused, 403);
    const row = await t.db.selectFrom('items').select('label').where('id', '=', itemId).executeTakeFirstOrThrow();
    expect(row.label).toBe('Bay');
  });

  it('32 edits sent at once to different windows of one design all land, none fails', async () => {
    const design = await bigDesign(owner, 4, 8);
    const responses = await Promise.all(
      design.items.map((item, index) =>
        send(owner, design.design.designId, { type: 'window.rename', itemId: item.itemId, label: `W${index}` }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    const after = await stored(design.design.designId);
    expect(after.items.map((item) => item.label)).toEqual(design.items.map((_, index) => `W${index}`));
    expect(after.design.version).toBe(design.design.version + 32);
  });

  it('an edit refused among edits sent at once is refused alone; the others land', async () => {
    const design = await bigDesign(owner, 1, 6);
    const labels = ['A1', 'A2', 'Far too long a name', 'A4', 'A5', 'A6'];
    const responses = await Promise.all(
      design.items.map((item, index) =>
        send(owner, design.design.designId, { type: 'window.rename', itemId: item.itemId, label: labels[index] as string }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 400, 200, 200, 200]);
    expect(responses[2]?.body.message).toBe('Window name must not exceed 10 characters.');
    const after = await stored(design.design.designId);
    expect(after.items.map((item) => item.label)).toEqual(['A1', 'A2', 'Window 3', 'A4', 'A5', 'A6']);
    expect(after.design.version).toBe(design.design.version + 5);
  });
});
