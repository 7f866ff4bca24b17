import { randomUUID } from 'node:crypto';
import type { LoginInput, Me, RegisterInput } from '@eb/domain/identity';
import type { SiteId } from '@eb/domain/sites';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.ts';
import { findUserByEmail, insertUser, type UserRow } from './repo.ts';

export function sessionForUser(user: UserRow, sid: string): SessionData {
  return {
    sid,
    uid: user.id,
    role: user.role,
    repId: user.role === 'rep' ? user.rep_id : null,
    email: user.email,
    name: user.name,
    identityId: user.identity_id,
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

export async function register(db: Db, input: RegisterInput): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) {
    throw new AppError('CONFLICT', 'An account with this email already exists. Please sign in instead.');
  }
  return insertUser(db, {
    id: randomUUID(),
    email: input.email,
    name: input.name,
    password_hash: await hashPassword(input.password),
    role: 'consumer',
    rep_id: null,
    employee_id: null,
    identity_id: randomUUID(),
  });
}

export async function signIn(db: Db, input: LoginInput): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  const matches = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !matches) throw new AppError('INVALID_CREDENTIALS', 'The email or password is incorrect.');
  return user;
}
