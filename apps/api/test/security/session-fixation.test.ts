import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, createDesign, graphOf } from '../designs/helpers.ts';
import { createTestApp, type TestApp } from '../support.ts';

describe('signing in starts a new session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rename = (client: Awaited<ReturnType<TestApp['guest']>>, designId: string, Name: string, cookie?: string) =>
    client.request('POST', `${BASE}/designs/${designId}/rename`, { body: { Name }, headers: cookie ? { cookie } : {} });

  it("moves the guest's designs to the account, out of reach of the pre-sign-in cookie", async () => {
    const client = await t.guest();
    const made = await createDesign(client);
    const designId = made.design.designId;
    const guestCookie = client.cookie;

    const signedIn = await client.request('POST', '/api/account/login', {
      body: { email: 'shopper@example.com', password: 'demo-password' },
    });
    expect(signedIn.status).toBe(200);
    expect(client.cookie).not.toBe(guestCookie);

    expect((await rename(client, designId, 'Mine after sign-in')).status).toBe(200);
    const stale = await rename(client, designId, 'Planted', guestCookie);
    expect(stale.status).toBe(403);

    // Anything made after sign-in is out of its reach too.
    const later = await createDesign(client);
    expect((await rename(client, later.design.designId, 'Planted', guestCookie)).status).toBe(403);
  });

  it("moves the guest's job sessions too: the account may add designs to them, the old cookie may not", async () => {
    const client = await t.guest();
    const sessionId = randomUUID();
    const first = await createDesign(client);
    expect((await client.request('GET', `${BASE}/sessions/${sessionId}?designId=${first.design.designId}`)).status).toBe(200);
    const guestCookie = client.cookie;
    await client.request('POST', '/api/account/login', { body: { email: 'shopper@example.com', password: 'demo-password' } });

    const second = await createDesign(client);
    const attached = await client.request('GET', `${BASE}/sessions/${sessionId}?designId=${second.design.designId}`);
    expect(attached.status).toBe(200);
    expect(attached.body.data.designIds).toEqual([first.design.designId, second.design.designId]);

    const stranger = await t.guest();
    const planted = await createDesign(stranger);
    const refused = await client.request('GET', `${BASE}/sessions/${sessionId}?designId=${planted.design.designId}`, {
      headers: { cookie: guestCookie },
    });
    expect(refused.status).toBe(403);
  });

  it('keeps the moved designs with the account after signing out and in again elsewhere', async () => {
    const client = await t.guest();
    const made = await createDesign(client);
    await client.request('POST', '/api/account/register', {
      body: { email: 'fixation@example.com', password: 'a-long-password', name: 'Fixation Test' },
    });
    await client.request('POST', '/api/account/logout');
    const elsewhere = await t.signIn('fixation@example.com', 'a-long-password');
    const renamed = graphOf(await rename(elsewhere, made.design.designId, 'Still mine'));
    expect(renamed.design.name).toBe('Still mine');
  });

  it("does not hand one account's designs to the next account signing in on the same browser", async () => {
    const first = await t.signIn('shopper@example.com');
    const made = await createDesign(first);
    await first.request('POST', '/api/account/login', { body: { email: 'fixation@example.com', password: 'a-long-password' } });
    expect((await rename(first, made.design.designId, 'Taken')).status).toBe(403);
  });
});
