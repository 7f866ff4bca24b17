import { uuid } from '@eb/domain/design';
import { CompiledQuery } from 'kysely';
import { type Db, type Engine, preparedOnPostgres } from '../../db/database.ts';
import type { SessionData } from '../../http/session.ts';
import type { WriteNotices } from '../live/change-bus.ts';
import { designNotFound } from './design-errors.ts';
import { type DesignEntry, forgetRemembered, readEntry, rememberDesign, rememberedDesign } from './design-memory.ts';
import { canChangeDesign } from './policy.ts';
import type { DesignRow } from './state.ts';

/**
 * Loading a design is the hot path: it is answered from the design this process remembers (see
 * design-memory.ts, the same entries commands are applied to), serialized once per version.
 *
 * On PostgreSQL another process may have changed a remembered design. The database tells every
 * process of each change to a design's row, from inside the writing transaction (migration 0026), so
 * a design the database confirmed and no notice has named since is current: it is served without
 * asking, for a few seconds (TRUST_FOR_MS) before the next load asks again. Otherwise the load asks for the design's version and owners (one indexed row); the loads
 * that ask in one turn of the event loop ask together, in one statement. While the notices are not
 * heard (the listening connection is down, or came back and may have missed some) every load asks.
 * Embedded PGlite belongs to this one process, so there a remembered design is served without
 * asking to a caller its owners let change it.
 *
 * The answer is the same for everyone but its `viewer` part (may this caller change it), so each
 * version has two serialized answers, made when first asked for.
 */
export function forgetDesign(designId: string): void {
  forgetRemembered(designId);
}

type DesignCheck = Pick<DesignRow, 'version' | 'owner_session_id' | 'owner_user_id'>;
/** The check of the loads of one turn, as text once and prepared once per connection. */
const CHECK_SQL = preparedOnPostgres(
  'select "id", "version", "owner_session_id", "owner_user_id" from "designs" where "id" = any($1::uuid[])',
);

interface Waiter {
  resolve(check: DesignCheck | undefined): void;
  reject(error: unknown): void;
}
/** The checks asked for in this turn of the event loop, per database, by design id. */
const asked = new WeakMap<Db, Map<string, Waiter[]>>();

/**
 * The design's version and owners as the database has them now. A check is sent after its request
 * arrived, so a write acknowledged before the request is seen (read your writes, across processes);
 * it only waits for the end of the turn (`setImmediate`) to go with the others asked in it.
 */
function checkDesign(db: Db, designId: string): Promise<DesignCheck | undefined> {
  // An id that is no uuid names no design (and must not fail the statement of the others).
  if (!uuid.safeParse(designId).success) return Promise.resolve(undefined);
  let turn = asked.get(db);
  if (!turn) {
    const batch = new Map<string, Waiter[]>();
    turn = batch;
    asked.set(db, batch);
    setImmediate(() => {
      asked.delete(db);
      void sendChecks(db, batch);
    });
  }
  const waiting = turn.get(designId) ?? [];
  turn.set(designId, waiting);
  return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
}

