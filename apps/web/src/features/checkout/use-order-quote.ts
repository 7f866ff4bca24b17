import type { Cart, OrderQuote } from '@eb/domain/commerce';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { userMessageOf } from '../../lib/error-message.ts';
import { asApiError } from '../../lib/server-api.ts';
import { useOrderQuoteQuery } from './checkout-api.ts';
import { placeOrderBody, type Shipping } from './checkout-rules.ts';

export const QUOTE_FAILED = 'We could not work out your order total. Please check your connection and try again.';

export type QuoteState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'done'; quote: OrderQuote };

/** The quote as the review shows it: loading while a read is on its way (never the figures before it). */
export function quoteState(
  asked: boolean,
  answer: { currentData?: OrderQuote | undefined; error?: unknown; isError: boolean; isFetching: boolean },
): QuoteState {
  if (!asked) return { status: 'none' };
  if (answer.isFetching) return { status: 'loading' };
  if (answer.isError) return { status: 'failed', message: userMessageOf(asApiError(answer.error)) ?? QUOTE_FAILED };
  return answer.currentData ? { status: 'done', quote: answer.currentData } : { status: 'loading' };
}

/**
 * The server's quote for the cart shipped as under review; none before the review. The order as it
 * would be charged, once the address is known (doc 001 §3, §4): the tax of the cart being bought,
 * worked out by the server as Place order works it out. Asked each time the review shows with a cart
 * read: a new review, a new address, and each read of the cart (the cart is none while it is read
 * again, so its answer is a new ask).
 */
export function useOrderQuote(cart: Cart | null, reviewing: Shipping | null): QuoteState {
  const asked = cart && reviewing ? placeOrderBody(reviewing) : skipToken;
  const answer = useOrderQuoteQuery(asked, { refetchOnMountOrArgChange: true });
  return quoteState(asked !== skipToken, answer);
}
