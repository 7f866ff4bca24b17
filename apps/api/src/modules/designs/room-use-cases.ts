import { nextNumberedLabel, ROOM_LABEL_TEMPLATE } from '@eb/domain/labels';
import { validateRoomName } from '@eb/domain/names';
import type { Db } from '../../db/database.ts';
import { copyRooms } from './design-use-cases.ts';
import { assertCanDuplicate, assertCanEditWindows } from './policy.ts';
import { type Actor, changeDesign } from './unit-of-work.ts';
import { addRoom, addWindow, check, findRoom, relabelRooms, roomNames } from './writes.ts';

export function addRoomToDesign(db: Db, actor: Actor, designId: string, name: string | undefined, expectedVersion?: number) {
  return changeDesign(db, actor, designId, expectedVersion, async (tx, state) => {
    await addRoom(tx, state, { name });
  });
}

export function renameRoom(db: Db, actor: Actor, designId: string, containerId: string, name: string, expectedVersion?: number) {
  return changeDesign(db, actor, designId, expectedVersion, async (tx, state) => {
    const room = findRoom(state, containerId);
    check(validateRoomName(name, roomNames(state, containerId)));
    if (name.trim() === room.name) return false;
    await tx.updateTable('containers').set({ name: name.trim() }).where('id', '=', containerId).execute();
    return true;
  });
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
  return changeDesign(db, actor, designId, expectedVersion, async (tx, state) => {
    findRoom(state, containerId);
    if (state.items.some((item) => item.container_id === containerId)) assertCanEditWindows(actor.identity, state);
    await tx.deleteFrom('containers').where('id', '=', containerId).execute();
    state.containers = state.containers.filter((room) => room.id !== containerId);
    state.items = state.items.filter((item) => item.container_id !== containerId);
    if (state.containers.length === 0) {
      const room = await addRoom(tx, state, {});
      await addWindow(tx, state, { containerId: room.id });
    } else {
      await relabelRooms(tx, state);
    }
  });
}
