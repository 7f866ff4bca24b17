import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import { forgetDesign } from './graph-cache.ts';
import { publishChange } from './run-command.ts';

export interface ChangedDesign {
  id: string;
  version: number;
}

/**
 * The server's own flows (orders, booked jobs) write attributes on designs inside their transaction:
 * the order and job attributes of doc 001 §3 that no caller may set. Not refused for a design being
 * locked; `lock` locks them as ordered (is_locked_or_ordered: editing actions are hidden and refused,
 * doc 001 §4). `perDesign` adds what differs from one design to the next (a note added to each
 * design's own notes). Each design gets one new version; announce them once the transaction has
 * committed.
 */
export async function writeServerAttributes(
  tx: Tx,
  designIds: readonly string[],
  attributes: Record<string, string>,
  options: { lock?: boolean; perDesign?: ReadonlyMap<string, Record<string, string>> } = {},
): Promise<ChangedDesign[]> {
  if (designIds.length === 0) return [];
  const ids = [...new Set(designIds)];
  const changed = await tx
    .updateTable('designs')
    .set((eb) => ({
      ...(options.lock ? { is_locked_or_ordered: true } : {}),
      version: eb('version', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', 'in', ids)
    .returning(['id', 'version'])
    .execute();
  const rows = ids.flatMap((designId) =>
    Object.entries({ ...attributes, ...options.perDesign?.get(designId) }).map(([name, value]) => ({
      id: randomUUID(),
      design_id: designId,
      name,
      value,
    })),
  );
  if (rows.length > 0) {
    await tx
      .insertInto('design_attributes')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['design_id', 'name']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
  }
  return changed;
}

/** Locks designs as ordered with the order's attributes (see `writeServerAttributes`). */
export const lockDesignsForOrder = (tx: Tx, designIds: readonly string[], attributes: Record<string, string>) =>
  writeServerAttributes(tx, designIds, attributes, { lock: true });

/**
 * Once a transaction that changed designs outside the commands has committed: this process forgets
 * its copy (loads answer the new versions) and open pages hear of them (a `change` loads the design
 * again; `reload` too, for a design that is gone).
 */
export function announceDesignChanges(db: Db, designs: readonly ChangedDesign[], type: 'change' | 'reload' = 'change'): void {
  for (const design of designs) {
    forgetDesign(design.id);
    publishChange(db, { type, designId: design.id, version: design.version });
  }
}
