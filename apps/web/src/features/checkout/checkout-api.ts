import type { Address, Verification } from '@eb/domain/address';
import type { Cart, TaxRequest, TaxResponse } from '@eb/domain/commerce';
import { apiFetch } from '../../lib/api-client.ts';
import { apiConfig } from '../../lib/config.ts';

const VALIDATE_ADDRESS_PATH = '/api/customer/addressvalidation/v1/validate';

/** The checkout's reads: the cart, the address check (doc 001 §7) and the tax of one design (doc 001 §3). */
export const checkoutApi = {
  cart: (signal?: AbortSignal) => apiFetch<Cart>(apiConfig.cartBase, { signal }),
  validateAddress: (address: Address, signal?: AbortSignal) =>
    apiFetch<Verification>(VALIDATE_ADDRESS_PATH, {
      method: 'POST',
      body: { Line1: address.line1, Line2: address.line2, City: address.city, State: address.state, ZipCode: address.zipCode },
      signal,
    }),
  tax: (request: TaxRequest, signal?: AbortSignal) =>
    apiFetch<TaxResponse>(`${apiConfig.estimatesBase}/tax`, { method: 'POST', body: request, signal }),
};

/** A design's tax (doc 001 §4, §8): the amount, or null when the call failed or said so (tax 0, 'To Be Calculated'). */
export async function taxOf(request: TaxRequest, signal?: AbortSignal): Promise<number | null> {
  try {
    const answer = await checkoutApi.tax(request, signal);
    return answer.WasTaxSuccessful ? answer.TaxAmount : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
