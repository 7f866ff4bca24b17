import type { Address } from '@eb/domain/address';
import { type Cart, cartPath, type Order, type OrderQuote, postPaymentRedirect } from '@eb/domain/commerce';
import { quoteId } from '@eb/domain/commerce-rules';
import type { SiteId } from '@eb/domain/sites';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, isAbortError } from '../../lib/api-client.ts';
import { PRODUCT_BASE } from '../../lib/builder-paths.ts';
import { cartCountChanged } from '../../lib/cart-count.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { useAppSelector } from '../../lib/hooks.ts';
import { type OrderPageState, ordersApi } from '../../lib/orders-api.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { useSite } from '../../lib/site-context.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import './checkout.css';
import { CheckoutAddressConfirm } from './checkout-address-confirm.tsx';
import { checkoutApi } from './checkout-api.ts';
import { clearCheckoutDraft, readCheckoutDraft, writeCheckoutDraft } from './checkout-draft.ts';
import { CheckoutReview } from './checkout-review.tsx';
import {
  addressChoice,
  attemptSignature,
  checkedAddress,
  checkShipping,
  EMPTY_SHIPPING,
  firstErrorField,
  type OrderAttempt,
  orderAttempt,
  placeOrderBody,
  redirectTarget,
  reviewFigures,
  type Shipping,
  type ShippingDraft,
  type ShippingErrors,
  type ShippingField,
} from './checkout-rules.ts';
import { CheckoutShippingForm, fieldId } from './checkout-shipping-form.tsx';
import { CheckoutSteps } from './checkout-steps.tsx';
import { CheckoutSummary, type TaxShown } from './checkout-summary.tsx';

type QuoteState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'done'; quote: OrderQuote };
type CartState = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; cart: Cart };
type View =
  | { step: 'shipping' }
  | { step: 'confirm'; kind: 'similar' | 'notFound'; entered: Address; suggested: Address; shipping: Shipping }
  | { step: 'review'; shipping: Shipping };

export const EMPTY_CART = 'Your cart is empty.';
export const CART_LOAD_FAILED = 'We could not load your cart.';
export const QUOTE_FAILED = 'We could not work out your order total. Please check your connection and try again.';
export const PLACE_FAILED = 'We could not place your order. Please check your connection and try again.';
const payFailed = (order: Order) =>
  `Your order ${quoteId(order.orderNumber)} was placed, but we could not record how it will be paid. Please try again.`;

