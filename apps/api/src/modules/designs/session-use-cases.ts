import { DesignAttr } from '@eb/domain/design';
import type { Db, Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from './actor.ts';
import { designNotFound } from './design-errors.ts';
import { assertCanChange, canChangeDesign, canChangeSession } from './policy.ts';
import { runCommand } from './run-command.ts';

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
 * Loads a job session and attaches `designId` to it when given and not attached yet.
 *
 * Ownership: reading needs only the session id (an unguessable GUID, like a design id, is the link
 * a rep sends), and reading an unknown session answers it empty without creating it. Attaching
 * needs the design to exist (holding its id is read access) and creates the session on first use,
 * owned by the caller (their account when signed in, else their anonymous session). Later
 * attaches are for that owner or a rep; anyone else gets 403, except that naming a design already
 * in the session (opening its link) only reads it.
 */
export async function loadSession(db: Db, actor: Actor, sessionId: string, attachDesignId: string | undefined): Promise<JobSession> {
  if (attachDesignId) {
    await db.transaction().execute(async (tx) => {
      const design = await tx.selectFrom('designs').select('id').where('id', '=', attachDesignId).executeTakeFirst();
      if (!design) throw designNotFound();
      const { identity } = actor;
      await tx
        .insertInto('job_sessions')
        .values({ id: sessionId, owner_session_id: identity.sid, owner_user_id: identity.role === 'guest' ? null : identity.uid })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      // One attach at a time per session, so that positions follow the order of the calls.
      const session = await tx
        .selectFrom('job_sessions')
        .select(['owner_session_id', 'owner_user_id'])
        .where('id', '=', sessionId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const attached = await tx
        .selectFrom('job_session_designs')
        .select('design_id')
        .where('session_id', '=', sessionId)
        .where('design_id', '=', attachDesignId)
        .executeTakeFirst();
      if (attached) return;
      if (!canChangeSession(identity, session)) {
        throw new AppError('FORBIDDEN', 'Only the person who started this session or a sales representative can add designs to it.');
      }
      const next = await tx
        .selectFrom('job_session_designs')
        .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(0)).as('position'))
        .where('session_id', '=', sessionId)
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('job_session_designs')
        .values({ session_id: sessionId, design_id: attachDesignId, position: Number(next.position) + 1 })
        .execute();
    });
  }
  return { sessionId, designIds: await sessionDesigns(db, sessionId) };
}

/**
 * Removes a design from a session: for whoever may change the design, the session's owner, or a rep.
 * A design tied to a measure-and-install job leaves the job too (doc 001 §4 "closing a design tied to
 * a job with disassociate requested removes it from the job"), in the same transaction, when the
 * caller may change the design; its jobUid goes and its version rises.
 */
export async function disassociateDesign(db: Db, actor: Actor, sessionId: string, designId: string): Promise<JobSession> {
  const design = await db.selectFrom('designs').selectAll().where('id', '=', designId).executeTakeFirst();
  if (!design) throw designNotFound();
  const mayChange = canChangeDesign(actor.identity, design);
  if (!mayChange) {
    const session = await db
      .selectFrom('job_sessions')
      .select(['owner_session_id', 'owner_user_id'])
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (!session || !canChangeSession(actor.identity, session)) assertCanChange(actor.identity, design);
  }
  const leaveSession = async (tx: Db | Tx) => {
    const removed = await tx
      .deleteFrom('job_session_designs')
      .where('session_id', '=', sessionId)
      .where('design_id', '=', designId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new AppError('NOT_FOUND', 'That design is not part of this session.');
  };
  const tied = mayChange && (await db.selectFrom('job_designs').select('job_id').where('design_id', '=', designId).executeTakeFirst());
  if (!tied) {
    await leaveSession(db);
    return { sessionId, designIds: await sessionDesigns(db, sessionId) };
  }
  const leaveJob = async (tx: Tx) => {
    await leaveSession(tx);
    await tx.deleteFrom('job_designs').where('design_id', '=', designId).execute();
    await tx.updateTable('jobs').set({ updated_at: new Date() }).where('id', '=', tied.job_id).execute();
  };
  // The design loses its job attributes as a command (its viewers see the change); the session and
  // the job let go of it in the same transaction.
  const command = { type: 'design.attributes' as const, values: {}, remove: [DesignAttr.jobUid, 'jobId'] };
  const result = await runCommand(db, actor, designId, command, { trusted: true, alongside: leaveJob });
  // A design tied without its job attributes (stored before they were kept) has nothing to lose itself.
  if (!result.changed) await db.transaction().execute(leaveJob);
  return { sessionId, designIds: await sessionDesigns(db, sessionId) };
}
