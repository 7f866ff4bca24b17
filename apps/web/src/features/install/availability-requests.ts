import type { Address, Verification } from '@eb/domain/address';
import { addressEndpoints, providerEndpoints } from '@eb/domain/endpoints/installation';
import type { Role } from '@eb/domain/identity';
import type { SiteId } from '@eb/domain/sites';
import { call, isAbortError } from '../../lib/api-client.ts';
import type { Availability } from '../../lib/install-slice.ts';
import { availabilityFrom, coverageCheck, verificationOrFallback } from './availability-steps.ts';

/** The address service's view of the entered address (doc 001 §4); null once aborted. */
export async function verifyAddress(address: Address, signal: AbortSignal): Promise<Verification | null> {
  let verification: Verification | null = null;
  try {
    const { line1, line2, city, state, zipCode } = address;
    verification = await call(addressEndpoints.validateAddress, {
      body: { Line1: line1, Line2: line2, City: city, State: state, ZipCode: zipCode },
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) return null;
    // Doc 001 §4: a failed verification still advances with the address as entered.
  }
  return verificationOrFallback(verification, address);
}

/** Who covers the saved address's ZIP, asked as the site and role call for (doc 001 §4, §7); null once aborted. */
export async function checkCoverage(
  role: Role,
  siteId: SiteId,
  zipCode: string,
  signal: AbortSignal,
): Promise<Exclude<Availability, 'unknown'> | null> {
  const plan = coverageCheck(role, siteId, zipCode);
  let answer: boolean | null;
  try {
    answer =
      plan.kind === 'check-availability'
        ? await call(providerEndpoints.checkAvailability, { query: plan.query, signal })
        : (await call(providerEndpoints.proAvailability, { query: plan.query, signal })).result;
  } catch (error) {
    if (isAbortError(error)) return null;
    // Doc 001 §8: a failed check-availability counts as covered by other; §7: a failed pro-availability as false.
    answer = null;
  }
  return availabilityFrom(plan.kind, answer);
}
