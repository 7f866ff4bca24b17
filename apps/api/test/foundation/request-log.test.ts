import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
