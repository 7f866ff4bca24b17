import { DesignAttr } from '@eb/domain/design';
import { vendorAttributes } from '@eb/domain/design-blocks';
import { customerAttribute, type JobCustomer, propertyAddressAttribute } from '@eb/domain/jobs';
import { nextNumberedLabel, ROOM_LABEL_TEMPLATE, roomCharLabel, WINDOW_LABEL_TEMPLATE } from '@eb/domain/labels';
import type { SiteId } from '@eb/domain/sites';
import type { Db, Tx } from '../../db/database.ts';
import { conflict, notFound } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import { checkDesignName } from '../designs/design-use-cases.ts';
import { runCommand } from '../designs/run-command.ts';
import { insertDesignGraph } from './jobs-design-writes.ts';
import { findJob, JOB_NOT_FOUND, type JobRecord, jobCustomer, jobFor } from './jobs-store.ts';

type JobFacts = Pick<JobRecord, 'jobUid' | 'address' | 'items' | 'booking' | 'bookedAt'>;

/**
 * What a job tells the designs tied to it (doc 001 §3): its jobUid (the Order ID), the home as
 * propertyAddress, the customer, and once booked the Vendor Information facts (windows, the booking's
 * date, the provider, its phone and technicians).
 */
export function jobFactAttributes(job: JobFacts, customer: JobCustomer): Record<string, string> {
  return {
    [DesignAttr.jobUid]: job.jobUid,
    [DesignAttr.propertyAddress]: propertyAddressAttribute(job.address),
    [DesignAttr.customer]: customerAttribute(customer),
    ...(job.booking && job.bookedAt
      ? vendorAttributes({
          windows: job.items.reduce((sum, item) => sum + item.quantity, 0),
          bookedAt: new Date(job.bookedAt).toISOString(),
          provider: job.booking.serviceProvider ?? null,
        })
      : {}),
  };
}

/** The design attributes that make a design the professional (measure-and-install) design of a job (doc 001 §3). */
export function jobDesignAttributes(job: JobFacts, customer: JobCustomer): Record<string, string> {
  return { [DesignAttr.isMandi]: 'true', ...jobFactAttributes(job, customer) };
}

interface Caller {
  identity: SessionData;
  siteId: SiteId;
  siteCode: string;
}

/** The job, locked, inside a design change: it must still be there and still the caller's. */
async function lockedJob(tx: Tx, jobId: string): Promise<JobRecord> {
  const job = await findJob(tx, jobId, { lock: true });
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}

/**
 * `POST /installation/api/jobs/{id}/designs` with designUid (doc 001 §4, job to design): the design
 * becomes the job's professional design — isMandi 'true', jobUid, propertyAddress and customer — and
 * its version rises. Who may: whoever may use the job and change the design. A design tied to
 * another job is a conflict; tying it again to the same job with the same attributes changes nothing.
 */
export async function tieDesign(db: Db, caller: Caller, ref: string, designUid: string): Promise<{ designId: string; version: number }> {
  const job = await jobFor(db, caller.identity, caller.siteCode, ref);
  // The design takes the job's attributes as a command (its viewers see the change); the job takes
  // the design in the same transaction. Tied already, with the same attributes, nothing changes.
  const command = { type: 'design.attributes' as const, values: jobDesignAttributes(job, jobCustomer(job)) };
  const result = await runCommand(db, caller, designUid, command, {
    trusted: true,
    alongside: async (tx) => {
      const current = await lockedJob(tx, job.id);
      const tied = await tx.selectFrom('job_designs').select('job_id').where('design_id', '=', designUid).executeTakeFirst();
      if (tied && tied.job_id !== current.id) throw conflict('This design is already tied to another job.');
      await tx
        .insertInto('job_designs')
        .values({ job_id: current.id, design_id: designUid })
        .onConflict((c) => c.doNothing())
        .execute();
      await tx.updateTable('jobs').set({ updated_at: new Date() }).where('id', '=', current.id).execute();
    },
  });
  return { designId: designUid, version: result.version };
}

/**
 * `POST /installation/api/jobs/{id}/designs` with designName (doc 001 §4, create): a new professional
 * design for the job, named by the design-name rules, owned by the caller, with room A and one window
 * as every new design, tied to the job in the same transaction.
 */
export function createJobDesign(db: Db, caller: Caller, ref: string, designName: string): Promise<{ designId: string; version: number }> {
  const name = checkDesignName(designName);
  return db.transaction().execute(async (tx) => {
    const job = await jobFor(tx, caller.identity, caller.siteCode, ref, { lock: true });
    const designId = await insertDesignGraph(tx, caller, {
      name,
      attributes: jobDesignAttributes(job, jobCustomer(job)),
      rooms: [
        {
          charLabel: roomCharLabel(0),
          name: nextNumberedLabel(ROOM_LABEL_TEMPLATE, []),
          windows: [
            { label: nextNumberedLabel(WINDOW_LABEL_TEMPLATE, []), quantity: 1, product: null, estimatedShipDate: null, attributes: [] },
          ],
        },
      ],
    });
    await tx.insertInto('job_designs').values({ job_id: job.id, design_id: designId }).execute();
    await tx.updateTable('jobs').set({ updated_at: new Date() }).where('id', '=', job.id).execute();
    return { designId, version: 1 };
  });
}

/**
 * `DELETE /installation/api/jobs/{id}/designs?designUid=`: the design leaves the job. It stays, and
 * stays a professional design (isMandi is fixed once a design exists; its property address and
 * customer still describe the home); only its jobUid (and a legacy jobId) goes, and its version rises.
 */
export async function untieDesign(db: Db, caller: Caller, ref: string, designUid: string): Promise<{ designId: string; version: number }> {
  const job = await jobFor(db, caller.identity, caller.siteCode, ref);
  const leaveJob = async (tx: Tx) => {
    await lockedJob(tx, job.id);
    const removed = await tx
      .deleteFrom('job_designs')
      .where('job_id', '=', job.id)
      .where('design_id', '=', designUid)
      .returning('design_id')
      .executeTakeFirst();
    if (!removed) throw notFound('That design is not tied to this job.');
    await tx.updateTable('jobs').set({ updated_at: new Date() }).where('id', '=', job.id).execute();
  };
  const command = { type: 'design.attributes' as const, values: {}, remove: [DesignAttr.jobUid, 'jobId'] };
  const result = await runCommand(db, caller, designUid, command, { trusted: true, alongside: leaveJob });
  // A design tied without its job attributes (stored before they were kept) has nothing to lose itself.
  if (!result.changed) await db.transaction().execute(leaveJob);
  return { designId: designUid, version: result.version };
}
