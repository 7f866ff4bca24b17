import {
  type Address,
  proAvailabilityAnswerSchema,
  type Verification,
  verificationSchema,
  zipAvailabilitySchema,
} from '@eb/domain/address';
import type { Role } from '@eb/domain/identity';
import type { SiteId } from '@eb/domain/sites';
import { apiFetch, isAbortError } from '../../lib/api-client.ts';
import type { Availability } from '../../lib/install-slice.ts';
import { availabilityFrom, coverageCheck, verificationOrFallback } from './availability-steps.ts';

const VALIDATE_PATH = '/api/customer/addressvalidation/v1/validate';

/** The address service's view of the entered address (doc 001 §4); null once aborted. */
export async function verifyAddress(address: Address, signal: AbortSignal): Promise<Verification | null> {
  let verification: Verification | null = null;
  try {
    const { line1, line2, city, state, zipCode } = address;
    verification = await apiFetch(VALIDATE_PATH, {
      method: 'POST',
      body: { Line1: line1, Line2: line2, City: city, State: state, ZipCode: zipCode },
      signal,
      answer: verificationSchema,
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
        ? await apiFetch(plan.path, { signal, answer: zipAvailabilitySchema })
        : (await apiFetch(plan.path, { signal, answer: proAvailabilityAnswerSchema })).result;
  } catch (error) {
    if (isAbortError(error)) return null;
    // Doc 001 §8: a failed check-availability counts as covered by other; §7: a failed pro-availability as false.
    answer = null;
  }
  return availabilityFrom(plan.kind, answer);
}
