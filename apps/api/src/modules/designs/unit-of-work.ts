import type { DesignGraph } from '@eb/domain/design';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from './actor.ts';
import { designNotFound } from './design-errors.ts';
import { forgetDesign } from './graph-cache.ts';
import { assertCanChange, assertNotLocked } from './policy.ts';
import { presentGraph } from './present.ts';
import { publishChange } from './run-command.ts';
import { type DesignState, loadState } from './state.ts';

export async function readDesign(db: Db, designId: string): Promise<DesignGraph> {
  const state = await loadState(db, designId);
  if (!state) throw designNotFound();
  return presentGraph(state);
}

/**
 * The one way a design changes: in a transaction, lock the design row, check who is asking, that
 * the design is not locked and that the caller saw the latest version (If-Match), apply the change,
 * bump the version, and answer the updated graph. Any failure rolls the whole change back.
 * A change that finds nothing to do answers `false`: nothing is written, the version stays.
 */
export async function changeDesign(
  db: Db,
  actor: Actor,
  designId: string,
  expectedVersion: number | undefined,
  change: (tx: Tx, state: DesignState) => Promise<unknown>,
): Promise<DesignGraph> {
  try {
    const graph = await applyChange(db, actor, designId, expectedVersion, change);
    // Followers of the design load it again (this edit is not a command they can apply).
    if (graph.design.version !== expectedVersion) publishChange(db, { type: 'change', designId, version: graph.design.version });
    return graph;
  } finally {
    // The cached answer of a load is stale once anything may have been written.
    forgetDesign(designId);
  }
}

function applyChange(
  db: Db,
  actor: Actor,
  designId: string,
  expectedVersion: number | undefined,
  change: (tx: Tx, state: DesignState) => Promise<unknown>,
): Promise<DesignGraph> {
  return db.transaction().execute(async (tx) => {
    const locked = await tx.selectFrom('designs').select(['id']).where('id', '=', designId).forUpdate().executeTakeFirst();
    if (!locked) throw designNotFound();
    const state = await loadState(tx, designId);
    if (!state) throw designNotFound();
    assertCanChange(actor.identity, state.design);
    assertNotLocked(state.design);
    if (expectedVersion !== undefined && expectedVersion !== state.design.version) {
      throw new AppError(
        'STALE_VERSION',
        'This design was changed somewhere else (another tab or person). Reload it to see the latest version.',
      );
    }
    const changed = await change(tx, state);
    // Whoever got this far may change the design.
    if (changed === false) return { ...presentGraph(state), viewer: { canChange: true } };
    await tx
      .updateTable('designs')
      .set({ version: state.design.version + 1, updated_at: sql<Date>`now()` })
      .where('id', '=', designId)
      .execute();
    const updated = await loadState(tx, designId);
    if (!updated) throw designNotFound();
    return { ...presentGraph(updated), viewer: { canChange: true } };
  });
}

/** Parses an If-Match header (`3`, `"3"` or `W/"3"`); absent means "no check". */
export function parseIfMatch(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '' || value === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(value.trim());
  if (!match) throw new AppError('BAD_REQUEST', 'The If-Match header must be the design version number.');
  return Number(match[1]);
}
