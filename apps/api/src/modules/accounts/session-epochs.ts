import type { Db } from '../../db/database.ts';
import { bumpSessionEpoch, readSessionEpoch } from './repo.ts';

/**
 * Each user's session epoch, kept in memory for a few seconds so that checking a signed-in request
 * costs a map look-up. The process that moves an epoch on knows at once; other processes (several
 * API processes on one PostgreSQL) read it again within EPOCH_TTL_MS.
 */
export const EPOCH_TTL_MS = 5_000;
const MAX_CACHED_USERS = 10_000;

export interface SessionEpochs {
  /** Whether a session issued under `epoch` still holds for the user (false for a deleted user). */
  isCurrent(userId: string, epoch: number): Promise<boolean>;
  /** The same answer when the memory holds it (no database read), else undefined. */
  knownCurrent(userId: string, epoch: number): boolean | undefined;
  /** Ends every session of the user issued so far; answers the new epoch for the session that follows. */
  revoke(userId: string): Promise<number>;
}

interface Entry {
  epoch: number | null;
  readAt: number;
}

export function createSessionEpochs(db: Db, ttlMs = EPOCH_TTL_MS): SessionEpochs {
  const cache = new Map<string, Entry>();
  const reading = new Map<string, Promise<number | null>>();

  /** Epochs only grow: a read that started before a sign-out here must not put the older one back. */
  const remember = (userId: string, read: number | null): number | null => {
    const known = cache.get(userId)?.epoch;
    const epoch = read !== null && known != null ? Math.max(read, known) : read;
    cache.delete(userId);
    if (cache.size >= MAX_CACHED_USERS) cache.delete(cache.keys().next().value as string);
    cache.set(userId, { epoch, readAt: Date.now() });
    return epoch;
  };

  const read = (userId: string): Promise<number | null> => {
    let pending = reading.get(userId);
    if (!pending) {
      pending = readSessionEpoch(db, userId)
        .then((epoch) => remember(userId, epoch))
        .finally(() => reading.delete(userId));
      reading.set(userId, pending);
    }
    return pending;
  };

  const knownCurrent = (userId: string, epoch: number): boolean | undefined => {
    const entry = cache.get(userId);
    if (entry === undefined || Date.now() - entry.readAt >= ttlMs) return undefined;
    if (entry.epoch === null) return false;
    // A session newer than what is cached was issued elsewhere after a sign-out: read again.
    return epoch <= entry.epoch ? epoch === entry.epoch : undefined;
  };

  return {
    async isCurrent(userId, epoch) {
      return knownCurrent(userId, epoch) ?? (await read(userId)) === epoch;
    },
    knownCurrent,
    async revoke(userId) {
      const epoch = await bumpSessionEpoch(db, userId);
      cache.delete(userId);
      return remember(userId, epoch) ?? epoch;
    },
  };
}
