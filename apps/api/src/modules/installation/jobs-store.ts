import type { JobProvider } from '@eb/domain/design-blocks';
import type { PricingResult } from '@eb/domain/installation';
import type { JobOptionsInput } from '@eb/domain/job-options';
import {
  type BookJobBody,
  isJobUid,
  type Job,
  type JobAddress,
  type JobCustomer,
  type JobItem,
  type JobStatus,
  splitName,
} from '@eb/domain/jobs';
import { toCents, toDollars } from '@eb/domain/money';
import { can, JOB_NOT_FOUND } from '@eb/domain/permissions';
import type { Db, Tx } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import { AppError, notSignedIn } from '../../errors.ts';
import { permissionActor } from '../../http/permission.ts';
import type { SessionData } from '../../http/session.ts';
import { type Owner, ownerOf } from './address-customers.ts';

export { JOB_NOT_FOUND };
export const SIGN_IN_TO_BOOK = 'Please sign in to book professional measure and install.';
export const ADDRESS_NOT_FOUND = 'We could not find that address on file.';

/** What a job keeps of a booking (doc 001 §3 Backfill booking). */
export interface StoredBooking {
  dateCreated: string;
  receiveTexts: boolean;
  internalUserName: string | null;
  customer: BookJobBody['customer'];
  /** The provider named at booking (absent from bookings kept before providers were named). */
  serviceProvider?: JobProvider | null;
}
export interface StoredCartReport {
  bookJobSucceeded: boolean;
  addToCartSucceeded: boolean;
  reportedAt: string;
}
export type StoredOptions = JobOptionsInput;

/** A job row with its address, property and the account of its customer: one query. */
export interface JobRecord {
  id: string;
  jobUid: string;
  siteId: number;
  siteCode: 'BDC' | 'THD';
  serviceType: 'I' | 'M';
  status: JobStatus;
  customerId: string;
  ownerUserId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  addressId: string;
  propertyId: string;
  propertyName: string;
  address: JobAddress;
  addressKey: string;
  designId: string | null;
  items: JobItem[];
  options: StoredOptions;
  pricing: PricingResult;
  retailCents: number;
  costCents: number;
  createdByUserId: string | null;
  createdByRole: string;
  booking: StoredBooking | null;
  bookedAt: Date | null;
  cartReport: StoredCartReport | null;
  createdAt: Date;
  updatedAt: Date;
}

function jobQuery(db: Db | Tx) {
  return db
    .selectFrom('jobs')
    .innerJoin('addresses', 'addresses.id', 'jobs.address_id')
    .innerJoin('properties', 'properties.id', 'jobs.property_id')
    .innerJoin('customers', 'customers.id', 'jobs.customer_id')
    .leftJoin('users', 'users.id', 'customers.owner_user_id')
    .selectAll('jobs')
    .select([
      'addresses.line1',
      'addresses.line2',
      'addresses.city',
      'addresses.state',
      'addresses.zip_code',
      'addresses.match_key',
      'properties.name as property_name',
      'customers.owner_user_id',
      'users.name as owner_name',
      'users.email as owner_email',
    ]);
}

