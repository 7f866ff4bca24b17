import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

const wrong = (email: string) => ({ body: { email, password: 'not-the-password' } });

describe('sign-in limits when no proxy is trusted (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 3 });
  });
  afterAll(() => t.close());

  it('does not let a forged X-Forwarded-For reset the limit for one email', async () => {
    const client = await t.guest();
    for (let i = 0; i < 3; i += 1) {
      const attempt = await client.request('POST', '/api/account/login', {
        ...wrong('shopper@example.com'),
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      expect(attempt.status).toBe(401);
    }
    const limited = await client.request('POST', '/api/account/login', {
      ...wrong('shopper@example.com'),
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expectErrorEnvelope(limited, 429, 'RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits password spraying: one address trying many emails', async () => {
    const client = await t.guest();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await client.request('POST', '/api/account/login', wrong(`person${i}@example.com`))).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(12);
  });

  it('limits registration from one address, whatever X-Forwarded-For says', async () => {
    const client = await t.guest();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await client.request('POST', '/api/account/register', {
        body: { email: `new${i}@example.com`, password: 'a-long-password', name: 'New Shopper' },
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('sign-in limits behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 3, trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => t.close());

  it('still limits one email whatever address the proxy names', async () => {
    const client = await t.guest();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await client.request('POST', '/api/account/login', {
        ...wrong('rep@example.com'),
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('counts each client address the proxy names on its own', async () => {
    const client = await t.guest();
    // Twelve emails from twelve addresses: no address and no email goes over the limit.
    for (let i = 0; i < 12; i += 1) {
      const response = await client.request('POST', '/api/account/login', {
        ...wrong(`someone${i}@example.com`),
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      });
      expect(response.status).toBe(401);
    }
  });
});
