import { type Cart, cartPath } from '@eb/domain/commerce';
import { Link, useSearchParams } from 'react-router';
import { GUID, PRODUCT_BASE } from '../../lib/builder-paths.ts';
import { useCartQuery } from '../../lib/server-api.ts';
import { useSite } from '../../lib/site-context.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './orders.css';

export const PRO_LANDING_TITLE = 'Book Your Measure Appointment';
export const JOB_IN_CART = 'Your professional measure and install job was added to your cart.';

/** The jobs the cart holds: its installation lines' job uids, once each. */
export const cartJobUids = (cart: Pick<Cart, 'lines'>) => [
  ...new Set(cart.lines.filter((line) => line.kind === 'installation' && line.jobUid).map((line) => line.jobUid as string)),
];

/**
 * Where the browser lands after a professional checkout (doc 001 §2): /mandi/bookmeasure on site 3,
 * /installation/schedule/bookappointment on site 11. It confirms the job is in the cart, says what
 * comes next, and leads to the cart or back to the estimate (`?designId=` names it when known).
 */
export function ProLandingPage() {
  usePageTitle(PRO_LANDING_TITLE);
  const site = useSite();
  const [search] = useSearchParams();
  const designId = search.get('designId');
  const estimatePath = designId && GUID.test(designId) ? `${PRODUCT_BASE}/load/${designId}` : PRODUCT_BASE;
  // The job numbers are a courtesy: without the cart the page still says what happened. The cart is
  // read fresh (the job was just added) into the cache the header's count reads too.
  const { data: cart } = useCartQuery(undefined, { refetchOnMountOrArgChange: true });
  const jobs = cart ? cartJobUids(cart) : [];

  return (
    <div className="eb-container eb-page eb-pro-landing">
      <div className="eb-page__header">
        <h1>{PRO_LANDING_TITLE}</h1>
      </div>
      <div className="eb-card eb-pro-landing__card">
        <div className="eb-pro-landing__done">
          <svg className="eb-pro-landing__check" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" />
            <path d="M7 12.5l3.2 3.2L17 9" />
          </svg>
          <div>
            <p className="eb-pro-landing__lead">{JOB_IN_CART}</p>
            {jobs.length > 0 && (
              <p className="eb-muted">
                {jobs.length === 1 ? 'Job number' : 'Job numbers'}: <strong className="eb-pro-landing__jobs">{jobs.join(', ')}</strong>
              </p>
            )}
          </div>
        </div>
        <h2 className="eb-pro-landing__next-title">What happens next</h2>
        <ol className="eb-pro-landing__next">
          <li>
            <strong>Check out.</strong> Review your cart and place your order.
          </li>
          <li>
            <strong>Measure appointment.</strong> A service provider near you will get in touch to schedule a time to measure your windows.
          </li>
          <li>
            <strong>Installation.</strong> When your window coverings arrive, the same provider installs them.
          </li>
        </ol>
        <div className="eb-pro-landing__actions">
          <Link className="eb-button eb-button--primary" to={cartPath(site.id)}>
            Go to Cart
          </Link>
          <Link className="eb-button eb-button--secondary" to={estimatePath}>
            Back to Your Estimate
          </Link>
        </div>
      </div>
    </div>
  );
}
