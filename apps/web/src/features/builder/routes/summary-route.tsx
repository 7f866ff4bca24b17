import { designEndpoints } from '@eb/domain/endpoints/designs';
import { useEffect, useId, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { call, isAbortError } from '../../../lib/api-client.ts';
import { addDesignToCart } from '../../../lib/cart.ts';
import { userMessageOf } from '../../../lib/error-message.ts';
import { useHelpPhone, useSite } from '../../../lib/site-context.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { PhoneLink } from '../../../ui/phone-link.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import {
  bannerParts,
  cartFailureText,
  parseDesignIds,
  type SummaryBanner,
  type SummaryRow,
  storeToOnlineOn,
  summaryBanners,
} from './summary-rows.ts';
import { SummaryTable } from './summary-table.tsx';
import './summary-page.css';

const LOAD_FAILED = 'Your designs could not be loaded. Please try again.';

/** A banner of doc 001 §2 with the site's help phone as a telephone link. */
function Banner({ banner, id, phone }: { banner: SummaryBanner; id: string; phone: string }) {
  const [before, after] = bannerParts(banner);
  return (
    <p id={id} className="eb-designs-summary__banner">
      {before}
      <PhoneLink phone={phone} />
      {after}
    </p>
  );
}

/**
 * `{base}/summary/{designIds}` (doc 001 §2 'My Designs'): the designs' rows with their banners, and
 * Add To Cart, which runs the product-only cart flow and then goes to the cart.
 */
export function SummaryRoute() {
  usePageTitle('My Designs');
  const { designIds = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const site = useSite();
  const phone = useHelpPhone();
  const ids = useId();
  const storeToOnline = storeToOnlineOn(search, site);
  const [rows, setRows] = useState<SummaryRow[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [cartError, setCartError] = useState<string | null>(null);
  // Each row says whether this caller may buy it (reps and shoppers differ): asked again when they change.
  const { role } = useViewer();

  // biome-ignore lint/correctness/useExhaustiveDependencies: role is why the rows are asked for again.
  useEffect(() => {
    const designs = parseDesignIds(designIds);
    setLoadError(null);
    if (designs.length === 0) {
      setRows([]);
      return;
    }
    setRows(null);
    const controller = new AbortController();
    call(designEndpoints.designSummaries, { query: { designIds: designs.join(',') }, signal: controller.signal })
      .then(setRows)
      .catch((failure: unknown) => {
        if (!isAbortError(failure)) setLoadError(userMessageOf(failure) ?? LOAD_FAILED);
      });
    return () => controller.abort();
  }, [designIds, role]);

  const addToCart = async (row: SummaryRow) => {
    if (busyId) return;
    setBusyId(row.designId);
    setCartError(null);
    try {
      const { cartUrl } = await addDesignToCart(row.designId);
      if (/^\/(?!\/)/.test(cartUrl)) navigate(cartUrl);
      else window.location.assign(cartUrl);
    } catch (failure) {
      setCartError(cartFailureText(row.designName, failure));
      setBusyId(null);
    }
  };

  const banners = rows ? summaryBanners(rows) : [];
  const bannerIds: Record<SummaryBanner, string> = { discontinued: `${ids}-discontinued`, edits: `${ids}-edits` };
  return (
    <div className="eb-container eb-page eb-designs-summary">
      <div className="eb-page__header">
        <h1>My Designs</h1>
      </div>
      {loadError && (
        <p className="eb-alert eb-alert--error" role="alert">
          {loadError}
        </p>
      )}
      {!rows && !loadError && <Spinner size="lg" label="Loading your designs" />}
      {rows && (
        <>
          {banners.map((banner) => (
            <Banner key={banner} banner={banner} id={bannerIds[banner]} phone={phone} />
          ))}
          {cartError && (
            <p className="eb-alert eb-alert--error" role="alert">
              {cartError}
            </p>
          )}
          {rows.length === 0 ? (
            <p className="eb-muted">There are no designs to show.</p>
          ) : (
            <div className="eb-card eb-designs-summary__card">
              <SummaryTable
                rows={rows}
                storeToOnline={storeToOnline}
                bannerIds={bannerIds}
                busyId={busyId}
                onAddToCart={(row) => void addToCart(row)}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
