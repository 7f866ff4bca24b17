import { useEffect, useState } from 'react';
import { fetchEstimateSummary } from '../design/estimate-summary-api.ts';
import type { ServerOnly } from '../design/estimate-summary-figures.ts';

/**
 * The installation and tax of each compared design, as only the server knows them (its priced job,
 * the tax kept for it), asked once per design with no ZIP so nothing is worked out or kept. A failed
 * ask leaves the design without them: its figures show no installation and tax 'To Be Calculated'.
 */
export function useServerFigures(designIds: readonly string[]): Record<string, ServerOnly> {
  const [known, setKnown] = useState<Record<string, ServerOnly>>({});
  const key = designIds.join(',');

  useEffect(() => {
    const controller = new AbortController();
    for (const designId of key.split(',').filter(Boolean)) {
      fetchEstimateSummary(designId, null, controller.signal).then(
        ({ installationTotal, estimatedTax }) => setKnown((before) => ({ ...before, [designId]: { installationTotal, estimatedTax } })),
        () => {},
      );
    }
    return () => controller.abort();
  }, [key]);

  return known;
}
