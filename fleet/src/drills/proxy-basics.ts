/**
 * What deploy/nginx.conf promises besides balancing: HTTP/2 over TLS, text compressed, bodies over
 * the server's 1 MiB refused in the API's own envelope, and HTTP/1.1 clients told how long an idle
 * connection is kept (so they keep it, and its TLS session, instead of shaking hands again). (That the caller's scheme and host reach
 * the server is checked by the share links of the SMTP drill.)
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Fleet } from '../../../scripts/fleet-lib.ts';
import { BASE, Browser } from '../client.ts';

export async function proxyBasics(fleet: Fleet): Promise<void> {
  const browser = new Browser(fleet.url);
  try {
    const logStart = readFileSync(fleet.proxy.accessLog).length;
    const docs = await browser.request('GET', '/docs/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(docs.status).toBe(200);
    expect(docs.headers['content-encoding'], 'a large JSON answer is compressed').toBe('gzip');
    const logged = readFileSync(fleet.proxy.accessLog, 'utf8').slice(logStart);
    expect(logged, 'the request came over HTTP/2').toContain('"GET /docs/json HTTP/2.0"');

    const tooLarge = await browser.request('POST', `${BASE}/designs`, { body: { design: { name: 'x'.repeat(1024 * 1024) } } });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/\.$/) });
  } finally {
    await browser.close();
  }
  const http1 = new Browser(fleet.url, { h2: false });
  try {
    const alive = await http1.request('GET', '/healthz');
    expect(alive.status).toBe(200);
    expect(alive.headers['keep-alive'], 'an HTTP/1.1 answer names the idle time nginx keeps').toBe('timeout=70');
  } finally {
    await http1.close();
  }
}
