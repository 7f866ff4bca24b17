import { usePageTitle } from '../../lib/use-page-title.ts';

/** Slot (issue 12): replaced by the real page. */
export function CartPage() {
  usePageTitle('Cart');
  return (
    <div className="eb-container eb-page">
      <h1>Cart</h1>
    </div>
  );
}
