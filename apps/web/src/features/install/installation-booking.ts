import { internalUserName, type Me } from '@eb/domain/identity';
import type { JobOptionsInput } from '@eb/domain/job-options';
import type { Job } from '@eb/domain/jobs';
import type { InstallAddress } from '../../lib/install-slice.ts';
import { bookJob, createConfiguration, createJob, type InstallContext, reportCart } from './installation-api.ts';

/**
 * Add to cart with installation (doc 001 §4 add-to-cart chains): make the job, book it, make its
 * configuration, then report the outcome to the installation service (backfill). One attempt keeps
 * its idempotency keys and booking date, so a retry or a double click makes one job and one booking.
 */
export interface BookingAttempt {
  /** What the attempt books; a different request starts a new attempt. */
  signature: string;
  createKey: string;
  bookKey: string;
  dateCreated: string;
}

export function bookingAttempt(previous: BookingAttempt | null, signature: string): BookingAttempt {
  if (previous && previous.signature === signature) return previous;
  return { signature, createKey: crypto.randomUUID(), bookKey: crypto.randomUUID(), dateCreated: new Date().toISOString() };
}

export interface BookingRequest {
  designId: string;
  serviceType: 'I' | 'M';
  address: InstallAddress;
  leafItems: { itemId: string; quantity: number }[];
  options: JobOptionsInput;
}

export interface Booked {
  job: Job;
  configurationGuid: string;
}

const bookingInternalUser = (me: Pick<Me, 'role' | 'email'> | null) => (me?.role === 'rep' && me.email ? internalUserName(me.email) : null);

export async function bookInstallation(
  context: InstallContext,
  me: Pick<Me, 'role' | 'email'> | null,
  request: BookingRequest,
  attempt: BookingAttempt,
): Promise<Booked> {
  const job = await createJob(
    context,
    {
      designId: request.designId,
      serviceType: request.serviceType,
      addressId: request.address.addressId,
      propertyId: request.address.propertyId,
      leafItems: request.leafItems,
      options: request.options,
    },
    attempt.createKey,
  );
  const { options } = request;
  let booked: Job;
  try {
    booked = await bookJob(
      context,
      {
        jobUid: job.jobUid,
        serviceType: job.serviceType,
        dateCreated: attempt.dateCreated,
        receiveTexts: options.textOptIn,
        retail: job.pricingResult.retail,
        cost: job.pricingResult.cost,
        internalUserName: bookingInternalUser(me),
        customer: {
          firstName: job.customer.firstName,
          lastName: job.customer.lastName,
          uid: job.customerId,
          emailAddress: job.customer.email,
          phoneNumbers: options.textOptIn ? [{ number: options.textOptInNumber }] : [],
        },
        address: { uid: job.addressId, ...job.address },
        siteCode: context.siteCode,
      },
      attempt.bookKey,
    );
  } catch (error) {
    await reportCart(context, { jobUid: job.jobUid, bookJobSucceeded: false, addToCartSucceeded: false }).catch(() => undefined);
    throw error;
  }
  let configurationGuid: string;
  try {
    ({ configurationGuid } = await createConfiguration(context, booked.id, options));
  } catch (error) {
    await reportCart(context, { jobUid: booked.jobUid, bookJobSucceeded: true, addToCartSucceeded: false }).catch(() => undefined);
    throw error;
  }
  // The configuration exists: that is what the cart takes, so the chain reports the cart step done.
  await reportCart(context, { jobUid: booked.jobUid, bookJobSucceeded: true, addToCartSucceeded: true });
  return { job: booked, configurationGuid };
}
