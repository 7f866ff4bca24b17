import type { DesignView } from '../../lib/design-view.ts';
import { FindProInstaller } from './availability-find-pro.tsx';
import { CheckoutActions } from './checkout-actions.tsx';
import { MandiSummary } from './mandi-summary.tsx';

/** The summary panel's checkout and installation actions (doc 001 §2, §4, §5); on professional-measure designs, their installation summary first. */
export function SummaryActions({ view, locked }: { view: DesignView; locked: boolean }) {
  return (
    <>
      <MandiSummary view={view} />
      <CheckoutActions view={view} locked={locked} />
      <FindProInstaller view={view} locked={locked} />
    </>
  );
}
