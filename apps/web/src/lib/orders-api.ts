import type { PaymentMethod, PlaceOrderBody } from '@eb/domain/commerce';
import { orderEndpoints } from '@eb/domain/endpoints/commerce';
import { call } from './api-client.ts';

/**
 * The order calls (doc 001 §2, §4): place an order from the cart, pay it, read it by order number or
 * job uid, and (reps) start an auto-release design tied to it. Writes that must happen once carry an
 * Idempotency-Key: a retry with the same key replays the first answer.
 */
const once = (key: string) => ({ 'idempotency-key': key });

export const ordersApi = {
  get: (ref: string, signal?: AbortSignal) => call(orderEndpoints.getOrder, { params: { ref }, signal }),
  /** What Place order would charge for the cart at this address: the review shows these figures. */
  place: (body: PlaceOrderBody, idempotencyKey: string) => call(orderEndpoints.placeOrder, { body, headers: once(idempotencyKey) }),
  pay: (orderNumber: string, method: PaymentMethod, idempotencyKey: string) =>
    call(orderEndpoints.payOrder, { params: { ref: orderNumber }, body: { method }, headers: once(idempotencyKey) }),
  /** Reps: a new auto-release design tied to the order, to add windows to it. */
  addDesign: (orderNumber: string) => call(orderEndpoints.addOrderDesign, { params: { ref: orderNumber } }),
};

/** Router state the checkout leaves on its way to the order page: the order was just placed and paid. */
export interface OrderPageState {
  orderConfirmed?: boolean;
}
