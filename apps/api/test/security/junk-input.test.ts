import { pathOf } from '@eb/domain/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../contract/tables.ts';
import { type Client, createTestApp, type TestApp } from '../support.ts';

/** Bodies a careless or hostile caller sends instead of the contract's. */
const JUNK_BODIES = ['{}', '[]', '"text"', '42', 'null', '{"designId":{"$ne":1},"Name":["x"],"quantity":-1e309}'];
/** Path values that are no id of anything. */
const JUNK_PARAMS = ['x', '0', '%00', 'null', '..%2F..', 'a'.repeat(300)];

describe('bad input on every endpoint of the tables is a 4xx with a sentence, never a 5xx', () => {
  let t: TestApp;
  let guest: Client;
  let shopper: Client;
  beforeAll(async () => {
    t = await createTestApp();
    guest = await t.guest();
    shopper = await t.signIn('shopper@example.com');
  });
  afterAll(() => t?.close());

  it.each([
    ['a guest', () => guest],
    ['a signed-in shopper', () => shopper],
  ])('as %s', async (_who, caller) => {
    const failed: string[] = [];
    for (const [name, spec] of await allEndpoints()) {
      for (const [index, value] of JUNK_PARAMS.entries()) {
        const params = Object.fromEntries([...spec.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, key]) => [key, 'PLACEHOLDER']));
        const path = pathOf(spec, params).replaceAll('PLACEHOLDER', value);
        const bodies = spec.method === 'GET' ? [undefined] : [JUNK_BODIES[index % JUNK_BODIES.length]];
        for (const body of bodies) {
          const response = await caller().request(
            spec.method,
            `${path}?designId=${value}&siteCode=${value}`,
            body === undefined ? {} : { body },
          );
          const sentence = typeof response.body?.message === 'string' && response.body.message.length > 0;
          if (response.status >= 500 || (response.status >= 400 && !sentence))
            failed.push(`${name} ${path} ${body ?? ''}: ${response.status}`);
        }
      }
    }
    expect(failed).toEqual([]);
  });
});
