import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { DesignCommand } from '@eb/domain/commands/command';
import type { DesignEvent } from '@eb/domain/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../../../../scripts/time-scale.ts';
import { IDEMPOTENCY_KEY_REUSED, requestHash } from '../../src/http/idempotency.ts';
import { forgetRemembered } from '../../src/modules/designs/design-memory.ts';
import { type Client, createTestApp, type TestApp, type TestResponse } from '../support.ts';
import { statementsOf } from '../test-database.ts';
import { BASE, createDesign, expectStatus, firstWindow, itemOf, loadDesign } from './helpers.ts';

let t: TestApp;
let owner: Client;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.guest();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const minimal = { prefer: 'return=minimal' };

function send(designId: string, command: DesignCommand, headers: Record<string, string> = {}): Promise<TestResponse> {
  return owner.request('POST', `${BASE}/designs/${designId}/commands`, { body: { command }, headers });
}

const keyed = (key: string, headers: Record<string, string> = {}) => ({ 'idempotency-key': key, ...headers });

/** The design's change events, as its stream (`GET …/events`) carries them to a browser. */
function follow(designId: string) {
  const events: DesignEvent[] = [];
  const controller = new AbortController();
  void (async () => {
    const response = await fetch(`${origin}${BASE}/designs/${designId}/events`, {
      headers: { cookie: owner.cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice(6)) as DesignEvent);
      }
    }
  })().catch(() => {});
  const changes = () => events.filter((event) => event.type === 'change');
  return {
    changes,
    /** Its welcome: the stream hears every change from here on. */
    async listening() {
      const until = Date.now() + scaled(5000);
      while (!events.some((event) => event.type === 'welcome')) {
        if (Date.now() > until) throw new Error('The change stream never said welcome.');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async waitForVersion(version: number) {
      const until = Date.now() + scaled(5000);
      while (!changes().some((event) => event.type === 'change' && event.version === version)) {
        if (Date.now() > until) throw new Error(`No change event of version ${version}; got ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => controller.abort(),
  };
}

describe('a design edit sent with an Idempotency-Key (POST /designs/{id}/commands)', () => {
  it('lands once when sent twice: the retry answers the first answer, the version rises once, one change event goes out', async () => {
    const design = await createDesign(owner);
    const { designId, version } = design.design;
    const { itemId } = firstWindow(design);
    const stream = follow(designId);
    try {
      await stream.listening();
      const key = randomUUID();
      const command: DesignCommand = { type: 'window.rename', itemId, label: 'Bay' };
      const first = await send(designId, command, keyed(key, minimal));
      expectStatus(first, 200);
      expect(first.body.data).toMatchObject({ version: version + 1, changed: true, command });
      expect(first.headers['idempotent-replayed']).toBeUndefined();

      const again = await send(designId, command, keyed(key, minimal));
      expectStatus(again, 200);
      expect(again.body).toEqual(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect((await loadDesign(owner, designId)).design.version).toBe(version + 1);

      // A later edit's event marks the end: between the two, nothing for the retry.
      const next = await send(designId, { type: 'window.rename', itemId, label: 'Den' }, keyed(randomUUID(), minimal));
      expectStatus(next, 200);
      await stream.waitForVersion(version + 2);
      expect(stream.changes().map((event) => event.type === 'change' && event.version)).toEqual([version + 1, version + 2]);
    } finally {
      stream.close();
    }
  });

  it('answers a retry with the first answer even when this process forgot the design (another process took the retry)', async () => {
    const design = await createDesign(owner);
    const { designId, version } = design.design;
    const { itemId } = firstWindow(design);
    const key = randomUUID();
    const command: DesignCommand = { type: 'window.quantity', itemId, quantity: 3 };
    const first = await send(designId, command, keyed(key));
    expectStatus(first, 200);
    // The whole graph answer is kept too, not only the minimal one.
    expect(itemOf(first.body.data.graph, itemId).quantity).toBe(3);
    forgetRemembered(designId);
    const again = await send(designId, command, keyed(key));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await loadDesign(owner, designId)).design.version).toBe(version + 1);
  });

  it('a window add retried with its key answers as the first time, not that the id is in use', async () => {
    const design = await createDesign(owner);
    const { designId, version } = design.design;
    const { containerId } = firstWindow(design);
    const added: DesignCommand = { type: 'window.add', containerId, itemId: randomUUID() };
    const key = randomUUID();
    const first = await send(designId, added, keyed(key, minimal));
    expectStatus(first, 200);
    const again = await send(designId, added, keyed(key, minimal));
    expectStatus(again, 200);
    expect(again.body).toEqual(first.body);
    const stored = await loadDesign(owner, designId);
    expect(stored.items).toHaveLength(design.items.length + 1);
    expect(stored.design.version).toBe(version + 1);

    // Without its key, the same add is a new request, refused as before.
    const unkeyed = await send(designId, added, minimal);
    expectStatus(unkeyed, 409);
  });

  it('refuses the same key with another edit, in a sentence, and applies nothing', async () => {
    const design = await createDesign(owner);
    const { designId, version } = design.design;
    const { itemId } = firstWindow(design);
    const key = randomUUID();
    expectStatus(await send(designId, { type: 'window.rename', itemId, label: 'Bay' }, keyed(key, minimal)), 200);
    const other = await send(designId, { type: 'window.rename', itemId, label: 'Den' }, keyed(key, minimal));
    expectStatus(other, 422);
    expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: IDEMPOTENCY_KEY_REUSED });
    const stored = await loadDesign(owner, designId);
    expect(itemOf(stored, itemId).label).toBe('Bay');
    expect(stored.design.version).toBe(version + 1);

    // The key of one design's edit sent to another design is another request too.
    const elsewhere = await createDesign(owner);
    const moved = await send(
      elsewhere.design.designId,
      { type: 'window.rename', itemId: firstWindow(elsewhere).itemId, label: 'Bay' },
      keyed(key, minimal),
    );
    expectStatus(moved, 422);
  });

  it('sent twice at once, applies once: both answer the same', async () => {
    const design = await createDesign(owner);
    const { designId, version } = design.design;
    const { containerId } = firstWindow(design);
    const added: DesignCommand = { type: 'window.add', containerId, itemId: randomUUID() };
    const key = randomUUID();
    const [one, two] = await Promise.all([send(designId, added, keyed(key, minimal)), send(designId, added, keyed(key, minimal))]);
    expectStatus(one, 200);
    expectStatus(two, 200);
    expect(two.body).toEqual(one.body);
    expect((await loadDesign(owner, designId)).design.version).toBe(version + 1);
  });

  it('when another process kept the key meanwhile (its write went first), the edit rolls back and answers what that one kept', async () => {
    const design = await createDesign(owner);
    const { designId, version } = design.design;
    const { itemId } = firstWindow(design);
    // Who the owner is to the key table, as an earlier keyed edit of theirs was kept.
    const earlier = randomUUID();
    expectStatus(await send(designId, { type: 'design.rename', name: 'Upstairs' }, keyed(earlier, minimal)), 200);
    const { caller } = await t.db.selectFrom('idempotency_keys').select('caller').where('key', '=', earlier).executeTakeFirstOrThrow();
    const key = randomUUID();
    const command: DesignCommand = { type: 'window.rename', itemId, label: 'Bay' };
    const kept = { data: { version: version + 7, changed: true, command, inverse: command } };
    const url = `${BASE}/designs/${designId}/commands`;
    await t.db
      .insertInto('idempotency_keys')
      .values({
        caller,
        key,
        request_hash: requestHash('POST', url, { command }),
        status_code: 200,
        response: JSON.stringify(kept),
      })
      .execute();
    const answer = await send(designId, command, keyed(key, minimal));
    expectStatus(answer, 200);
    expect(answer.body).toEqual(kept);
    const stored = await loadDesign(owner, designId);
    expect(itemOf(stored, itemId).label).not.toBe('Bay');
    expect(stored.design.version).toBe(version + 1);
  });

  it('without a key answers as before: a repeated rename changes nothing, a repeated add is refused', async () => {
    const design = await createDesign(owner);
    const { designId, version } = design.design;
    const { itemId, containerId } = firstWindow(design);
    const rename: DesignCommand = { type: 'window.rename', itemId, label: 'Bay' };
    expect((await send(designId, rename, minimal)).body.data).toMatchObject({ version: version + 1, changed: true });
    expect((await send(designId, rename, minimal)).body.data).toMatchObject({ version: version + 1, changed: false });
    const added: DesignCommand = { type: 'window.add', containerId, itemId: randomUUID() };
    expectStatus(await send(designId, added, minimal), 200);
    const refused = await send(designId, added, minimal);
    expectStatus(refused, 409);
    expect(refused.body.message).toMatch(/in use/);
  });

  it('a keyed edit stays one statement: its answer rides on the version statement', async () => {
    const design = await createDesign(owner);
    const { designId } = design.design;
    const { itemId } = firstWindow(design);
    await send(designId, { type: 'window.rename', itemId, label: 'Warm' }, keyed(randomUUID(), minimal));
    const statements = statementsOf(t.db);
    const from = statements.length;
    expectStatus(await send(designId, { type: 'window.rename', itemId, label: 'Bay' }, keyed(randomUUID(), minimal)), 200);
    const ran = statements.slice(from);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatch(/^with "bumped" as \(update "designs"/);
    expect(ran[0]).toMatch(/insert into "idempotency_keys"/);
  });

  it('refuses a malformed key with a sentence', async () => {
    const design = await createDesign(owner);
    const { itemId } = firstWindow(design);
    const refused = await send(design.design.designId, { type: 'window.rename', itemId, label: 'Bay' }, keyed('a key with spaces'));
    expectStatus(refused, 400);
    expect(refused.body.message).toBe('The Idempotency-Key header must be 1 to 200 visible characters.');
  });
});