/**
 * Checkout (issue 12): 1. contact and shipping address, checked like the professional address;
 * 2. review with the lines, the tax and total the order will charge (the server's quote), free shipping, paid on
 * delivery; Place order places the order once and pays it, then the browser goes to its order page.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const site = useSite();
  const me = useAppSelector(selectMe);
  const navigate = useNavigate();
  const [cartState, setCartState] = useState<CartState>({ status: 'loading' });
  const [attempt, setAttemptCount] = useState(0);
  // What was entered comes back after a reload, on the step it was on (the address check's question
  // is asked again from the shipping step).
  const [saved] = useState(() => readCheckoutDraft(site.id));
  const [view, setView] = useState<View>(() => (saved?.review ? { step: 'review', shipping: saved.review } : { step: 'shipping' }));
  const [draft, setDraft] = useState<ShippingDraft>(() => saved?.draft ?? EMPTY_SHIPPING);
  const [prefilled, setPrefilled] = useState(false);
  const [errors, setErrors] = useState<ShippingErrors>({});
  const [checking, setChecking] = useState(false);
  const [quote, setQuote] = useState<QuoteState>({ status: 'none' });
  const [placing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const attemptRef = useRef<OrderAttempt | null>(null);
  const busyRef = useRef(false);
  const mainRef = useRef<HTMLDivElement>(null);
  const stepChanged = useRef(false);

  // A signed-in shopper's email fills the empty field once.
  if (!prefilled && me) {
    setPrefilled(true);
    if (me.role === 'consumer' && me.email && draft.email === '') setDraft({ ...draft, email: me.email });
  }

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

  const cart = cartState.status === 'ready' ? cartState.cart : null;
  const reviewing = view.step === 'review' ? view.shipping : null;

  // Kept for a reload until the order is placed.
  useEffect(() => {
    if (!placed) writeCheckoutDraft({ draft, review: reviewing });
  }, [draft, reviewing, placed]);

  // The order as it would be charged, once the address is known (doc 001 §3, §4): the tax of the
  // cart being bought, worked out by the server as Place order works it out.
  useEffect(() => {
    if (!cart || !reviewing) return;
    const controller = new AbortController();
    setQuote({ status: 'loading' });
    ordersApi
      .quote(placeOrderBody(reviewing), controller.signal)
      .then((answer) => setQuote({ status: 'done', quote: answer }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setQuote({ status: 'failed', message: userMessageOf(error) ?? QUOTE_FAILED });
      });
    return () => controller.abort();
  }, [cart, reviewing]);

  // A new step takes focus to its heading or question.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each step change.
  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    mainRef.current?.querySelector<HTMLElement>('[data-step-focus]')?.focus();
  }, [view]);

  function go(next: View) {
    stepChanged.current = true;
    setView(next);
  }

  function edit(field: ShippingField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  async function continueToReview() {
    const check = checkShipping(site.id as SiteId, draft);
    if (!check.ok) {
      setErrors(check.errors);
      const first = firstErrorField(check.errors);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setChecking(true);
    let verification = null;
    try {
      verification = await checkoutApi.validateAddress(check.address);
    } catch {
      // A failed check goes on as 'not found', with the address as entered (doc 001 §4).
    }
    setChecking(false);
    const choice = addressChoice(verification);
    const shipping = { contact: check.contact, address: checkedAddress(verification, check.address) };
    if (choice === 'continue') go({ step: 'review', shipping });
    else go({ step: 'confirm', kind: choice, entered: check.address, suggested: shipping.address, shipping });
  }

  async function placeOrder() {
    if (!cart || !reviewing || quote.status !== 'done' || busyRef.current) return;
    busyRef.current = true;
    setPlacing(true);
    setPlaceError(null);
    const reviewedTotal = quote.quote.total;
    // Keys per attempt: a double click, a retry or a lost answer places and pays one order.
    attemptRef.current = orderAttempt(attemptRef.current, attemptSignature(cart, reviewing, reviewedTotal));
    const keys = attemptRef.current;
    let order = placed;
    try {
      if (!order) {
        try {
          order = await ordersApi.place(placeOrderBody(reviewing, reviewedTotal), keys.placeKey);
        } catch (error) {
          // The cart changed since the review (another tab, a price): show the new figures before any charge.
          if (error instanceof ApiError && error.code === 'CONFLICT') setAttemptCount((count) => count + 1);
          throw error;
        }
        setPlaced(order);
      }
      const paid = await ordersApi.pay(order.orderNumber, 'pay-on-delivery', keys.payKey);
      // The order took the cart's lines: the header's cart link has nothing left to count.
      cartCountChanged(0);
      clearCheckoutDraft();
      const fallback = postPaymentRedirect(site.id, paid.order.orderNumber);
      // The order page opens with its thank-you (router state: a link to the page shows the order alone).
      const confirmed: OrderPageState = { orderConfirmed: true };
      navigate(redirectTarget(paid.redirectUrl, fallback, window.location.origin), { state: confirmed });
    } catch (error) {
      setPlaceError(order ? payFailed(order) : (userMessageOf(error) ?? PLACE_FAILED));
    } finally {
      busyRef.current = false;
      setPlacing(false);
    }
  }

  const header = (
    <div className="eb-page__header">
      <h1>Checkout</h1>
    </div>
  );

  if (cartState.status === 'loading') {
    return (
      <div className="eb-container eb-page eb-checkout-page">
        {header}
        <div className="eb-page-loading">
          <Spinner size="lg" label="Loading your cart" />
        </div>
      </div>
    );
  }
  if (cartState.status === 'failed') {
    return (
      <div className="eb-container eb-page eb-checkout-page">
        {header}
        <div className="eb-card eb-empty-state" role="alert">
          <p className="eb-empty-state__title">{CART_LOAD_FAILED}</p>
          {cartState.message && <p className="eb-muted">{cartState.message}</p>}
          <Button onClick={() => setAttemptCount((count) => count + 1)}>Try Again</Button>
        </div>
      </div>
    );
  }
  if (!cart || cart.lines.length === 0) {
    return (
      <div className="eb-container eb-page eb-checkout-page">
        {header}
        <div className="eb-card eb-empty-state">
          <p className="eb-empty-state__title">{EMPTY_CART}</p>
          <p className="eb-muted">Add a design to your cart from the estimate builder, then come back to check out.</p>
          <div className="eb-checkout-page__actions">
            <Link className="eb-button eb-button--primary" to={PRODUCT_BASE}>
              Back to Your Estimates
            </Link>
            <Link className="eb-button eb-button--secondary" to={cartPath(site.id)}>
              View Cart
            </Link>
          </div>
        </div>
      </div>
    );
  }

  const reviewed = reviewing && quote.status === 'done' ? quote.quote : null;
  const figures = reviewFigures(cart, reviewed);
  const shownTax: TaxShown = !reviewing
    ? { status: 'unknown' }
    : quote.status === 'loading'
      ? { status: 'loading' }
      : { status: 'done', tax: figures.tax };

  return (
    <div className="eb-container eb-page eb-checkout-page">
      {header}
      <CheckoutSteps current={view.step === 'review' ? 2 : 1} />
      <div className="eb-checkout-page__layout">
        <div ref={mainRef} className="eb-checkout-page__main">
          {view.step === 'review' ? (
            <section className="eb-card eb-checkout-page__step" aria-labelledby="checkout-step-title">
              <h2 id="checkout-step-title" className="eb-checkout-page__step-title" tabIndex={-1} data-step-focus>
                Review Your Order
              </h2>
              <CheckoutReview shipping={view.shipping} canEdit={!placed && !placing} onEdit={() => go({ step: 'shipping' })} />
            </section>
          ) : (
            <section className="eb-card eb-checkout-page__step" aria-labelledby="checkout-step-title">
              <h2
                id="checkout-step-title"
                className="eb-checkout-page__step-title"
                tabIndex={-1}
                data-step-focus={view.step === 'shipping' ? true : undefined}
              >
                Contact and Shipping
              </h2>
              {view.step === 'confirm' ? (
                <CheckoutAddressConfirm
                  kind={view.kind}
                  entered={view.entered}
                  suggested={view.suggested}
                  onEdit={() => go({ step: 'shipping' })}
                  onUse={(address) => go({ step: 'review', shipping: { ...view.shipping, address } })}
                />
              ) : (
                <CheckoutShippingForm
                  siteId={site.id as SiteId}
                  draft={draft}
                  errors={errors}
                  busy={checking}
                  onEdit={edit}
                  onSubmit={continueToReview}
                />
              )}
            </section>
          )}
        </div>
        <div className="eb-checkout-page__aside">
          <CheckoutSummary cart={cart} figures={figures} tax={shownTax}>
            {view.step === 'review' && (
              <div className="eb-checkout-page__place-order">
                {placeError && !(quote.status === 'failed' && quote.message === placeError) && (
                  <p className="eb-alert eb-alert--error" role="alert">
                    {placeError}
                  </p>
                )}
                {quote.status === 'failed' && (
                  <div className="eb-checkout-page__quote-failed">
                    <p className="eb-alert eb-alert--error" role="alert">
                      {quote.message}
                    </p>
                    {/* After the cart or its designs are put right (another tab), the review asks again. */}
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setPlaceError(null);
                        setAttemptCount((count) => count + 1);
                      }}
                    >
                      Check again
                    </Button>
                  </div>
                )}
                <Button block busy={placing} disabled={quote.status !== 'done'} onClick={placeOrder}>
                  Place order
                </Button>
                <p className="eb-checkout-page__note">You pay on delivery; no card is taken now.</p>
              </div>
            )}
          </CheckoutSummary>
        </div>
      </div>
    </div>
  );
}