/** The job a path names by id or uid (a uid is never a uuid), or undefined. */
export async function findJob(db: Db | Tx, ref: string, options: { lock?: boolean } = {}): Promise<JobRecord | undefined> {
  const column = isJobUid(ref) ? 'job_uid' : 'id';
  if (options.lock) {
    const locked = await db.selectFrom('jobs').select('id').where(column, '=', ref).forUpdate().executeTakeFirst();
    if (!locked) return undefined;
  }
  const row = await jobQuery(db).where(`jobs.${column}`, '=', ref).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    jobUid: row.job_uid,
    siteId: row.site_id,
    siteCode: row.site_code,
    serviceType: row.service_type,
    status: row.status,
    customerId: row.customer_id,
    ownerUserId: row.owner_user_id,
    ownerName: row.owner_name,
    ownerEmail: row.owner_email,
    addressId: row.address_id,
    propertyId: row.property_id,
    propertyName: row.property_name,
    address: { line1: row.line1, line2: row.line2, city: row.city, state: row.state, zipcode: row.zip_code },
    addressKey: row.match_key,
    designId: row.design_id,
    items: readJson<JobItem[]>(row.items),
    options: readJson<StoredOptions>(row.options),
    pricing: readJson<PricingResult>(row.pricing),
    retailCents: row.retail_cents,
    costCents: row.cost_cents,
    createdByUserId: row.created_by_user_id,
    createdByRole: row.created_by_role,
    booking: row.booking === null ? null : readJson<StoredBooking>(row.booking),
    bookedAt: row.booked_at,
    cartReport: row.cart_report === null ? null : readJson<StoredCartReport>(row.cart_report),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Jobs and booking need a signed-in caller (site 11's Authorization names one already). */
export function requireSignedInCaller(identity: SessionData): void {
  if (!identity.uid) throw notSignedIn(SIGN_IN_TO_BOOK);
}

/** Who may see or change a job (the table's `job.use`): a rep, or the account whose customer record it belongs to. */
export const canUseJob = (identity: SessionData, job: Pick<JobRecord, 'ownerUserId'>) =>
  can(permissionActor(identity, identity.uid !== null && job.ownerUserId === identity.uid), 'job.use');

/**
 * The job a caller names, on the site whose service code the request carries. Unknown, of the other
 * service site, or someone else's are one answer (404): a different one would tell a caller which
 * job numbers exist.
 */
export async function jobFor(
  db: Db | Tx,
  identity: SessionData,
  siteCode: string,
  ref: string,
  options: { lock?: boolean } = {},
): Promise<JobRecord> {
  requireSignedInCaller(identity);
  const job = await findJob(db, ref, options);
  if (!job || job.siteCode !== siteCode || !canUseJob(identity, job)) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  return job;
}

/** The job's customer: as booked, else the account's name and email with the text-update phone. */
export function jobCustomer(job: JobRecord): JobCustomer {
  if (job.booking) {
    const { customer } = job.booking;
    return {
      id: job.customerId,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.emailAddress,
      phones: customer.phoneNumbers,
    };
  }
  const { firstName, lastName } = splitName(job.ownerName);
  return {
    id: job.customerId,
    firstName,
    lastName,
    email: job.ownerEmail ?? '',
    phones: job.options.textOptInNumber ? [{ number: job.options.textOptInNumber }] : [],
  };
}

/** The designs tied to jobs, oldest first: one query for all of them. */
export async function tiedDesigns(db: Db | Tx, jobIds: readonly string[]): Promise<Map<string, { designId: string; name: string }[]>> {
  const byJob = new Map<string, { designId: string; name: string }[]>();
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .selectFrom('job_designs')
    .innerJoin('designs', 'designs.id', 'job_designs.design_id')
    .select(['job_designs.job_id', 'designs.id', 'designs.name'])
    .where('job_designs.job_id', 'in', [...jobIds])
    .orderBy('job_designs.added_at')
    .orderBy('designs.id')
    .execute();
  for (const row of rows) {
    const list = byJob.get(row.job_id) ?? [];
    list.push({ designId: row.id, name: row.name });
    byJob.set(row.job_id, list);
  }
  return byJob;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function presentJob(job: JobRecord, designs: { designId: string; name: string }[]): Job {
  const { pricing } = job;
  return {
    id: job.id,
    jobUid: job.jobUid,
    siteCode: job.siteCode,
    serviceType: job.serviceType,
    status: job.status,
    designId: job.designId,
    customerId: job.customerId,
    addressId: job.addressId,
    propertyId: job.propertyId,
    propertyName: job.propertyName,
    address: job.address,
    customer: jobCustomer(job),
    items: job.items,
    options: job.options,
    attributes: { textOptIn: job.options.textOptIn },
    pricingResult: {
      retail: toDollars(job.retailCents),
      cost: toDollars(job.costCents),
      tax: pricing.tax,
      totalInstallationCost: pricing.totalInstallationCost,
      charges: pricing.charges,
    },
    designs,
    booking:
      job.booking && job.bookedAt
        ? {
            dateCreated: job.booking.dateCreated,
            receiveTexts: job.booking.receiveTexts,
            internalUserName: job.booking.internalUserName,
            bookedAt: iso(job.bookedAt),
            serviceProvider: job.booking.serviceProvider ?? null,
          }
        : null,
    cartReport: job.cartReport,
    createdBy: { userId: job.createdByUserId, role: job.createdByRole },
    createdAt: iso(job.createdAt),
    updatedAt: iso(job.updatedAt),
  };
}

/** Reads a job again (after a write in `db`) and presents it with its designs. */
export async function presentedJob(db: Db | Tx, jobId: string): Promise<Job> {
  const job = await findJob(db, jobId);
  if (!job) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  const designs = await tiedDesigns(db, [job.id]);
  return presentJob(job, designs.get(job.id) ?? []);
}

/** Cents of a pricing result's retail and cost. */
export const priceCents = (pricing: Pick<PricingResult, 'retail' | 'cost'>) => ({
  retailCents: toCents(pricing.retail),
  costCents: toCents(pricing.cost),
});

export interface OwnedPlace {
  customerId: string;
  addressId: string;
  propertyId: string;
  address: { line1: string; line2: string; city: string; state: string; zipCode: string };
}

/**
 * One of the caller's addresses with its property (migration 0015's tables), by address id and/or
 * property id: someone else's answers as unknown; a property at another address is a bad request.
 */
export async function ownedPlace(
  db: Db | Tx,
  identity: Pick<SessionData, 'uid' | 'sid'>,
  ids: { addressId?: string | undefined; propertyId?: string | undefined },
): Promise<OwnedPlace> {
  const owner: Owner = ownerOf(identity);
  let query = db
    .selectFrom('addresses')
    .innerJoin('customers', 'customers.id', 'addresses.customer_id')
    .innerJoin('properties', 'properties.address_id', 'addresses.id')
    .select([
      'addresses.id as address_id',
      'addresses.customer_id',
      'addresses.line1',
      'addresses.line2',
      'addresses.city',
      'addresses.state',
      'addresses.zip_code',
      'properties.id as property_id',
    ]);
  query =
    'userId' in owner
      ? query.where('customers.owner_user_id', '=', owner.userId)
      : query.where('customers.owner_session_id', '=', owner.sessionId);
  if (ids.addressId) query = query.where('addresses.id', '=', ids.addressId);
  else if (ids.propertyId) query = query.where('properties.id', '=', ids.propertyId);
  else throw new AppError('BAD_REQUEST', 'Please send the addressId or propertyId of the install address.');
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
  if (ids.propertyId && row.property_id !== ids.propertyId) throw new AppError('BAD_REQUEST', 'That property is not at that address.');
  return {
    customerId: row.customer_id,
    addressId: row.address_id,
    propertyId: row.property_id,
    address: { line1: row.line1, line2: row.line2, city: row.city, state: row.state, zipCode: row.zip_code },
  };
}
