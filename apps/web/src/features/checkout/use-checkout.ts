import { useEffect, useRef, useState } from 'react';
import { useSite } from '../../lib/site-context.ts';
import { readCheckoutDraft, writeCheckoutDraft } from './checkout-draft.ts';
import type { CheckoutView } from './checkout-view.ts';
import { useCheckoutCart } from './use-checkout-cart.ts';
import { useOrderQuote } from './use-order-quote.ts';
import { usePlaceOrder } from './use-place-order.ts';
import { useShippingForm } from './use-shipping-form.ts';

/**
 * The checkout page's state and handlers: the cart, the step shown (and where focus goes when it
 * changes), the shipping form, the order's quote and placing the order.
 */
export function useCheckout() {
  const site = useSite();
  const { cartState, reload } = useCheckoutCart();
  // What was entered comes back after a reload, on the step it was on (the address check's question
  // is asked again from the shipping step).
  const [saved] = useState(() => readCheckoutDraft(site.id));
  const [view, setView] = useState<CheckoutView>(() => (saved?.review ? { step: 'review', shipping: saved.review } : { step: 'shipping' }));
  const mainRef = useRef<HTMLDivElement>(null);
  const stepChanged = useRef(false);

  function go(next: CheckoutView) {
    stepChanged.current = true;
    setView(next);
  }

  const shippingForm = useShippingForm(saved?.draft, go);
  const { draft } = shippingForm;
  const { placing, placeError, setPlaceError, placed, placeOrder } = usePlaceOrder(reload);

  const cart = cartState.status === 'ready' ? cartState.cart : null;
  const reviewing = view.step === 'review' ? view.shipping : null;

  // Kept for a reload until the order is placed.
  useEffect(() => {
    if (!placed) writeCheckoutDraft({ draft, review: reviewing });
  }, [draft, reviewing, placed]);

  const quote = useOrderQuote(cart, reviewing);

  // A new step takes focus to its heading or question.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each step change.
  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    mainRef.current?.querySelector<HTMLElement>('[data-step-focus]')?.focus();
  }, [view]);

  return {
    ...shippingForm,
    cartState,
    cart,
    reload,
    view,
    go,
    mainRef,
    reviewing,
    quote,
    placing,
    placeError,
    placed,
    placeOrder: () => placeOrder(cart, reviewing, quote),
    checkAgain: () => {
      setPlaceError(null);
      reload();
    },
  };
}
