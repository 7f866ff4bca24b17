import { cartPath } from '@eb/domain/commerce';
import type { SiteId } from '@eb/domain/sites';
import { Link } from 'react-router';
import { PRODUCT_BASE } from '../../lib/builder-paths.ts';
import { useSite } from '../../lib/site-context.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import './checkout.css';
import { CheckoutCurrentStep } from './checkout-current-step.tsx';
import { CheckoutPlaceOrder } from './checkout-place-order.tsx';
import { reviewFigures } from './checkout-rules.ts';
import { CheckoutSteps } from './checkout-steps.tsx';
import { CheckoutSummary, type TaxShown } from './checkout-summary.tsx';
import { useCheckout } from './use-checkout.ts';

export { QUOTE_FAILED } from './use-order-quote.ts';
export { PLACE_FAILED } from './use-place-order.ts';

export const EMPTY_CART = 'Your cart is empty.';
export const CART_LOAD_FAILED = 'We could not load your cart.';

/**
 * Checkout (issue 12): 1. contact and shipping address, checked like the professional address;
 * 2. review with the lines, the tax and total the order will charge (the server's quote), free shipping, paid on
 * delivery; Place order places the order once and pays it, then the browser goes to its order page.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const site = useSite();
  const checkout = useCheckout();
  const { cartState, cart, view, reviewing, quote } = checkout;

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
          <Button onClick={checkout.reload}>Try Again</Button>
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
              Back to My Designs
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
        <div ref={checkout.mainRef} className="eb-checkout-page__main">
          <CheckoutCurrentStep
            view={view}
            siteId={site.id as SiteId}
            draft={checkout.draft}
            errors={checkout.errors}
            checking={checkout.checking}
            canEdit={!checkout.placed && !checkout.placing}
            onEditField={checkout.edit}
            onContinue={checkout.continueToReview}
            onGo={checkout.go}
          />
        </div>
        <div className="eb-checkout-page__aside">
          <CheckoutSummary cart={cart} figures={figures} tax={shownTax}>
            {view.step === 'review' && (
              <CheckoutPlaceOrder
                quote={quote}
                placing={checkout.placing}
                placeError={checkout.placeError}
                onCheckAgain={checkout.checkAgain}
                onPlace={checkout.placeOrder}
              />
            )}
          </CheckoutSummary>
        </div>
      </div>
    </div>
  );
}
