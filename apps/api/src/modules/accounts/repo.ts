import type { Insertable, Selectable } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';
import { adoptGuestAddresses } from '../installation/address-customers.ts';

export type UserRow = Selectable<UsersTable>;

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export async function insertUser(db: Db | Tx, user: Omit<Insertable<UsersTable>, 'created_at'>): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** The user's current session epoch, or null when there is no such user. */
export async function readSessionEpoch(db: Db, userId: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('session_epoch').where('id', '=', userId).executeTakeFirst();
  return row ? row.session_epoch : null;
}

/** Moves the user's session epoch on (ending every session issued before) and answers the new one. */
export async function bumpSessionEpoch(db: Db | Tx, userId: string): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ session_epoch: eb('session_epoch', '+', 1) }))
    .where('id', '=', userId)
    .returning('session_epoch')
    .executeTakeFirst();
  return row?.session_epoch ?? 0;
}

/**
 * Hands what a guest session made (its designs, configurations and job sessions) to the account that signed
 * in from it, under the account's new session id: the guest's old session id reaches none of it.
 * Answers the ids of the designs handed over.
 */
export async function adoptGuestWork(tx: Tx, guestSid: string, newSid: string, userId: string): Promise<string[]> {
  const designs = await tx
    .updateTable('designs')
    .set((eb) => ({ owner_session_id: newSid, owner_user_id: eb.fn.coalesce('owner_user_id', eb.val(userId)) }))
    .where('owner_session_id', '=', guestSid)
    .returning('id')
    .execute();
  await tx
    .updateTable('configurations')
    .set((eb) => ({ owner_session_id: newSid, owner_user_id: eb.fn.coalesce('owner_user_id', eb.val(userId)) }))
    .where('owner_session_id', '=', guestSid)
    .execute();
  await tx
    .updateTable('job_sessions')
    .set((eb) => ({ owner_session_id: newSid, owner_user_id: eb.fn.coalesce('owner_user_id', eb.val(userId)) }))
    .where('owner_session_id', '=', guestSid)
    .execute();
  await adoptGuestAddresses(tx, guestSid, userId);
  return designs.map((design) => design.id);
}
