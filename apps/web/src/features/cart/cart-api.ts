import { cartEndpoints } from '@eb/domain/endpoints/commerce';
import { call } from '../../lib/api-client.ts';

// The cart page's calls (ARCHITECTURE "Site API"): the caller's cart on this site, a line's quantity, a line's removal.

/** A change of a line answers the cart as it now stands. */
export const cartApi = {
  get: (signal?: AbortSignal) => call(cartEndpoints.getCart, { signal }),
  setQuantity: (lineId: string, quantity: number) => call(cartEndpoints.changeLineQuantity, { params: { lineId }, body: { quantity } }),
  remove: (lineId: string) => call(cartEndpoints.removeCartLine, { params: { lineId } }),
};
