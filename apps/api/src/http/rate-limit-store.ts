import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate-limit counts in the database, shared by every server process (see rate-limits.ts). */
    rateLimits: RateLimitStore;
  }
}

/** One hit counted: the hits on its key in the current window, this one included. */
export interface RateLimitHit {
  count: number;
  /** Whole seconds until the window ends (what `retry-after` says), at least 1. */
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key`; a key whose window has ended starts a new one of `windowMs`. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
}

/** How often each process deletes the rows of ended windows (a hit pays it, at most this often). */
export const SWEEP_EVERY_MS = 60_000;

/**
 * The counts live in the database, so several processes count as one. Each hit is one atomic
 * upsert: a row whose window has ended starts again at 1, else it counts up; the database's clock
 * decides, so processes whose clocks differ still agree. Now and then a hit also deletes the rows of
 * ended windows (indexed on resets_at), so the table holds only the keys of the last window or so.
 */
export function createRateLimitStore(db: Db, sweepEveryMs = SWEEP_EVERY_MS): RateLimitStore {
  let lastSweep = Date.now();

  const sweep = async () => {
    lastSweep = Date.now();
    try {
      await sql`delete from rate_limits where resets_at < now()`.execute(db);
    } catch {
      // A failed sweep loses nothing: the next one deletes the same rows.
    }
  };

  return {
    async hit(key, windowMs) {
      if (Date.now() - lastSweep >= sweepEveryMs) await sweep();
      const { rows } = await sql<RateLimitHit>`
        insert into rate_limits as r (key, count, resets_at)
        values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          count = case when r.resets_at <= now() then 1 else r.count + 1 end,
          resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
        returning count, ceil(extract(epoch from resets_at - now()))::integer as "retryAfterSeconds"
      `.execute(db);
      const row = rows[0];
      if (!row) throw new Error('The rate-limit count answered no row.');
      return { count: row.count, retryAfterSeconds: Math.max(1, row.retryAfterSeconds) };
    },
  };
}

/** Puts the app's store on the app (`app.rateLimits`), where attemptLimit and mailLimit find it. */
export const rateLimitStore = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.decorate('rateLimits', createRateLimitStore(options.db));
});