async function sendChecks(db: Db, batch: Map<string, Waiter[]>): Promise<void> {
  try {
    const { rows } = await db.executeQuery<DesignCheck & { id: string }>(CompiledQuery.raw(CHECK_SQL, [[...batch.keys()]]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [designId, waiting] of batch) {
      const row = byId.get(designId);
      const check = row && { version: row.version, owner_session_id: row.owner_session_id, owner_user_id: row.owner_user_id };
      for (const waiter of waiting) waiter.resolve(check);
    }
  } catch (error) {
    for (const waiting of batch.values()) for (const waiter of waiting) waiter.reject(error);
  }
}

/** What this process has heard of design writes, per database (PostgreSQL only). */
interface Heard {
  notices: WriteNotices;
  /** Counts the notices heard; each design's last notice is numbered by it. */
  count: number;
  /** Each design's last notice, oldest first, the oldest forgotten past MAX_HEARD. */
  last: Map<string, number>;
  /** The last number forgotten from `last`: a design not in it may have been named up to here. */
  floor: number;
  /** Moves on whenever notices may have been missed: confirmations before it count for nothing. */
  epoch: number;
}
const MAX_HEARD = 10_000;
/**
 * How long a confirmation is trusted at most: the bound on a notice that never came (a listening
 * connection gone quiet without closing, as in a network partition), as for the session epochs.
 */
export const TRUST_FOR_MS = 5_000;
const heardBy = new WeakMap<Db, Heard>();

/** Loads of designs in this database may trust the notices of writes heard here (see above). */
export function trustWriteNotices(db: Db, notices: WriteNotices): void {
  const heard: Heard = { notices, count: 0, last: new Map(), floor: 0, epoch: 0 };
  heardBy.set(db, heard);
  notices.listen((designId) => {
    if (designId === null) {
      heard.epoch += 1;
      return;
    }
    heard.count += 1;
    heard.last.delete(designId);
    heard.last.set(designId, heard.count);
    if (heard.last.size > MAX_HEARD) {
      const [oldest, number] = heard.last.entries().next().value as [string, number];
      heard.last.delete(oldest);
      heard.floor = number;
    }
  });
}

/** How many notices of design writes this process has heard for the database (0 where none are sent). */
export function writeNoticesHeard(db: Db): number {
  return heardBy.get(db)?.count ?? 0;
}

/** The remembered design is the database's: confirmed by it, with no notice naming it since. */
function stillCurrent(heard: Heard, entry: DesignEntry): boolean {
  const confirmed = entry.confirmed;
  return (
    confirmed !== undefined &&
    heard.notices.listening() &&
    confirmed.epoch === heard.epoch &&
    performance.now() - confirmed.at < TRUST_FOR_MS &&
    confirmed.version === entry.row.version &&
    (heard.last.get(entry.graph.design.designId) ?? heard.floor) <= confirmed.heard
  );
}

interface Reading {
  version: number;
  entry: Promise<DesignEntry | undefined>;
}
/** Whole reads of a design in flight, per database, with the version their check found. */
const reading = new WeakMap<Db, Map<string, Reading>>();

/**
 * Reads a design whole; loads that found the same version while a read of it is on its way take
 * that read's answer (a change seen by many viewers at once is read once, not once per viewer).
 */
function readOnce(db: Db, designId: string, version: number): Promise<DesignEntry | undefined> {
  let inFlight = reading.get(db);
  if (!inFlight) {
    inFlight = new Map();
    reading.set(db, inFlight);
  }
  const known = inFlight.get(designId);
  if (known && known.version === version) return known.entry;
  const flights = inFlight;
  const read: Reading = {
    version,
    entry: readEntry(db, designId).finally(() => {
      if (flights.get(designId) === read) flights.delete(designId);
    }),
  };
  flights.set(designId, read);
  return read.entry;
}

/**
 * The design as it is now, from this process's memory when that is current (checked as described
 * above), else read and remembered. `current` is the design row's version and owners as checked.
 * Only a load trusts the notices (`trustNotices`); a change asks, and its command checks again.
 */
export async function currentDesign(
  db: Db,
  engine: Engine,
  designId: string,
  identity: SessionData,
  { trustNotices = false } = {},
): Promise<{ entry: DesignEntry; current: DesignCheck }> {
  let entry = rememberedDesign(db, designId);
  const heard = heardBy.get(db);
  if (trustNotices && heard && entry && stillCurrent(heard, entry)) {
    // A notice that reached this process before the request did is heard first: its socket's turn
    // comes before this one ends.
    await new Promise(setImmediate);
    if (stillCurrent(heard, entry)) return { entry, current: entry.row };
  }
  // What was heard before asking: a notice heard after it may name a write the answer missed.
  const before = heard && { heard: heard.count, epoch: heard.epoch, at: performance.now() };
  const current = engine === 'pglite' && entry && canChangeDesign(identity, entry.row) ? entry.row : await checkDesign(db, designId);
  if (!current) throw designNotFound();
  if (!entry || entry.row.version !== current.version) {
    const read = await readOnce(db, designId, current.version);
    if (!read) throw designNotFound();
    // A command of this process may have remembered a newer version meanwhile: it stays.
    const newer = rememberedDesign(db, designId);
    entry = newer && newer.row.version > read.row.version ? newer : read;
    if (entry === read) rememberDesign(db, read);
  }
  if (entry.row.version === current.version) {
    // Owners can change without a new version (signing in hands a guest's designs over), also while a
    // read shared with earlier loads was on its way: the owners are the ones just checked.
    if (entry.row.owner_session_id !== current.owner_session_id || entry.row.owner_user_id !== current.owner_user_id) {
      entry.row = { ...entry.row, owner_session_id: current.owner_session_id, owner_user_id: current.owner_user_id };
    }
    // Confirmed only as the design this process remembers.
    if (before && rememberedDesign(db, designId) === entry) entry.confirmed = { version: current.version, ...before };
  }
  return { entry, current };
}

export async function loadDesignBody(db: Db, engine: Engine, designId: string, identity: SessionData): Promise<Buffer> {
  const { entry, current } = await currentDesign(db, engine, designId, identity, { trustNotices: true });
  // Two answers per version, one per kind of caller, each serialized and encoded once: the bytes go
  // to the socket as they are, with no UTF-8 encoding of a large string on every load.
  const canChange = canChangeDesign(identity, current);
  const key = canChange ? 'true' : 'false';
  entry.bodies ??= {};
  entry.bodies[key] ??= Buffer.from(JSON.stringify({ data: { ...entry.graph, viewer: { canChange } } }));
  return entry.bodies[key];
}
