import { randomUUID } from 'node:crypto';
import { pathOf } from '@eb/domain/endpoint';
import { TOO_DEEP_MESSAGE } from '@eb/domain/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../contract/tables.ts';
import { BASE, createDesign } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

/** `[[[…1…]]]`: 15 KB of JSON nested 7,700 levels, which overflowed the stack of the text check (a 500). */
const DEEP = `${'['.repeat(7_700)}1${']'.repeat(7_700)}`;

describe('a body nested thousands of levels deep is a 400 with a sentence, not a 500', () => {
  let t: TestApp;
  let guest: Client;
  let shopper: Client;
  let designId: string;
  beforeAll(async () => {
    t = await createTestApp();
    guest = await t.guest();
    shopper = await t.signIn('shopper@example.com');
    designId = (await createDesign(shopper)).design.designId;
  });
  afterAll(() => t?.close());

  const expectTooDeep = (response: Awaited<ReturnType<Client['request']>>, path: string) => {
    expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(response.body.message).toBe(TOO_DEEP_MESSAGE);
    expect(response.body.details).toEqual([{ path, message: TOO_DEEP_MESSAGE }]);
  };
  const wholeBody = `body${'.0'.repeat(64)}`;

  it.each([
    ['POST', '/api/account/register'],
    ['POST', '/api/account/login'],
    ['POST', `${BASE}/designs`],
    ['POST', '/api/analytics/events'],
    ['POST', '/api/configurations'],
  ])('as a guest: %s %s', async (method, url) => {
    expectTooDeep(await guest.request(method, url, { body: DEEP }), wholeBody);
  });

  it('signed in: the whole body, or deep inside it', async () => {
    expectTooDeep(await shopper.request('POST', `${BASE}/designs/${designId}/rename`, { body: DEEP }), wholeBody);
    expectTooDeep(await shopper.request('POST', `${BASE}/designs/${designId}/set-attribute`, { body: DEEP }), wholeBody);
    const inside = `{"design":{"designId":"${designId}","name":${DEEP}}}`;
    expectTooDeep(await shopper.request('POST', `${BASE}/designs`, { body: inside }), `body.design.name${'.0'.repeat(62)}`);
  });

  it('on every write of the endpoint tables, signed in', async () => {
    const writes = (await allEndpoints()).filter(([, spec]) => spec.method !== 'GET');
    expect(writes.length).toBeGreaterThan(60);
    const missed: string[] = [];
    for (const [name, spec] of writes) {
      // Whatever the path names: the body is refused before anything reads it.
      const params = Object.fromEntries([...spec.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, key]) => [key, randomUUID()]));
      const response = await shopper.request(spec.method, pathOf(spec, params), { body: DEEP });
      if (response.status !== 400 || response.body.message !== TOO_DEEP_MESSAGE) missed.push(`${name}: ${response.status}`);
    }
    expect(missed).toEqual([]);
  });

  it('the cart GraphQL endpoint too', async () => {
    const response = await guest.request('POST', '/api/cart/graphql', {
      body: `{"query":"{ cart { itemCount } }","variables":${DEEP}}`,
      headers: { host: 'site11.localhost' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: TOO_DEEP_MESSAGE });
  });
});
