import type { Cart, OrderQuote } from '@eb/domain/commerce';
import { useEffect, useState } from 'react';
import { userMessageOf } from '../../lib/error-message.ts';
import { ordersApi } from '../../lib/orders-api.ts';
import { placeOrderBody, type Shipping } from './checkout-rules.ts';

export const QUOTE_FAILED = 'We could not work out your order total. Please check your connection and try again.';

export type QuoteState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'done'; quote: OrderQuote };

/** The server's quote for the cart shipped as under review; none before the review. */
export function useOrderQuote(cart: Cart | null, reviewing: Shipping | null): QuoteState {
  const [quote, setQuote] = useState<QuoteState>({ status: 'none' });

  // The order as it would be charged, once the address is known (doc 001 §3, §4): the tax of the
  // cart being bought, worked out by the server as Place order works it out.
  useEffect(() => {
    if (!cart || !reviewing) return;
    const controller = new AbortController();
    setQuote({ status: 'loading' });
    ordersApi
      .quote(placeOrderBody(reviewing), controller.signal)
      .then((answer) => setQuote({ status: 'done', quote: answer }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setQuote({ status: 'failed', message: userMessageOf(error) ?? QUOTE_FAILED });
      });
    return () => controller.abort();
  }, [cart, reviewing]);

  return quote;
}
