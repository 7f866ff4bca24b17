import { randomUUID } from 'node:crypto';
import { ADD_TO_CART_MUTATION, CART_GRAPHQL_ITEMS_MAX, NO_CART_STRATEGY } from '@eb/domain/commerce';
import { planCartBatches } from '@eb/domain/commerce-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED } from '../../src/http/idempotency.ts';
import { EXPERIENCE_REQUIRED } from '../../src/modules/commerce/cart-graphql.ts';
import { setAttribute } from '../installation/pricing-helpers.ts';
import { type Client, createTestApp, type TestApp, type TestResponse } from '../support.ts';
import { addToCartMutation, buy, buyableDesign, cartRequest, dataOf, graphql, newKey, readCart, SITE5, SITE11 } from './cart-helpers.ts';

/**
 * The cart GraphQL endpoint (doc 001 §7, §9; the retailer site 11): the addToCart mutation with the
 * cartRequest variables, the X-Experience-Name header, batches of five, a message per configuration
 * that cannot be added, and the app's protections (JSON only, no cross-site writes, clean text).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface BuyLine {
  productId: string;
  configurationGuid: string;
  price: number;
}

/** A guest with a design of `count` windows and its buy-design lines on site 11. */
async function buyer(count: number): Promise<{ client: Client; lines: BuyLine[]; itemIds: string[]; designId: string }> {
  const client = await t.guest();
  const design = await buyableDesign(client, count, { headers: SITE11 });
  return { client, lines: dataOf(await buy(client, design.designId, SITE11)).lines, itemIds: design.itemIds, designId: design.designId };
}

