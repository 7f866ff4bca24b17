import { printButtons } from '@eb/domain/permissions';
import { designHasProducts, printPath } from '@eb/domain/sharing';
import { useState } from 'react';
import type { DesignView } from '../../lib/design-view.ts';
import { useSite } from '../../lib/site-context.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { CommercialPdfModal } from './commercial-pdf-modal.tsx';
import './print.css';

/**
 * Download Residential and Download Commercial (doc 001 §2, §6). Residential is a plain download link
 * to the site's print path with the browser's time zone offset; Commercial (reps, where the site
 * enables it) opens the Commercial PDF Controls first.
 */
export function PrintButtons({ view }: { view: DesignView }) {
  const site = useSite();
  const viewer = useViewer();
  const [controlsOpen, setControlsOpen] = useState(false);
  const shown = printButtons(viewer, site, designHasProducts(view.items));
  if (!shown.residential && !shown.commercial) return null;
  const designId = view.design.designId;

  return (
    <>
      {shown.residential && (
        <a className="eb-button eb-button--secondary" href={printPath(site.id, designId, new Date().getTimezoneOffset())} download>
          <span className="eb-button__label">Download Residential</span>
        </a>
      )}
      {shown.commercial && (
        <button type="button" className="eb-button eb-button--secondary" aria-haspopup="dialog" onClick={() => setControlsOpen(true)}>
          <span className="eb-button__label">Download Commercial</span>
        </button>
      )}
      {shown.commercial && (
        <CommercialPdfModal open={controlsOpen} siteId={site.id} designId={designId} onClose={() => setControlsOpen(false)} />
      )}
    </>
  );
}
