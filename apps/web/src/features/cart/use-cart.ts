import type { Cart } from '@eb/domain/commerce';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { useAppDispatch } from '../../lib/hooks.ts';
import { asApiError, cartReceived, useCartQuery } from '../../lib/server-api.ts';
import { globalErrorRaised } from '../../lib/ui-slice.ts';
import { cartApi } from './cart-api.ts';

export type CartState = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; cart: Cart };

/**
 * The cart as the page shows it: read fresh when the page opens (again on retry) through the
 * server-data layer, whose copy the header's count reads too, and changed by quantity steps and
 * removals, whose answers go back into that copy. Quantities the shopper asks for show at once; each
 * line sends one change at a time and then the latest asked-for value, so quick steps end on the last
 * one without piling up requests.
 */
export function useCart() {
  const dispatch = useAppDispatch();
  const query = useCartQuery(undefined, { refetchOnMountOrArgChange: true });
  const [wanted, setWanted] = useState<Record<string, number>>({});
  const sending = useRef(new Set<string>());
  const latest = useRef<Record<string, number>>({});

  // What the layer held before this page asked (the header's count) may predate what was just carted.
  const [openedAt] = useState(Date.now);
  const fresh = query.data !== undefined && (query.fulfilledTimeStamp ?? 0) >= openedAt;
  const state: CartState =
    fresh && query.data
      ? { status: 'ready', cart: query.data }
      : query.isError
        ? { status: 'failed', message: userMessageOf(asApiError(query.error)) }
        : { status: 'loading' };

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const received = useCallback((cart: Cart) => dispatch(cartReceived(cart)), [dispatch]);

  const failed = useCallback(
    (error: unknown) => {
      dispatch(globalErrorRaised({ message: userMessageOf(error) }));
      // A line gone meanwhile (another tab): show the cart as the server has it.
      if (error instanceof ApiError && error.status === 404) retry();
    },
    [dispatch, retry],
  );

  const forget = useCallback((lineId: string) => {
    delete latest.current[lineId];
    setWanted((current) => {
      const { [lineId]: _, ...rest } = current;
      return rest;
    });
  }, []);

  const send = useCallback(
    async (lineId: string) => {
      sending.current.add(lineId);
      try {
        let sent: number | undefined;
        while (latest.current[lineId] !== undefined && latest.current[lineId] !== sent) {
          sent = latest.current[lineId];
          received(await cartApi.setQuantity(lineId, sent));
        }
        forget(lineId);
      } catch (error) {
        forget(lineId);
        failed(error);
      } finally {
        sending.current.delete(lineId);
      }
    },
    [received, forget, failed],
  );

  // The same function on every render: the cart's rows are memoized (a hotel job's cart holds a thousand).
  const setQuantity = useCallback(
    (lineId: string, quantity: number) => {
      latest.current[lineId] = quantity;
      setWanted((current) => ({ ...current, [lineId]: quantity }));
      if (!sending.current.has(lineId)) void send(lineId);
    },
    [send],
  );

  /** Answers whether the line went. */
  const remove = async (lineId: string): Promise<boolean> => {
    try {
      received(await cartApi.remove(lineId));
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  return { state, wanted, retry, setQuantity, remove };
}
