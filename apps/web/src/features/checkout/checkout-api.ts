import { type Address, verificationSchema } from '@eb/domain/address';
import { cartSchema } from '@eb/domain/commerce';
import { apiFetch } from '../../lib/api-client.ts';
import { apiConfig } from '../../lib/config.ts';

const VALIDATE_ADDRESS_PATH = '/api/customer/addressvalidation/v1/validate';

/** The checkout's reads: the cart and the address check (doc 001 §7). */
export const checkoutApi = {
  cart: (signal?: AbortSignal) => apiFetch(apiConfig.cartBase, { signal, answer: cartSchema }),
  validateAddress: (address: Address, signal?: AbortSignal) =>
    apiFetch(VALIDATE_ADDRESS_PATH, {
      method: 'POST',
      answer: verificationSchema,
      body: { Line1: address.line1, Line2: address.line2, City: address.city, State: address.state, ZipCode: address.zipCode },
      signal,
    }),
};
