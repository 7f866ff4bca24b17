import { cartSchema } from '@eb/domain/commerce';
import { apiFetch } from '../../lib/api-client.ts';
import { apiConfig } from '../../lib/config.ts';

/** The cart page's calls (ARCHITECTURE "Site API"): the caller's cart on this site, a line's quantity, a line's removal. */
const line = (lineId: string) => `${apiConfig.cartBase}/lines/${encodeURIComponent(lineId)}`;

/** A change of a line answers the cart as it now stands. */
export const cartApi = {
  get: (signal?: AbortSignal) => apiFetch(apiConfig.cartBase, { signal, answer: cartSchema }),
  setQuantity: (lineId: string, quantity: number) => apiFetch(line(lineId), { method: 'PATCH', body: { quantity }, answer: cartSchema }),
  remove: (lineId: string) => apiFetch(line(lineId), { method: 'DELETE', answer: cartSchema }),
};
