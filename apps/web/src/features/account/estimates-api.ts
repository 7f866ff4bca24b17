import { designGraphSchema } from '@eb/domain/design';
import type { Me } from '@eb/domain/identity';
import { accountEstimatesSchema, linkResultSchema, saveCall } from '@eb/domain/sharing';
import type { Site } from '@eb/domain/sites';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { apiConfig } from '../../lib/config.ts';
import { publish } from '../../lib/event-bus.ts';
import { ACCOUNT_ESTIMATES_PATH } from '../../lib/server-api.ts';
import { publishButtonSubmission } from '../../lib/site-events.ts';

const LIST = ACCOUNT_ESTIMATES_PATH;

/** The account list's calls: the list, removing a design from it, and a copy that joins it. */
export const estimatesApi = {
  list: (signal?: AbortSignal) => apiFetch(LIST, { signal, answer: accountEstimatesSchema }),
  remove: (designId: string) => apiFetch<void>(`${LIST}/${encodeURIComponent(designId)}`, { method: 'DELETE' }),
  /** The builder's copy-design call. */
  copy: (designId: string, name: string) =>
    apiFetch(`${apiConfig.designBuilderBase}/designs/${designId}/copy`, {
      method: 'POST',
      body: { Name: name },
      answer: designGraphSchema,
    }),
  /** Links a design to the signed-in account with the site's save call (doc 001 §6, §7). */
  link: (site: Site, designId: string, me: Me) => {
    const call = saveCall(site, designId, me);
    if (!call.ok) return Promise.reject(new ApiError({ status: 400, code: 'BAD_REQUEST', message: call.message }));
    return apiFetch(call.path, { method: 'POST', body: call.body, answer: linkResultSchema });
  },
};

/**
 * Duplicate from the list: the builder's copy call, then the site's save call so the copy joins the
 * account and shows at the top of the list (a copy starts unlinked). Answers the copy's id.
 */
export async function duplicateEstimate(site: Site, me: Me, designId: string, name: string): Promise<string> {
  const copy = await estimatesApi.copy(designId, name);
  const newDesignId = copy.design.designId;
  publish('estimate.copied', { designId, newDesignId });
  publish('design.duplicate', { designId });
  publishButtonSubmission(site, 'duplicate', designId);
  if (!copy.design.isLinked) {
    const linked = await estimatesApi.link(site, newDesignId, me);
    if (linked.firstLink) publish('design.save', { designId: newDesignId });
  }
  return newDesignId;
}
