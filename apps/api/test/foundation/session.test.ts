import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

describe('session trust', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('treats a tampered session cookie as a guest', async () => {
    const client = await t.signIn('shopper@example.com');
    const signed = client.cookieValue('eb_session') ?? '';
    const signature = signed.slice(signed.lastIndexOf('.') + 1);
    const forged = Buffer.from(
      JSON.stringify({ sid: 'forged', uid: 'forged', role: 'rep', repId: 'R1001', email: 'rep@example.com', name: null, identityId: null }),
    ).toString('base64url');

    const response = await client.request('GET', '/api/account/me', { headers: { cookie: `eb_session=${forged}.${signature}` } });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ role: 'guest', userId: null, repId: null });
    // A fresh guest session replaces the bad one.
    expect(String(response.headers['set-cookie'])).toContain('eb_session=');
  });

  it('treats an unreadable Cookie header as a guest', async () => {
    const client = await t.guest();
    for (const cookie of ['eb_session=%E0%A4%A', 'eb_session', '=;;=eb_session=', 'eb_session="', `eb_session=${'a'.repeat(4000)}`]) {
      const response = await client.request('GET', '/api/account/me', { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ role: 'guest', userId: null });
    }
  });

  it('keeps a valid session across calls', async () => {
    const client = await t.signIn('shopper@example.com');
    const response = await client.request('GET', '/api/account/me');
    expect(response.body.data.role).toBe('consumer');
  });

  it('refuses x-repid from a guest', async () => {
    const client = await t.guest();
    const response = await client.request('GET', '/api/account/me', { headers: { 'x-repid': 'R1001' } });
    expectErrorEnvelope(response, 403, 'REP_ID_MISMATCH');
  });

  it('refuses x-repid from a shopper', async () => {
    const client = await t.signIn('shopper@example.com');
    const response = await client.request('GET', '/api/account/me', { headers: { 'x-repid': 'R1001' } });
    expectErrorEnvelope(response, 403, 'REP_ID_MISMATCH');
  });

  it("refuses a rep's call carrying another rep's id, on any API path", async () => {
    const client = await t.signIn('rep@example.com');
    for (const url of ['/api/account/me', '/healthz']) {
      const response = await client.request('GET', url, { headers: { 'x-repid': 'R9999' } });
      expectErrorEnvelope(response, 403, 'REP_ID_MISMATCH');
    }
  });

  it("lets a rep's call through when x-repid matches", async () => {
    const client = await t.signIn('rep@example.com');
    const response = await client.request('GET', '/api/account/me', { headers: { 'x-repid': 'R1001' } });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ role: 'rep', repId: 'R1001' });
  });
});

// A connection remembers the Cookie header it last read (http/identity.ts): each request must still be
// whoever its own cookie says, on one kept-alive connection as on many.
describe('one kept-alive connection', () => {
  let t: TestApp;
  let origin: string;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    agent.destroy();
    await t.close();
  });

  const me = (cookie: string | undefined) =>
    new Promise<{ role: string; email: string | null; reused: boolean }>((resolve, reject) => {
      const sent = httpRequest(`${origin}/api/account/me`, { agent, headers: cookie ? { cookie } : {} }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const { role, email } = (JSON.parse(text) as { data: { role: string; email: string | null } }).data;
          resolve({ role, email, reused: sent.reusedSocket });
        });
      });
      sent.on('error', reject);
      sent.end();
    });

  it("answers each request as its own cookie says: another user's, a forged one, none, then the first again", async () => {
    const shopper = await t.signIn('shopper@example.com');
    const rep = await t.signIn('rep@example.com');
    const signed = shopper.cookieValue('eb_session') ?? '';
    const forged = `eb_session=${signed.slice(0, -4)}AAAA`;

    expect(await me(shopper.cookie)).toMatchObject({ role: 'consumer', email: 'shopper@example.com' });
    const answers = [await me(rep.cookie), await me(forged), await me(undefined), await me(shopper.cookie), await me(shopper.cookie)];
    expect(answers).toEqual([
      { role: 'rep', email: 'rep@example.com', reused: true },
      { role: 'guest', email: null, reused: true },
      { role: 'guest', email: null, reused: true },
      { role: 'consumer', email: 'shopper@example.com', reused: true },
      { role: 'consumer', email: 'shopper@example.com', reused: true },
    ]);
  });

  it('a session signed out elsewhere is a guest on a connection that read it before', async () => {
    const shopper = await t.signIn('shopper@example.com');
    expect(await me(shopper.cookie)).toMatchObject({ role: 'consumer' });
    const other = await t.signIn('shopper@example.com');
    expect((await other.request('POST', '/api/account/logout')).status).toBe(200);
    expect(await me(shopper.cookie)).toMatchObject({ role: 'guest', reused: true });
  });
});
