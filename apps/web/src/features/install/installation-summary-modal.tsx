import type { PricingResult } from '@eb/domain/installation';
import { INELIGIBLE_MESSAGE } from '@eb/domain/installation';
import { promoText } from '@eb/domain/promotions';
import { useEffect, useMemo, useState } from 'react';
import type { DesignView } from '../../lib/design-view.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { publish } from '../../lib/event-bus.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { asApiError } from '../../lib/server-api.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { useSite } from '../../lib/site-context.ts';
import { requestLogin } from '../../lib/site-events.ts';
import { globalErrorRaised } from '../../lib/ui-slice.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { coverings, installWindows } from './checkout-rules.ts';
import { useDesignEligibilityQuery } from './installation-api.ts';
import { InstallationBooked } from './installation-booked.tsx';
import { InstallationDesignSummary, summaryProducts } from './installation-design-summary.tsx';
import { useInstallationFlow } from './installation-flow.ts';
import { InstallationFooter } from './installation-footer.tsx';
import { InstallationJobOptions } from './installation-job-options.tsx';
import './installation.css';

/** This page's address with the query that opens the Installation Summary again (after signing in). */
export const REOPEN_PARAM = 'open';
export const REOPEN_SUMMARY = 'installation-summary';
const reopenPath = () => {
  const url = new URL(window.location.href);
  url.searchParams.set(REOPEN_PARAM, REOPEN_SUMMARY);
  return `${url.pathname}${url.search}`;
};

/**
 * The Installation Summary modal (doc 001 §2, §4; 960 px): 'Share Project Details', the design
 * summary panel with prices that follow the options, and add to cart, which books the installation.
 * Eligibility is confirmed on open: ineligible products are left out of the installation, and a
 * failed check closes the modal with the global error (§8).
 */
export function InstallationSummaryModal({
  view,
  onClose,
  onPriced,
}: {
  view: DesignView;
  onClose: () => void;
  onPriced: (result: PricingResult) => void;
}) {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectMe);
  const site = useSite();
  // A guest learns before answering that booking needs an account (not only beside the last button).
  const guest = !me || me.role === 'guest';
  const { design, items } = view;
  // Which products installers take, read fresh for this opening; none known while it is on its way.
  const eligibility = useDesignEligibilityQuery(design.designId, { refetchOnMountOrArgChange: true });
  const answered = eligibility.isFetching ? undefined : eligibility.currentData;
  const ineligible = useMemo(
    () => (answered ? new Set(answered.eligibility.filter((entry) => !entry.eligible).map((entry) => entry.skuNumber)) : null),
    [answered],
  );
  // A summary that cannot say which windows installers take cannot go on: close, and say why.
  const failed = eligibility.isError && !eligibility.isFetching ? eligibility.error : null;
  useEffect(() => {
    if (!failed) return;
    onClose();
    dispatch(globalErrorRaised({ message: userMessageOf(asApiError(failed)) }));
  }, [failed, dispatch, onClose]);

  const install = useMemo(
    () => installWindows(items).filter((item) => ineligible !== null && !ineligible.has(item.itemProduct?.skuNumber ?? '')),
    [items, ineligible],
  );
  const leftOut = ineligible !== null && installWindows(items).length > install.length;
  const leafItems = useMemo(() => install.map((item) => ({ itemId: item.itemId, quantity: item.quantity })), [install]);
  const flow = useInstallationFlow({ designId: design.designId, installOnly: false, leafItems });

  // Once per opening: the event belongs to the opening, not to later edits.
  const [openedWith] = useState(() => coverings(installWindows(items)));
  useEffect(() => {
    publish('installation.summaryModal', { designId: design.designId, windows: openedWith });
  }, [design.designId, openedWith]);

  const priced = flow.pricing.status === 'ready' ? flow.pricing.result : null;
  useEffect(() => {
    if (priced) onPriced(priced);
  }, [priced, onPriced]);

  const products = summaryProducts(view);

  return (
    <Modal open title="Installation Summary" width={960} onClose={onClose} footer={<InstallationFooter flow={flow} onClose={onClose} />}>
      {flow.booked ? (
        <InstallationBooked booked={flow.booked} />
      ) : (
        <div className="eb-install">
          <div className="eb-install__options">
            {guest && (
              <p className="eb-banner eb-banner--info eb-install__sign-in">
                Booking professional measure and install needs an account.{' '}
                <Button variant="link" onClick={() => requestLogin(reopenPath(), 'installation')}>
                  Sign in
                </Button>{' '}
                first: you come back here with your answers kept.
              </p>
            )}
            {leftOut && <p className="eb-banner eb-banner--info">{INELIGIBLE_MESSAGE}</p>}
            <InstallationJobOptions options={flow.options} context={flow.optionsContext} problems={flow.problems} onChange={flow.change} />
          </div>
          <InstallationDesignSummary
            designName={design.name}
            products={products}
            pricing={flow.pricing}
            promo={promoText(design.promoCode, design.promoEndDate, 'installationSummary', site.shipDateStyle)}
          />
        </div>
      )}
    </Modal>
  );
}
