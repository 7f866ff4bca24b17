import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Me } from '@eb/domain/identity';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { scaled } from '../../../scripts/time-scale.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { DatabaseHandle, Db, Engine } from '../src/db/database.ts';
import { DEMO_PASSWORD } from '../src/modules/accounts/seed.ts';
import { createServer } from '../src/server.ts';
import { openTestDatabase } from './test-database.ts';

export type { Engine };

/** Fixed so that cookies signed in one test app are read by another built with the same secret. */
export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

export interface TestResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape the route answers.
  body: any;
  headers: Record<string, unknown>;
}

export interface Client {
  /** The `Cookie` header this client sends: every cookie the server has set and not cleared. */
  cookie: string;
  /** Who the server last said this client is (updated by the account routes' answers). */
  me: Me | null;
  /** The current value of one cookie, or undefined. */
  cookieValue(name: string): string | undefined;
  request(method: string, url: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<TestResponse>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  engine: Engine;
  config: Config;
  /** A new browser-like client with a fresh anonymous session. */
  guest(): Promise<Client>;
  /** A new client signed in as `email` (a demo account unless the test registered another). */
  signIn(email: string, password?: string): Promise<Client>;
  close(): Promise<void>;
}

/**
 * A config as the server would load it, without reading the environment. DATA_DIR is a fresh
 * temporary directory; the database is chosen by createTestApp, not by DATA_DIR.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'eb-test-')),
  });
  return { ...base, ...overrides };
}

/**
 * The real app (migrate + seed + buildApp, as on start) on a database of its own: PostgreSQL when
 * TEST_DATABASE_URL is set (a new database copied from the run's template, dropped on close),
 * else PGlite in memory. Call it once per test file, in beforeAll, and close it in afterAll.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { handle, databaseUrl } = await openTestDatabase(inject('templateDatabase'));
  const config = testConfig({ databaseUrl, ...overrides });
  return testAppOn(config, handle, async () => {
    // Closing the app closes the database; this also drops a PostgreSQL copy. Safe to repeat.
    await handle.close();
    if (!overrides.dataDir) rmSync(config.dataDir, { recursive: true, force: true });
  });
}

/**
 * The real app on a database the caller opened, with its clients; `afterClose` runs once the app has
 * closed (whatever else the caller owns: the database, its files).
 */
export async function testAppOn(
  config: Config,
  handle: DatabaseHandle,
  afterClose: () => Promise<void> = async () => {},
): Promise<TestApp> {
  const app = await createServer(config, handle);
  let closed = false;

  const guest = async () => {
    const client = createClient(app);
    await client.request('GET', '/api/account/me');
    return client;
  };

  return {
    app,
    db: handle.db,
    engine: handle.engine,
    config,
    guest,
    async signIn(email, password = DEMO_PASSWORD) {
      const client = await guest();
      const response = await client.request('POST', '/api/account/login', { body: { email, password } });
      if (response.status !== 200) {
        throw new Error(`Sign-in as ${email} answered ${response.status}: ${JSON.stringify(response.body)}`);
      }
      return client;
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await app.close();
      } finally {
        await afterClose();
      }
    },
  };
}

/** A client that keeps cookies like a browser would, talking to the app through `inject`. */
export function createClient(app: FastifyInstance): Client {
  const jar = new Map<string, string>();
  const client: Client = {
    cookie: '',
    me: null,
    cookieValue: (name) => jar.get(name),
    async request(method, url, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (client.cookie && headers.cookie === undefined) headers.cookie = client.cookie;
      // As the web app does: every state-changing call is JSON, with or without a body.
      if (!/^(GET|HEAD|OPTIONS)$/i.test(method) && headers['content-type'] === undefined) headers['content-type'] = 'application/json';
      const request: InjectOptions = { method: method.toUpperCase() as InjectOptions['method'], url, headers };
      if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
      const response = await app.inject(request);

      for (const set of response.cookies) {
        const expires = set.expires instanceof Date ? set.expires.getTime() : undefined;
        const cleared = set.maxAge === 0 || (expires !== undefined && expires <= Date.now()) || set.value === '';
        if (cleared) jar.delete(set.name);
        else jar.set(set.name, set.value);
      }
      client.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

      const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
      const body = isJson && response.payload ? JSON.parse(response.payload) : response.payload;
      if (response.statusCode === 200 && url.startsWith('/api/account/') && body?.data?.role) client.me = body.data as Me;
      return { status: response.statusCode, body, headers: response.headers as Record<string, unknown> };
    },
  };
  return client;
}

/** Checks the failure envelope of the HTTP contract: a status, a stable code and a human sentence. */
export function expectErrorEnvelope(response: TestResponse, status: number, code: string): void {
  const summary = `${response.status} ${JSON.stringify(response.body)}`;
  if (response.status !== status) throw new Error(`Expected status ${status}, got ${summary}`);
  if (response.body?.code !== code) throw new Error(`Expected code ${code}, got ${summary}`);
  if (typeof response.body.message !== 'string' || response.body.message.length === 0) {
    throw new Error(`Expected a message, got ${summary}`);
  }
}

/**
 * PostgreSQL only: waits until a statement of this test's database waits on a lock (a request the
 * test holds back with a lock of its own), or throws `never` after 5 s (scaled).
 */
export async function untilALockIsAwaited(db: Db, never: string): Promise<void> {
  const until = Date.now() + scaled(5000);
  for (;;) {
    const waiting = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if ((waiting.rows[0]?.n ?? 0) > 0) return;
    if (Date.now() > until) throw new Error(never);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
