import { randomUUID } from 'node:crypto';
import { NO_PROVIDER_MESSAGE } from '@eb/domain/address';
import { formatMoney } from '@eb/domain/format';
import { installWindowFacts, type PriceTable, type PricingResult } from '@eb/domain/installation';
import { pricingExtras } from '@eb/domain/job-options';
import { type CreateJobBody, type Job, type JobItem, jobUidFrom } from '@eb/domain/jobs';
import { toDollars } from '@eb/domain/money';
import type { Db, Tx } from '../../db/database.ts';
import { AppError, conflict, forbidden } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { designNotFound } from '../designs/design-errors.ts';
import { assertNotLocked, canChangeDesign } from '../designs/policy.ts';
import { presentGraph } from '../designs/present.ts';
import { loadState } from '../designs/state.ts';
import { jobFor, ownedPlace, presentedJob, priceCents, requireSignedInCaller, type StoredOptions } from './jobs-store.ts';
import { priceDesignInstallation } from './pricing-by-design.ts';
import { isZipCovered } from './providers-coverage.ts';

export interface JobPricing {
  catalog: Catalog;
  table: PriceTable;
}

/** The windows a job prices, as the job keeps them: what was priced, with the size it was priced at. */
function jobItems(pricing: PricingResult, graph: ReturnType<typeof presentGraph>): JobItem[] {
  const items = new Map(graph.items.map((item) => [item.itemId, item]));
  return pricing.windows.map((window) => {
    const item = items.get(window.itemId);
    const facts = item ? installWindowFacts(item) : null;
    return {
      itemId: window.itemId,
      label: window.label,
      categoryId: window.categoryId,
      width: facts?.width ?? 0,
      height: facts?.height ?? 0,
      band: window.band,
      quantity: window.quantity,
      unitRetail: window.unitRetail,
      retail: window.retail,
      cost: window.cost,
      surcharges: window.surcharges,
    };
  });
}

/**
 * Prices a job's windows on its design with the given options, reading everything from the stored
 * design (never from the caller): the same pricing as `POST /jobs/by-design`.
 */
async function priceJob(tx: Tx, pricing: JobPricing, designId: string, leafItems: CreateJobBody['leafItems'], options: StoredOptions) {
  const state = await loadState(tx, designId);
  if (!state) throw designNotFound();
  const graph = presentGraph(state);
  const result = priceDesignInstallation(graph, pricing.catalog, pricing.table, { leafItems, extras: pricingExtras(options) });
  return { state, result, items: jobItems(result, graph) };
}

/**
 * `POST /installation/api/jobs`: a pending job for the selected windows of a design the caller may
 * change, at one of the caller's addresses that a service provider covers; priced by the server. One transaction (the caller's).
 */
export async function createJob(
  tx: Tx,
  pricing: JobPricing,
  caller: { identity: SessionData; siteId: number; siteCode: 'BDC' | 'THD' },
  body: CreateJobBody,
): Promise<Job> {
  requireSignedInCaller(caller.identity);
  const place = await ownedPlace(tx, caller.identity, body);
  // Reps too: nobody can book where no service provider works (doc 001 §2 'We're Sorry').
  if (!(await isZipCovered(tx, place.address.zipCode))) {
    throw new AppError('VALIDATION_FAILED', `${NO_PROVIDER_MESSAGE} (Zip Code ${place.address.zipCode})`, [
      { path: 'body.addressId', message: NO_PROVIDER_MESSAGE },
    ]);
  }
  const { state, result, items } = await priceJob(tx, pricing, body.designId, body.leafItems, body.options);
  if (!canChangeDesign(caller.identity, state.design)) {
    throw forbidden('Only the owner of this design or a sales representative can book its installation.');
  }
  // An ordered or locked design takes no new job (the table's lock, as its Find Installer is hidden):
  // booking one would write the job's facts onto a design that can no longer change.
  assertNotLocked(state.design);
  const id = randomUUID();
  const { retailCents, costCents } = priceCents(result);
  // Uids are random; one already taken (rare) is drawn again without failing the transaction.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await tx
      .insertInto('jobs')
      .values({
        id,
        job_uid: jobUidFrom(crypto.getRandomValues(new Uint8Array(8))),
        site_id: caller.siteId,
        site_code: caller.siteCode,
        service_type: body.serviceType,
        status: 'pending',
        customer_id: place.customerId,
        address_id: place.addressId,
        property_id: place.propertyId,
        design_id: body.designId,
        items: JSON.stringify(items),
        options: JSON.stringify(body.options),
        pricing: JSON.stringify(result),
        retail_cents: retailCents,
        cost_cents: costCents,
        created_by_user_id: caller.identity.uid,
        created_by_role: caller.identity.role,
      })
      .onConflict((onConflict) => onConflict.column('job_uid').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return presentedJob(tx, id);
  }
  throw new AppError('UNAVAILABLE', 'We could not number the job. Please try again.');
}

