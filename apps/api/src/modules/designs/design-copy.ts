import { randomUUID } from 'node:crypto';
import { designCopy } from '@eb/domain/commands/apply';
import { DesignAttr, type DesignGraph } from '@eb/domain/design';
import { originOf } from '@eb/domain/sites';
import type { Db } from '../../db/database.ts';
import type { Actor } from './actor.ts';
import { designNotFound } from './design-errors.ts';
import { checkDesignName, newDesignRow } from './design-use-cases.ts';
import { emptyGraphOf, writeNewDesign } from './new-design.ts';
import { assertCanCopyDesign, canChangeDesign } from './policy.ts';
import { presentGraph } from './present.ts';
import { loadState } from './state.ts';

/** Attributes a copy never takes: the order belongs to the ordered design alone. */
/** An order's number and payment, and an in-store measure ordered for this design (not for its copies). */
const NOT_COPIED = new Set<string>([DesignAttr.orderNumber, DesignAttr.isAutoReleaseCompleted, DesignAttr.inStoreMeasureOrder]);

/**
 * Duplicate design: a new design owned by the caller, same rooms and windows, fresh ids, unshared
 * (the domain's `designCopy`), written as every design change is. The copy of a job's professional
 * design is in the same job when the caller may change the source; anyone else's copy (Save a copy)
 * is theirs alone, without the job. A fixed number of statements whatever the design's size.
 */
export async function copyDesign(db: Db, actor: Actor, designId: string, name: string): Promise<DesignGraph> {
  const newName = checkDesignName(name);
  return db.transaction().execute(async (tx) => {
    const source = await loadState(tx, designId);
    if (!source) throw designNotFound();
    assertCanCopyDesign(actor.identity, source);
    const row = newDesignRow(actor, {
      id: randomUUID(),
      name: newName,
      product_line: source.design.product_line,
      zip_code: source.design.zip_code,
      promo_code: source.design.promo_code,
      promo_end_date: source.design.promo_end_date,
    });
    // job_designs is the one record of a job's designs.
    const job = canChangeDesign(actor.identity, source.design)
      ? await tx.selectFrom('job_designs').select('job_id').where('design_id', '=', designId).executeTakeFirst()
      : undefined;
    const attributes: Record<string, string | null> = {};
    for (const attribute of source.attributes) {
      if (NOT_COPIED.has(attribute.name)) continue;
      if (!job && (attribute.name === DesignAttr.jobUid || attribute.name === 'jobId')) continue;
      attributes[attribute.name] = attribute.value;
    }
    attributes[DesignAttr.origin] = originOf(actor.identity.role);
    const copy = designCopy(emptyGraphOf(row), presentGraph(source), attributes, randomUUID);
    await writeNewDesign(tx, row, copy, actor.identity.email ?? `guest:${actor.identity.sid}`);
    if (job) {
      await tx.insertInto('job_designs').values({ job_id: job.job_id, design_id: row.id }).execute();
      await tx.updateTable('jobs').set({ updated_at: new Date() }).where('id', '=', job.job_id).execute();
    }
    // A new design (and a copy) is the caller's.
    return { ...copy, viewer: { canChange: true } };
  });
}
