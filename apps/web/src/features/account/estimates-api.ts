import { designEndpoints } from '@eb/domain/endpoints/designs';
import { sharingEndpoints } from '@eb/domain/endpoints/sharing';
import type { Me } from '@eb/domain/identity';
import { saveCall } from '@eb/domain/sharing';
import type { Site } from '@eb/domain/sites';
import { ApiError, call } from '../../lib/api-client.ts';
import { publish } from '../../lib/event-bus.ts';
import { linkDesign } from '../../lib/link-design.ts';
import { publishButtonSubmission } from '../../lib/site-events.ts';

/** The account list's calls: the list, removing a design from it, and a copy that joins it. */
export const estimatesApi = {
  list: (signal?: AbortSignal) => call(sharingEndpoints.listAccountEstimates, { signal }),
  remove: (designId: string) => call(sharingEndpoints.deleteAccountEstimate, { params: { designId } }),
  /** The builder's copy-design call. */
  copy: (designId: string, name: string) => call(designEndpoints.copyDesign, { params: { designId }, body: { Name: name } }),
  /** Links a design to the signed-in account with the site's save call (doc 001 §6, §7). */
  link: (site: Site, designId: string, me: Me) => {
    const save = saveCall(site, designId, me);
    if (!save.ok) return Promise.reject(new ApiError({ status: 400, code: 'BAD_REQUEST', message: save.message }));
    return linkDesign(save);
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
