import type { Address } from '@eb/domain/address';
import type { Shipping } from './checkout-rules.ts';

/** The step shown: the shipping form, the address check's question, or the review of the checked shipping. */
export type CheckoutView =
  | { step: 'shipping' }
  | { step: 'confirm'; kind: 'similar' | 'notFound'; entered: Address; suggested: Address; shipping: Shipping }
  | { step: 'review'; shipping: Shipping };
