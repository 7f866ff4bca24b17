import { designEndpoints } from '@eb/domain/endpoints/designs';
import { jobEndpoints } from '@eb/domain/endpoints/installation';
import type { EligibilityEntry } from '@eb/domain/installation';
import { proEstimatePayload } from '@eb/domain/jobs';
import { NAME_LIMITS } from '@eb/domain/names';
import type { SiteId } from '@eb/domain/sites';
import { ApiError, call } from '../../lib/api-client.ts';
import { MANDI_BASE } from '../../lib/builder-paths.ts';
import type { InstallAddress } from '../../lib/install-slice.ts';
import { fetchEligibility } from './installation-api.ts';

/**
 * The professional estimate path (doc 001 §3, §4, §7, §8): eligibility for the design's products,
 * then `POST /api/customer/createmandiestimate` with the design's rooms and windows, a window without
 * a product or with an ineligible one sent as a blank placeholder. On site 11 every product must have
 * the retailer's id in the product map; a missing one stops the path with a global error.
 */

const SUFFIX = ' Measure';

/** The new estimate's name: the design's, marked as the measure estimate, within 50 characters. */
export const proEstimateName = (designName: string) => `${designName.slice(0, NAME_LIMITS.design - SUFFIX.length).trimEnd()}${SUFFIX}`;

/** Site 11's 'missing mapping' error (doc 001 §8), naming the skus the product map lacks. */
export function missingMappingMessage(skus: readonly string[]): string {
  const list = skus.join(', ');
  return `We could not find ${skus.length === 1 ? 'the product' : 'the products'} ${list} in this store's catalog, so a measure estimate cannot be made online. Please call us and we will set it up for you.`;
}

/** The eligible skus the product map has no retailer id for (site 11 only needs one for each). */
export function unmappedSkus(eligibility: readonly EligibilityEntry[], productIdMap: Record<string, string> | undefined): string[] {
  return [...new Set(eligibility.filter((entry) => entry.eligible && !productIdMap?.[entry.skuNumber]).map((entry) => entry.skuNumber))];
}

/** Makes the professional estimate of a design at the saved address; answers the new design's load path. */
export async function createProEstimate(designId: string, address: InstallAddress, siteId: SiteId): Promise<string> {
  const [graph, eligibility] = await Promise.all([call(designEndpoints.loadDesign, { params: { designId } }), fetchEligibility(designId)]);
  if (siteId === 11) {
    const missing = unmappedSkus(eligibility.eligibility, eligibility.productIdMap);
    if (missing.length > 0) throw new ApiError({ status: 409, code: 'CONFLICT', message: missingMappingMessage(missing) });
  }
  const payload = proEstimatePayload(graph, eligibility, {
    addressId: address.addressId,
    propertyId: address.propertyId,
    customerId: address.customerId,
    name: proEstimateName(graph.design.name),
  });
  const made = await call(jobEndpoints.createProEstimate, { body: payload });
  return `${MANDI_BASE}/load/${made.designId}`;
}
