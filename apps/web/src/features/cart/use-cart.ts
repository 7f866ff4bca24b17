import type { Cart } from '@eb/domain/commerce';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isAbortError } from '../../lib/api-client.ts';
import { cartCountChanged } from '../../lib/cart-count.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { useAppDispatch } from '../../lib/hooks.ts';
import { globalErrorRaised } from '../../lib/ui-slice.ts';
import { cartApi } from './cart-api.ts';

export type CartState = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; cart: Cart };

/**
 * The cart as the page shows it: loaded once (again on retry), and changed by quantity steps and
 * removals. Quantities the shopper asks for show at once; each line sends one change at a time and
 * then the latest asked-for value, so quick steps end on the last one without piling up requests.
 */
export function useCart() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<CartState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [wanted, setWanted] = useState<Record<string, number>>({});
  const sending = useRef(new Set<string>());
  const latest = useRef<Record<string, number>>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reload trigger.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    cartApi
      .get(controller.signal)
      .then((cart) => setState({ status: 'ready', cart }))
      .catch((error: unknown) => {
        if (!isAbortError(error)) setState({ status: 'failed', message: userMessageOf(error) });
      });
    return () => controller.abort();
  }, [attempt]);

  // The header's cart link counts what the page shows.
  useEffect(() => {
    if (state.status === 'ready') cartCountChanged(state.cart.itemCount);
  }, [state]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const failed = useCallback(
    (error: unknown) => {
      dispatch(globalErrorRaised({ message: userMessageOf(error) }));
      // A line gone meanwhile (another tab): show the cart as the server has it.
      if (error instanceof ApiError && error.status === 404) retry();
    },
    [dispatch, retry],
  );

  const forget = (lineId: string) => {
    delete latest.current[lineId];
    setWanted((current) => {
      const { [lineId]: _, ...rest } = current;
      return rest;
    });
  };

  const send = async (lineId: string) => {
    sending.current.add(lineId);
    try {
      let sent: number | undefined;
      while (latest.current[lineId] !== undefined && latest.current[lineId] !== sent) {
        sent = latest.current[lineId];
        const cart = await cartApi.setQuantity(lineId, sent);
        setState({ status: 'ready', cart });
      }
      forget(lineId);
    } catch (error) {
      forget(lineId);
      failed(error);
    } finally {
      sending.current.delete(lineId);
    }
  };

  const setQuantity = (lineId: string, quantity: number) => {
    latest.current[lineId] = quantity;
    setWanted((current) => ({ ...current, [lineId]: quantity }));
    if (!sending.current.has(lineId)) void send(lineId);
  };

  /** Answers whether the line went. */
  const remove = async (lineId: string): Promise<boolean> => {
    try {
      const cart = await cartApi.remove(lineId);
      setState({ status: 'ready', cart });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  return { state, wanted, retry, setQuantity, remove };
}
