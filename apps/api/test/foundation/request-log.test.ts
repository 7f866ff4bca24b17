import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    lines.length = 0;
    const answer = await client.request('GET', '/api/account/me');
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    const requestLines = lines.filter((line) => line.msg === 'request completed' || line.req !== undefined || line.res !== undefined);
    expect(requestLines).toHaveLength(1);
    const [line] = requestLines as [Record<string, unknown> & { responseTime: number }];
    expect(line).toMatchObject({ msg: 'request completed', method: 'GET', url: '/api/account/me', statusCode: 200 });
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(line)).not.toContain(client.cookie.split(';')[0]?.split('=')[1] ?? 'no cookie');
  });
});
