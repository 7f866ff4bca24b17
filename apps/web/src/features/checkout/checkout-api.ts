import type { Address } from '@eb/domain/address';
import { cartEndpoints } from '@eb/domain/endpoints/commerce';
import { addressEndpoints } from '@eb/domain/endpoints/installation';
import { call } from '../../lib/api-client.ts';

/** The checkout's reads: the cart and the address check (doc 001 §7). */
export const checkoutApi = {
  cart: (signal?: AbortSignal) => call(cartEndpoints.getCart, { signal }),
  validateAddress: (address: Address, signal?: AbortSignal) =>
    call(addressEndpoints.validateAddress, {
      body: { Line1: address.line1, Line2: address.line2, City: address.city, State: address.state, ZipCode: address.zipCode },
      signal,
    }),
};
