import { randomUUID } from 'node:crypto';
import type { LoginInput, Me, RegisterInput } from '@eb/domain/identity';
import type { SiteId } from '@eb/domain/sites';
import type { Db, Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { type SessionData, sessionTimes } from '../../http/session.ts';
import { forgetDesign } from '../designs/graph-cache.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.ts';
import { adoptGuestWork, findUserByEmail, insertUser, type UserRow } from './repo.ts';
import type { SessionEpochs } from './session-epochs.ts';

/** A new session for the user, with a new session id so that no id known before sign-in carries over. */
export function sessionForUser(user: UserRow): SessionData {
  return {
    sid: randomUUID(),
    uid: user.id,
    role: user.role,
    repId: user.role === 'rep' ? user.rep_id : null,
    email: user.email,
    name: user.name,
    identityId: user.identity_id,
    ...sessionTimes(),
    epoch: user.session_epoch,
  };
}

export function presentMe(session: SessionData, siteId: SiteId): Me {
  return {
    role: session.role,
    userId: session.uid,
    email: session.email,
    name: session.name,
    repId: session.repId,
    identityId: session.identityId,
    siteId,
  };
}

/**
 * A guest's designs and configurations go with the account; a session that was someone's hands
 * nothing over. Answers the ids of the designs handed over.
 */
async function handOver(tx: Tx, previous: SessionData, session: SessionData): Promise<string[]> {
  if (previous.uid === null && session.uid !== null) return adoptGuestWork(tx, previous.sid, session.sid, session.uid);
  return [];
}

/**
 * Once the hand-over has committed, this process forgets its copies of the designs handed over, so
 * its next load answers them as the account's at once (other processes hear the database's notice).
 */
function forgetHandedOver({ handedOver, ...signedIn }: SignedIn & { handedOver: string[] }): SignedIn {
  for (const designId of handedOver) forgetDesign(designId);
  return signedIn;
}

export interface SignedIn {
  user: UserRow;
  session: SessionData;
}

/** Creates a shopper account and its session in one transaction (see handOver). */
export async function register(db: Db, input: RegisterInput, previous: SessionData): Promise<SignedIn> {
  if (await findUserByEmail(db, input.email)) {
    throw new AppError('CONFLICT', 'An account with this email already exists. Please sign in instead.');
  }
  const passwordHash = await hashPassword(input.password);
  return db
    .transaction()
    .execute(async (tx) => {
      const user = await insertUser(tx, {
        id: randomUUID(),
        email: input.email,
        name: input.name,
        password_hash: passwordHash,
        role: 'consumer',
        rep_id: null,
        employee_id: null,
        identity_id: randomUUID(),
      });
      const session = sessionForUser(user);
      return { user, session, handedOver: await handOver(tx, previous, session) };
    })
    .then(forgetHandedOver);
}

/** Checks the password, then starts a new session in one transaction (see handOver). */
export async function signIn(db: Db, input: LoginInput, previous: SessionData): Promise<SignedIn> {
  const user = await findUserByEmail(db, input.email);
  const matches = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !matches) throw new AppError('INVALID_CREDENTIALS', 'The email or password is incorrect.');
  return db
    .transaction()
    .execute(async (tx) => {
      const session = sessionForUser(user);
      return { user, session, handedOver: await handOver(tx, previous, session) };
    })
    .then(forgetHandedOver);
}

/**
 * Ends every session the user has, on every device: sign-out calls it, and so must a password change
 * (or a role change) when one is added.
 */
export function endAllSessions(epochs: SessionEpochs, userId: string): Promise<number> {
  return epochs.revoke(userId);
}
