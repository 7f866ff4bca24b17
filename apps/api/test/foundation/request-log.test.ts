import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scaled } from '../../../../scripts/time-scale.ts';
import { OwnRequestLines, RequestLogger, requestLineWriter } from '../../src/http/request-log.ts';
import { BASE, createDesign } from '../designs/helpers.ts';
import { createTestApp, type TestApp } from '../support.ts';

type Line = Record<string, unknown> & { responseTime: number };

/** A log stream for a test app, and the JSON lines written to it so far. */
function captured() {
  const lines: Line[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  return { lines, stream };
}

describe('request logging', () => {
  let t: TestApp;
  const { lines, stream } = captured();
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info', logStream: stream });
  });
  afterAll(() => t.close());

  const linesFor = (probe: string) => lines.filter((line) => String(line.url).includes(probe));
  /** Lines go out a batch at a time, at least once a second: a while for any late one (longer on a slow machine). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, scaled(1100)));

  it('writes one line per request with method, path, status and time, and never the session cookie', async () => {
    const client = await t.guest();
    const url = '/api/account/me?probe=request-log';
    const answer = await client.request('GET', url);
    expect(answer.status).toBe(200);
    await vi.waitFor(() => expect(linesFor('probe=request-log')).toHaveLength(1), { timeout: scaled(3000) });
    await settle();
    expect(linesFor('probe=request-log')).toHaveLength(1);
    const [line] = linesFor('probe=request-log') as [Line];
    expect(line).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', url, statusCode: 200, pid: process.pid });
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    expect(line.responseTime).toBeLessThan(10_000);
    // Milliseconds to the microsecond.
    expect(Math.round(line.responseTime * 1000) / 1000).toBe(line.responseTime);
    expect(line.reqId).toEqual(expect.any(String));
    expect(line.time).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(line)).not.toContain(client.cookie.split(';')[0]?.split('=')[1] ?? 'no cookie');
  });

  it('gives each request its own id', async () => {
    const client = await t.guest();
    await client.request('GET', '/api/account/me?probe=ids');
    await client.request('GET', '/api/account/me?probe=ids');
    await vi.waitFor(() => expect(linesFor('probe=ids')).toHaveLength(2), { timeout: scaled(3000) });
    const [first, second] = linesFor('probe=ids');
    expect(first?.reqId).not.toBe(second?.reqId);
  });

  it('logs refused and unknown requests with the status they were answered with', async () => {
    const client = await t.guest();
    const missing = await client.request('GET', '/api/no-such-route?probe=refused');
    expect(missing.status).toBe(404);
    const bad = await client.request('POST', `${BASE}/designs?probe=refused`, { body: { DesignName: 12 } });
    expect(bad.status).toBe(400);
    await vi.waitFor(() => expect(linesFor('probe=refused').map((line) => line.statusCode)).toEqual([404, 400]), { timeout: scaled(3000) });
  });

  it('writes a path a caller chose, a backslash included, as valid JSON', async () => {
    const client = await t.guest();
    const url = '/api/account/me?probe=quoted&q=%22%0A\\}';
    await client.request('GET', url);
    await vi.waitFor(() => expect(linesFor('probe=quoted')).toHaveLength(1), { timeout: scaled(3000) });
    expect(linesFor('probe=quoted')[0]?.url).toBe(url);
  });

  it("writes a line for a design's change stream when the stream ends", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const owner = await t.guest();
    const design = await createDesign(owner);
    const url = `${BASE}/designs/${design.design.designId}/events?probe=stream`;
    const controller = new AbortController();
    const response = await fetch(`${origin}${url}`, { headers: { cookie: owner.cookie }, signal: controller.signal });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    await reader?.read();
    await settle();
    // Open: no line yet.
    expect(linesFor('probe=stream')).toHaveLength(0);
    controller.abort();
    await vi.waitFor(() => expect(linesFor('probe=stream')).toHaveLength(1), { timeout: scaled(3000) });
    expect(linesFor('probe=stream')[0]).toMatchObject({ msg: 'request completed', method: 'GET', url, statusCode: 200 });
    expect(linesFor('probe=stream')[0]?.responseTime).toBeGreaterThanOrEqual(1000);
  });
});

describe('request logging above level info', () => {
  let t: TestApp;
  const { lines, stream } = captured();
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'warn', logStream: stream });
  });
  afterAll(() => t.close());

  it('writes no request lines, and still writes warnings', async () => {
    const client = await t.guest();
    expect((await client.request('GET', '/api/account/me?probe=quiet')).status).toBe(200);
    t.app.log.warn({ probe: 'warned' }, 'something to see');
    t.app.log.info({ probe: 'informed' }, 'nothing to see');
    await vi.waitFor(() => expect(lines.some((line) => line.probe === 'warned')).toBe(true), { timeout: scaled(3000) });
    expect(lines.filter((line) => String(line.url).includes('probe=quiet') || line.probe === 'informed')).toEqual([]);
  });
});

describe('the request line', () => {
  const arrived = () => new RequestLogger(pino({ enabled: false }), { reqId: 'req-7' }, performance.now() - 1.5);
  const request = (fields: Partial<FastifyRequest>) =>
    ({ id: 'req-7', method: 'POST', url: '/api/x', ip: '203.0.113.9', log: arrived(), ...fields }) as FastifyRequest;

  it("is the line pino's request logger would write, field for field", () => {
    let ours = '';
    requestLineWriter({ write: (chunk) => (ours = chunk) })(request({}), 201);
    let pinos = '';
    const logger = pino({ base: { pid: process.pid, hostname: hostname() } }, { write: (chunk: string) => (pinos = chunk) });
    const { time: _t, responseTime, ...rest } = JSON.parse(ours) as Line;
    logger
      .child({ reqId: 'req-7' })
      .info({ method: 'POST', url: '/api/x', statusCode: 201, responseTime, ip: '203.0.113.9' }, 'request completed');
    const { time: _p, ...expected } = JSON.parse(pinos) as Line;
    expect(ours.endsWith('}\n')).toBe(true);
    expect(Object.keys(JSON.parse(ours))).toEqual(Object.keys(JSON.parse(pinos)));
    expect({ ...rest, responseTime }).toEqual(expected);
    expect(responseTime).toBeGreaterThanOrEqual(1.5);
    expect(responseTime).toBeLessThan(1000);
  });

  it('writes every value a caller can choose as a JSON string', () => {
    let line = '';
    const write = requestLineWriter({ write: (chunk) => (line = chunk) });
    write(request({ id: 'a"b', url: '/api/x?"}\n\u0000', ip: '::ffff:"x"' }), 200);
    expect(line.split('\n')).toHaveLength(2);
    expect(JSON.parse(line)).toMatchObject({ reqId: 'a"b', url: '/api/x?"}\n\u0000', ip: '::ffff:"x"', statusCode: 200 });
  });
});

describe("a request's logger", () => {
  const parent = () => {
    const lines: Line[] = [];
    const logger = pino({ level: 'info', base: null, timestamp: false }, { write: (chunk: string) => lines.push(JSON.parse(chunk)) });
    return { lines, logger, child: vi.spyOn(logger, 'child') };
  };

  it("writes the app's lines with the request's id bound in", () => {
    const { lines, logger } = parent();
    const log = new RequestLogger(logger, { reqId: 'req-9' });
    log.error({ statusCode: 500 }, 'it broke');
    log.warn('careful');
    log.debug('not at this level');
    expect(lines).toEqual([
      { level: 50, reqId: 'req-9', statusCode: 500, msg: 'it broke' },
      { level: 40, reqId: 'req-9', msg: 'careful' },
    ]);
    expect(log.child({ step: 'pay' })).toBeDefined();
    log.child({ step: 'pay' }).info('paid');
    expect(lines.at(-1)).toEqual({ level: 30, reqId: 'req-9', step: 'pay', msg: 'paid' });
  });

  it("makes pino's child only when the request first logs, and once", () => {
    const { logger, child } = parent();
    const log = new RequestLogger(logger, { reqId: 'req-10' });
    expect(log.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
    log.info('one');
    log.info('two');
    expect(child).toHaveBeenCalledOnce();
  });

  it('takes a level of its own without changing the app logger', () => {
    const { lines, logger } = parent();
    const log = new RequestLogger(logger, { reqId: 'req-11' });
    log.level = 'debug';
    log.debug('now seen');
    logger.debug('not seen');
    expect(lines).toEqual([{ level: 20, reqId: 'req-11', msg: 'now seen' }]);
    expect(logger.level).toBe('info');
  });

  it('notes when its request arrived', () => {
    const before = performance.now();
    const log = new RequestLogger(parent().logger, { reqId: 'req-12' });
    expect(log.arrivedAt).toBeGreaterThanOrEqual(before);
    expect(log.arrivedAt).toBeLessThanOrEqual(performance.now());
  });
});

describe("Fastify's log controller without its request lines", () => {
  const exchange = () => {
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const request = { method: 'POST', url: '/api/x', ip: '203.0.113.9', log: logger } as unknown as FastifyRequest;
    const reply = { statusCode: 201, log: logger } as unknown as FastifyReply;
    return { logger, request, reply };
  };

  it('writes nothing when a request arrives or is answered (the line comes from our hooks)', () => {
    const { logger, request, reply } = exchange();
    const controller = new OwnRequestLines();
    controller.incomingRequest();
    controller.requestCompleted(null, request, reply);
    expect(logger.info).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('writes an error line, with the error, when the connection failed', () => {
    const { logger, request, reply } = exchange();
    const failure = new Error('socket hang up');
    new OwnRequestLines().requestCompleted(failure, request, reply);
    expect(logger.error).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ statusCode: 201, err: failure }), 'request errored');
  });

  it("keeps Fastify's other lines: a broken answer stream is still logged", () => {
    const { logger, request, reply } = exchange();
    new OwnRequestLines().streamError(new Error('disk gone'), request, reply);
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});
