import { Button } from '../../ui/button.tsx';
import type { QuoteState } from './use-order-quote.ts';

/** Under the review's summary: Place order, with what went wrong when the quote or the order failed. */
export function CheckoutPlaceOrder({
  quote,
  placing,
  placeError,
  onCheckAgain,
  onPlace,
}: {
  quote: QuoteState;
  placing: boolean;
  placeError: string | null;
  onCheckAgain: () => void;
  onPlace: () => void;
}) {
  return (
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
          <Button variant="secondary" onClick={onCheckAgain}>
            Check again
          </Button>
        </div>
      )}
      <Button block busy={placing} disabled={quote.status !== 'done'} onClick={onPlace}>
        Place order
      </Button>
      <p className="eb-checkout-page__note">You pay on delivery; no card is taken now.</p>
    </div>
  );
}
