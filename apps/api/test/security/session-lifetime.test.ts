import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BASE, createDesign, repHeaders } from '../designs/helpers.ts';
import { createTestApp, type TestApp } from '../support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('sessions end on sign-out and after 30 days', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops a kept rep cookie from working once the rep signs out', async () => {
    const rep = await t.signIn('rep@example.com');
    const kept = rep.cookie;
    const design = await createDesign(rep, { design: {} }, repHeaders);

    expect((await rep.request('POST', '/api/account/logout')).status).toBe(200);

    const me = await rep.request('GET', '/api/account/me', { headers: { cookie: kept } });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ role: 'guest', userId: null, repId: null });

    // Rep-only and owner-only calls with the kept cookie are refused.
    const repOnly = await rep.request('GET', '/api/account/me', { headers: { cookie: kept, ...repHeaders } });
    expect(repOnly.status).toBe(403);
    const rename = await rep.request('POST', `${BASE}/designs/${design.design.designId}/rename`, {
      body: { Name: 'Still mine?' },
      headers: { cookie: kept },
    });
    expect(rename.status).toBe(403);
  });

  it('ends every earlier session of that user, on every device', async () => {
    const laptop = await t.signIn('shopper@example.com');
    const phone = await t.signIn('shopper@example.com');
    await laptop.request('POST', '/api/account/logout');
    const me = await phone.request('GET', '/api/account/me');
    expect(me.body.data.role).toBe('guest');
  });

  it('lets the user sign in again after signing out', async () => {
    const client = await t.signIn('shopper@example.com');
    await client.request('POST', '/api/account/logout');
    const again = await t.signIn('shopper@example.com');
    expect((await again.request('GET', '/api/account/me')).body.data.role).toBe('consumer');
  });

  it('keeps a session for 30 days and no longer, whatever the cookie says', async () => {
    const client = await t.signIn('shopper@example.com');
    const kept = client.cookie;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 29 * DAY_MS });
    expect((await client.request('GET', '/api/account/me', { headers: { cookie: kept } })).body.data.role).toBe('consumer');
    vi.setSystemTime(Date.now() + 2 * DAY_MS);
    const expired = await client.request('GET', '/api/account/me', { headers: { cookie: kept } });
    expect(expired.body.data).toMatchObject({ role: 'guest', userId: null });
  });
});
