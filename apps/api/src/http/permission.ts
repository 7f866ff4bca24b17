import { type Actor, type Decision, decide, type RecordAction, type RecordFactsArgument } from '@eb/domain/permissions';
import { AppError } from '../errors.ts';
import type { SessionData } from './session.ts';

/** The caller as the permission table sees them; `isOwner` says whether the record in hand is theirs. */
export const permissionActor = (identity: Pick<SessionData, 'role' | 'repId'>, isOwner = false): Actor => ({
  role: identity.role,
  repId: identity.repId,
  isOwner,
});

/** Throws the table's refusal, as the API answers it. */
export function assertAllowed(decision: Decision): void {
  if (!decision.allowed) throw new AppError(decision.code, decision.message);
}

/** A record's row of the permission table, asked for the caller (or the record's owner): throws its refusal. */
export function assertMay<A extends RecordAction>(
  caller: Pick<SessionData, 'role' | 'repId'> | Actor,
  action: A,
  ...facts: RecordFactsArgument<A>
): void {
  const actor = 'isOwner' in caller ? caller : permissionActor(caller);
  assertAllowed(decide(actor, action, ...facts));
}
