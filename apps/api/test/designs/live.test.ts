import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DesignEvent, designEventSchema } from '@eb/domain/live';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scaled } from '../../../../scripts/time-scale.ts';
import { openPostgres } from '../../src/db/database.ts';
import { forgetRemembered } from '../../src/modules/designs/design-memory.ts';
import { TRUST_FOR_MS } from '../../src/modules/designs/graph-cache.ts';
import { MAX_STREAMS_PER_ADDRESS, TOO_MANY_STREAMS } from '../../src/modules/live/events-route.ts';
import { createServer } from '../../src/server.ts';
import { ROLLER, setProduct } from '../catalog/helpers.ts';
import { type Client, createClient, createTestApp, type TestApp } from '../support.ts';
import { addWindow, BASE, createDesign, expectStatus, firstWindow, loadDesign } from './helpers.ts';

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
/** Events a stream sent that break their contract: none, over every test of this file. */
const brokenEvents: unknown[] = [];
afterAll(async () => {
  await t.close();
  expect(brokenEvents).toEqual([]);
});

/** Follows a design's stream over real HTTP, as a browser's EventSource does; collects the events. */
function follow(client: Client, designId: string, headers: Record<string, string> = {}, query = '') {
  const events: DesignEvent[] = [];
  const controller = new AbortController();
  const done = (async () => {
    const response = await fetch(`${origin}${BASE}/designs/${designId}/events${query}`, {
      headers: { cookie: client.cookie, accept: 'text/event-stream', ...headers },
      signal: controller.signal,
    });
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .find((line) => line.startsWith('data: '));
        if (data) {
          const event: unknown = JSON.parse(data.slice(6));
          // Every event the stream sends follows the contract the page checks it by.
          if (!designEventSchema.safeParse(event).success) brokenEvents.push(event);
          events.push(event as DesignEvent);
        }
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  })().catch(() => {});
  // Long enough for a loaded machine: the one-second figure is measured by the bench, not here.
  const waitFor = async (match: (event: DesignEvent) => boolean, ms = scaled(5000)): Promise<DesignEvent> => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const found = events.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`No matching event within ${ms} ms; got ${JSON.stringify(events)}`);
  };
  return {
    events,
    waitFor,
    close: async () => {
      controller.abort();
      await done;
    },
  };
}

