import { SUMMARY_LABELS } from '@eb/domain/commerce';
import { type Container, type Design, type Item, isMandiDesign } from '@eb/domain/design';
import { type PricingLine, pricingBlockLines } from '@eb/domain/installation';
import { toCents } from '@eb/domain/money';
import { type ReactNode, useMemo, useState } from 'react';
import type { DesignView } from '../../../lib/design-view.ts';
import { useAppSelector } from '../../../lib/hooks.ts';
import { Button } from '../../../ui/button.tsx';
import { selectCanChange } from '../state/builder-selectors.ts';
import { type SummaryFigures, withPricedInstallation } from './estimate-summary-figures.ts';
import { useEstimateSummary } from './estimate-summary-hooks.ts';
import { panelLines } from './estimate-summary-lines.ts';
import { EstimateSummaryModal } from './estimate-summary-modal.tsx';
import { SummaryLines } from './estimate-summary-rows.tsx';
import { summaryTitleId } from './summary-bar.tsx';
import './estimate-summary.css';

/** The design's rooms with their windows, in order, as the summary modal lists them. */
function roomsOf(design: Design, items: Item[], containers: Record<string, Container>): DesignView['rooms'] {
  return design.containers.flatMap((containerId) => {
    const container = containers[containerId];
    return container ? [{ container, items: items.filter((item) => item.containerId === containerId) }] : [];
  });
}

/** The panel's figures and its 'View Summary' link (tablet and mobile), without the store: what the tests render. */
export function EstimateSummaryPanel({
  design,
  figures,
  charges = [],
  installationLine = true,
  onViewSummary,
  children,
}: {
  design: Pick<Design, 'designId'>;
  figures: SummaryFigures;
  /** The installation charges priced on this page, listed on desktop. */
  charges?: readonly PricingLine[];
  /** False where the installation is itemized beside the panel (a professional-measure design's own summary). */
  installationLine?: boolean;
  onViewSummary: () => void;
  children?: ReactNode;
}) {
  const titleId = summaryTitleId(design.designId);
  return (
    <aside className="eb-summary eb-card" aria-labelledby={titleId}>
      {/* Under the design card's own heading (h2, the design name), like the card's other blocks. */}
      <h3 id={titleId} className="eb-summary__title">
        {figures.designName} {SUMMARY_LABELS.summary}
      </h3>
      <SummaryLines lines={panelLines(figures, charges, installationLine)} />
      <Button variant="link" className="eb-summary__view" aria-haspopup="dialog" onClick={onViewSummary}>
        {SUMMARY_LABELS.viewSummary}
      </Button>
      {children}
    </aside>
  );
}

/** The panel's figures: the design's, with the installation the Installation Summary priced on this page. */
export function useSummaryFigures(design: Design, items: Item[]): SummaryFigures {
  const priced = useAppSelector((state) => state.install.pricedInstallation[design.designId]);
  return withPricedInstallation(useEstimateSummary(design, items), priced && toCents(priced.totalInstallationCost));
}

/**
 * The estimate summary panel (doc 001 §2): '{name} Summary', Selected Items, Product Total, Shipping,
 * You'll Save*, Subtotal, Pretax Total on mobile, Estimated Tax and Total for auto-release designs,
 * then the checkout and installation actions plugged in below (with the installation charge lines
 * on desktop). Sticky beside the rooms on desktop; inline with 'View Summary' on tablet and mobile.
 */
export function DesignSummary({
  design,
  items,
  figures,
  children,
}: {
  design: Design;
  items: Item[];
  /** `useSummaryFigures` of the design, worked out once by the card for the panel and its bar. */
  figures: SummaryFigures;
  children?: ReactNode;
}) {
  const priced = useAppSelector((state) => state.install.pricedInstallation[design.designId]);
  // A professional-measure design's own summary lists its charges; the panel only adds them to its Subtotal.
  const listsCharges = !isMandiDesign(design);
  const charges = useMemo(() => (priced && listsCharges ? pricingBlockLines(priced) : []), [priced, listsCharges]);
  const [open, setOpen] = useState(false);
  const containers = useAppSelector((state) => state.builder.containers);
  const canChange = useAppSelector((state) => selectCanChange(state, design.designId));
  const view = useMemo<DesignView>(() => ({ design, items, rooms: roomsOf(design, items, containers) }), [design, items, containers]);
  return (
    <EstimateSummaryPanel
      design={design}
      figures={figures}
      charges={charges}
      installationLine={listsCharges}
      onViewSummary={() => setOpen(true)}
    >
      {children}
      <EstimateSummaryModal
        open={open}
        onClose={() => setOpen(false)}
        view={view}
        figures={figures}
        locked={design.isLockedOrOrdered || !canChange}
      />
    </EstimateSummaryPanel>
  );
}
