import type { AddressInfo } from 'node:net';
import type { DesignEvent } from '@eb/domain/live';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../../../../scripts/time-scale.ts';
import { BASE, createDesign, repHeaders } from '../designs/helpers.ts';
import { type Client, createTestApp, type TestApp, untilALockIsAwaited } from '../support.ts';
import { designWithProducts, newShopper, SHARE, shareBody } from './helpers.ts';

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

/** Follows a design's change stream over real HTTP, as an open page does. */
function follow(client: Client, designId: string) {
  const events: DesignEvent[] = [];
  const controller = new AbortController();
  void (async () => {
    const response = await fetch(`${origin}${BASE}/designs/${designId}/events`, {
      headers: { cookie: client.cookie, accept: 'text/event-stream' },
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
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .find((line) => line.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice(6)) as DesignEvent);
        buffer = buffer.slice(end + 2);
      }
    }
  })().catch(() => {});
  const waitFor = async (match: (event: DesignEvent) => boolean): Promise<DesignEvent> => {
    const until = Date.now() + scaled(5000);
    while (Date.now() < until) {
      const found = events.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`No matching event; got ${JSON.stringify(events)}`);
  };
  return { waitFor, stop: () => controller.abort() };
}

describe('open pages hear of shares, links and deletes', () => {
  it('sends a change at the new version after a share and after a link, and a reload after a delete', async () => {
    const rep = await t.signIn('rep@example.com');
    const { client: shopper, email } = await newShopper(t);
    const designId = await designWithProducts(t, rep, 'Followed', undefined, repHeaders);
    const page = follow(shopper, designId);
    const welcome = await page.waitFor((event) => event.type === 'welcome');
    const start = (welcome as { version: number }).version;
    try {
      // Shared with the shopper's email: that account may then save it to itself.
      const shared = await rep.request('POST', SHARE, { body: shareBody([designId], { To: email }), headers: repHeaders });
      expect(shared.status).toBe(200);
      await page.waitFor((event) => event.type === 'change' && event.version === start + 1);

      // With the claim of the link mailed to it, as the page sends it once that link was opened.
      const claim = new URL(shared.body.data.link).searchParams.get('claim');
      expect((await shopper.request('POST', `${BASE}/estimates/${designId}/link?claim=${claim}`)).status).toBe(200);
      await page.waitFor((event) => event.type === 'change' && event.version === start + 2);

      expect((await shopper.request('DELETE', `/api/myaccount/estimates/${designId}`)).status).toBe(200);
      await page.waitFor((event) => event.type === 'reload' && event.designId === designId);
    } finally {
      page.stop();
    }
  });
});

describe('a stream opened while the design changes', () => {
  // PostgreSQL only: the stream's read of the version is held back by a lock on the table, and the
  // change arrives on the bus meanwhile as another process sends it.
  it.runIf(process.env.TEST_DATABASE_URL)('a change heard while the stream reads the version is sent after its welcome', async () => {
    const { client } = await newShopper(t);
    const design = await createDesign(client);
    const { designId, version } = design.design;
    // A page already following the design: it shows when this process has heard the change.
    const watcher = follow(client, designId);
    await watcher.waitFor((event) => event.type === 'welcome');
    let opening: ReturnType<typeof follow> | undefined;
    try {
      await t.db.transaction().execute(async (tx) => {
        await sql`lock table designs in access exclusive mode`.execute(tx);
        opening = follow(client, designId);
        await untilALockIsAwaited(t.db, "The stream's read never waited.");
        const change = JSON.stringify({ type: 'change', designId, version: version + 1 });
        await sql`select pg_notify('design_events', ${change})`.execute(t.db);
        await watcher.waitFor((event) => event.type === 'change' && event.version === version + 1);
      });
      const stream = opening as ReturnType<typeof follow>;
      await stream.waitFor((event) => event.type === 'welcome' && event.version === version);
      await stream.waitFor((event) => event.type === 'change' && event.version === version + 1);
    } finally {
      watcher.stop();
      opening?.stop();
    }
  });
});
