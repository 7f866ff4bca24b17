import type { Address, Verification } from '@eb/domain/address';
import type { Cart } from '@eb/domain/commerce';
import { apiFetch } from '../../lib/api-client.ts';
import { apiConfig } from '../../lib/config.ts';

const VALIDATE_ADDRESS_PATH = '/api/customer/addressvalidation/v1/validate';

/** The checkout's reads: the cart and the address check (doc 001 §7). */
export const checkoutApi = {
  cart: (signal?: AbortSignal) => apiFetch<Cart>(apiConfig.cartBase, { signal }),
  validateAddress: (address: Address, signal?: AbortSignal) =>
    apiFetch<Verification>(VALIDATE_ADDRESS_PATH, {
      method: 'POST',
      body: { Line1: address.line1, Line2: address.line2, City: address.city, State: address.state, ZipCode: address.zipCode },
      signal,
    }),
};
