import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartAttempt } from './cart-attempt.ts';
import { sendCartGraphql } from './cart-graphql.ts';

const line = { productId: '1001', configurationGuid: '5a0c1a4e-8d2b-4f7a-9f55-0c3d2e1b4a69' };
const store = { storeId: 121, zipcode: '30339' };

function answering(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the cart GraphQL call (doc 001 §7)', () => {
  it('answers the cart id, item count and messages', async () => {
    answering({ data: { addToCart: { cartId: 'c1', itemCount: 2, messages: [] } } });
    await expect(sendCartGraphql([line], store, cartAttempt())).resolves.toEqual({ cartId: 'c1', itemCount: 2, messages: [] });
  });

  it('in development and tests, refuses an answer that breaks its contract, naming what is wrong', async () => {
    answering({ data: { addToCart: { cartId: 'c1', itemCount: '2', messages: [] } } });
    await expect(sendCartGraphql([line], store, cartAttempt())).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      message: expect.stringMatching(/does not follow its contract \(itemCount: /),
    });
  });
});
