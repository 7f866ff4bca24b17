import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_OPERATION } from '../../src/modules/commerce/cart-graphql.ts';
import {
  INTROSPECTION_OFF,
  OPERATION_NAME_NOT_TEXT,
  QUERY_ALIASES_MAX,
  QUERY_NOT_GRAPHQL,
  QUERY_NOT_TEXT,
  QUERY_TOO_LONG,
  TOO_DEEP,
  TOO_MANY_ALIASES,
  TOO_MANY_FIELDS,
  VARIABLES_NOT_OBJECT,
} from '../../src/modules/commerce/cart-graphql-limits.ts';
import { graphql, SITE11 } from '../commerce/cart-helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp, type TestResponse } from '../support.ts';

/** A refusal in the app's envelope (message, code) and GraphQL's (errors), with the sentence given. */
function expectRefused(response: TestResponse, message: string): void {
  expectErrorEnvelope(response, 400, 'BAD_REQUEST');
  expect(response.body.message).toBe(message);
  expect(response.body.errors).toEqual([{ message, extensions: { code: 'BAD_REQUEST' } }]);
}

const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: cart { itemCount }`).join(' ')} }`;

let t: TestApp;
let client: Client;
beforeAll(async () => {
  t = await createTestApp();
  client = await t.guest();
});
afterAll(() => t?.close());

describe('the cart GraphQL endpoint refuses a costly query before running it', () => {
  it('refuses 20,000 aliases (a 516 KiB body) at once, and /healthz answers meanwhile', async () => {
    const body = { query: aliases(20_000) };
    expect(JSON.stringify(body).length).toBeGreaterThan(500 * 1024);
    const started = performance.now();
    const refused = graphql(client, body).then((response) => ({ response, took: performance.now() - started }));
    const health = client.request('GET', '/healthz').then((response) => ({ response, took: performance.now() - started }));
    const [query, healthz] = await Promise.all([refused, health]);
    expectRefused(query.response, QUERY_TOO_LONG);
    expect(query.took).toBeLessThan(1000);
    expect(healthz.response.status).toBe(200);
    expect(healthz.took).toBeLessThan(1000);
  });

  it('refuses too many aliases, too many fields and too much depth within the length limit', async () => {
    expectRefused(await graphql(client, { query: aliases(QUERY_ALIASES_MAX + 1) }), TOO_MANY_ALIASES);
    // A fragment spread in a fragment spread: few characters, thousands of fields.
    const spreads = (name: string) => Array.from({ length: 20 }, () => `...${name}`).join(' ');
    const bomb = `{ cart { ...C } } fragment C on CartCount { ${spreads('B')} } fragment B on CartCount { ${spreads('A')} } fragment A on CartCount { itemCount cartId }`;
    expectRefused(await graphql(client, { query: bomb }), TOO_MANY_FIELDS);
    const deep = 'mutation { addToCart(cartRequest: {}) { messages { type } } }'.replace('type', 'a { b { c { d { e } } } }');
    expectRefused(await graphql(client, { query: deep }), TOO_DEEP);
  });

  it('still answers the cart query and a few aliases', async () => {
    const response = await graphql(client, { query: aliases(3) });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ a0: { itemCount: 0 }, a1: { itemCount: 0 }, a2: { itemCount: 0 } });
  });
});

describe('a request that is not a GraphQL request is a 400, never a 500', () => {
  it.each([
    [{ query: 42 }, QUERY_NOT_TEXT],
    [{ query: true }, QUERY_NOT_TEXT],
    [{ query: ' ' }, QUERY_NOT_TEXT],
    [{ query: 'true' }, QUERY_NOT_GRAPHQL],
    [{ query: '{}' }, QUERY_NOT_GRAPHQL],
    [{ query: '{ cart { itemCount } }', variables: 5 }, VARIABLES_NOT_OBJECT],
    [{ query: '{ cart { itemCount } }', variables: [] }, VARIABLES_NOT_OBJECT],
    [{ query: '{ cart { itemCount } }', operationName: 5 }, OPERATION_NAME_NOT_TEXT],
  ])('POST %j', async (body, message) => {
    expectRefused(await graphql(client, body), message);
  });

  it.each([
    ['query=1', QUERY_NOT_GRAPHQL],
    ['query={}', QUERY_NOT_GRAPHQL],
    ['query=', QUERY_NOT_TEXT],
    [`query=${encodeURIComponent('{ cart { itemCount } }')}&variables=5`, VARIABLES_NOT_OBJECT],
    [`query=${encodeURIComponent('{ cart { itemCount } }')}&variables=[]`, VARIABLES_NOT_OBJECT],
    [`query=${encodeURIComponent('{ cart { itemCount } }')}&operationName=other`, UNKNOWN_OPERATION],
    [`query=${encodeURIComponent('query a { cart { itemCount } } query b { cart { cartId } }')}`, UNKNOWN_OPERATION],
  ])('GET ?%s', async (query, message) => {
    expectRefused(await client.request('GET', `/api/cart/graphql?${query}`, { headers: SITE11 }), message);
  });

  it('still answers a GET with variables and an operation name', async () => {
    const query = encodeURIComponent('query count { cart { itemCount } }');
    const response = await client.request('GET', `/api/cart/graphql?query=${query}&variables={}&operationName=count`, { headers: SITE11 });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ cart: { itemCount: 0 } });
  });
});

describe('schema introspection', () => {
  it('works in development with a GraphQL tool’s full schema query', async () => {
    const development = await createTestApp({ env: 'development' });
    try {
      const response = await graphql(await development.guest(), { query: getIntrospectionQuery() });
      expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
      expect(response.body.data.__schema.mutationType).toMatchObject({ name: 'Mutation' });
    } finally {
      await development.close();
    }
  });

  it('is refused in production, while the cart query still answers', async () => {
    const production = await createTestApp({ env: 'production' });
    try {
      const visitor = await production.guest();
      expectRefused(await graphql(visitor, { query: getIntrospectionQuery() }), INTROSPECTION_OFF);
      expectRefused(await graphql(visitor, { query: '{ __type(name: "CartCount") { name } }' }), INTROSPECTION_OFF);
      const count = await graphql(visitor, { query: '{ cart { __typename itemCount } }' });
      expect(count.status).toBe(200);
      expect(count.body.data.cart).toEqual({ __typename: 'CartCount', itemCount: 0 });
    } finally {
      await production.close();
    }
  });
});
