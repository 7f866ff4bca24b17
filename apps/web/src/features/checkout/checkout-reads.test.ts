import type { Cart, OrderQuote, OrderQuoteBody } from '@eb/domain/commerce';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverApi } from '../../lib/server-api.ts';
import { checkoutQueries } from './checkout-api.ts';
import { checkoutCartState } from './use-checkout-cart.ts';
import { QUOTE_FAILED, quoteState } from './use-order-quote.ts';

const newStore = () =>
  configureStore({
    reducer: { [serverApi.reducerPath]: serverApi.reducer },
    middleware: (defaults) => defaults().concat(serverApi.middleware),
  });

const quote = (total: number): OrderQuote => ({
  lines: [{ lineId: '00000000-0000-4000-8000-000000000101', tax: 9 }],
  productTotal: 100,
  installationTotal: 0,
  retail: 120,
  savings: 20,
  shipping: 0,
  subtotal: 100,
  tax: total - 100,
  total,
});

const body: OrderQuoteBody = {
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '4045550123' },
  address: { line1: '2455 PACES FERRY RD SE', line2: null, city: 'ATLANTA', state: 'GA', zipCode: '30339' },
};

/** The quote endpoint answering `total` each time; what was asked, as 'METHOD path body'. */
function serveQuotes(total: number) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    asked.push(`${init.method} ${url} ${init.body}`);
    return new Response(JSON.stringify({ data: quote(total) }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

afterEach(() => vi.unstubAllGlobals());

describe("the review's quote", () => {
  it('asks the server what Place order would charge for the cart shipped to this address', async () => {
    const asked = serveQuotes(109);
    const store = newStore();
    const read = store.dispatch(checkoutQueries.endpoints.orderQuote.initiate(body));
    await read;
    expect(asked).toEqual([`POST /api/orders/quote ${JSON.stringify(body)}`]);
    expect(checkoutQueries.endpoints.orderQuote.select(body)(store.getState()).data?.total).toBe(109);
    read.unsubscribe();
  });

  it('is kept only while the review shows it: the next review asks again', async () => {
    const asked = serveQuotes(109);
    const store = newStore();
    const first = store.dispatch(checkoutQueries.endpoints.orderQuote.initiate(body));
    await first;
    first.unsubscribe();
    await tick();
    expect(checkoutQueries.endpoints.orderQuote.select(body)(store.getState()).isUninitialized).toBe(true);
    const second = store.dispatch(checkoutQueries.endpoints.orderQuote.initiate(body));
    await second;
    expect(asked).toHaveLength(2);
    second.unsubscribe();
  });

  it('shows none before the review, loading while a read is on its way (never the figures before it), then the quote', () => {
    expect(quoteState(false, { currentData: quote(109), isError: false, isFetching: false })).toEqual({ status: 'none' });
    expect(quoteState(true, { isError: false, isFetching: true })).toEqual({ status: 'loading' });
    expect(quoteState(true, { currentData: quote(109), isError: false, isFetching: true })).toEqual({ status: 'loading' });
    expect(quoteState(true, { currentData: quote(109), isError: false, isFetching: false })).toEqual({ status: 'done', quote: quote(109) });
  });

  it("says the server's own sentence for a refused quote, and the spec's sentence for anything else", () => {
    const refused = { status: 409, code: 'CONFLICT', message: 'A design in your cart changed. Please review your cart.' };
    expect(quoteState(true, { error: refused, isError: true, isFetching: false })).toEqual({ status: 'failed', message: refused.message });
    for (const error of [
      { status: 0, code: 'NETWORK_ERROR', message: 'We could not reach the server. Please check your connection and try again.' },
      { status: 503, code: 'UNAVAILABLE', message: 'The tax service is down.' },
    ])
      expect(quoteState(true, { error, isError: true, isFetching: false })).toEqual({ status: 'failed', message: QUOTE_FAILED });
  });
});

describe('the cart being bought', () => {
  const cart = (cartId: string) => ({ cartId, lines: [] }) as unknown as Cart;

  it('loads while a read is on its way, never showing the cart before it, then shows what it read', () => {
    expect(checkoutCartState({ isError: false, isFetching: true })).toEqual({ status: 'loading' });
    expect(checkoutCartState({ data: cart('held'), isError: false, isFetching: true })).toEqual({ status: 'loading' });
    expect(checkoutCartState({ data: cart('fresh'), isError: false, isFetching: false })).toEqual({ status: 'ready', cart: cart('fresh') });
  });

  it("fails with the server's sentence for a refused read, and with none for anything else", () => {
    const refused = { status: 403, code: 'FORBIDDEN', message: 'This cart is not yours.' };
    expect(checkoutCartState({ data: cart('held'), error: refused, isError: true, isFetching: false })).toEqual({
      status: 'failed',
      message: refused.message,
    });
    const down = { status: 0, code: 'NETWORK_ERROR', message: 'We could not reach the server.' };
    expect(checkoutCartState({ error: down, isError: true, isFetching: false })).toEqual({ status: 'failed', message: null });
  });
});
