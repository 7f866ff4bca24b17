import type { Cart } from '@eb/domain/commerce';
import { userMessageOf } from '../../lib/error-message.ts';
import { asApiError } from '../../lib/server-api.ts';
import { useCheckoutCartQuery } from './checkout-api.ts';

export type CheckoutCartState = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; cart: Cart };

/** The page's cart: loading while a read is on its way (never the cart before it), then what it read. */
export function checkoutCartState(answer: {
  data?: Cart | undefined;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
}): CheckoutCartState {
  if (answer.isFetching) return { status: 'loading' };
  if (answer.isError) return { status: 'failed', message: userMessageOf(asApiError(answer.error)) };
  return answer.data ? { status: 'ready', cart: answer.data } : { status: 'loading' };
}

/** The cart being bought: read when checkout opens and again on each reload. */
export function useCheckoutCart() {
  const answer = useCheckoutCartQuery(undefined, { refetchOnMountOrArgChange: true });
  return { cartState: checkoutCartState(answer), reload: () => void answer.refetch() };
}
