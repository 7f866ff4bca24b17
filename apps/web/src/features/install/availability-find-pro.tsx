import { isAutoReleaseDesign, isMandiDesign } from '@eb/domain/design';
import { useState } from 'react';
import type { DesignView } from '../../lib/design-view.ts';
import { Button } from '../../ui/button.tsx';
import { AvailabilityModal } from './availability-modal.tsx';
import './availability.css';

/** Doc 001 §2 summary labels: the note under the button. */
export const PRO_MEASURE_NOTE = '**Professional installation requires professional measure.';

/** Product-mode designs that are not locked (or ordered, or tied to an order) offer professional installation. */
export function offersFindPro(view: Pick<DesignView, 'design'>, locked: boolean): boolean {
  return !locked && !isMandiDesign(view.design) && !isAutoReleaseDesign(view.design);
}

/**
 * The summary panel's 'Find a Pro Installer**' button ('Find Installer**' on mobile) and its note; it
 * opens the Professional Measure & Install modal (doc 001 §2, §4).
 */
export function FindProInstaller({ view, locked }: { view: DesignView; locked: boolean }) {
  const [open, setOpen] = useState(false);
  if (!offersFindPro(view, locked)) return null;
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
