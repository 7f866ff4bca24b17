import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINCE_MESSAGE } from '../../src/modules/live/events-route.ts';
import { BASE, createDesign } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

describe('the change stream’s ?since= is a version or a 400, never read as 0', () => {
  let t: TestApp;
  let owner: Client;
  let designId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.guest();
    designId = (await createDesign(owner)).design.designId;
  });
  afterAll(() => t?.close());

  it.each(['%20', '', '%20%20%09', '-1', '1.5', '1e3', 'abc', '0x10'])('refuses since=%s', async (since) => {
    const response = await owner.request('GET', `${BASE}/designs/${designId}/events?since=${since}`);
    expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(response.body.details).toEqual([{ path: 'querystring.since', message: SINCE_MESSAGE }]);
  });

  it('follows from a version: one behind the design is told to reload', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const controller = new AbortController();
    try {
      const response = await fetch(`${origin}${BASE}/designs/${designId}/events?since=0`, {
        headers: { cookie: owner.cookie, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes('"type":"reload"')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      expect(text).toContain('"type":"reload"');
    } finally {
      controller.abort();
    }
  });
});
