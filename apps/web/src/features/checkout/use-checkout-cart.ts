import type { Cart } from '@eb/domain/commerce';
import { useEffect, useState } from 'react';
import { isAbortError } from '../../lib/api-client.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { checkoutApi } from './checkout-api.ts';

export type CheckoutCartState = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; cart: Cart };

/** The cart being bought: loaded when checkout opens and again on each reload. */
export function useCheckoutCart() {
  const [cartState, setCartState] = useState<CheckoutCartState>({ status: 'loading' });
  const [attempt, setAttemptCount] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reload trigger.
  useEffect(() => {
    const controller = new AbortController();
    setCartState({ status: 'loading' });
    checkoutApi
      .cart(controller.signal)
      .then((cart) => setCartState({ status: 'ready', cart }))
      .catch((error: unknown) => {
        if (!isAbortError(error)) setCartState({ status: 'failed', message: userMessageOf(error) });
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = () => setAttemptCount((count) => count + 1);

  return { cartState, reload };
}
