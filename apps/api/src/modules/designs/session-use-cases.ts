import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { assertCanChange } from './policy.ts';
import { type Actor, designNotFound } from './unit-of-work.ts';

export interface JobSession {
  sessionId: string;
  designIds: string[];
}

async function sessionDesigns(db: Db, sessionId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('job_session_designs')
    .select('design_id')
    .where('session_id', '=', sessionId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.design_id);
}

/**
 * Loads a job session, creating it on first use (session ids come from the job that links the
 * designs), and attaches `designId` to it when given and not attached yet.
 */
export async function loadSession(db: Db, sessionId: string, attachDesignId: string | undefined): Promise<JobSession> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('job_sessions')
      .values({ id: sessionId })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    if (!attachDesignId) return;
    // One attach at a time per session, so that positions follow the order of the calls.
    await tx.selectFrom('job_sessions').select('id').where('id', '=', sessionId).forUpdate().execute();
    const design = await tx.selectFrom('designs').select('id').where('id', '=', attachDesignId).executeTakeFirst();
    if (!design) throw designNotFound();
    const next = await tx
      .selectFrom('job_session_designs')
      .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(0)).as('position'))
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('job_session_designs')
      .values({ session_id: sessionId, design_id: attachDesignId, position: Number(next.position) + 1 })
      .onConflict((conflict) => conflict.columns(['session_id', 'design_id']).doNothing())
      .execute();
  });
  return { sessionId, designIds: await sessionDesigns(db, sessionId) };
}

export async function disassociateDesign(db: Db, actor: Actor, sessionId: string, designId: string): Promise<JobSession> {
  const design = await db.selectFrom('designs').selectAll().where('id', '=', designId).executeTakeFirst();
  if (!design) throw designNotFound();
  assertCanChange(actor.identity, design);
  const removed = await db
    .deleteFrom('job_session_designs')
    .where('session_id', '=', sessionId)
    .where('design_id', '=', designId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new AppError('NOT_FOUND', 'That design is not part of this session.');
  return { sessionId, designIds: await sessionDesigns(db, sessionId) };
}
