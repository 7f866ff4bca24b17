import { type Cart, type Order, postPaymentRedirect } from '@eb/domain/commerce';
import { quoteId } from '@eb/domain/commerce-rules';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { useAppDispatch } from '../../lib/hooks.ts';
import { type OrderPageState, ordersApi } from '../../lib/orders-api.ts';
import { cartChanged } from '../../lib/server-api.ts';
import { useSite } from '../../lib/site-context.ts';
import { clearCheckoutDraft } from './checkout-draft.ts';
import { attemptSignature, type OrderAttempt, orderAttempt, placeOrderBody, redirectTarget, type Shipping } from './checkout-rules.ts';
import type { QuoteState } from './use-order-quote.ts';

export const PLACE_FAILED = 'We could not place your order. Please check your connection and try again.';
const payFailed = (order: Order) =>
  `Your order ${quoteId(order.orderNumber)} was placed, but we could not record how it will be paid. Please try again.`;

/**
 * Place order: places the reviewed order once and pays it on delivery, then opens its order page.
 * `onCartChanged` reloads the cart when the server finds it changed since the review.
 */
export function usePlaceOrder(onCartChanged: () => void) {
  const site = useSite();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [placing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const attemptRef = useRef<OrderAttempt | null>(null);
  const busyRef = useRef(false);

  async function placeOrder(cart: Cart | null, reviewing: Shipping | null, quote: QuoteState) {
    if (!cart || !reviewing || quote.status !== 'done' || busyRef.current) return;
    busyRef.current = true;
    setPlacing(true);
    setPlaceError(null);
    const reviewedTotal = quote.quote.total;
    // Keys per attempt: a double click, a retry or a lost answer places and pays one order.
    attemptRef.current = orderAttempt(attemptRef.current, attemptSignature(cart, reviewing, reviewedTotal));
    const keys = attemptRef.current;
    let order = placed;
    let done = false;
    try {
      if (!order) {
        try {
          order = await ordersApi.place(placeOrderBody(reviewing, reviewedTotal), keys.placeKey);
        } catch (error) {
          // The cart changed since the review (another tab, a price): show the new figures before any charge.
          if (error instanceof ApiError && error.code === 'CONFLICT') onCartChanged();
          throw error;
        }
        setPlaced(order);
      }
      const paid = await ordersApi.pay(order.orderNumber, 'pay-on-delivery', keys.payKey);
      // The order took the cart's lines: the header's cart link has nothing left to count.
      dispatch(cartChanged());
      clearCheckoutDraft();
      const fallback = postPaymentRedirect(site.id, paid.order.orderNumber);
      // The order page opens with its thank-you (router state: a link to the page shows the order alone).
      const confirmed: OrderPageState = { orderConfirmed: true };
      done = true;
      navigate(redirectTarget(paid.redirectUrl, fallback, window.location.origin), { state: confirmed });
    } catch (error) {
      setPlaceError(order ? payFailed(order) : (userMessageOf(error) ?? PLACE_FAILED));
    } finally {
      // Once paid the page is leaving: a click that lands before it has gone (the second of a double
      // click on a slow machine) stays ignored rather than paying again.
      if (!done) {
        busyRef.current = false;
        setPlacing(false);
      }
    }
  }

  return { placing, placeError, setPlaceError, placed, placeOrder };
}
