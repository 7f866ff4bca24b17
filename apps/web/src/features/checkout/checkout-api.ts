import type { Address } from '@eb/domain/address';
import type { Cart, OrderQuote, OrderQuoteBody } from '@eb/domain/commerce';
import { cartEndpoints, orderEndpoints } from '@eb/domain/endpoints/commerce';
import { addressEndpoints } from '@eb/domain/endpoints/installation';
import { call } from '../../lib/api-client.ts';
import { ask, serverApi } from '../../lib/server-api.ts';

/**
 * Checkout's reads, kept by the server-data layer.
 * - The cart being bought: its own copy, read when checkout opens and on each reload, so a read of the
 *   header's cart (Place order empties it) never changes the cart under review.
 * - The review's quote: what Place order would charge for the cart shipped to this address (doc 001
 *   §3, §4), keyed by what is sent. A quote is of the moment it was asked, so it is kept only while the
 *   review shows it: the next review asks again.
 */
export const checkoutQueries = serverApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutCart: build.query<Cart, void>({
      query: () => ask(cartEndpoints.getCart),
      keepUnusedDataFor: 0,
    }),
    orderQuote: build.query<OrderQuote, OrderQuoteBody>({
      query: (body) => ask(orderEndpoints.quoteOrder, { body }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCheckoutCartQuery, useOrderQuoteQuery } = checkoutQueries;

/**
 * The address check of Continue (doc 001 §7): asked once per click, inside the step's flow (its answer
 * decides where the page goes next), so a plain call.
 */
export const checkoutApi = {
  validateAddress: (address: Address, signal?: AbortSignal) =>
    call(addressEndpoints.validateAddress, {
      body: { Line1: address.line1, Line2: address.line2, City: address.city, State: address.state, ZipCode: address.zipCode },
      signal,
    }),
};
