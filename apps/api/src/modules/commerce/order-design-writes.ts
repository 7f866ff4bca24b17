import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import { forgetDesign } from '../designs/graph-cache.ts';
import { publishChange } from '../designs/run-command.ts';

export interface ChangedDesign {
  id: string;
  version: number;
}

/**
 * Locks designs as ordered (is_locked_or_ordered: editing actions are hidden and refused, doc 001 §4)
 * and sets order attributes on them, inside the order's transaction: the order flow's own writes, so
 * they are not refused for the design being locked. Each design gets a new version.
 */
export async function lockDesignsForOrder(
  tx: Tx,
  designIds: readonly string[],
  attributes: Record<string, string>,
): Promise<ChangedDesign[]> {
  if (designIds.length === 0) return [];
  const ids = [...new Set(designIds)];
  const changed = await tx
    .updateTable('designs')
    .set((eb) => ({ is_locked_or_ordered: true, version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
    .where('id', 'in', ids)
    .returning(['id', 'version'])
    .execute();
  const rows = ids.flatMap((designId) =>
    Object.entries(attributes).map(([name, value]) => ({ id: randomUUID(), design_id: designId, name, value })),
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

/** Once the order's transaction has committed: loads answer the new versions, and open pages hear of them. */
export function announceDesignChanges(db: Db, designs: readonly ChangedDesign[]): void {
  for (const design of designs) {
    forgetDesign(design.id);
    publishChange(db, { type: 'change', designId: design.id, version: design.version });
  }
}
