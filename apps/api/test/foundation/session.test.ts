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
