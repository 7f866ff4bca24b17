import { type Cart, cartSchema } from '@eb/domain/commerce';
import { apiFetch } from '../../lib/api-client.ts';
import { apiConfig } from '../../lib/config.ts';

/** The cart page's calls (ARCHITECTURE "Site API"): the caller's cart on this site, a line's quantity, a line's removal. */
const line = (lineId: string) => `${apiConfig.cartBase}/lines/${encodeURIComponent(lineId)}`;

/** Answers that are the cart as it now stands; anything else (an empty 204) means: read it again. */
const isCart = (value: unknown): value is Cart => typeof value === 'object' && value !== null && Array.isArray((value as Cart).lines);

async function cartAfter(write: Promise<unknown>): Promise<Cart> {
  const answer = await write;
  return isCart(answer) ? answer : cartApi.get();
}

export const cartApi = {
  get: (signal?: AbortSignal) => apiFetch(apiConfig.cartBase, { signal, answer: cartSchema }),
  setQuantity: (lineId: string, quantity: number) => cartAfter(apiFetch<unknown>(line(lineId), { method: 'PATCH', body: { quantity } })),
  remove: (lineId: string) => cartAfter(apiFetch<unknown>(line(lineId), { method: 'DELETE' })),
};
