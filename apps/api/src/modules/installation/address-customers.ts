import type { Db, Tx } from '../../db/database.ts';
import type { SessionData } from '../../http/session.ts';

/**
 * Whose addresses are whose: a customer record per signed-in account, or per guest session when
 * nobody is signed in (shoppers check availability before they sign in). Signing in hands the
 * guest's addresses to the account (adoptGuestAddresses).
 */
export type Owner = { userId: string } | { sessionId: string };

export const ownerOf = (identity: Pick<SessionData, 'uid' | 'sid'>): Owner =>
  identity.uid ? { userId: identity.uid } : { sessionId: identity.sid };

/** The caller's customer id, or undefined when they have stored nothing yet. */
export async function findCustomerId(db: Db | Tx, owner: Owner): Promise<string | undefined> {
  const query = db.selectFrom('customers').select('id');
  const row = await ('userId' in owner
    ? query.where('owner_user_id', '=', owner.userId)
    : query.where('owner_session_id', '=', owner.sessionId)
  ).executeTakeFirst();
  return row?.id;
}

/** The caller's customer id, made when missing; two concurrent first calls agree on one row. */
export async function ensureCustomer(tx: Tx, owner: Owner): Promise<string> {
  const values =
    'userId' in owner
      ? { id: crypto.randomUUID(), owner_user_id: owner.userId, owner_session_id: null }
      : { id: crypto.randomUUID(), owner_user_id: null, owner_session_id: owner.sessionId };
  const column = 'userId' in owner ? 'owner_user_id' : 'owner_session_id';
  await tx
    .insertInto('customers')
    .values(values)
    .onConflict((conflict) => conflict.column(column).where(column, 'is not', null).doNothing())
    .execute();
  const id = await findCustomerId(tx, owner);
  if (!id) throw new Error('The customer row was neither made nor found.');
  return id;
}

/**
 * At sign-in, inside the sign-in transaction: the guest session's addresses and properties join the
 * account's customer (an address the account already has stays the account's), or the guest's
 * customer becomes the account's when it has none.
 */
export async function adoptGuestAddresses(tx: Tx, guestSid: string, userId: string): Promise<void> {
  const guest = await findCustomerId(tx, { sessionId: guestSid });
  if (!guest) return;
  const account = await findCustomerId(tx, { userId });
  if (!account) {
    await tx.updateTable('customers').set({ owner_user_id: userId, owner_session_id: null }).where('id', '=', guest).execute();
    return;
  }
  const moved = await tx
    .updateTable('addresses')
    .set({ customer_id: account })
    .where('customer_id', '=', guest)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('addresses as kept')
            .select('kept.id')
            .where('kept.customer_id', '=', account)
            .whereRef('kept.match_key', '=', 'addresses.match_key'),
        ),
      ),
    )
    .returning('id')
    .execute();
  if (moved.length > 0) {
    await tx
      .updateTable('properties')
      .set({ customer_id: account })
      .where(
        'address_id',
        'in',
        moved.map((row) => row.id),
      )
      .execute();
  }
  await tx.deleteFrom('customers').where('id', '=', guest).execute();
}