const answerOf = (response: TestResponse) => {
  if (response.status !== 200 || response.body.errors)
    throw new Error(`Expected an answer, got ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.addToCart;
};

/** A GraphQL error answer: the status, the first error's message and code, no data. */
function expectGraphqlError(response: TestResponse, status: number, code: string, message?: string) {
  const summary = `${response.status} ${JSON.stringify(response.body)}`;
  expect(response.status, summary).toBe(status);
  expect(response.body.errors?.[0]?.extensions?.code, summary).toBe(code);
  expect(typeof response.body.errors[0].message).toBe('string');
  if (message) expect(response.body.errors[0].message).toBe(message);
  expect(response.body.data ?? null).toBeNull();
}

describe('mutation addToCart', () => {
  it('adds the configurations at the stored prices and answers cartId, itemCount and no messages', async () => {
    const { client, lines } = await buyer(2);
    const answer = answerOf(await graphql(client, addToCartMutation(cartRequest(lines))));
    expect(answer).toEqual({ cartId: expect.any(String), itemCount: 2, messages: [] });
    const cart = dataOf(await readCart(client, SITE11));
    expect(cart.cartId).toBe(answer.cartId);
    expect(cart.lines.map((line: { unitPrice: number }) => line.unitPrice)).toEqual(lines.map((line) => line.price));
  });

  it("adds 12 configurations in 3 calls of at most 5 (each chunk sent reversed); the cart lists them in the design's order", async () => {
    const { client, lines } = await buyer(12);
    const batches = planCartBatches(lines, 5);
    expect(batches.map((batch) => batch.length)).toEqual([5, 5, 2]);
    const counts: number[] = [];
    for (const batch of batches) counts.push(answerOf(await graphql(client, addToCartMutation(cartRequest(batch)))).itemCount);
    expect(counts).toEqual([5, 10, 12]);
    const cart = dataOf(await readCart(client, SITE11));
    expect(batches.flat().map((line) => line.configurationGuid)).not.toEqual(lines.map((line) => line.configurationGuid));
    expect(cart.lines.map((line: { configurationGuid: string }) => line.configurationGuid)).toEqual(
      lines.map((line) => line.configurationGuid),
    );
  });

  it('takes our sku as the item id as well as the retailer’s product id', async () => {
    const { client, lines } = await buyer(1);
    const bySku = lines.map((line) => ({ ...line, productId: line.productId.replace(/^300/, '') }));
    expect(answerOf(await graphql(client, addToCartMutation(cartRequest(bySku)))).messages).toEqual([]);
  });

  it('answers a message per configuration that cannot be added, while the others are added', async () => {
    const { client, lines, itemIds, designId } = await buyer(4);
    dataOf(await setAttribute(client, designId, itemIds[1]!, 'purchaseOption', 'do-not-include', SITE11));
    const unknown = randomUUID();
    const request = cartRequest([...lines, { productId: lines[0]!.productId, configurationGuid: unknown }]);
    request.items[2]!.itemId = '300999999';
    request.items[3]!.quantity = 2;
    const answer = answerOf(await graphql(client, addToCartMutation(request)));
    expect(answer.itemCount).toBe(1);
    expect(answer.messages).toEqual([
      {
        type: 'error',
        messageCategoryType: 'Business',
        correlationId: lines[1]!.configurationGuid,
        correlationType: 'configId',
        shortDesc: 'Not added',
        longDesc: expect.stringMatching(/^Window .* is saved for later, so it is not added to the cart\.$/),
      },
      expect.objectContaining({
        correlationId: lines[2]!.configurationGuid,
        longDesc: `Item 300999999 is not the product of configuration ${lines[2]!.configurationGuid}.`,
      }),
      expect.objectContaining({ correlationId: lines[3]!.configurationGuid, longDesc: expect.stringContaining('send quantity 1') }),
      expect.objectContaining({ correlationId: unknown, shortDesc: 'Not found', longDesc: `We could not find configuration ${unknown}.` }),
    ]);
    const cart = dataOf(await readCart(client, SITE11));
    expect(cart.lines.map((line: { configurationGuid: string }) => line.configurationGuid)).toEqual([lines[0]!.configurationGuid]);
  });

  it('does not add a configuration twice when a batch is sent again without a key', async () => {
    const { client, lines } = await buyer(2);
    const first = answerOf(await graphql(client, addToCartMutation(cartRequest(lines))));
    const again = answerOf(await graphql(client, addToCartMutation(cartRequest(lines))));
    expect(again).toEqual(first);
  });

  it('requires the header X-Experience-Name: custom-measure-and-install', async () => {
    const { client, lines } = await buyer(1);
    for (const experience of [null, 'something-else']) {
      const response = await graphql(client, addToCartMutation(cartRequest(lines)), { experience });
      expectGraphqlError(response, 400, 'BAD_REQUEST', EXPERIENCE_REQUIRED);
    }
    expect(dataOf(await readCart(client, SITE11)).cartId).toBeNull();
  });

  it.each([
    ['site 3 (the estimate add-to-cart site)', { host: 'localhost' }],
    ['site 5 (no cart)', SITE5],
  ])("refuses %s with 'An add to cart strategy was not implemented for this site'", async (_site, headers) => {
    const { client, lines } = await buyer(1);
    const response = await graphql(client, addToCartMutation(cartRequest(lines)), { headers });
    expectGraphqlError(response, 409, 'CONFLICT', NO_CART_STRATEGY);
  });

  it('honours an Idempotency-Key: a retry replays the answer, another body with it is a 422, concurrent ones add once', async () => {
    const { client, lines } = await buyer(3);
    const key = newKey();
    const body = addToCartMutation(cartRequest(lines.slice(0, 2)));
    const answers = await Promise.all(Array.from({ length: 10 }, () => graphql(client, body, { key })));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answerOf(answers[0]!).itemCount).toBe(2);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    const reused = await graphql(client, addToCartMutation(cartRequest(lines)), { key });
    expectGraphqlError(reused, 422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED);
    expect(dataOf(await readCart(client, SITE11)).itemCount).toBe(2);
  });
});

describe('bad input is a clear GraphQL error, never a 500', () => {
  let client: Client;
  let lines: BuyLine[];
  beforeAll(async () => {
    ({ client, lines } = await buyer(1));
  });

  it.each([
    [
      'a quantity of the wrong type',
      (request: ReturnType<typeof cartRequest>) => ({ ...request, items: [{ ...request.items[0], quantity: 'one' }] }),
    ],
    ['a missing field', (request: ReturnType<typeof cartRequest>) => ({ ...request, localization: { store: '121' } })],
    ['no items at all', (request: ReturnType<typeof cartRequest>) => ({ ...request, items: undefined })],
    ['a list where an object goes', (request: ReturnType<typeof cartRequest>) => ({ ...request, localization: [] })],
  ])('%s', async (_case, change) => {
    const response = await graphql(client, addToCartMutation(change(cartRequest(lines))));
    expectGraphqlError(response, 400, 'VALIDATION_FAILED');
    expect(response.body.errors[0].message).toContain('$cartRequest');
  });

  it.each([
    ['an empty item list', (request: ReturnType<typeof cartRequest>) => ({ ...request, items: [] }), 'Please send at least one item.'],
    [
      'too many items',
      (request: ReturnType<typeof cartRequest>) => ({ ...request, items: Array(CART_GRAPHQL_ITEMS_MAX + 1).fill(request.items[0]) }),
      `Send at most ${CART_GRAPHQL_ITEMS_MAX} items per call.`,
    ],
    [
      'a zip code that is not one',
      (request: ReturnType<typeof cartRequest>) => ({ ...request, localization: { store: '121', zip: 'x' } }),
      'localization.zip must be a five-digit zip code.',
    ],
    [
      'a store that is not one of ours',
      (request: ReturnType<typeof cartRequest>) => ({ ...request, localization: { store: '9999', zip: '30339' } }),
      'localization.store 9999 is not one of our stores.',
    ],
    [
      'a store number larger than any',
      (request: ReturnType<typeof cartRequest>) => ({ ...request, localization: { store: '9999999999', zip: '30339' } }),
      'localization.store 9999999999 is not one of our stores.',
    ],
  ])('%s', async (_case, change, message) => {
    expectGraphqlError(await graphql(client, addToCartMutation(change(cartRequest(lines)))), 400, 'BAD_REQUEST', message);
  });

  it('a query that does not fit the schema, and a body that is not GraphQL', async () => {
    expectGraphqlError(await graphql(client, { query: 'mutation { addToCart { nothing } }' }), 400, 'VALIDATION_FAILED');
    expectGraphqlError(await graphql(client, { query: 'mutation {' }), 400, 'VALIDATION_FAILED');
    expectGraphqlError(await graphql(client, [addToCartMutation(cartRequest(lines))]), 400, 'VALIDATION_FAILED');
    const notJson = await client.request('POST', '/api/cart/graphql', {
      body: '{"query": ',
      headers: { ...SITE11, 'x-experience-name': 'custom-measure-and-install' },
    });
    expectGraphqlError(notJson, 400, 'BAD_REQUEST', 'The request body is not valid JSON.');
  });

  it('U+0000 in a string, in the variables or in the query itself', async () => {
    const request = cartRequest(lines);
    request.items[0]!.itemId = 'a\u0000b';
    const inVariables = await graphql(client, addToCartMutation(request));
    expectGraphqlError(inVariables, 400, 'VALIDATION_FAILED');
    expect(inVariables.body.code).toBe('VALIDATION_FAILED');
    const inQuery = await graphql(client, { query: ADD_TO_CART_MUTATION.replace('cartId', 'cartId\u0000') });
    expectGraphqlError(inQuery, 400, 'VALIDATION_FAILED');
    expect(dataOf(await readCart(client, SITE11)).cartId).toBeNull();
  });
});

describe('the endpoint keeps the app’s protections', () => {
  let client: Client;
  let lines: BuyLine[];
  beforeAll(async () => {
    ({ client, lines } = await buyer(1));
  });

  it('refuses a cross-site form post and a text/plain post (415), changing nothing', async () => {
    const mutation = encodeURIComponent(ADD_TO_CART_MUTATION);
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', `query=${mutation}`],
      ['text/plain', JSON.stringify(addToCartMutation(cartRequest(lines)))],
      ['application/graphql', ADD_TO_CART_MUTATION],
    ]) {
      const response = await client.request('POST', '/api/cart/graphql', {
        body,
        headers: { ...SITE11, 'content-type': type as string, 'x-experience-name': 'custom-measure-and-install' },
      });
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', errors: [{ extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] });
    }
    expect(dataOf(await readCart(client, SITE11)).cartId).toBeNull();
  });

  it('refuses JSON from another origin or marked cross-site by the browser (403)', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const response = await graphql(client, addToCartMutation(cartRequest(lines)), { headers });
      expectGraphqlError(response, 403, 'CROSS_SITE_REQUEST', 'Requests from another site cannot change data here.');
      expect(response.body.code).toBe('CROSS_SITE_REQUEST');
    }
    expect(dataOf(await readCart(client, SITE11)).cartId).toBeNull();
  });

  it('answers the cart query over GET but never runs the mutation over GET', async () => {
    const viaGet = await client.request('GET', `/api/cart/graphql?query=${encodeURIComponent('{ cart { cartId itemCount } }')}`, {
      headers: SITE11,
    });
    expect(viaGet.status).toBe(200);
    expect(viaGet.body.data.cart).toEqual({ cartId: null, itemCount: 0 });
    const variables = encodeURIComponent(JSON.stringify({ cartRequest: cartRequest(lines) }));
    const mutation = await client.request(
      'GET',
      `/api/cart/graphql?query=${encodeURIComponent(ADD_TO_CART_MUTATION)}&variables=${variables}`,
      { headers: { ...SITE11, 'x-experience-name': 'custom-measure-and-install' } },
    );
    expect(mutation.status).toBe(405);
    expect(dataOf(await readCart(client, SITE11)).cartId).toBeNull();
  });

  it('is listed with the cart calls on the OpenAPI page', async () => {
    const response = await client.request('GET', '/docs/json');
    expect(response.status).toBe(200);
    const document = response.body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/design-builder/estimates/{designId}/buy',
        '/estimatebuilder/addtocart',
        '/api/cart/v2/add-configurations',
        '/api/cart',
        '/api/cart/lines/{lineId}',
        '/api/cart/graphql',
      ]),
    );
    expect(document.paths['/api/cart/graphql']).toHaveProperty('post');
  });

  it('offers no GraphiQL', async () => {
    // Page paths answer the web app (when built), never GraphiQL's page or its code.
    expect(String((await client.request('GET', '/graphiql')).body)).not.toContain('graphiql/main.js');
    expect((await client.request('GET', '/graphiql/main.js')).status).toBe(404);
  });
});
