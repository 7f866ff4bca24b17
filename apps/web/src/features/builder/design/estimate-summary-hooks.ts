import type { EstimateSummary } from '@eb/domain/commerce';
import type { Design, Item } from '@eb/domain/design';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { publish } from '../../../lib/event-bus.ts';
import { hasPendingWrites } from '../state/design-write-queue.ts';
import { fetchEstimateSummary } from './estimate-summary-api.ts';
import { figuresKey, localFigures, type SummaryAnswer, type SummaryFigures, shownFigures } from './estimate-summary-figures.ts';

/** Quiet time after the design's last change before the summary is asked for again. */
export const SUMMARY_CALM_MS = 400;

export interface SummaryRequest {
  /** Whether this design has an answer already: the first ask goes at once, later ones wait for calm. */
  answered: boolean;
  /** Edits on their way: their answer raises the version, which asks again, so none is sent now. */
  pending: () => boolean;
  send: () => void;
}

/**
 * Schedules one ask and answers its cancel. The hook cancels and schedules again on every version,
 * so a burst of edits (typing, a held arrow key) ends in a single request.
 */
export function scheduleSummaryRequest(
  request: SummaryRequest,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
) {
  const timer = timers.setTimeout(
    () => {
      if (!request.pending()) request.send();
    },
    request.answered ? SUMMARY_CALM_MS : 0,
  );
  return () => timers.clearTimeout(timer);
}

/** The tax asked for with the design's ZIP: its outcome is an analytics event (doc 000 §4), else none. */
export function taxEventOf(
  summary: Pick<EstimateSummary, 'designId' | 'taxSuccessful' | 'estimatedTax'>,
  zipCode: string | null,
): { name: 'estimate.taxSuccess' | 'estimate.taxFailure'; payload: Record<string, unknown> } | null {
  if (summary.taxSuccessful === null) return null;
  return {
    name: summary.taxSuccessful ? 'estimate.taxSuccess' : 'estimate.taxFailure',
    payload: { designId: summary.designId, zipCode, estimatedTax: summary.estimatedTax },
  };
}

/**
 * The summary's figures for a design: the locally known ones at once, the server's
 * (`POST /api/estimates/estimateSummary`) once it has answered for the version on screen.
 */
export function useEstimateSummary(design: Design, items: Item[]): SummaryFigures {
  const [answer, setAnswer] = useState<SummaryAnswer | null>(null);
  const latest = useRef({ design, items, answer });
  useLayoutEffect(() => {
    latest.current = { design, items, answer };
  });
  const { designId, version, zipCode } = design;

  useEffect(() => {
    const controller = new AbortController();
    const cancel = scheduleSummaryRequest({
      answered: latest.current.answer?.designId === designId,
      pending: () => hasPendingWrites(designId),
      send: () => {
        // What the page shows as it asks: the answer stands for these windows only.
        const localKey = figuresKey(localFigures(latest.current.design, latest.current.items));
        fetchEstimateSummary(designId, zipCode, controller.signal).then(
          (summary) => {
            setAnswer({ designId, version, localKey, summary });
            const event = taxEventOf(summary, zipCode);
            if (event) publish(event.name, event.payload);
          },
          // A failed or cancelled ask leaves the figures the page knows.
          () => {},
        );
      },
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [designId, version, zipCode]);

  return useMemo(() => shownFigures(design, items, answer), [design, items, answer]);
}
