import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

describe('login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 3 });
  });
  afterAll(() => t.close());

  it('answers 429 with the error envelope after too many attempts for one email', async () => {
    const client = await t.guest();
    const attempt = () =>
      client.request('POST', '/api/account/login', { body: { email: 'shopper@example.com', password: 'wrong-password' } });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expectErrorEnvelope(limited, 429, 'RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('still lets another email sign in', async () => {
    const client = await t.signIn('rep@example.com');
    expect(client.me?.role).toBe('rep');
  });
});