describe("a design's change stream (GET /designs/{id}/events)", () => {
  it('shows every viewer each change, with the command that made it', async () => {
    const owner = await t.guest();
    const design = await createDesign(owner);
    const { itemId } = firstWindow(design);
    const other = await t.guest();
    const stream = follow(other, design.design.designId);
    await stream.waitFor((event) => event.type === 'welcome');
    const renamed = await owner.request('POST', `${BASE}/designs/${design.design.designId}/items/${itemId}/rename`, {
      body: { Name: 'Bay' },
    });
    expectStatus(renamed, 200);
    const change = await stream.waitFor((event) => event.type === 'change');
    expect(change).toMatchObject({
      type: 'change',
      version: design.design.version + 1,
      command: { type: 'window.rename', itemId, label: 'Bay' },
    });
    await stream.close();
  });

  it('sends the edits of the attribute, save and set-attribute routes as the commands they run', async () => {
    const owner = await t.guest();
    const design = await createDesign(owner);
    const designId = design.design.designId;
    const { itemId } = firstWindow(design);
    const stream = follow(await t.guest(), designId);
    await stream.waitFor((event) => event.type === 'welcome');
    // One after the other, so their versions follow the order they were sent in.
    const calls = [
      () =>
        owner.request('POST', `${BASE}/designs/${designId}/items/${itemId}/attribute`, {
          body: { attributeId: 'mountType', value: 'Inside' },
        }),
      () => owner.request('POST', `${BASE}/designs`, { body: { design: { designId }, containers: [{ name: 'Den' }] } }),
      () => owner.request('POST', `${BASE}/designs/${designId}/set-attribute`, { body: { name: 'purchaseOption', value: 'product-only' } }),
    ];
    for (const call of calls) expectStatus(await call(), 200);
    const version = design.design.version;
    const changes = await Promise.all(
      [1, 2, 3].map((step) => stream.waitFor((event) => event.type === 'change' && event.version === version + step)),
    );
    expect(changes.map((event) => (event.type === 'change' ? event.command?.type : undefined))).toEqual([
      'window.attributes',
      'room.add',
      'design.attributes',
    ]);
    await stream.close();
  });

  it('says who made each change: the key its maker is listed under on the stream', async () => {
    const owner = await t.guest();
    const design = await createDesign(owner);
    const designId = design.design.designId;
    const { itemId } = firstWindow(design);
    const ownStream = follow(owner, designId);
    const otherStream = follow(await t.guest(), designId);
    const ownWelcome = await ownStream.waitFor((event) => event.type === 'welcome');
    const otherWelcome = await otherStream.waitFor((event) => event.type === 'welcome');
    const ownerKey = ownWelcome.type === 'welcome' ? ownWelcome.personKey : '';
    expect(ownerKey).not.toBe(otherWelcome.type === 'welcome' ? otherWelcome.personKey : '');

    const command = { type: 'window.rename', itemId, label: 'Bay' };
    expectStatus(await owner.request('POST', `${BASE}/designs/${designId}/commands`, { body: { command } }), 200);
    const change = await otherStream.waitFor((event) => event.type === 'change');
    expect(change).toMatchObject({ type: 'change', command, by: ownerKey });
    // Presence lists the owner under the same key, so the follower can put a name to it.
    const listed = await otherStream.waitFor(
      (event) => event.type === 'presence' && event.viewers.some((viewer) => viewer.personKey === ownerKey),
    );
    expect(listed.type === 'presence' && listed.viewers.find((viewer) => viewer.personKey === ownerKey)).toMatchObject({
      name: 'A guest',
      role: 'guest',
    });
    await ownStream.close();
    await otherStream.close();
  });

  it('sends a product put on a window and a copy of its style as commands, so followers need not load the design again', async () => {
    const owner = await t.guest();
    const design = await createDesign(owner);
    const { containerId, itemId } = firstWindow(design);
    const added = await addWindow(owner, design.design.designId, containerId);
    const target = added.items.find((item) => item.itemId !== itemId)?.itemId ?? '';
    const stream = follow(await t.guest(), design.design.designId);
    await stream.waitFor((event) => event.type === 'welcome');
    await setProduct(owner, design.design.designId, itemId, ROLLER);
    const placed = await stream.waitFor((event) => event.type === 'change');
    expect(placed.type === 'change' && JSON.stringify(placed.command)).toContain(`"itemId":"${itemId}"`);
    const copied = await owner.request('POST', `${BASE}/designs/${design.design.designId}/items/${itemId}/cloneStyle`, {
      body: { ids: [target] },
    });
    expectStatus(copied, 200);
    const copy = await stream.waitFor((event) => event.type === 'change' && JSON.stringify(event.command).includes(target));
    expect(copy).toMatchObject({ type: 'change', command: { type: 'batch' } });
    expect(stream.events.some((event) => event.type === 'reload')).toBe(false);
    await stream.close();
  });

  it('tells followers when repricing changed the design, so their next edit is not refused as stale', async () => {
    const owner = await t.guest();
    const design = await createDesign(owner);
    const designId = design.design.designId;
    const { itemId } = firstWindow(design);
    await setProduct(owner, designId, itemId, ROLLER, { width: 40, height: 60 });
    // The window's stored price is not today's (as after a price list change): repricing brings it up to date.
    const row = await t.db.selectFrom('items').select('product').where('id', '=', itemId).executeTakeFirstOrThrow();
    const product = row.product as { configurationGuid: string };
    await t.db
      .updateTable('items')
      .set({ product: JSON.stringify({ ...product, price: 0.01 }) })
      .where('id', '=', itemId)
      .execute();
    forgetRemembered(designId);
    const before = (await loadDesign(owner, designId)).design.version;
    const stream = follow(await t.guest(), designId);
    await stream.waitFor((event) => event.type === 'welcome');
    const repriced = await owner.request('POST', '/api/estimates/validateAndRepriceConfigurations', { body: [product.configurationGuid] });
    expectStatus(repriced, 200);
    const heard = await stream.waitFor((event) => event.type === 'change');
    expect(heard).toMatchObject({ type: 'change', designId, version: before + 1 });
    expect((await loadDesign(owner, designId)).design.version).toBe(before + 1);
    await stream.close();
  });

  it('says who else is viewing the design, and when they leave', async () => {
    const owner = await t.guest();
    const design = await createDesign(owner);
    const rep = await t.signIn('rep@example.com');
    const shopper = follow(owner, design.design.designId);
    const welcome = await shopper.waitFor((event) => event.type === 'welcome');
    const repStream = follow(rep, design.design.designId);
    const seen = await shopper.waitFor((event) => event.type === 'presence' && event.viewers.some((viewer) => viewer.role === 'rep'));
    expect(seen.type === 'presence' && seen.viewers.map((viewer) => viewer.role).sort()).toEqual(['guest', 'rep']);
    expect(welcome.type === 'welcome' && welcome.viewerId).toBeTruthy();
    await repStream.close();
    await shopper.waitFor((event) => event.type === 'presence' && event.viewers.length === 1);
    await shopper.close();
  });

  it("gives all of one person's tabs one key, which names nobody and differs per design and per person", async () => {
    const owner = await t.guest();
    const design = await createDesign(owner);
    const other = await createDesign(owner);
    const rep = await t.signIn('rep@example.com');
    const keyOf = async (client: Client, designId: string) => {
      const stream = follow(client, designId);
      const welcome = await stream.waitFor((event) => event.type === 'welcome');
      await stream.close();
      return welcome.type === 'welcome' ? welcome.personKey : '';
    };
    const { designId } = design.design;
    const ownerKey = await keyOf(owner, designId);
    expect(ownerKey).toMatch(/^[\w-]{22}$/);
    expect(await keyOf(owner, designId)).toBe(ownerKey);
    expect(await keyOf(rep, designId)).not.toBe(ownerKey);
    expect(await keyOf(owner, other.design.designId)).not.toBe(ownerKey);
    // The same rep signed in again (a new session) is still the same person.
    expect(await keyOf(await t.signIn('rep@example.com'), designId)).toBe(await keyOf(rep, designId));

    // Presence lists carry the key, so a tab can tell its person's other tabs from other people.
    const first = follow(owner, designId);
    await first.waitFor((event) => event.type === 'welcome');
    const second = follow(owner, designId);
    const both = await first.waitFor((event) => event.type === 'presence' && event.viewers.length === 2);
    expect(both.type === 'presence' && both.viewers.map((viewer) => viewer.personKey)).toEqual([ownerKey, ownerKey]);
    // Neither the guest's session id (the owner id of their designs) nor any part of it.
    const signed = decodeURIComponent(owner.cookie.slice(owner.cookie.indexOf('=') + 1));
    const { sid } = JSON.parse(Buffer.from(signed.slice(0, signed.lastIndexOf('.')), 'base64url').toString()) as { sid: string };
    expect(sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(both)).not.toContain(sid.slice(0, 8));
    await second.close();
    await first.close();
  });

  it('tells a client that comes back behind the latest version to load the design again', async () => {
    const owner = await t.guest();
    const design = await createDesign(owner);
    await owner.request('POST', `${BASE}/designs/${design.design.designId}/rename`, { body: { Name: 'Moved on' } });
    const stream = follow(owner, design.design.designId, { 'last-event-id': String(design.design.version) });
    const reload = await stream.waitFor((event) => event.type === 'reload');
    expect(reload).toMatchObject({ version: design.design.version + 1 });
    await stream.close();
  });

  it('keeps one address from holding more than a few dozen streams at once', async () => {
    const owner = await t.guest();
    const design = await createDesign(owner);
    const { designId } = design.design;
    const streams = Array.from({ length: MAX_STREAMS_PER_ADDRESS }, () => follow(owner, designId));
    await Promise.all(streams.map((stream) => stream.waitFor((event) => event.type === 'welcome', scaled(5000))));

    const refused = await fetch(`${origin}${BASE}/designs/${designId}/events`, { headers: { cookie: owner.cookie } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: TOO_MANY_STREAMS });
    // A forged X-Forwarded-For is not believed (no TRUST_PROXY), so it buys no new allowance.
    const forged = await fetch(`${origin}${BASE}/designs/${designId}/events`, {
      headers: { cookie: owner.cookie, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forged.status).toBe(429);
    // Someone on another address is not held back by them.
    const elsewhere = await new Promise<number>((resolve, reject) => {
      const request = get(
        `${origin}${BASE}/designs/${designId}/events`,
        { headers: { cookie: owner.cookie }, localAddress: '127.0.0.2' },
        (response) => {
          resolve(response.statusCode ?? 0);
          response.destroy();
        },
      );
      request.on('error', reject);
    });
    expect(elsewhere).toBe(200);

    // A stream that ends makes room for the next.
    await streams[0]?.close();
    const next = await vi.waitFor(
      async () => {
        const stream = follow(owner, designId);
        try {
          await stream.waitFor((event) => event.type === 'welcome', scaled(300));
          return stream;
        } catch (error) {
          await stream.close();
          throw error;
        }
      },
      { timeout: scaled(3000), interval: 100 },
    );
    await Promise.all([...streams.slice(1), next].map((stream) => stream.close()));
  });

  it('answers 404 for a design that does not exist', async () => {
    const owner = await t.guest();
    const response = await owner.request('GET', `${BASE}/designs/00000000-0000-4000-8000-000000000000/events`);
    expectStatus(response, 404);
  });
});

// Several server processes on one PostgreSQL database: a change written through one reaches the
// followers of another (LISTEN/NOTIFY). Embedded PGlite belongs to one process, so there is no second.
describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let second: FastifyInstance;
  let secondOrigin: string;

  beforeAll(async () => {
    const url = t.config.databaseUrl as string;
    second = await createServer(t.config, await openPostgres(url));
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondOrigin = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  });
  afterAll(() => second.close());

  it('streams a change written through one server to a follower of the other', async () => {
    const owner = await t.guest();
    const design = await createDesign(owner);
    const { itemId } = firstWindow(design);
    const events: string[] = [];
    const controller = new AbortController();
    const response = await fetch(`${secondOrigin}${BASE}/designs/${design.design.designId}/events`, {
      headers: { cookie: owner.cookie },
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    const reading = (async () => {
      const decoder = new TextDecoder();
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        events.push(decoder.decode(chunk.value));
      }
    })().catch(() => {});
    // The welcome comes once the stream follows the design.
    await vi.waitFor(() => expect(events.join('')).toContain('"type":"welcome"'), { timeout: scaled(5000) });
    const started = Date.now();
    expectStatus(
      await owner.request('POST', `${BASE}/designs/${design.design.designId}/items/${itemId}/rename`, { body: { Name: 'Far' } }),
      200,
    );
    while (!events.join('').includes('"label":"Far"') && Date.now() - started < scaled(5000))
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events.join('')).toContain('"label":"Far"');
    controller.abort();
    await reading;
  });

  /** The design's name as the second server loads it for `client`. */
  async function nameOnSecond(client: Client, designId: string): Promise<string> {
    const response = await createClient(second).request('GET', `${BASE}/designs/${designId}`, { headers: { cookie: client.cookie } });
    expectStatus(response, 200);
    return (response.body as { data: { design: { name: string } } }).data.design.name;
  }

  /** Changes the design's row as another writer would, with or without the database's notice. */
  async function renameInDatabase(designId: string, name: string, { notice }: { notice: boolean }): Promise<void> {
    if (!notice) await sql`alter table designs disable trigger designs_write_notice`.execute(t.db);
    try {
      await sql`update designs set name = ${name}, version = version + 1 where id = ${designId}`.execute(t.db);
    } finally {
      if (!notice) await sql`alter table designs enable trigger designs_write_notice`.execute(t.db);
    }
  }

  /** A new design, loaded once through the second server (which now holds it as confirmed). */
  async function heldBySecond(): Promise<{ owner: Client; designId: string; name: string }> {
    const owner = await t.guest();
    const design = await createDesign(owner);
    const { designId, name } = design.design;
    expect(await nameOnSecond(owner, designId)).toBe(name);
    return { owner, designId, name };
  }

  /** Waits until the second server answers the design with this name. */
  const seenOnSecond = (owner: Client, designId: string, name: string, timeout = scaled(1000), interval = 20) =>
    vi.waitFor(async () => expect(await nameOnSecond(owner, designId)).toBe(name), { timeout, interval });

  it('loads a design another server changed as changed', async () => {
    const { owner, designId, name } = await heldBySecond();
    expect(await nameOnSecond(owner, designId)).toBe(name);
    const rename = { type: 'design.rename', name: 'Beach House' };
    expectStatus(await owner.request('POST', `${BASE}/designs/${designId}/commands`, { body: { command: rename } }), 200);
    await seenOnSecond(owner, designId, 'Beach House');
    // A change by any other writer is heard too: the database itself gives notice of it.
    await renameInDatabase(designId, 'Lake House', { notice: true });
    await seenOnSecond(owner, designId, 'Lake House');
  });

  it('serves a design the database confirmed, and no notice has named since, without asking again', async () => {
    const { owner, designId, name } = await heldBySecond();
    // Changed with no notice: the second server has no reason to ask, so it still answers what it
    // confirmed. (No writer of ours can do this: the notice comes from the database's trigger.)
    await renameInDatabase(designId, 'Unannounced', { notice: false });
    expect(await nameOnSecond(owner, designId)).toBe(name);
    // The next notice of the design makes it ask.
    await sql`update designs set updated_at = now() where id = ${designId}`.execute(t.db);
    await seenOnSecond(owner, designId, 'Unannounced');
  });

  it('trusts a confirmation for a few seconds at most: a change whose notice never came is seen after that', async () => {
    const { owner, designId, name } = await heldBySecond();
    await renameInDatabase(designId, 'Never announced', { notice: false });
    expect(await nameOnSecond(owner, designId)).toBe(name);
    await seenOnSecond(owner, designId, 'Never announced', scaled(TRUST_FOR_MS + 3_000), 250);
  });

  it('asks the database again after notices may have been missed (the listening connection dropped)', async () => {
    const { owner, designId } = await heldBySecond();
    const listening = async () => {
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`.execute(t.db);
      return rows[0]?.count ?? 0;
    };
    // Every server's listening connection ends; each reconnects by itself a second later.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`.execute(
      t.db,
    );
    await vi.waitFor(async () => expect(await listening()).toBe(0), { timeout: scaled(3000), interval: 20 });
    // Its notice reaches no server.
    await renameInDatabase(designId, 'Missed', { notice: true });
    await vi.waitFor(async () => expect(await listening()).toBe(2), { timeout: scaled(5000), interval: 50 });
    expect(await nameOnSecond(owner, designId)).toBe('Missed');
  });
});
