import { addressMatchKey } from '@eb/domain/address';
import type { Design } from '@eb/domain/design';
import { bookingNote, hasJobNote, withJobNote } from '@eb/domain/design-blocks';
import { internalUserName } from '@eb/domain/identity';
import {
  type BookJobBody,
  canBook,
  cartReportOutcome,
  JOB_NOT_PENDING,
  type Job,
  type JobStatus,
  priceMatches,
  priceMismatchMessage,
} from '@eb/domain/jobs';
import { can } from '@eb/domain/permissions';
import type { Tx } from '../../db/database.ts';
import { AppError, badRequest, conflict, forbidden } from '../../errors.ts';
import { assertMay, permissionActor } from '../../http/permission.ts';
import type { SessionData } from '../../http/session.ts';
import { assertNotLocked } from '../designs/policy.ts';
import { type ChangedDesign, writeServerAttributes } from '../designs/server-writes.ts';
import { FORGED_AUTHORIZATION } from './install-auth.ts';
import { jobFactAttributes } from './jobs-designs.ts';
import {
  type JobRecord,
  jobCustomer,
  jobFor,
  presentedJob,
  type StoredBooking,
  type StoredCartReport,
  type StoredOptions,
} from './jobs-store.ts';
import { nearestProvider } from './providers-coverage.ts';

const SERVICE_NAMES = { I: 'an installation (I)', M: 'a measurement (M)' } as const;

/** The internal user a booking names: the signed-in rep's own user name; customers name none. */
function bookingInternalUser(identity: SessionData, sent: string | null | undefined): string | null {
  const named = sent?.trim() ? sent.trim() : null;
  if (!can(permissionActor(identity), 'booking.nameInternalUser')) {
    if (named) assertMay(identity, 'booking.nameInternalUser');
    return null;
  }
  const own = internalUserName(identity.email ?? '');
  if (named && named.toLowerCase() !== own.toLowerCase()) throw forbidden(FORGED_AUTHORIZATION);
  return own;
}

/**
 * `POST /installation/api/backfill/book-job` (doc 001 §3): books a pending job. The booking must
 * describe the job as the server has it — its service type, customer id, address (id and the same
 * home) and its price to the cent (else 409) — and names the customer to contact. Receiving texts
 * turns the job's text opt-in on with the first phone (or off). The provider nearest the home is
 * named, and the job's facts reach its designs (announce them once committed). Runs in the caller's
 * transaction.
 */
export async function bookJob(
  tx: Tx,
  identity: SessionData,
  siteCode: string,
  body: BookJobBody,
): Promise<{ job: Job; designs: ChangedDesign[] }> {
  if (body.siteCode !== siteCode)
    throw badRequest(`The booking's siteCode ${body.siteCode} is not the siteCode of the request (${siteCode}).`);
  const job = await jobFor(tx, identity, siteCode, body.jobUid, { lock: true });
  if (!canBook(job.status)) throw conflict(JOB_NOT_PENDING);
  await assertPricedDesignOpen(tx, job.designId);
  if (body.serviceType !== job.serviceType) {
    throw conflict(`This job is ${SERVICE_NAMES[job.serviceType]} job; it cannot be booked as ${SERVICE_NAMES[body.serviceType]}.`);
  }
  if (body.customer.uid !== job.customerId) throw badRequest('customer.uid must be the customer id of this job.');
  const sentKey = addressMatchKey({ line1: body.address.line1, line2: body.address.line2 ?? '', zipCode: body.address.zipcode });
  if (body.address.uid !== job.addressId || sentKey !== job.addressKey) throw badRequest("The address sent is not this job's address.");
  const internalUser = bookingInternalUser(identity, body.internalUserName);
  if (!priceMatches(body, job)) throw conflict(priceMismatchMessage(body, job));

  const booking: StoredBooking = {
    dateCreated: body.dateCreated,
    receiveTexts: body.receiveTexts,
    internalUserName: internalUser,
    customer: body.customer,
    serviceProvider: await nearestProvider(tx, job.address.zipcode),
  };
  const firstPhone = body.customer.phoneNumbers[0]?.number ?? '';
  const options: StoredOptions = {
    ...job.options,
    textOptIn: body.receiveTexts,
    textOptInNumber: body.receiveTexts ? job.options.textOptInNumber || firstPhone : '',
  };
  const now = new Date();
  await tx
    .updateTable('jobs')
    .set({ status: 'booked', booking: JSON.stringify(booking), booked_at: now, options: JSON.stringify(options), updated_at: now })
    .where('id', '=', job.id)
    .execute();
  const designs = await tellDesigns(tx, { ...job, booking, bookedAt: now });
  return { job: await presentedJob(tx, job.id), designs };
}

