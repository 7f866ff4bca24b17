import { usePageTitle } from '../../lib/use-page-title.ts';

/** Slot (issue 12): replaced by the real page. */
export function OrderPage() {
  usePageTitle('Order Details');
  return (
    <div className="eb-container eb-page">
      <h1>Order Details</h1>
    </div>
  );
}
