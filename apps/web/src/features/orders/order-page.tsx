import type { Order } from '@eb/domain/commerce';
import { can } from '@eb/domain/permissions';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { PRODUCT_BASE } from '../../lib/builder-paths.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { useAppSelector } from '../../lib/hooks.ts';
import { asApiError, useOrderQuery } from '../../lib/server-api.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { signInUrl } from '../../lib/site-events.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { isOrderConfirmed, OrderConfirmation } from './order-confirmation.tsx';
import { OrderDetails } from './order-details.tsx';
import { OrderPriceChanges } from './order-price-changes.tsx';
import { OrderRepPanel } from './order-rep-panel.tsx';
import { ORDER_LOAD_FAILED, ORDER_NOT_FOUND, ORDER_REFUSED, ORDER_SIGN_IN, orderRefOf } from './order-rules.ts';
import './orders.css';

type OrderState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'sign-in' }
  | { status: 'refused' }
  | { status: 'failed'; message: string | null }
  | { status: 'ready'; order: Order };

/** The page's state from the kept answer: a failure by its status, as the server meant it. */
function orderState(ref: string | null, answer: { data?: Order; error?: unknown; isFetching: boolean }): OrderState {
  if (!ref) return { status: 'missing' };
  if (answer.isFetching || (!answer.data && !answer.error)) return { status: 'loading' };
  if (answer.data) return { status: 'ready', order: answer.data };
  const error = asApiError(answer.error);
  if (error.status === 404 || error.status === 400) return { status: 'missing' };
  if (error.status === 401) return { status: 'sign-in' };
  if (error.status === 403) return { status: 'refused' };
  return { status: 'failed', message: userMessageOf(error) };
}

/**
 * The order details page (doc 001 §2): /mandi/order/{orderNumber or jobUid} on site 3 and
 * /orderdetail?jobid={…} on site 11, where payment and the change-order flow land.
 */
export function OrderPage() {
  usePageTitle('Order Details');
  const { orderRef } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const ref = orderRefOf(orderRef, search.get('jobid'));
  const me = useAppSelector(selectMe);
  const viewer = useViewer();
  const userId = me?.userId ?? null;
  // Read fresh each time the page opens (a payment or a change order may have just changed it).
  const answer = useOrderQuery(ref ? { ref, userId } : skipToken, { refetchOnMountOrArgChange: true });
  const state = orderState(ref, answer);

  const signInPath = signInUrl(location.pathname + location.search);

  return (
    <div className="eb-container eb-page eb-order">
      <div className="eb-page__header">
        <h1>Order Details</h1>
      </div>
      {state.status === 'loading' ? (
        <div className="eb-page-loading">
          <Spinner size="lg" label="Loading the order" />
        </div>
      ) : state.status === 'ready' ? (
        <>
          {isOrderConfirmed(location.state) && <OrderConfirmation order={state.order} />}
          <OrderDetails
            order={state.order}
            aside={can({ ...viewer, isOwner: false }, 'order.change') ? <OrderRepPanel order={state.order} /> : null}
            notice={<OrderPriceChanges order={state.order} userId={userId} />}
          />
        </>
      ) : (
        <div className="eb-card eb-empty-state" role={state.status === 'failed' ? 'alert' : undefined}>
          {state.status === 'missing' && (
            <>
              <p className="eb-empty-state__title">{ORDER_NOT_FOUND}</p>
              <p className="eb-muted">
                {ref ? `There is no order with the number or job ${ref}. Check the link and try again.` : 'The link names no order.'}
              </p>
              <Link className="eb-button eb-button--primary" to={PRODUCT_BASE}>
                Back to My Designs
              </Link>
            </>
          )}
          {state.status === 'sign-in' && (
            <>
              <p className="eb-empty-state__title">{ORDER_SIGN_IN}</p>
              <Link className="eb-button eb-button--primary" to={signInPath}>
                Sign In
              </Link>
            </>
          )}
          {state.status === 'refused' && (
            <>
              <p className="eb-empty-state__title">{ORDER_REFUSED}</p>
              <p className="eb-muted">Sign in with the account that placed it to see it.</p>
              <Link className="eb-button eb-button--primary" to={signInPath}>
                Sign In
              </Link>
            </>
          )}
          {state.status === 'failed' && (
            <>
              <p className="eb-empty-state__title">{ORDER_LOAD_FAILED}</p>
              {state.message && <p className="eb-muted">{state.message}</p>}
              <Button onClick={() => answer.refetch()}>Try Again</Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
