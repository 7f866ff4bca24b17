import { INTERNAL_USER_COOKIE, parseInternalUserCookie } from '@eb/domain/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

function setCookies(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)];
}

describe('sign-in and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs a shopper in with an httpOnly, signed session cookie', async () => {
    const client = await t.guest();
    const response = await client.request('POST', '/api/account/login', {
      body: { email: 'shopper@example.com', password: 'demo-password' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ role: 'consumer', email: 'shopper@example.com', repId: null });

    const session = setCookies(response.headers).find((cookie) => cookie.startsWith('eb_session='));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    // Signed: the value carries a signature after the last dot.
    expect(client.cookieValue('eb_session')).toMatch(/^[^.]+\.[^.]+$/);
    expect(client.cookieValue(INTERNAL_USER_COOKIE)).toBeUndefined();

    const me = await client.request('GET', '/api/account/me');
    expect(me.body.data).toMatchObject({ role: 'consumer', email: 'shopper@example.com' });
  });

  it('gives a rep the internalUser cookie with the employee id as its fifth part', async () => {
    const client = await t.guest();
    const response = await client.request('POST', '/api/account/login', {
      body: { email: 'rep@example.com', password: 'demo-password' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ role: 'rep', repId: 'R1001' });

    const raw = client.cookieValue(INTERNAL_USER_COOKIE);
    expect(raw).toBeDefined();
    expect(decodeURIComponent(raw ?? '').split(':')[4]).toBe('E1001');
    expect(parseInternalUserCookie(raw)).toMatchObject({ employeeId: 'E1001' });
  });

  it('accepts the email in any case', async () => {
    const client = await t.signIn('Shopper@Example.com');
    expect(client.me?.role).toBe('consumer');
  });

  it('refuses a wrong password with 401 and a message', async () => {
    const client = await t.guest();
    const response = await client.request('POST', '/api/account/login', {
      body: { email: 'shopper@example.com', password: 'not-the-password' },
    });
    expectErrorEnvelope(response, 401, 'INVALID_CREDENTIALS');
    expect(response.body.message).toBe('The email or password is incorrect.');
    const me = await client.request('GET', '/api/account/me');
    expect(me.body.data.role).toBe('guest');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const client = await t.guest();
    const response = await client.request('POST', '/api/account/login', {
      body: { email: 'nobody@example.com', password: 'demo-password' },
    });
    expectErrorEnvelope(response, 401, 'INVALID_CREDENTIALS');
    expect(response.body.message).toBe('The email or password is incorrect.');
  });

  it('signs out back to a guest and drops the rep cookie', async () => {
    const client = await t.signIn('rep@example.com');
    expect(client.cookieValue(INTERNAL_USER_COOKIE)).toBeDefined();
    const response = await client.request('POST', '/api/account/logout');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ role: 'guest', userId: null, repId: null });
    expect(client.cookieValue(INTERNAL_USER_COOKIE)).toBeUndefined();
    const me = await client.request('GET', '/api/account/me');
    expect(me.body.data.role).toBe('guest');
  });
});