/** A job priced from a design ordered since is not booked: its facts would land on an ordered design. */
async function assertPricedDesignOpen(tx: Tx, designId: string | null): Promise<void> {
  if (!designId) return;
  const design = await tx.selectFrom('designs').select('is_locked_or_ordered').where('id', '=', designId).executeTakeFirst();
  if (design) assertNotLocked(design);
}

/**
 * A booked job's facts reach its designs (doc 001 §2 Property Address, Vendor Information): the design
 * the job was priced from joins the job (leaving any job it was tied to before: the latest booking is
 * its job), and it and every design tied already take the job's attributes, as the server's own write.
 */
async function tellDesigns(tx: Tx, job: JobRecord): Promise<ChangedDesign[]> {
  if (job.designId) {
    await tx.deleteFrom('job_designs').where('design_id', '=', job.designId).where('job_id', '<>', job.id).execute();
    await tx
      .insertInto('job_designs')
      .values({ job_id: job.id, design_id: job.designId })
      .onConflict((c) => c.doNothing())
      .execute();
  }
  const tied = await tx.selectFrom('job_designs').select('design_id').where('job_id', '=', job.id).execute();
  const designIds = tied.map((row) => row.design_id);
  const customer = jobCustomer(job);
  const notes = bookingNotes(job, `${customer.firstName} ${customer.lastName}`);
  return writeServerAttributes(tx, designIds, jobFactAttributes(job, customer), { perDesign: notes });
}

/** The design attribute that holds its job notes (doc 001 §3). */
const NOTES = 'notes';

/**
 * The booking's special instructions as a job note on each design of the job (doc 001 §3 Job Notes),
 * first in the list, once: a design that has the note already keeps its notes as they are. Asked of
 * each design as it is once locked, and written with the job's facts (one new version each).
 */
function bookingNotes(job: JobRecord, customerName: string): ((design: Design) => Record<string, string> | undefined) | undefined {
  const note = bookingNote({
    customerName,
    bookedAt: new Date(job.bookedAt ?? Date.now()).toISOString(),
    specialInstructions: job.options.specialInstructions,
  });
  if (!note) return undefined;
  return (design) => {
    const notes = design.attributes[NOTES];
    return hasJobNote(notes, note) ? undefined : { [NOTES]: withJobNote(notes, note) };
  };
}

export interface CartReportAnswer {
  jobUid: string;
  status: JobStatus;
  bookJobSucceeded: boolean;
  addToCartSucceeded: boolean;
  reportedAt: string;
}

/**
 * `POST /installation/api/backfill/add-to-cart` (doc 001 §4, §7): the outcome of the add-to-cart
 * chain. Booked and carted moves the job to added-to-cart; booked but not carted to cart-failed (a
 * later success moves it on); a failed booking of a pending job is recorded and the job stays
 * pending. A report that contradicts the job is a 409.
 */
export async function reportCart(
  tx: Tx,
  identity: SessionData,
  siteCode: string,
  body: { jobUid: string; bookJobSucceeded: boolean; addToCartSucceeded: boolean },
): Promise<CartReportAnswer> {
  const job = await jobFor(tx, identity, siteCode, body.jobUid, { lock: true });
  const outcome = cartReportOutcome(job.status, body);
  if ('problem' in outcome) throw new AppError('CONFLICT', outcome.problem);
  const reportedAt = new Date();
  const report: StoredCartReport = {
    bookJobSucceeded: body.bookJobSucceeded,
    addToCartSucceeded: body.addToCartSucceeded,
    reportedAt: reportedAt.toISOString(),
  };
  await tx
    .updateTable('jobs')
    .set({ status: outcome.status, cart_report: JSON.stringify(report), updated_at: reportedAt })
    .where('id', '=', job.id)
    .execute();
  return { jobUid: job.jobUid, status: outcome.status, ...report };
}
