import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OneLinePerRequest } from '../../src/http/request-log.ts';
import { createTestApp, type TestApp } from '../support.ts';

describe('request logging', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    });
    t = await createTestApp({ logLevel: 'info', logStream: stream });
  });
  afterAll(() => t.close());

  it('writes one line per request with method, path, status and time, and never the session cookie', async () => {
    const client = await t.guest();
    const url = '/api/account/me?probe=request-log';
    const answer = await client.request('GET', url);
    expect(answer.status).toBe(200);
    // Lines go out a batch at a time, at least once a second.
    const requestLines = () => lines.filter((line) => JSON.stringify(line).includes('probe=request-log'));
    await vi.waitFor(() => expect(requestLines()).toHaveLength(1), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(requestLines()).toHaveLength(1);
    const [line] = requestLines() as [Record<string, unknown> & { responseTime: number }];
    expect(line).toMatchObject({ msg: 'request completed', method: 'GET', url, statusCode: 200 });
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    // Milliseconds to the microsecond.
    expect(Math.round(line.responseTime * 1000) / 1000).toBe(line.responseTime);
    expect(line.reqId).toEqual(expect.any(String));
    expect(JSON.stringify(line)).not.toContain(client.cookie.split(';')[0]?.split('=')[1] ?? 'no cookie');
  });
});

describe('the request line from the log controller', () => {
  const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
  const exchange = () => {
    const logger = log();
    const request = { method: 'POST', url: '/api/x', ip: '203.0.113.9', log: logger } as unknown as FastifyRequest;
    const reply = { statusCode: 201, elapsedTime: 1.23456789, log: logger } as unknown as FastifyReply;
    return { logger, request, reply };
  };

  it('writes nothing when a request arrives, and one info line when it is answered', () => {
    const { logger, request, reply } = exchange();
    const controller = new OneLinePerRequest();
    controller.incomingRequest();
    expect(logger.info).not.toHaveBeenCalled();
    controller.requestCompleted(null, request, reply);
    expect(logger.info).toHaveBeenCalledExactlyOnceWith(
      { method: 'POST', url: '/api/x', statusCode: 201, responseTime: 1.235, ip: '203.0.113.9' },
      'request completed',
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('writes an error line, with the error, when the connection failed', () => {
    const { logger, request, reply } = exchange();
    const failure = new Error('socket hang up');
    new OneLinePerRequest().requestCompleted(failure, request, reply);
    expect(logger.error).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ statusCode: 201, err: failure }), 'request errored');
    expect(logger.info).not.toHaveBeenCalled();
  });

  it("keeps Fastify's other lines: a broken answer stream is still logged", () => {
    const { logger, request, reply } = exchange();
    new OneLinePerRequest().streamError(new Error('disk gone'), request, reply);
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});
