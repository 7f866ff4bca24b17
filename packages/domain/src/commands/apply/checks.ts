import type { Container, DesignGraph, Item } from '../../design.ts';
import { isValidQuantity, QUANTITY_MAX, QUANTITY_MIN, ROOM_SIZE_MESSAGE, WINDOWS_PER_ROOM_MAX } from '../../limits.ts';
import { validateWindowName } from '../../names.ts';
import { CommandError } from '../command-error.ts';

export const refuse = (message: string): never => {
  throw new CommandError('VALIDATION_FAILED', message);
};
export const check = (message: string | null) => {
  if (message) refuse(message);
};

export function findRoom(graph: DesignGraph, containerId: string): Container {
  return graph.containers.find((room) => room.containerId === containerId) ?? notFound('room');
}
export function findWindow(graph: DesignGraph, itemId: string): Item {
  return graph.items.find((item) => item.itemId === itemId) ?? notFound('window');
}
function notFound(what: 'room' | 'window'): never {
  throw new CommandError('NOT_FOUND', `We could not find that ${what} in this design.`);
}
export function assertNewId(graph: DesignGraph, id: string): void {
  if (graph.containers.some((room) => room.containerId === id) || graph.items.some((item) => item.itemId === id)) {
    throw new CommandError('CONFLICT', `The id ${id} is already in use.`);
  }
}

/** Refuses one more window in a room already holding `windows` (`WINDOWS_PER_ROOM_MAX`). */
export const assertRoomHasSpace = (windows: number) => {
  if (windows >= WINDOWS_PER_ROOM_MAX) refuse(ROOM_SIZE_MESSAGE);
};

export const roomNames = (graph: DesignGraph, except?: string) =>
  graph.containers.filter((room) => room.containerId !== except).map((room) => room.name);
export const windowNames = (graph: DesignGraph, containerId: string, except?: string) =>
  graph.items.filter((item) => item.containerId === containerId && item.itemId !== except).map((item) => item.label);

/** Windows put back by undo belong where they say and keep the limits every window keeps. */
export function checkRestored(items: readonly Item[], containerId: string, designId: string): void {
  assertRoomHasSpace(items.length - 1);
  const names: string[] = [];
  for (const item of items) {
    if (item.containerId !== containerId || item.designId !== designId) refuse('A window put back must belong to its room.');
    check(validateWindowName(item.label, names));
    names.push(item.label);
    if (!isValidQuantity(item.quantity)) refuse(`Quantity must be between ${QUANTITY_MIN} and ${QUANTITY_MAX}.`);
  }
}
