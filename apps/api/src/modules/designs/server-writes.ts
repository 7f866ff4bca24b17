import { applyCommand, type CommandContext } from '@eb/domain/commands/apply';
import type { Design } from '@eb/domain/design';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import { planChanges } from './command-writer.ts';
import { forgetDesign } from './graph-cache.ts';
import { presentGraph } from './present.ts';
import { publishChange } from './run-command.ts';

export interface ChangedDesign {
  id: string;
  version: number;
}

/** The server's own flows apply what they checked themselves: no caller's rules, only the command's own. */
const SERVER_FLOW: CommandContext = { actor: { trusted: true }, trusted: true, windowCategoryKeys: [] };

/**
 * The server's own flows (orders, booked jobs) set attributes on designs inside their transaction:
 * the order and job attributes of doc 001 §3 that no caller may set. Each design's change is the
 * `design.attributes` command, applied and written as every design edit is (`applyCommand`,
 * `planChanges`), so an attribute set here is the same row a caller's edit would make and the same
 * rule decides what changed. Unlike a caller's edit it is not refused for a design being locked (an
 * ordered design still takes its job's facts); `lock` locks the designs as ordered
 * (is_locked_or_ordered: editing actions are hidden and refused, doc 001 §4). `perDesign` adds what
 * differs from one design to the next, worked out from the design as it is once locked (a note added
 * to its own notes). The designs' rows are locked first, in one order, so a caller's edit on its way
 * waits and then finds the new version, and nothing read before the lock is written back over it.
 * Only the designs and their attributes are read: rooms and windows are not what changes. Each design
 * gets one new version; announce them once the transaction has committed.
 */
export async function writeServerAttributes(
  tx: Tx,
  designIds: readonly string[],
  attributes: Record<string, string>,
  options: { lock?: boolean; perDesign?: (design: Design) => Record<string, string> | undefined } = {},
): Promise<ChangedDesign[]> {
  if (designIds.length === 0) return [];
  const ids = [...new Set(designIds)].sort();
  const rows = await tx.selectFrom('designs').selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const stored = await tx.selectFrom('design_attributes').selectAll().where('design_id', 'in', ids).orderBy('name').execute();
  for (const row of rows) {
    const state = {
      attributes: stored.filter((attribute) => attribute.design_id === row.id),
      containers: [],
      items: [],
      itemAttributes: [],
    };
    const before = presentGraph({ ...state, design: { ...row, is_locked_or_ordered: false } });
    const values = { ...attributes, ...options.perDesign?.(before.design) };
    const after = applyCommand(before, { type: 'design.attributes', values }, SERVER_FLOW).graph;
    const plan = planChanges(tx, before, after, new Map(), { changedBy: 'server', reason: null });
    for (const statement of plan.statements) await tx.executeQuery(statement);
  }
  return tx
    .updateTable('designs')
    .set((eb) => ({
      ...(options.lock ? { is_locked_or_ordered: true } : {}),
      version: eb('version', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', 'in', ids)
    .returning(['id', 'version'])
    .execute();
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
