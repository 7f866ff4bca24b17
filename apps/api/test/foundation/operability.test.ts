import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Histogram, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scaled } from '../../../../scripts/time-scale.ts';
import { loadConfig } from '../../src/config.ts';
import { notedArrival, requestIds } from '../../src/http/request-id.ts';
import { KNOWN_MIGRATIONS, SHUTTING_DOWN } from '../../src/modules/health/readiness.ts';
import { DURATION_BUCKETS, RouteHistogram } from '../../src/modules/metrics/route-histogram.ts';
import { METRICS_OFF, METRICS_TOKEN_NEEDED } from '../../src/modules/metrics/routes.ts';
import { BASE, createDesign } from '../designs/helpers.ts';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample of Prometheus text: the line of `name` whose labels include `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** An app with everything off, as the tests and a fresh clone run: readiness, and what /metrics says then. */
describe('readiness and liveness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready when the database answers with every migration this build knows applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ready', database: t.engine, migrations: KNOWN_MIGRATIONS.length } });
    // The names read from db/migrations are the names migrate.ts records.
    const { rows } = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(t.db);
    expect(rows.map((row) => row.name)).toEqual(KNOWN_MIGRATIONS);
  });

  it('is not ready while a migration is missing, and says which', async () => {
    const last = KNOWN_MIGRATIONS.at(-1) as string;
    const { rows } = await sql<{ timestamp: string }>`select timestamp from schema_migrations where name = ${last}`.execute(t.db);
    await sql`delete from schema_migrations where name = ${last}`.execute(t.db);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expectErrorEnvelope({ status: response.statusCode, body: response.json(), headers: response.headers }, 503, 'UNAVAILABLE');
      expect(response.json().message).toContain(last);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await sql`insert into schema_migrations (name, timestamp) values (${last}, ${rows[0]?.timestamp})`.execute(t.db);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('documents both probes and /metrics, each with its answer', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
    expect(paths['/readyz'].get.responses['200'].content['application/json'].schema).toBeDefined();
    expect(paths['/readyz'].get.responses['503'].content['application/json'].schema).toBeDefined();
    expect(paths['/healthz'].get.responses['200'].content['application/json'].schema).toBeDefined();
    expect(paths['/metrics'].get.responses['200'].content['text/plain'].schema).toEqual({ type: 'string' });
  });

  it('answers /metrics 404 when no METRICS_TOKEN is set, token or not', async () => {
    for (const headers of [{}, bearer]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: METRICS_OFF, code: 'NOT_FOUND' });
    }
  });

  it('gives every answer an id, and makes its own when the caller is no trusted proxy', async () => {
    const sent = { 'x-request-id': 'chosen-by-the-caller' };
    const answers = [
      await t.app.inject({ method: 'GET', url: '/readyz', headers: sent }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: sent }),
      await t.app.inject({ method: 'POST', url: `${BASE}/designs`, payload: { design: { name: 12 } }, headers: sent }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 400]);
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
    expect(new Set(ids).size).toBe(3);
  });

  // Last: a drained app stays drained.
  it('answers /readyz 503 while draining for shutdown, and keeps serving everything else', async () => {
    t.app.readiness.drain();
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: SHUTTING_DOWN, code: 'UNAVAILABLE' });
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/me' })).statusCode).toBe(200);
  });
});

describe('metrics and request ids with METRICS_TOKEN and a trusted proxy', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    });
    t = await createTestApp({ metricsToken: TOKEN, trustProxy: ['loopback'], logLevel: 'info', logStream: stream });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(200);
    return response.payload;
  };

  it('refuses /metrics without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${TOKEN}`, TOKEN]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: METRICS_TOKEN_NEEDED, code: 'NOT_SIGNED_IN' });
      expect(response.headers['x-request-id']).toEqual(expect.any(String));
    }
  });

  it('answers Prometheus text with the process metrics', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.payload).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(response.payload, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(response.payload, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(response.payload, 'eb_database_up')).toBe(1);
    if (t.engine === 'pglite') expect(sample(response.payload, 'eb_db_pool_connections')).toBe(1);
  });

  it('counts requests by route pattern, method and status, never by raw path', async () => {
    const client = await t.guest();
    const { design } = await createDesign(client);
    const route = { route: '/api/design-builder/designs/:designId', method: 'GET', status_code: '200' };
    const before = (await scrape()) as string;
    const count = (text: string) => sample(text, 'http_request_duration_seconds_count', route) ?? 0;
    await client.request('GET', `${BASE}/designs/${design.designId}`);
    await client.request('GET', `${BASE}/designs/${design.designId}`);
    await client.request('GET', '/api/no-such-route/for/metrics');
    const after = await scrape();
    expect(count(after) - count(before)).toBe(2);
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(count(after));
    expect(sample(after, 'http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(sample(after, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(design.designId);
    expect(after).not.toContain('for/metrics');
  });

  it('reads the outbox depth and the age of its oldest queued mail when scraped', async () => {
    expect(sample(await scrape(), 'eb_mail_outbox_queued')).toBe(0);
    const id = '00000000-0000-4000-8000-00000000a001';
    await sql`
      insert into mail_outbox (id, site_id, kind, to_address, subject, html, text_body, status, next_attempt_at, created_at)
      values (${id}, 3, 'test', 'ops@example.com', 'Queued', '<p>q</p>', 'q', 'queued', now() + interval '1 hour', now() - interval '1 hour')
    `.execute(t.db);
    try {
      const text = await scrape();
      expect(sample(text, 'eb_mail_outbox_queued')).toBe(1);
      expect(sample(text, 'eb_mail_outbox_oldest_queued_age_seconds')).toBeGreaterThanOrEqual(3600);
    } finally {
      await sql`delete from mail_outbox where id = ${id}`.execute(t.db);
    }
  });

  it('counts design change streams opened and closed, and gives a stream its id', async () => {
    const client = await t.guest();
    const { design } = await createDesign(client);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const opened = () => scrape().then((text) => sample(text, 'eb_change_streams_opened_total') ?? 0);
    const closed = () => scrape().then((text) => sample(text, 'eb_change_streams_closed_total') ?? 0);
    const before = { opened: await opened(), closed: await closed() };

    const abort = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}${BASE}/designs/${design.designId}/events`, {
      headers: { cookie: client.cookie },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('x-request-id')).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
    expect(await opened()).toBe(before.opened + 1);
    expect(sample(await scrape(), 'eb_change_streams_open')).toBe(before.opened - before.closed + 1);

    abort.abort();
    await vi.waitFor(async () => expect(await closed()).toBe(before.closed + 1), { timeout: scaled(3000) });
    expect(sample(await scrape(), 'eb_change_streams_open')).toBe(before.opened - before.closed);
  });

  it('echoes a short plain id from a trusted proxy and writes it in the request’s log line', async () => {
    const id = 'proxy-7f3a9c-Root=1-5759e988';
    const response = await t.app.inject({ method: 'GET', url: '/api/account/me?probe=trusted-id', headers: { 'x-request-id': id } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(id);
    await vi.waitFor(() => expect(lines.find((line) => String(line.url).includes('probe=trusted-id'))?.reqId).toBe(id), {
      timeout: scaled(3000),
    });
  });

  it.each([
    ['too long', 'x'.repeat(65)],
    ['with a space', 'two words'],
    ['with a control character', 'a\u0001b'],
    ['not ASCII', 'idé'],
  ])('replaces an id %s, even from a trusted proxy', async (_case, id) => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
    expect(response.headers['x-request-id']).not.toBe(id);
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
  });

  it('replaces the id of a caller that is no trusted proxy, and logs the id it answered', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-route?probe=untrusted-id',
      headers: { 'x-request-id': 'forged-by-the-caller' },
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(404);
    const answered = response.headers['x-request-id'];
    expect(answered).not.toBe('forged-by-the-caller');
    await vi.waitFor(() => expect(lines.find((line) => String(line.url).includes('probe=untrusted-id'))?.reqId).toBe(answered), {
      timeout: scaled(3000),
    });
  });
});

describe('request id generator', () => {
  const raw = (headers: Record<string, string>, remoteAddress: string) =>
    ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

  it('believes the header only from TRUST_PROXY’s addresses, ranges and named ranges', () => {
    const ids = requestIds(['10.0.0.0/8', '192.0.2.1', 'loopback', 'fd00::/8'], { noteArrival: false });
    const sent = { 'x-request-id': 'from-the-proxy' };
    for (const address of ['10.1.2.3', '192.0.2.1', '127.0.0.1', '::1', '::ffff:127.0.0.1', 'fd12::1']) {
      expect(ids(raw(sent, address)), address).toBe('from-the-proxy');
    }
    for (const address of ['11.0.0.1', '192.0.2.2', '203.0.113.7', 'fe80::1', '']) {
      expect(ids(raw(sent, address)), address).not.toBe('from-the-proxy');
    }
  });

  it('believes no one without TRUST_PROXY, and notes the arrival only when asked', () => {
    const quiet = requestIds([], { noteArrival: false });
    const noting = requestIds([], { noteArrival: true });
    const first = raw({ 'x-request-id': 'from-anyone' }, '127.0.0.1');
    const second = raw({}, '127.0.0.1');
    const [a, b] = [quiet(first), noting(second)];
    expect(a).not.toBe('from-anyone');
    expect(a.split('-').length).toBeGreaterThan(1);
    expect(quiet(first)).not.toBe(a);
    expect(notedArrival({ raw: first } as FastifyRequest)).toBeUndefined();
    expect(notedArrival({ raw: second } as FastifyRequest)).toBeGreaterThan(0);
    expect(b).not.toBe(a);
  });
});

describe('the duration histogram', () => {
  it('writes what prom-client’s own Histogram writes for the same observations', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const histogram = new RouteHistogram('d_seconds', 'Durations.');
    histogram.registerIn(ours);
    const reference = new Histogram({
      name: 'd_seconds',
      help: 'Durations.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [...DURATION_BUCKETS],
      registers: [theirs],
    });
    const seen: [string, string, number, number][] = [
      ['/a/:id', 'GET', 200, 0.0004],
      ['/a/:id', 'GET', 200, 0.001],
      ['/a/:id', 'GET', 200, 0.0031],
      ['/a/:id', 'GET', 404, 0.7],
      ['/b', 'POST', 201, 12],
      ['/a/:id', 'GET', 200, 0.25],
    ];
    for (const [route, method, status, seconds] of seen) {
      histogram.observe(route, method, status, seconds);
      reference.observe({ method, route, status_code: status }, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});

describe('the settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp', ...env });

  it('leaves /metrics off and shuts down at once unless told', () => {
    expect(load({})).toMatchObject({ metricsToken: undefined, shutdownDrainMs: 0 });
    expect(load({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(load({ METRICS_TOKEN: TOKEN, SHUTDOWN_DRAIN_MS: '15000' })).toMatchObject({ metricsToken: TOKEN, shutdownDrainMs: 15_000 });
  });

  it.each([
    [{ METRICS_TOKEN: 'too-short' }, /METRICS_TOKEN: METRICS_TOKEN must be at least 32 visible characters/],
    [{ METRICS_TOKEN: `${'x'.repeat(32)} y` }, /METRICS_TOKEN/],
    [{ SHUTDOWN_DRAIN_MS: 'soon' }, /SHUTDOWN_DRAIN_MS/],
    [{ SHUTDOWN_DRAIN_MS: '-1' }, /SHUTDOWN_DRAIN_MS/],
  ])('stops the server with a clear message for %j', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});
