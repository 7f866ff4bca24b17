import { cartSchema } from '@eb/domain/commerce';
import { useEffect, useSyncExternalStore } from 'react';
import { apiFetch } from './api-client.ts';
import { apiConfig } from './config.ts';

/**
 * How many items the caller's cart holds, for the header's cart link: read once per page load, and
 * set again by the screens that change the cart (the cart page after each change). Null until known.
 */
let count: number | null = null;
let asked = false;
const listeners = new Set<() => void>();

export function cartCountChanged(value: number): void {
  if (value === count) return;
  count = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cart's item count; the first caller on a page asks the server (a failure leaves it unknown). */
export function useCartCount(enabled: boolean): number | null {
  const value = useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
  useEffect(() => {
    if (!enabled || asked) return;
    asked = true;
    apiFetch(apiConfig.cartBase, { answer: cartSchema }).then(
      (cart) => cartCountChanged(cart.itemCount),
      (error: unknown) => {
        asked = false;
        console.warn('The cart could not be read for the header.', error);
      },
    );
  }, [enabled]);
  return enabled ? value : null;
}
