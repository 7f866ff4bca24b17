import type { DesignView } from '../../lib/design-view.ts';
import { FindProInstaller } from './availability-find-pro.tsx';
import { CheckoutActions } from './checkout-actions.tsx';
import { InStoreMeasureActions } from './in-store-measure.tsx';
import { MandiSummary, useMandiPricing } from './mandi-summary.tsx';

/**
 * The summary panel's checkout and installation actions (doc 001 §2, §4, §5); on professional-measure
 * designs, their installation summary first; for reps, in-store mode and its measure order last.
 */
export function SummaryActions({ view, locked }: { view: DesignView; locked: boolean }) {
  const mandiPricing = useMandiPricing(view);
  return (
    <>
      <MandiSummary view={view} pricing={mandiPricing} />
      <CheckoutActions view={view} locked={locked} mandiPricing={mandiPricing.result} />
      <FindProInstaller view={view} locked={locked} />
      <InStoreMeasureActions view={view} />
    </>
  );
}
