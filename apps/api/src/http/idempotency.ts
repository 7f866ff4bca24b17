import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db, Tx } from '../db/database.ts';
import { AppError, badRequest } from '../errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MISSING =
  'Send an Idempotency-Key header (a new unique value for each new request) so that a retried request is not done twice.';
export const IDEMPOTENCY_KEY_BAD = 'The Idempotency-Key header must be 1 to 200 visible characters.';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request. Send a new key for a new request.';
/** How long an answer is kept for replay. */
export const IDEMPOTENCY_KEEP_HOURS = 24;

/** JSON with object keys sorted, so that the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a key stands for: the method, the path with its query, and the body. */
export const requestHash = (method: string, url: string, body: unknown) =>
  createHash('sha256')
    .update(`${method.toUpperCase()} ${url}\n${canonical(body ?? null)}`)
    .digest('hex');

/** Keys are per caller: the account when signed in, else the browser session. */
const callerOf = (request: FastifyRequest) => (request.identity.uid ? `user:${request.identity.uid}` : `session:${request.identity.sid}`);

function keyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') throw badRequest(IDEMPOTENCY_KEY_MISSING);
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw badRequest(IDEMPOTENCY_KEY_BAD);
  return key;
}

/**
 * Runs a write once per Idempotency-Key (ARCHITECTURE "HTTP contract"; issue 11). In the write's own
 * transaction the key is claimed first (`insert … on conflict do nothing`); a concurrent request with
 * the same key waits on that row until the first commits, then finds the stored answer and replays
 * it (same status, same body), writing nothing. The same key with another request is a 422. A failed
 * request stores nothing (its transaction rolls back with the key), so a retry runs again.
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (tx: Tx) => Promise<{ status: number; data: T }>,
): Promise<{ data: T }> {
  const key = keyOf(request);
  const caller = callerOf(request);
  const hash = requestHash(request.method, request.url, request.body);
  // Old answers of this caller go first, outside the transaction, so that they never hold a lock.
  await db
    .deleteFrom('idempotency_keys')
    .where('caller', '=', caller)
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`)
    .execute();
  const outcome = await db.transaction().execute(async (tx) => {
    const claimed = await tx
      .insertInto('idempotency_keys')
      .values({ caller, key, request_hash: hash, status_code: null, response: null })
      .onConflict((conflict) => conflict.columns(['caller', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const stored = await tx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response'])
        .where('caller', '=', caller)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!stored || stored.status_code === null || stored.response === null) {
        throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being handled. Try again in a moment.');
      }
      if (stored.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED);
      return { replayed: true, status: stored.status_code, body: JSON.parse(stored.response) as { data: T } };
    }
    const result = await run(tx);
    const body = { data: result.data };
    await tx
      .updateTable('idempotency_keys')
      .set({ status_code: result.status, response: JSON.stringify(body) })
      .where('caller', '=', caller)
      .where('key', '=', key)
      .execute();
    return { replayed: false, status: result.status, body };
  });
  reply.code(outcome.status);
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return outcome.body;
}
