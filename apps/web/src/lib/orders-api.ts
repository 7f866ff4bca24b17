import {
  type OrderQuoteBody,
  orderDesignResultSchema,
  orderQuoteSchema,
  orderSchema,
  type PaymentMethod,
  type PlaceOrderBody,
  payResultSchema,
} from '@eb/domain/commerce';
import { apiFetch } from './api-client.ts';
import { apiConfig } from './config.ts';

/**
 * The order calls (doc 001 §2, §4): place an order from the cart, pay it, read it by order number or
 * job uid, and (reps) start an auto-release design tied to it. Writes that must happen once carry an
 * Idempotency-Key: a retry with the same key replays the first answer.
 */
export const orderPath = (ref: string) => `${apiConfig.ordersBase}/${encodeURIComponent(ref)}`;
const once = (key: string) => ({ 'idempotency-key': key });

export const ordersApi = {
  get: (ref: string, signal?: AbortSignal) => apiFetch(orderPath(ref), { signal, answer: orderSchema }),
  /** What Place order would charge for the cart at this address: the review shows these figures. */
  quote: (body: OrderQuoteBody, signal?: AbortSignal) =>
    apiFetch(`${apiConfig.ordersBase}/quote`, { method: 'POST', body, signal, answer: orderQuoteSchema }),
  place: (body: PlaceOrderBody, idempotencyKey: string) =>
    apiFetch(apiConfig.ordersBase, { method: 'POST', body, headers: once(idempotencyKey), answer: orderSchema }),
  pay: (orderNumber: string, method: PaymentMethod, idempotencyKey: string) =>
    apiFetch(`${orderPath(orderNumber)}/pay`, {
      method: 'POST',
      body: { method },
      headers: once(idempotencyKey),
      answer: payResultSchema,
    }),
  /** Reps: a new auto-release design tied to the order, to add windows to it. */
  addDesign: (orderNumber: string) => apiFetch(`${orderPath(orderNumber)}/designs`, { method: 'POST', answer: orderDesignResultSchema }),
};

/** Router state the checkout leaves on its way to the order page: the order was just placed and paid. */
export interface OrderPageState {
  orderConfirmed?: boolean;
}
