import { type Actor, type Decision, decide, type RecordAction, type RecordFacts } from '@eb/domain/permissions';
import { AppError } from '../errors.ts';
import type { SessionData } from './session.ts';

/** The caller as the permission table sees them; `isOwner` says whether the record in hand is theirs. */
export const actorOf = (identity: Pick<SessionData, 'role' | 'repId'>, isOwner = false): Actor => ({
  role: identity.role,
  repId: identity.repId,
  isOwner,
});

/** Throws the table's refusal, as the API answers it. */
export function assertAllowed(decision: Decision): void {
  if (!decision.allowed) throw new AppError(decision.code, decision.message);
}

/** A record's row of the permission table, asked for the caller: throws its refusal. */
export const assertMay = (
  identity: Pick<SessionData, 'role' | 'repId'>,
  action: RecordAction,
  facts: RecordFacts & { isOwner?: boolean } = {},
) => assertAllowed(decide(actorOf(identity, facts.isOwner ?? false), action, facts));
