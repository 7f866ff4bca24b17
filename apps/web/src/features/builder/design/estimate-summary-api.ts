import { type EstimateSummary, estimateSummarySchema } from '@eb/domain/commerce';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

export const ESTIMATE_SUMMARY_PATH = '/api/estimates/estimateSummary';

/** `POST /api/estimates/estimateSummary` (doc 001 §7): the totals the summary panel and modal show. */
export async function fetchEstimateSummary(designId: string, zipCode: string | null, signal: AbortSignal): Promise<EstimateSummary> {
  const answer = await apiFetch<unknown>(ESTIMATE_SUMMARY_PATH, {
    method: 'POST',
    body: zipCode ? { designId, zipCode } : { designId },
    signal,
  });
  const parsed = estimateSummarySchema.safeParse(answer);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'BAD_RESPONSE', message: 'The summary answer could not be read.' });
  return parsed.data;
}
