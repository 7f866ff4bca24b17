import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CompiledQuery, sql } from 'kysely';
import type { Db, Tx } from '../db/database.ts';
import { AppError, badRequest } from '../errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MISSING =
  'Send an Idempotency-Key header (a new unique value for each new request) so that a retried request is not done twice.';
export const IDEMPOTENCY_KEY_BAD = 'The Idempotency-Key header must be 1 to 200 visible characters.';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request. Send a new key for a new request.';
export const IDEMPOTENCY_KEY_BUSY = 'A request with this Idempotency-Key is still being handled. Try again in a moment.';
/** Said on an answer given again for a key already used. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
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
  const key = optionalKeyOf(request);
  if (key === null) throw badRequest(IDEMPOTENCY_KEY_MISSING);
  return key;
}

function optionalKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw badRequest(IDEMPOTENCY_KEY_BAD);
  return key;
}

/** A request's Idempotency-Key, whose it is, and what it stands for (see `requestHash`). */
export interface RequestKey {
  caller: string;
  key: string;
  hash: string;
}

/** The key of a request to a route where the key is optional: null when none was sent, 400 when it is malformed. */
export function requestKeyOf(request: FastifyRequest): RequestKey | null {
  const key = optionalKeyOf(request);
  if (key === null) return null;
  return { caller: callerOf(request), key, hash: requestHash(request.method, request.url, request.body) };
}

/** An answer kept for a key: a replay answers it again (same status, same body). */
export interface StoredAnswer {
  status: number;
  body: { data: unknown };
}

type StoredRow = { request_hash: string; status_code: number | null; response: string | null };

/**
 * What a key already used answers: the stored answer when it stood for the same request, else the
 * refusal `idempotent` gives (409 while the first is still being handled, 422 for another request).
 */
function replayOf(stored: StoredRow, hash: string): StoredAnswer {
  if (stored.status_code === null || stored.response === null) {
    throw new AppError('CONFLICT', IDEMPOTENCY_KEY_BUSY);
  }
  if (stored.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED);
  return { status: stored.status_code, body: JSON.parse(stored.response) as { data: unknown } };
}

/**
 * The answers already kept for some keys of one caller, each as its replay or its refusal (an
 * Error); keys never used are absent. For writes that store their key with their own statement.
 */
export async function keptAnswers(db: Db | Tx, keys: readonly RequestKey[]): Promise<Map<RequestKey, StoredAnswer | Error>> {
  const found = new Map<RequestKey, StoredAnswer | Error>();
  if (keys.length === 0) return found;
  const rows = await db
    .selectFrom('idempotency_keys')
    .select(['caller', 'key', 'request_hash', 'status_code', 'response'])
    .where((where) => where.or(keys.map((key) => where.and([where('caller', '=', key.caller), where('key', '=', key.key)]))))
    .execute();
  for (const key of keys) {
    const row = rows.find((stored) => stored.caller === key.caller && stored.key === key.key);
    if (!row) continue;
    try {
      found.set(key, replayOf(row, key.hash));
    } catch (error) {
      found.set(key, error as Error);
    }
  }
  return found;
}

/**
 * The statement that keeps the answers of some keys, to run with the write they answer (in its
 * transaction, or as a part of its one statement). A key already kept makes it fail (see `isKeyTaken`).
 */
export function keepAnswers(db: Db, answers: readonly { key: RequestKey; answer: StoredAnswer }[]): CompiledQuery {
  return db
    .insertInto('idempotency_keys')
    .values(
      answers.map(({ key, answer }) => ({
        caller: key.caller,
        key: key.key,
        request_hash: key.hash,
        status_code: answer.status,
        response: JSON.stringify(answer.body),
      })),
    )
    .compile();
}

/** Whether a write failed because a key it kept was kept meanwhile by another request (it rolled back). */
export function isKeyTaken(error: unknown): boolean {
  const { code, constraint, detail } = (error ?? {}) as { code?: unknown; constraint?: unknown; detail?: unknown };
  if (code !== '23505') return false;
  return constraint === 'idempotency_keys_pkey' || (typeof detail === 'string' && detail.includes('(caller, key)'));
}

/** Answers older than IDEMPOTENCY_KEEP_HOURS of one caller go, outside any transaction (so they never hold a lock). */
function forgetOldAnswersNow(db: Db, caller: string) {
  return db
    .deleteFrom('idempotency_keys')
    .where('caller', '=', caller)
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`)
    .execute();
}

/** When this process last forgot a caller's old answers; bounded, and only saves work (any process may forget them). */
const lastForgotten = new Map<string, number>();
const FORGET_EVERY_MS = 10 * 60 * 1000;
const FORGET_MEMORY = 10_000;

/**
 * Forgets a caller's old answers at most every few minutes per process: for writes as frequent as
 * design edits, where a delete before each one would cost a round trip each time.
 */
export async function forgetOldAnswers(db: Db, caller: string, now = Date.now()): Promise<void> {
  const last = lastForgotten.get(caller);
  if (last !== undefined && now - last < FORGET_EVERY_MS) return;
  if (lastForgotten.size >= FORGET_MEMORY) lastForgotten.clear();
  lastForgotten.set(caller, now);
  await forgetOldAnswersNow(db, caller);
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
  await forgetOldAnswersNow(db, caller);
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
      if (!stored) {
        throw new AppError('CONFLICT', IDEMPOTENCY_KEY_BUSY);
      }
      const replay = replayOf(stored, hash);
      return { replayed: true, status: replay.status, body: replay.body as { data: T } };
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
  if (outcome.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return outcome.body;
}
