import type { Container, DesignGraph } from '../../design.ts';
import { nextNumberedLabel, ROOM_LABEL_TEMPLATE, roomCharLabel, WINDOW_LABEL_TEMPLATE } from '../../labels.ts';
import { validateRoomLabel, validateRoomName } from '../../names.ts';
import type { DesignCommand } from '../command.ts';
import { assertNewId, check, checkRestored, findRoom, refuse, roomNames } from './checks.ts';
import { copyOf, newRoom, newWindow, withItemsAppended } from './new-entities.ts';
import type { CommandOf, Step } from './step.ts';

export type RoomCommand = CommandOf<'room.add' | 'room.rename' | 'room.copy' | 'room.delete' | 'room.restore'>;

/** Rooms lettered by their place. */
function relabelled(rooms: readonly Container[]): Container[] {
  return rooms.map((room, index) => {
    const charLabel = roomCharLabel(index);
    return room.charLabel === charLabel ? room : { ...room, charLabel };
  });
}

/** Rooms added, renamed, copied with their windows, deleted, and put back by undo. */
export function applyRoomCommand(graph: DesignGraph, command: RoomCommand): Step | null {
  switch (command.type) {
    case 'room.add': {
      assertNewId(graph, command.containerId);
      const name = command.name ?? nextNumberedLabel(ROOM_LABEL_TEMPLATE, roomNames(graph));
      check(validateRoomName(name, roomNames(graph)));
      const room = {
        ...newRoom(graph, command.containerId, name.trim()),
        containerType: command.containerType ?? 1,
        charLabel: roomCharLabel(graph.containers.length),
      };
      return {
        graph: { ...graph, containers: [...graph.containers, room] },
        inverse: { type: 'room.delete', containerId: room.containerId, keepLabels: true },
      };
    }
    case 'room.rename': {
      const room = findRoom(graph, command.containerId);
      check(validateRoomName(command.name, roomNames(graph, room.containerId)));
      const name = command.name.trim();
      if (name === room.name) return null;
      return {
        graph: { ...graph, containers: graph.containers.map((other) => (other === room ? { ...room, name } : other)) },
        inverse: { type: 'room.rename', containerId: room.containerId, name: room.name },
      };
    }
    case 'room.copy': {
      const room = findRoom(graph, command.containerId);
      const sources = graph.items.filter((item) => item.containerId === room.containerId);
      if (command.newItemIds.length !== sources.length) refuse('Send one new window id for each window of the room.');
      for (const id of [command.newContainerId, ...command.newItemIds]) assertNewId(graph, id);
      if (new Set([command.newContainerId, ...command.newItemIds]).size !== command.newItemIds.length + 1) refuse('New ids must differ.');
      const name = command.name ?? nextNumberedLabel(ROOM_LABEL_TEMPLATE, roomNames(graph));
      check(validateRoomName(name, roomNames(graph)));
      if (command.label !== undefined) check(validateRoomLabel(command.label));
      const copy = {
        ...newRoom(graph, command.newContainerId, name.trim()),
        containerType: room.containerType,
        charLabel: command.label?.trim() ?? roomCharLabel(graph.containers.length),
      };
      const items = sources.map((item, index) => copyOf(graph, item, copy.containerId, command.newItemIds[index] as string, item.label));
      return {
        graph: { ...graph, containers: [...graph.containers, copy], items: withItemsAppended(graph, items) },
        inverse: { type: 'room.delete', containerId: copy.containerId, keepLabels: true },
      };
    }
    case 'room.delete': {
      const room = findRoom(graph, command.containerId);
      const index = graph.containers.indexOf(room);
      const items = graph.items.filter((item) => item.containerId === room.containerId);
      const labels = Object.fromEntries(graph.containers.map((other) => [other.containerId, other.charLabel]));
      const restore: DesignCommand = { type: 'room.restore', index, container: room, items, labels };
      const left = graph.containers.filter((other) => other !== room);
      let next: DesignGraph = {
        ...graph,
        // The rooms left are lettered by their place again (A, B, C less B is A, B).
        containers: command.keepLabels ? left : relabelled(left),
        items: graph.items.filter((item) => item.containerId !== room.containerId),
      };
      // Undo of an add may empty the design for a moment inside a batch (see applyCommand).
      if (next.containers.length > 0 || command.keepLabels) return { graph: next, inverse: restore };
      // The last room: a new room with one window takes its place (doc 000 §4).
      const replacement = command.replacement ?? refuse('Deleting the last room needs the ids of the room and window that replace it.');
      assertNewId(next, replacement.containerId);
      assertNewId(next, replacement.itemId);
      const fresh = { ...newRoom(next, replacement.containerId, nextNumberedLabel(ROOM_LABEL_TEMPLATE, [])), charLabel: roomCharLabel(0) };
      next = {
        ...next,
        containers: [fresh],
        items: [newWindow(next, fresh.containerId, replacement.itemId, nextNumberedLabel(WINDOW_LABEL_TEMPLATE, []))],
      };
      return {
        graph: next,
        // Undo takes the new room away, then puts the old one back.
        inverse: { type: 'batch', commands: [{ type: 'room.delete', containerId: fresh.containerId, keepLabels: true }, restore] },
      };
    }
    case 'room.restore': {
      assertNewId(graph, command.container.containerId);
      // What comes back must still keep the rules: a name taken meanwhile refuses the undo.
      check(validateRoomName(command.container.name, roomNames(graph)));
      checkRestored(command.items, command.container.containerId, graph.design.designId);
      for (const item of command.items) assertNewId(graph, item.itemId);
      let containers = [...graph.containers];
      containers.splice(Math.min(command.index, containers.length), 0, command.container);
      const { labels } = command;
      if (labels) {
        containers = containers.map((room) => {
          const label = labels[room.containerId];
          return label === undefined || label === room.charLabel ? room : { ...room, charLabel: label };
        });
      }
      return {
        graph: { ...graph, containers, items: [...graph.items, ...command.items] },
        inverse: { type: 'room.delete', containerId: command.container.containerId, keepLabels: labels !== undefined },
      };
    }
  }
}
