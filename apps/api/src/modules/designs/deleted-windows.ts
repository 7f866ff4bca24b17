import type { DesignCommand } from '@eb/domain/commands/command';
import { type DeletedWindow, deletedWindowOf } from '@eb/domain/commands/deleted-windows';
import type { DesignGraph } from '@eb/domain/design';
import type { Db } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import type { Pending } from './command-group.ts';

/** The windows a group's commands put back (undo of a delete); none for nearly every group. */
function restoredIds(active: readonly Pending[]): string[] {
  const ids: string[] = [];
  const walk = (command: DesignCommand) => {
    if (command.type === 'batch') for (const single of command.commands) walk(single);
    else if (command.type === 'windows.restore') for (const entry of command.entries) ids.push(entry.item.itemId);
    else if (command.type === 'room.restore') for (const item of command.items) ids.push(item.itemId);
  };
  for (const pending of active) if (typeof pending.command !== 'function') walk(pending.command);
  return ids;
}

/**
 * What the windows a group puts back were when deleted: from the database's record of deletes, or
 * the design as the group found it (a delete and its undo in one group). Undefined when the group
 * puts back none.
 */
export async function deletedWindowsOf(db: Db, designId: string, start: DesignGraph, active: readonly Pending[]) {
  const ids = restoredIds(active);
  if (ids.length === 0) return undefined;
  const rows = await db
    .selectFrom('deleted_windows')
    .select(['item_id', 'facts'])
    .where('design_id', '=', designId)
    .where('item_id', 'in', ids)
    .execute();
  const known = new Map<string, DeletedWindow>(rows.map((row) => [row.item_id, readJson<DeletedWindow>(row.facts)]));
  for (const item of start.items) if (!known.has(item.itemId)) known.set(item.itemId, deletedWindowOf(item));
  return (itemId: string) => known.get(itemId);
}
