import type { Db, Engine } from '../../db/database.ts';
import { readDesign } from './unit-of-work.ts';

/**
 * Loading a design is the hot path: the answer is kept serialized per design and version. Each load
 * still asks the database for the design's current version (one indexed row), so a write made by
 * any process is seen at once; only an unchanged design is served from memory. Embedded PGlite
 * belongs to this one process, so there a cached answer is served without asking, and every write
 * forgets its design (`forgetDesign`, called by the unit of work).
 */
const MAX_ENTRIES = 500;
type Entries = Map<string, { version: number; body: string }>;
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

export async function loadDesignBody(db: Db, engine: Engine, designId: string): Promise<string> {
  const entries = cacheOf(db);
  const cached = entries.get(designId);
  const current =
    engine === 'pglite' && cached
      ? { version: cached.version }
      : await db.selectFrom('designs').select('version').where('id', '=', designId).executeTakeFirst();
  if (current && cached && cached.version === current.version) {
    // Refresh its place so the most used designs stay.
    entries.delete(designId);
    entries.set(designId, cached);
    return cached.body;
  }
  const graph = await readDesign(db, designId);
  const body = JSON.stringify({ data: graph });
  entries.set(designId, { version: graph.design.version, body });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return body;
}
