import type { EstimateSummary } from '@eb/domain/commerce';
import { taxEndpoints } from '@eb/domain/endpoints/tax';
import { call } from '../../../lib/api-client.ts';

/** `POST /api/estimates/estimateSummary` (doc 001 §7): the totals the summary panel and modal show. */
export function fetchEstimateSummary(designId: string, zipCode: string | null, signal: AbortSignal): Promise<EstimateSummary> {
  return call(taxEndpoints.estimateSummary, { body: zipCode ? { designId, zipCode } : { designId }, signal });
}
