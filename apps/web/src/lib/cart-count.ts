import { useCartQuery } from './server-api.ts';

/**
 * How many items the caller's cart holds, for the header's cart link: the cart the server-data
 * layer keeps, which the cart page and checkout change, so the count follows them. Null until known
 * (and when the site has no cart, or the cart cannot be read).
 */
export function useCartCount(enabled: boolean): number | null {
  const { data } = useCartQuery(undefined, { skip: !enabled });
  return enabled && data ? data.itemCount : null;
}
