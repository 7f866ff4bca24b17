import type { CartGraphqlRequest } from '@eb/domain/commerce';
import { ADD_TO_CART_MUTATION, type BuyDesign, CARTING_FAILED, NO_CART_STRATEGY } from '@eb/domain/commerce';
import { getSite } from '@eb/domain/sites';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addConfigurationsToCart, addDesignToCart } from './cart.ts';
import { subscribe } from './event-bus.ts';

/** A request body as sent; GraphQL ones carry the cartRequest. */
type Sent = { variables: { cartRequest: CartGraphqlRequest } } & Record<string, unknown>;

const DESIGN = '55555555-5555-4555-8555-555555555555';
const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function buyDesign(siteId: number, count: number): BuyDesign {
  return {
    designId: DESIGN,
    designName: 'Living Room',
    siteId,
    lines: Array.from({ length: count }, (_, index) => ({
      itemId: guid(100 + index),
      configurationGuid: guid(index + 1),
      roomName: 'Room 1',
      windowName: `Window ${index + 1}`,
      productId: `P${index + 1}`,
      skuNumber: `533${index}`,
      productName: 'Larkspur Single Cell Light Filtering Shade',
      quantity: 1,
      price: 120,
      retail: 150,
      purchaseOption: 'product-only' as const,
    })),
  };
}

type Call = { url: string; method: string; headers: Record<string, string>; credentials: string | undefined; body: Sent; at: number };
type Answer = { status: number; body: unknown };

