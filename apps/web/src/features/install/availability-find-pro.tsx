import { isAutoReleaseDesign, isMandiDesign } from '@eb/domain/design';
import { hasInStoreMeasureOrder } from '@eb/domain/in-store-measure';
import { useState } from 'react';
import type { DesignView } from '../../lib/design-view.ts';
import { Button } from '../../ui/button.tsx';
import { AvailabilityModal } from './availability-modal.tsx';
import { useInStoreMode } from './in-store-mode.ts';
import './availability.css';

/** Doc 001 §2 summary labels: the note under the button. */
export const PRO_MEASURE_NOTE = '**Professional installation requires professional measure.';

/**
 * Product-mode designs that are not locked (or ordered, or tied to an order) offer professional
 * installation; not in in-store mode (doc 001 §5: pro checkout 'shown only when not in in-store
 * mode'), nor once the store's own measure is ordered (someone already comes to measure).
 */
export function offersFindPro(view: Pick<DesignView, 'design'>, locked: boolean, inStoreMode: boolean): boolean {
  return (
    !locked && !inStoreMode && !isMandiDesign(view.design) && !isAutoReleaseDesign(view.design) && !hasInStoreMeasureOrder(view.design)
  );
}

/**
 * The summary panel's 'Find a Pro Installer**' button ('Find Installer**' on mobile) and its note; it
 * opens the Professional Measure & Install modal (doc 001 §2, §4).
 */
export function FindProInstaller({ view, locked }: { view: DesignView; locked: boolean }) {
  const [open, setOpen] = useState(false);
  const inStoreMode = useInStoreMode();
  if (!offersFindPro(view, locked, inStoreMode)) return null;
  return (
    <div className="eb-find-pro">
      <Button variant="secondary" block onClick={() => setOpen(true)}>
        <span className="eb-find-pro__wide">Find a Pro Installer**</span>
        <span className="eb-find-pro__narrow">Find Installer**</span>
      </Button>
      <p className="eb-find-pro__note">{PRO_MEASURE_NOTE}</p>
      <AvailabilityModal open={open} onClose={() => setOpen(false)} designId={view.design.designId} />
    </div>
  );
}
