import { usePageTitle } from '../../lib/use-page-title.ts';

/** Slot (issue 12): replaced by the real page. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  return (
    <div className="eb-container eb-page">
      <h1>Checkout</h1>
    </div>
  );
}
