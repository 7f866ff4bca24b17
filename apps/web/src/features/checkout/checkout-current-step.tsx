import type { SiteId } from '@eb/domain/sites';
import type { ReactNode } from 'react';
import { CheckoutAddressConfirm } from './checkout-address-confirm.tsx';
import { CheckoutReview } from './checkout-review.tsx';
import type { ShippingDraft, ShippingErrors, ShippingField } from './checkout-rules.ts';
import { CheckoutShippingForm } from './checkout-shipping-form.tsx';
import type { CheckoutView } from './checkout-view.ts';

/** One card for every step, so the card and its title stay the same elements from step to step. */
function StepCard({ title, focusTitle, children }: { title: string; focusTitle: boolean; children: ReactNode }) {
  return (
    <section className="eb-card eb-checkout-page__step" aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" className="eb-checkout-page__step-title" tabIndex={-1} data-step-focus={focusTitle ? true : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The step being worked on: the shipping form, the address check's question, or the review. */
export function CheckoutCurrentStep({
  view,
  siteId,
  draft,
  errors,
  checking,
  canEdit,
  onEditField,
  onContinue,
  onGo,
}: {
  view: CheckoutView;
  siteId: SiteId;
  draft: ShippingDraft;
  errors: ShippingErrors;
  checking: boolean;
  canEdit: boolean;
  onEditField: (field: ShippingField, value: string) => void;
  onContinue: () => void;
  onGo: (next: CheckoutView) => void;
}) {
  if (view.step === 'review') {
    return (
      <StepCard title="Review Your Order" focusTitle>
        <CheckoutReview shipping={view.shipping} canEdit={canEdit} onEdit={() => onGo({ step: 'shipping' })} />
      </StepCard>
    );
  }
  return (
    <StepCard title="Contact and Shipping" focusTitle={view.step === 'shipping'}>
      {view.step === 'confirm' ? (
        <CheckoutAddressConfirm
          kind={view.kind}
          entered={view.entered}
          suggested={view.suggested}
          onEdit={() => onGo({ step: 'shipping' })}
          onUse={(address) => onGo({ step: 'review', shipping: { ...view.shipping, address } })}
        />
      ) : (
        <CheckoutShippingForm siteId={siteId} draft={draft} errors={errors} busy={checking} onEdit={onEditField} onSubmit={onContinue} />
      )}
    </StepCard>
  );
}
