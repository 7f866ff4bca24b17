import type { PaymentMethod } from '@eb/domain/commerce';

/** What a provider is asked to take. */
export interface PaymentRequest {
  orderNumber: string;
  amountCents: number;
  currency: 'USD';
  /**
   * Unique per payment attempt (the caller's Idempotency-Key and the order): a card processor gets it
   * as its own idempotency key, so a retry after our transaction rolled back never charges twice.
   */
  idempotencyKey: string;
}

/**
 * What the provider did: `captured` (money taken), `authorized` (promised, taken later: on delivery,
 * or captured when the order ships), or `failed` with the sentence to show.
 */
export type PaymentOutcome = { status: 'authorized' | 'captured'; reference: string | null } | { status: 'failed'; message: string };

/**
 * The place a card processor plugs in. A processor's provider turns a token made in the browser by the
 * processor's own fields (card data never reaches this server) into an authorization or a capture, and
 * is listed in `paymentProviders` under its method. None is reachable from here, so the one built-in
 * method is pay on delivery.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  pay(request: PaymentRequest): Promise<PaymentOutcome>;
}

/**
 * Pay on delivery: records that the order's amount is due when it is delivered. It takes no card data
 * and moves no money, so it is always `authorized` (promised) and never `captured`.
 */
export const payOnDelivery: PaymentProvider = {
  method: 'pay-on-delivery',
  pay: async () => ({ status: 'authorized', reference: null }),
};

export const paymentProviders: Readonly<Record<PaymentMethod, PaymentProvider>> = {
  'pay-on-delivery': payOnDelivery,
};
