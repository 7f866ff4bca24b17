import { CompiledQuery } from 'kysely';
import { type Db, type Engine, preparedOnPostgres } from '../../db/database.ts';
import type { SessionData } from '../../http/session.ts';
import { designNotFound } from './design-errors.ts';
import { type DesignEntry, forgetRemembered, readEntry, rememberDesign, rememberedDesign } from './design-memory.ts';
import { canChangeDesign } from './policy.ts';
import type { DesignRow } from './state.ts';

/**
 * Loading a design is the hot path: it is answered from the design this process remembers (see
 * design-memory.ts, the same entries commands are applied to), serialized once per version. Each
 * load on PostgreSQL still asks for the design's current version and owners (one indexed row), so a
 * write made by any process is seen at once. Embedded PGlite belongs to this one process, so there a
 * remembered design is served without asking to a caller its owners let change it.
 *
 * The answer is the same for everyone but its `viewer` part (may this caller change it), so each
 * version has two serialized answers, made when first asked for.
 */
export function forgetDesign(designId: string): void {
  forgetRemembered(designId);
}

type DesignCheck = Pick<DesignRow, 'version' | 'owner_session_id' | 'owner_user_id'>;
/** The check every load on PostgreSQL makes, as text once and prepared once per connection. */
const CHECK_SQL = preparedOnPostgres('select "version", "owner_session_id", "owner_user_id" from "designs" where "id" = $1');

/**
 * The design as it is now, from this process's memory when that is current (checked as described
 * above), else read and remembered. `current` is the design row's version and owners as checked.
 */
export async function currentDesign(
  db: Db,
  engine: Engine,
  designId: string,
  identity: SessionData,
): Promise<{ entry: DesignEntry; current: DesignCheck }> {
  let entry = rememberedDesign(db, designId);
  const current =
    engine === 'pglite' && entry && canChangeDesign(identity, entry.row)
      ? entry.row
      : (await db.executeQuery<DesignCheck>(CompiledQuery.raw(CHECK_SQL, [designId]))).rows[0];
  if (!current) throw designNotFound();
  if (entry && entry.row.version === current.version) {
    // Owners can change without a new version (signing in hands a guest's designs over).
    if (entry.row.owner_session_id !== current.owner_session_id || entry.row.owner_user_id !== current.owner_user_id) {
      entry.row = { ...entry.row, owner_session_id: current.owner_session_id, owner_user_id: current.owner_user_id };
    }
  } else {
    entry = await readEntry(db, designId);
    if (!entry) throw designNotFound();
    rememberDesign(db, entry);
  }
  return { entry, current };
}

export async function loadDesignBody(db: Db, engine: Engine, designId: string, identity: SessionData): Promise<Buffer> {
  const { entry, current } = await currentDesign(db, engine, designId, identity);
  // Two answers per version, one per kind of caller, each serialized and encoded once: the bytes go
  // to the socket as they are, with no UTF-8 encoding of a large string on every load.
  const canChange = canChangeDesign(identity, current);
  const key = canChange ? 'true' : 'false';
  entry.bodies ??= {};
  entry.bodies[key] ??= Buffer.from(JSON.stringify({ data: { ...entry.graph, viewer: { canChange } } }));
  return entry.bodies[key];
}
