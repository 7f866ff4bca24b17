import type { Order } from '@eb/domain/commerce';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ApiError, isAbortError } from '../../lib/api-client.ts';
import { PRODUCT_BASE } from '../../lib/builder-paths.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { useAppSelector } from '../../lib/hooks.ts';
import { ordersApi } from '../../lib/orders-api.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { signInUrl } from '../../lib/site-events.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { isOrderConfirmed, OrderConfirmation } from './order-confirmation.tsx';
import { OrderDetails } from './order-details.tsx';
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
  const userId = me?.userId ?? null;
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // Again on Try Again and when the signed-in user changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt and userId are the reload triggers.
  useEffect(() => {
    if (!ref) {
      setState({ status: 'missing' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    ordersApi
      .get(ref, controller.signal)
      .then((order) => setState({ status: 'ready', order }))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 404 || status === 400) setState({ status: 'missing' });
        else if (status === 401) setState({ status: 'sign-in' });
        else if (status === 403) setState({ status: 'refused' });
        else setState({ status: 'failed', message: userMessageOf(error) });
      });
    return () => controller.abort();
  }, [ref, attempt, userId]);

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
          <OrderDetails order={state.order} aside={me?.role === 'rep' ? <OrderRepPanel order={state.order} /> : null} />
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
                Back to Your Estimates
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
              <Button onClick={() => setAttempt((count) => count + 1)}>Try Again</Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
