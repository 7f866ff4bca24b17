import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Actor } from './actor.ts';
import { commandGraph } from './run-command.ts';

export function renameRoom(db: Db, actor: Actor, designId: string, containerId: string, name: string, expectedVersion?: number) {
  return commandGraph(db, actor, designId, { type: 'room.rename', containerId, name }, expectedVersion);
}

/** Duplicate room: a new room at the end with copies of its windows, named and labelled as asked. */
export function copyRoom(
  db: Db,
  actor: Actor,
  designId: string,
  containerId: string,
  copy: { name?: string | undefined; label?: string | undefined },
  expectedVersion?: number,
) {
  return commandGraph(
    db,
    actor,
    designId,
    (graph) => ({
      type: 'room.copy',
      containerId,
      newContainerId: randomUUID(),
      // One id for each window of the room; an unknown room has none and the command says so.
      newItemIds: graph.items.filter((item) => item.containerId === containerId).map(() => randomUUID()),
      ...(copy.name === undefined ? {} : { name: copy.name }),
      ...(copy.label === undefined ? {} : { label: copy.label }),
    }),
    expectedVersion,
  );
}

/**
 * Delete room. The rooms left are lettered by their place again; deleting the last remaining room
 * creates a new room A (doc 000 §4), so a design is never without one.
 */
export function deleteRoom(db: Db, actor: Actor, designId: string, containerId: string, expectedVersion?: number) {
  const replacement = { containerId: randomUUID(), itemId: randomUUID() };
  return commandGraph(db, actor, designId, { type: 'room.delete', containerId, replacement }, expectedVersion);
}
