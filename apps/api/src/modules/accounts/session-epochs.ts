import type { Db } from '../../db/database.ts';
import type { EpochChannel, EpochMove } from '../live/change-bus.ts';
import { bumpSessionEpoch, readSessionEpoch } from './repo.ts';

/**
 * Each user's session epoch, kept in memory for a few seconds so that checking a signed-in request
 * costs a map look-up. A revoke reaches every holder at once: the other apps on this database handle
 * in this process (PGlite is one process), and through the fleet's channel (PostgreSQL NOTIFY) every
 * other process. Should a move be lost on the way, a process reads the epoch again within EPOCH_TTL_MS.
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

type Hear = (move: EpochMove | null) => void;
/** The epochs of each database handle in this process, so that a revoke in one app reaches the others. */
const onSameDatabase = new WeakMap<Db, Set<Hear>>();

export function createSessionEpochs(db: Db, fleet?: EpochChannel, ttlMs = EPOCH_TTL_MS): SessionEpochs {
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

  /**
   * A move made elsewhere: a user held here (or being read) takes the new epoch, so a read begun
   * before the move cannot put the older one back. `null`: moves were missed, read everyone again.
   */
  const hear: Hear = (move) => {
    if (move === null) cache.clear();
    else if (cache.has(move.userId) || reading.has(move.userId)) remember(move.userId, move.epoch);
  };
  const neighbours = onSameDatabase.get(db) ?? new Set<Hear>();
  onSameDatabase.set(db, neighbours.add(hear));
  fleet?.listen(hear);

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
      const current = remember(userId, epoch) ?? epoch;
      for (const neighbour of neighbours) if (neighbour !== hear) neighbour({ userId, epoch });
      await fleet?.announce({ userId, epoch });
      return current;
    },
  };
}
