import type { Db, Engine } from '../../db/database.ts';
import type { SessionData } from '../../http/session.ts';
import { canChangeDesign, type DesignOwners } from './policy.ts';
import { presentGraph } from './present.ts';
import { loadState } from './state.ts';
import { designNotFound } from './unit-of-work.ts';

/**
 * Loading a design is the hot path: the answer is kept serialized per design and version. Each load
 * still asks the database for the design's current version and owners (one indexed row), so a write
 * made by any process is seen at once; only an unchanged design is served from memory. Embedded
 * PGlite belongs to this one process, so there a cached answer is served without asking to a caller
 * the cached owners let change it, and every write forgets its design (`forgetDesign`, called by the
 * unit of work; a flow that moves a design to another owner must call it too).
 *
 * The answer is the same for everyone but its `viewer` part (may this caller change it), which is
 * spliced into the cached text per request.
 */
const MAX_ENTRIES = 500;
type Entry = DesignOwners & { version: number; body: string };
type Entries = Map<string, Entry>;
/** One cache per database, so two apps in one process (tests) never share answers. */
const caches = new WeakMap<Db, Entries>();
const all = new Set<Entries>();
function cacheOf(db: Db): Entries {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
    all.add(entries);
  }
  return entries;
}

export function forgetDesign(designId: string): void {
  for (const entries of all) entries.delete(designId);
}

/** `{"data":{…}}` with `"viewer":{"canChange":…}` added as the graph's last field. */
function withViewer(body: string, canChange: boolean): string {
  return `${body.slice(0, -2)},"viewer":{"canChange":${canChange}}}}`;
}

export async function loadDesignBody(db: Db, engine: Engine, designId: string, identity: SessionData): Promise<string> {
  const entries = cacheOf(db);
  const cached = entries.get(designId);
  const current =
    engine === 'pglite' && cached && canChangeDesign(identity, cached)
      ? cached
      : await db
          .selectFrom('designs')
          .select(['version', 'owner_session_id', 'owner_user_id'])
          .where('id', '=', designId)
          .executeTakeFirst();
  if (current && cached && cached.version === current.version) {
    // Refresh its place (and owners) so the most used designs stay.
    entries.delete(designId);
    entries.set(designId, { ...cached, owner_session_id: current.owner_session_id, owner_user_id: current.owner_user_id });
    return withViewer(cached.body, canChangeDesign(identity, current));
  }
  const state = await loadState(db, designId);
  if (!state) throw designNotFound();
  const { design } = state;
  const body = JSON.stringify({ data: presentGraph(state) });
  entries.set(designId, { version: design.version, body, owner_session_id: design.owner_session_id, owner_user_id: design.owner_user_id });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return withViewer(body, canChangeDesign(identity, design));
}
