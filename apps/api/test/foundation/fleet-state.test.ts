import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/database.ts';
import { createRateLimitStore } from '../../src/http/rate-limit-store.ts';
import { RATE_LIMIT_MESSAGE } from '../../src/http/rate-limits.ts';
import { MAIL_LIMIT_MESSAGE, MAILS_PER_WINDOW } from '../../src/modules/sharing/mail-limit.ts';
import { createServer } from '../../src/server.ts';
import { SHARE, shareBody } from '../sharing/helpers.ts';
import { type Client, createClient, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

/**
 * Two servers on one database, as two processes are: what one counts or revokes holds on the other.
 * On PGlite the second app shares the handle (one process is all PGlite has); on PostgreSQL it opens
 * its own connections and its own LISTEN, as another process would.
 */
const ATTEMPTS = 3;
/** How soon a sign-out on one process must end the session on the others (issue 30). */
const REVOKE_DEADLINE_MS = 1_000;

let a: TestApp;
let b: FastifyInstance;

async function secondServer(t: TestApp): Promise<FastifyInstance> {
  if (t.engine === 'pglite') return createServer(t.config, { db: t.db, engine: 'pglite', close: async () => {} });
  if (!t.config.databaseUrl) throw new Error('A PostgreSQL test app has a database URL.');
  return createServer(t.config, await openPostgres(t.config.databaseUrl));
}

beforeAll(async () => {
  a = await createTestApp({ loginRateLimit: ATTEMPTS });
  b = await secondServer(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});
// Each test starts in a fresh window, as if a minute had passed (the counts are per address too).
beforeEach(async () => {
  await a.db.deleteFrom('rate_limits').execute();
});

/** A client of server B that sends `from`'s cookies, as a browser behind a load balancer would. */
function onB(from: Client) {
  const client = createClient(b);
  return (method: string, url: string, body?: unknown) => client.request(method, url, { body, headers: { cookie: from.cookie } });
}

const wrongSignIn = { email: 'shopper@example.com', password: 'wrong-password' };

describe('rate limits count across servers', () => {
  it(`limits sign-ins for one email as one count: attempt ${ATTEMPTS + 1} is refused on either server`, async () => {
    const client = await a.guest();
    const attempt = (index: number) =>
      index % 2 === 0
        ? client.request('POST', '/api/account/login', { body: wrongSignIn })
        : onB(client)('POST', '/api/account/login', wrongSignIn);
    for (let index = 0; index < ATTEMPTS; index += 1) expectErrorEnvelope(await attempt(index), 401, 'INVALID_CREDENTIALS');
    for (const index of [ATTEMPTS, ATTEMPTS + 1]) {
      const limited = await attempt(index);
      expectErrorEnvelope(limited, 429, 'RATE_LIMITED');
      expect(limited.body.message).toBe(RATE_LIMIT_MESSAGE);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
  });

  it('lets attempts through again once the window has ended', async () => {
    const client = await a.guest();
    for (let index = 0; index < ATTEMPTS; index += 1) await client.request('POST', '/api/account/login', { body: wrongSignIn });
    expectErrorEnvelope(await onB(client)('POST', '/api/account/login', wrongSignIn), 429, 'RATE_LIMITED');
    // The minute passes (by the database's clock, which every server reads).
    await sql`update rate_limits set resets_at = now() - interval '1 second'`.execute(a.db);
    expectErrorEnvelope(await onB(client)('POST', '/api/account/login', wrongSignIn), 401, 'INVALID_CREDENTIALS');
    // A new window: the count starts again at one.
    for (let index = 1; index < ATTEMPTS; index += 1) await client.request('POST', '/api/account/login', { body: wrongSignIn });
    expectErrorEnvelope(await onB(client)('POST', '/api/account/login', wrongSignIn), 429, 'RATE_LIMITED');
  });

  it(`limits mail as one count: mail ${MAILS_PER_WINDOW + 1} is refused on either server`, async () => {
    const shopper = await a.signIn('shopper@example.com');
    const share = (index: number) =>
      index % 2 === 0
        ? shopper.request('POST', SHARE, { body: shareBody([randomUUID()]) })
        : onB(shopper)('POST', SHARE, shareBody([randomUUID()]));
    for (let index = 0; index < MAILS_PER_WINDOW; index += 1) expectErrorEnvelope(await share(index), 404, 'NOT_FOUND');
    for (const index of [MAILS_PER_WINDOW, MAILS_PER_WINDOW + 1]) {
      const limited = await share(index);
      expectErrorEnvelope(limited, 429, 'RATE_LIMITED');
      expect(limited.body.message).toBe(MAIL_LIMIT_MESSAGE);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    }
  });

  it('counts hits arriving at once on both servers exactly, one number each', async () => {
    const stores = [a.app.rateLimits, b.rateLimits];
    const hits = await Promise.all(Array.from({ length: 40 }, (_, index) => stores[index % 2]?.hit('burst', 60_000)));
    expect(hits.map((hit) => hit?.count).sort((x = 0, y = 0) => x - y)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('deletes the rows of ended windows now and then, and keeps the live ones', async () => {
    const store = createRateLimitStore(a.db, 0);
    await store.hit('ended', 60_000);
    await sql`update rate_limits set resets_at = now() - interval '1 second' where key = 'ended'`.execute(a.db);
    await store.hit('live', 60_000);
    const keys = await a.db.selectFrom('rate_limits').select('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['live']);
  });
});

describe('a sign-out reaches every server', () => {
  it(`ends the same cookie on the other server within ${REVOKE_DEADLINE_MS} ms`, async () => {
    const shopper = await a.signIn('shopper@example.com');
    const meOnB = onB(shopper);
    // Server B has read (and cached) the session before the sign-out.
    expect((await meOnB('GET', '/api/account/me')).body.data).toMatchObject({ role: 'consumer', email: 'shopper@example.com' });
    const cookie = shopper.cookie;
    expect((await shopper.request('POST', '/api/account/logout')).status).toBe(200);
    const signedOut = Date.now();

    const stale = createClient(b);
    const roleOnB = async () => (await stale.request('GET', '/api/account/me', { headers: { cookie } })).body.data.role;
    let role = await roleOnB();
    // One process (PGlite) knows at once; across processes the NOTIFY takes a moment.
    if (a.engine === 'pglite') expect(role).toBe('guest');
    while (role !== 'guest' && Date.now() - signedOut < REVOKE_DEADLINE_MS) {
      // In-process requests never wait on a socket: give the listening connection its turn.
      await pause(5);
      role = await roleOnB();
    }
    expect(role).toBe('guest');
    expect(Date.now() - signedOut).toBeLessThan(REVOKE_DEADLINE_MS);
  });
});
