import { SUMMARY_LABELS } from '@eb/domain/commerce';
import type { Design } from '@eb/domain/design';
import { formatMoney } from '@eb/domain/format';
import { useEffect, useState } from 'react';
import { focusElement } from '../../../lib/focus.ts';
import { Button } from '../../../ui/button.tsx';
import { useBuilderPlugins } from '../builder-plugins.ts';
import { scrollToElement } from '../smooth-scroll.ts';
import type { SummaryFigures } from './estimate-summary-figures.ts';

/** The id of a design's summary panel heading (the panel is the `aside` it names). */
export const summaryTitleId = (designId: string) => `summary-${designId}`;

/**
 * Below the desktop breakpoint the summary panel sits above the rooms, so on a long design the
 * total and Checkout are thousands of pixels away. This bar stays at the foot of the screen while the
 * panel is out of view: the design's Subtotal (an auto-release design's Total) and a way back to
 * Checkout ('Go to Summary' while Checkout is off, where the panel says why). Desktop keeps its sticky panel, and the stylesheet hides the bar there.
 */
export function SummaryBar({ design, figures }: { design: Pick<Design, 'designId'>; figures: SummaryFigures }) {
  const titleId = summaryTitleId(design.designId);
  const [panelInView, setPanelInView] = useState(true);
  const checkoutReady = useBuilderPlugins().useCheckoutReady(design.designId);

  useEffect(() => {
    const panel = document.getElementById(titleId)?.closest('aside');
    if (!panel || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setPanelInView(entry?.isIntersecting ?? true));
    observer.observe(panel);
    return () => observer.disconnect();
  }, [titleId]);

  if (panelInView) return null;
  const [label, amount] = figures.isAutoRelease ? [SUMMARY_LABELS.total, figures.total] : [SUMMARY_LABELS.subtotal, figures.subtotal];
  const goToCheckout = () =>
    scrollToElement(titleId, 'start', () => {
      const heading = document.getElementById(titleId);
      if (heading) focusElement(heading);
    });
  return (
    <section className="eb-summary-bar" aria-label={`${figures.designName} total`}>
      <p className="eb-summary-bar__figure">
        <span>{label}</span> <strong>{formatMoney(amount)}</strong>
      </p>
      {/* Where Checkout is off, the panel says why: the bar only leads there. */}
      <Button onClick={goToCheckout}>{checkoutReady ? 'Go to Checkout' : 'Go to Summary'}</Button>
    </section>
  );
}
