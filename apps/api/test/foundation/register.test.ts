import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

describe('register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const account = { email: 'new.shopper@example.com', password: 'a-long-password', name: 'New Shopper' };

  it('creates a shopper account and signs it in', async () => {
    const client = await t.guest();
    const response = await client.request('POST', '/api/account/register', { body: account });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ role: 'consumer', email: account.email, name: account.name });
    const me = await client.request('GET', '/api/account/me');
    expect(me.body.data.role).toBe('consumer');
  });

  it('answers 409 when the email is taken, in any case', async () => {
    const client = await t.guest();
    const response = await client.request('POST', '/api/account/register', { body: { ...account, email: account.email.toUpperCase() } });
    expectErrorEnvelope(response, 409, 'CONFLICT');
  });

  it('lets the new account sign in later', async () => {
    const client = await t.signIn(account.email, account.password);
    expect(client.me).toMatchObject({ role: 'consumer', email: account.email });
  });

  it('checks the body with the form sentences', async () => {
    const client = await t.guest();
    const response = await client.request('POST', '/api/account/register', {
      body: { email: 'x@example.com', password: 'short', name: '' },
    });
    expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    const messages = response.body.details.map((detail: { message: string }) => detail.message);
    expect(messages).toContain('Password must be at least 8 characters.');
    expect(messages).toContain('Please enter your name.');
  });
});
