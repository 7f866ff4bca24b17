import { randomUUID } from 'node:crypto';
import { nextNumberedLabel, ROOM_LABEL_TEMPLATE } from '@eb/domain/labels';
import type { Db } from '../../db/database.ts';
import type { Actor } from './actor.ts';
import { copyRooms } from './design-use-cases.ts';
import { assertCanDuplicate, assertCanEditWindows } from './policy.ts';
import { commandGraph } from './run-command.ts';
import { changeDesign } from './unit-of-work.ts';
import { addRoom, findRoom, roomNames } from './writes.ts';

export function addRoomToDesign(db: Db, actor: Actor, designId: string, name: string | undefined, expectedVersion?: number) {
  return changeDesign(db, actor, designId, expectedVersion, async (tx, state) => {
    await addRoom(tx, state, { name });
  });
}

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
  return changeDesign(db, actor, designId, expectedVersion, async (tx, state) => {
    findRoom(state, containerId);
    assertCanEditWindows(actor.identity, state);
    assertCanDuplicate(
      actor.identity,
      state.items.filter((item) => item.container_id === containerId),
    );
    const name = copy.name ?? nextNumberedLabel(ROOM_LABEL_TEMPLATE, roomNames(state));
    await copyRooms(tx, state, state, [containerId], () => ({ name, label: copy.label }));
  });
}

/**
 * Delete room. The rooms left are lettered by their place again; deleting the last remaining room
 * creates a new room A (doc 000 §4), so a design is never without one.
 */
export function deleteRoom(db: Db, actor: Actor, designId: string, containerId: string, expectedVersion?: number) {
  const replacement = { containerId: randomUUID(), itemId: randomUUID() };
  return commandGraph(db, actor, designId, { type: 'room.delete', containerId, replacement }, expectedVersion);
}