/** A fake fetch: answers by path, records every call with the fake clock's time. */
function serve(answers: Record<string, (body: Sent, call: number) => Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const path = new URL(url, 'http://x').pathname;
    const sameBefore = calls.filter((call) => new URL(call.url, 'http://x').pathname === path).length;
    calls.push({
      url,
      method: String(init.method ?? 'GET'),
      headers: init.headers as Record<string, string>,
      credentials: init.credentials,
      body,
      at: Date.now(),
    });
    const key = Object.keys(answers).find((candidate) => path === candidate);
    const answer = key ? answers[key]?.(body, sameBefore) : { status: 404, body: { message: 'Unknown.', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer?.body), { status: answer?.status ?? 404, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const buyPath = `/api/design-builder/estimates/${DESIGN}/buy`;
const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
const graphqlAnswer = (itemCount: number): Answer => ({
  status: 200,
  body: { data: { addToCart: { cartId: guid(999), itemCount, messages: [] } } },
});

let errors: ReturnType<typeof vi.spyOn>;
let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('addDesignToCart on site 3 (estimate add-to-cart)', () => {
  it('posts the buy-design result to /estimatebuilder/addtocart with an Idempotency-Key and answers the internal cart', async () => {
    const buy = buyDesign(3, 2);
    const calls = serve({
      [buyPath]: () => ok(buy),
      '/estimatebuilder/addtocart': () => ok({ cartId: guid(999), itemCount: 2, cartUrl: '/Ordering/Cart' }),
    });
    const events: string[] = [];
    const stop = subscribe((event) => events.push(event.name));
    const result = await addDesignToCart(DESIGN);
    stop();
    expect(result).toEqual({ cartUrl: '/Ordering/Cart', cartId: guid(999), itemCount: 2 });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([`GET ${buyPath}`, 'POST /estimatebuilder/addtocart']);
    expect(calls[1]?.body).toEqual({ designId: DESIGN, lines: buy.lines });
    expect(calls[1]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(events).toEqual(['cart.add']);
  });

  it("logs 'Carting an estimate failed' and rejects with the server's message; a retry reuses the key", async () => {
    const calls = serve({
      [buyPath]: () => ok(buyDesign(3, 1)),
      '/estimatebuilder/addtocart': (_body, call) =>
        call === 0
          ? { status: 409, body: { message: 'This design has been ordered.', code: 'CONFLICT' } }
          : ok({ cartId: guid(999), itemCount: 1, cartUrl: '/Ordering/Cart' }),
    });
    await expect(addDesignToCart(DESIGN)).rejects.toThrow('This design has been ordered.');
    expect(errors).toHaveBeenCalledWith(CARTING_FAILED, expect.anything());
    await addDesignToCart(DESIGN);
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.headers['idempotency-key']).toBe(posts[0]?.headers['idempotency-key']);
    // Once it succeeded, the next add is a new attempt with a new key.
    await addDesignToCart(DESIGN);
    expect(calls.filter((call) => call.method === 'POST')[2]?.headers['idempotency-key']).not.toBe(posts[0]?.headers['idempotency-key']);
  });

  it('a double click runs one flow', async () => {
    const calls = serve({
      [buyPath]: () => ok(buyDesign(3, 1)),
      '/estimatebuilder/addtocart': () => ok({ cartId: guid(999), itemCount: 1, cartUrl: '/Ordering/Cart' }),
    });
    const [first, second] = await Promise.all([addDesignToCart(DESIGN), addDesignToCart(DESIGN)]);
    expect(second).toEqual(first);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});

describe('addDesignToCart on site 11 (cart GraphQL in batches)', () => {
  it('sends 12 configurations as batches of 5, 5 and 2, each reversed, 1000 ms apart and none after the last', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const buy = buyDesign(11, 12);
    let sent = 0;
    const calls = serve({
      [buyPath]: () => ok(buy),
      '/api/cart/graphql': (body) => {
        sent += body.variables.cartRequest.items.length;
        return graphqlAnswer(sent);
      },
    });
    let settled: unknown = null;
    const flow = addDesignToCart(DESIGN).then((result) => {
      settled = result;
    });
    const posts = () => calls.filter((call) => call.url === '/api/cart/graphql');
    await vi.advanceTimersByTimeAsync(0);
    expect(posts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(posts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(posts()).toHaveLength(3);
    // No pause after the last batch: the flow ends without the clock moving again.
    await flow;
    expect(settled).toEqual({ cartUrl: '/cart', cartId: guid(999), itemCount: 12 });
    expect(posts().map((call) => call.at - (posts()[0]?.at ?? 0))).toEqual([0, 1000, 2000]);

    const configIds = posts().map((call) =>
      call.body.variables.cartRequest.items.map((item: { delivery: { configId: string }[] }) => item.delivery[0]?.configId),
    );
    expect(configIds).toEqual([[5, 4, 3, 2, 1].map(guid), [10, 9, 8, 7, 6].map(guid), [12, 11].map(guid)]);
  });

  it('sends the mutation with the variables of §7, the X-Experience-Name header and credentials', async () => {
    const calls = serve({ [buyPath]: () => ok(buyDesign(11, 1)), '/api/cart/graphql': () => graphqlAnswer(1) });
    await addDesignToCart(DESIGN, { sleep: async () => undefined });
    const post = calls.find((call) => call.url === '/api/cart/graphql');
    expect(post?.headers['X-Experience-Name']).toBe('custom-measure-and-install');
    expect(post?.credentials).toBe('include');
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.body).toEqual({
      query: ADD_TO_CART_MUTATION,
      variables: {
        cartRequest: {
          filterItem: true,
          localization: { store: '121', zip: '30339' },
          cartAttr: { essentialAccessories: true },
          items: [{ itemId: 'P1', quantity: 1, location: 'DirectShip', type: 'sth', delivery: [{ configId: guid(1), type: 'GCC' }] }],
        },
      },
    });
  });

  it("localises the cart to the shopper's store the server names; a failed store call keeps store 121 and warns", async () => {
    const storePath = '/api/design-builder/interconnected-quotes/storeInfo';
    const seattle = { storeId: 4702, storeFullName: 'Northgate Seattle WA', storeName: 'Northgate', zipcode: '98125' };
    const calls = serve({
      [buyPath]: () => ok(buyDesign(11, 1)),
      [storePath]: () => ok(seattle),
      '/api/cart/graphql': () => graphqlAnswer(1),
    });
    await addDesignToCart(DESIGN, { sleep: async () => undefined });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([`GET ${buyPath}`, `GET ${storePath}`, 'POST /api/cart/graphql']);
    expect(calls[2]?.body.variables.cartRequest.localization).toEqual({ store: '4702', zip: '98125' });
    expect(warnings).not.toHaveBeenCalled();

    const failing = serve({
      [buyPath]: () => ok(buyDesign(11, 1)),
      [storePath]: () => ({ status: 503, body: { message: 'Down.', code: 'UNAVAILABLE' } }),
      '/api/cart/graphql': () => graphqlAnswer(1),
    });
    await addDesignToCart(DESIGN, { sleep: async () => undefined });
    expect(failing.find((call) => call.method === 'POST')?.body.variables.cartRequest.localization).toEqual({ store: '121', zip: '30339' });
    expect(warnings).toHaveBeenCalledWith('The store could not be read; the cart uses the default store.', expect.anything());
  });

  it("uses the saved store when there is one, and the site's batch size when it is above 5", async () => {
    const calls = serve({ [buyPath]: () => ok(buyDesign(11, 8)), '/api/cart/graphql': () => graphqlAnswer(8) });
    const site = { ...getSite(11), cart: { batchSize: 7, calmMs: 1000 } };
    await addDesignToCart(DESIGN, { site, store: { storeId: 6621, zipcode: '30305' }, sleep: async () => undefined });
    const posts = calls.filter((call) => call.url === '/api/cart/graphql');
    expect(posts.map((call) => call.body.variables.cartRequest.items.length)).toEqual([7, 1]);
    expect(posts[0]?.body.variables.cartRequest.localization).toEqual({ store: '6621', zip: '30305' });
  });

  it('uses batches of at least 5 when the site is configured smaller', async () => {
    const calls = serve({ [buyPath]: () => ok(buyDesign(11, 6)), '/api/cart/graphql': () => graphqlAnswer(6) });
    const site = { ...getSite(11), cart: { batchSize: 2, calmMs: 1000 } };
    await addDesignToCart(DESIGN, { site, sleep: async () => undefined });
    expect(calls.filter((call) => call.url === '/api/cart/graphql').map((call) => call.body.variables.cartRequest.items.length)).toEqual([
      5, 1,
    ]);
  });

  it("stops at a batch the server refuses, with the server's message, and sends no more", async () => {
    const calls = serve({
      [buyPath]: () => ok(buyDesign(11, 12)),
      '/api/cart/graphql': (_body, call) =>
        call === 1
          ? {
              status: 200,
              body: { data: null, errors: [{ message: 'This configuration is no longer valid.', extensions: { code: 'CONFLICT' } }] },
            }
          : graphqlAnswer(5),
    });
    const failure = await addDesignToCart(DESIGN, { sleep: async () => undefined }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'This configuration is no longer valid.', status: 409 });
    expect(calls.filter((call) => call.url === '/api/cart/graphql')).toHaveLength(2);
    expect(errors).toHaveBeenCalledWith(CARTING_FAILED, expect.anything());
  });
});

describe('a batch the cart takes only in part', () => {
  it('fails with the words of the item it refused', async () => {
    serve({
      [buyPath]: () => ok(buyDesign(11, 2)),
      '/api/cart/graphql': () => ({
        status: 200,
        body: {
          data: {
            addToCart: {
              cartId: guid(999),
              itemCount: 1,
              messages: [
                {
                  type: 'error',
                  messageCategoryType: 'Business',
                  correlationId: guid(2),
                  correlationType: 'configId',
                  shortDesc: 'Not added',
                  longDesc: 'This product is discontinued.',
                },
              ],
            },
          },
        },
      }),
    });
    await expect(addDesignToCart(DESIGN, { sleep: async () => undefined })).rejects.toThrow('This product is discontinued.');
  });
});

describe('addDesignToCart on other sites', () => {
  it.each([1, 2, 5])('site %i: warns that no strategy exists and rejects, adding nothing', async (siteId) => {
    const calls = serve({ [buyPath]: () => ok(buyDesign(siteId, 1)) });
    await expect(addDesignToCart(DESIGN)).rejects.toThrow(NO_CART_STRATEGY);
    expect(warnings).toHaveBeenCalledWith(NO_CART_STRATEGY);
    expect(calls).toHaveLength(1);
  });
});

describe('addConfigurationsToCart', () => {
  it('posts the guids to /api/cart/v2/add-configurations, the same key for the same request of one attempt', async () => {
    const calls = serve({ '/api/cart/v2/add-configurations': () => ok({ cartId: guid(999), itemCount: 1, cartUrl: '/Ordering/Cart' }) });
    const { cartAttempt } = await import('./cart-attempt.ts');
    const attempt = cartAttempt();
    await addConfigurationsToCart([guid(7)], attempt);
    await addConfigurationsToCart([guid(7)], attempt);
    await addConfigurationsToCart([guid(8)], attempt);
    expect(calls.map((call) => call.body)).toEqual([
      { configurationGuids: [guid(7)] },
      { configurationGuids: [guid(7)] },
      { configurationGuids: [guid(8)] },
    ]);
    const keys = calls.map((call) => call.headers['idempotency-key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
