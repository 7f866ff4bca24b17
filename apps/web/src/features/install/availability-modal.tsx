import { USE_ANYWAY } from '@eb/domain/address';
import { installationServicesPath } from '@eb/domain/sites';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSite } from '../../lib/site-context.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { AddressStep } from './availability-address-step.tsx';
import { ConfirmStep } from './availability-confirm-step.tsx';
import { CoveredStep } from './availability-covered-step.tsx';
import { useMeasureEstimate } from './availability-measure.ts';
import { useNarrow } from './availability-narrow.ts';
import { useProductsOnly } from './availability-products-only.ts';
import { SorryStep } from './availability-sorry-step.tsx';
import { useAvailabilityState } from './availability-state.ts';
import { canCheckAvailability, confirmKind, modalTitle } from './availability-steps.ts';
import { continueToCheckout, useCheckoutOffer } from './checkout-request.ts';

export { PRODUCTS_ONLY_DONE } from './availability-products-only.ts';

/**
 * The Professional Measure & Install modal (doc 001 §2, §4): enter address, confirm it, then
 * coverage; covered, 'Continue to Checkout' runs the design's Checkout.
 */
export function AvailabilityModal({ open, onClose, designId }: { open: boolean; onClose: () => void; designId: string }) {
  const site = useSite();
  const narrow = useNarrow();
  const flow = useAvailabilityState({ open, onClose });
  const { ids, step, checked, outcome, busy, close } = flow;
  const checkout = useCheckoutOffer(designId);
  const { canBuyProductsOnly, buyProductsOnly } = useProductsOnly(designId, close);
  const { savedAddress, measuring, measure } = useMeasureEstimate(designId, close);
  const addressFormId = `${ids}-address`;
  const confirmFormId = `${ids}-confirm`;

  let body: ReactNode = null;
  let footer: ReactNode = null;

  if (step === 'address') {
    body = (
      <AddressStep
        formId={addressFormId}
        ids={ids}
        draft={flow.draft}
        errors={flow.errors}
        onEdit={flow.edit}
        onSubmit={flow.checkAvailability}
      />
    );
    footer = (
      // Keys keep each step's buttons apart: a reused button that turned into a submit button would submit the next step's form.
      <Button key="check" type="submit" form={addressFormId} disabled={!canCheckAvailability(flow.draft)} busy={busy}>
        Check Availability
      </Button>
    );
  } else if (step === 'confirm' && checked) {
    body = (
      <ConfirmStep
        formId={confirmFormId}
        choiceName={`${ids}-choice`}
        entered={checked.entered}
        verification={checked.verification}
        useEntered={flow.useEntered}
        onUseEnteredChange={flow.setUseEntered}
        onSubmit={flow.confirm}
      />
    );
    footer = (
      <>
        <Button key="edit" variant="secondary" disabled={busy} onClick={() => flow.go('address')}>
          Edit Address
        </Button>
        <Button key="use" type="submit" form={confirmFormId} busy={busy}>
          {confirmKind(checked.verification) === 'notFound' ? USE_ANYWAY : 'Use This Address'}
        </Button>
      </>
    );
  } else if (step === 'covered' && outcome) {
    body = <CoveredStep address={outcome.address} reason={checkout?.reason} reasonId={`${ids}-checkout-reason`} />;
    footer = (
      <>
        <Button
          key="measure"
          variant="secondary"
          busy={measuring}
          disabled={Boolean(checkout?.proReason) || !savedAddress}
          aria-describedby={checkout?.proReason ? `${ids}-checkout-reason` : undefined}
          onClick={measure}
        >
          Create a Measure Estimate
        </Button>
        <Button
          key="continue"
          disabled={Boolean(checkout?.reason)}
          aria-describedby={checkout?.reason ? `${ids}-checkout-reason` : undefined}
          onClick={() => {
            close();
            continueToCheckout(designId);
          }}
        >
          Continue to Checkout
        </Button>
      </>
    );
  } else if (step === 'sorry' && outcome) {
    body = <SorryStep availability={outcome.availability} zipCode={outcome.zipCode} />;
    footer = (
      <>
        <Button variant="secondary" onClick={flow.tryAnotherAddress}>
          Try another address
        </Button>
        {canBuyProductsOnly && (
          <Button variant="secondary" onClick={buyProductsOnly}>
            Buy the products only
          </Button>
        )}
        <Link className="eb-button eb-button--primary" to={installationServicesPath(site)} onClick={close}>
          <span className="eb-button__label">Find out more</span>
        </Link>
      </>
    );
  }

  return (
    <Modal open={open} title={modalTitle(narrow)} width={450} onClose={close} footer={footer} className="eb-avail">
      <div ref={flow.bodyRef} className="eb-avail__body">
        {body}
      </div>
    </Modal>
  );
}