/** `GET /installation/api/jobs/{id}`. */
export async function readJob(db: Db, identity: SessionData, siteCode: string, ref: string): Promise<Job> {
  const job = await jobFor(db, identity, siteCode, ref);
  return presentedJob(db, job.id);
}

/** `PUT /installation/api/jobs/{id}/text-opt-in`: text updates on (with ten digits) or off (number cleared). */
export function setTextOptIn(
  db: Db,
  identity: SessionData,
  siteCode: string,
  ref: string,
  body: { textOptIn: boolean; textOptInNumber: string },
): Promise<Job> {
  return db.transaction().execute(async (tx) => {
    const job = await jobFor(tx, identity, siteCode, ref, { lock: true });
    const options: StoredOptions = {
      ...job.options,
      textOptIn: body.textOptIn,
      textOptInNumber: body.textOptIn ? body.textOptInNumber : '',
    };
    await tx
      .updateTable('jobs')
      .set({ options: JSON.stringify(options), updated_at: new Date() })
      .where('id', '=', job.id)
      .execute();
    return presentedJob(tx, job.id);
  });
}

export interface JobConfiguration {
  configurationGuid: string;
  jobUid: string;
  retail: number;
  cost: number;
  charges: PricingResult['charges'];
}

/**
 * `POST /installation/api/jobs/{id}/create-configuration`: the installation line the cart adds for
 * the job, priced again on the job's design with these options. A pending job takes the options and
 * price; a booked job keeps its price, so options that change it are refused. A job in the cart
 * gets no more configurations.
 */
export function createJobConfiguration(
  db: Db,
  pricing: JobPricing,
  identity: SessionData,
  siteCode: string,
  ref: string,
  options: StoredOptions,
): Promise<JobConfiguration> {
  return db.transaction().execute(async (tx) => {
    const job = await jobFor(tx, identity, siteCode, ref, { lock: true });
    if (job.status === 'added-to-cart') throw conflict('This job is already in the cart.');
    if (!job.designId) throw conflict('The design this job was priced from no longer exists; make a new job.');
    const leafItems = job.items.map((item) => ({ itemId: item.itemId, quantity: item.quantity }));
    const { result, items } = await priceJob(tx, pricing, job.designId, leafItems, options);
    const { retailCents, costCents } = priceCents(result);
    if (job.status !== 'pending' && (retailCents !== job.retailCents || costCents !== job.costCents)) {
      throw conflict(
        `These options change the price of this booked job (retail ${formatMoney(toDollars(job.retailCents))} to ${formatMoney(toDollars(retailCents))}). Make a new job for them.`,
      );
    }
    const guid = randomUUID();
    await tx
      .insertInto('job_configurations')
      .values({
        guid,
        job_id: job.id,
        options: JSON.stringify(options),
        pricing: JSON.stringify(result),
        retail_cents: retailCents,
        cost_cents: costCents,
      })
      .execute();
    if (job.status === 'pending') {
      await tx
        .updateTable('jobs')
        .set({
          options: JSON.stringify(options),
          pricing: JSON.stringify(result),
          items: JSON.stringify(items),
          retail_cents: retailCents,
          cost_cents: costCents,
          updated_at: new Date(),
        })
        .where('id', '=', job.id)
        .execute();
    }
    return {
      configurationGuid: guid,
      jobUid: job.jobUid,
      retail: toDollars(retailCents),
      cost: toDollars(costCents),
      charges: result.charges,
    };
  });
}
