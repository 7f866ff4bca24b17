import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE } from '../designs/helpers.ts';
import { createTestApp, type TestApp } from '../support.ts';

describe('no JSON answer can be framed (OWASP’s REST headers): X-Frame-Options: DENY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('on answers, failures, refusals before any route and the cart GraphQL endpoint', async () => {
    const client = await t.guest();
    const answers = [
      await client.request('GET', '/api/account/me'),
      await client.request('GET', '/healthz'),
      await client.request('GET', `${BASE}/designs/00000000-0000-4000-8000-000000000000`),
      await client.request('GET', '/api/no-such-thing'),
      await client.request('POST', '/api/account/login', { body: '{"email":' }),
      await client.request('GET', `/api/cart/graphql?query=${encodeURIComponent('{ cart { itemCount } }')}`, {
        headers: { host: 'site11.localhost' },
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 404, 400, 200]);
    for (const answer of answers) {
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });
});
