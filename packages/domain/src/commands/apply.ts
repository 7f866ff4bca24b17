import { type Container, type DesignGraph, type Item, type ItemAttribute, ItemSource, ItemType } from '../design.ts';
import { nextNumberedLabel, ROOM_LABEL_TEMPLATE, WINDOW_LABEL_TEMPLATE } from '../labels.ts';
import { isValidQuantity, QUANTITY_MAX, QUANTITY_MIN } from '../limits.ts';
import { validateDesignName, validateRoomName, validateWindowName } from '../names.ts';
import { attributeIdFor } from './attribute-id.ts';
import { type AttributeContext, attributeChanges, sortAttributes } from './attributes.ts';
import type { DesignCommand, SingleCommand } from './command.ts';
import { CommandError } from './command-error.ts';
import { derive } from './derive.ts';
import { assertCommandAllowed, type CommandActor } from './policy.ts';

export interface CommandContext extends AttributeContext {
  actor: CommandActor;
}

export interface Applied {
  graph: DesignGraph;
  /** The command that puts the graph back as it was (what undo sends). */
  inverse: DesignCommand;
  /** False when the command changed nothing (no write, no new version). */
  changed: boolean;
}

const refuse = (message: string): never => {
  throw new CommandError('VALIDATION_FAILED', message);
};
const check = (message: string | null) => {
  if (message) refuse(message);
};

function findRoom(graph: DesignGraph, containerId: string): Container {
  return graph.containers.find((room) => room.containerId === containerId) ?? notFound('room');
}
function findWindow(graph: DesignGraph, itemId: string): Item {
  return graph.items.find((item) => item.itemId === itemId) ?? notFound('window');
}
function notFound(what: 'room' | 'window'): never {
  throw new CommandError('NOT_FOUND', `We could not find that ${what} in this design.`);
}
function assertNewId(graph: DesignGraph, id: string): void {
  if (graph.containers.some((room) => room.containerId === id) || graph.items.some((item) => item.itemId === id)) {
    throw new CommandError('CONFLICT', `The id ${id} is already in use.`);
  }
}

const roomNames = (graph: DesignGraph, except?: string) =>
  graph.containers.filter((room) => room.containerId !== except).map((room) => room.name);
const windowNames = (graph: DesignGraph, containerId: string, except?: string) =>
  graph.items.filter((item) => item.containerId === containerId && item.itemId !== except).map((item) => item.label);

function newWindow(graph: DesignGraph, containerId: string, itemId: string, label: string): Item {
  return {
    itemId,
    label,
    designId: graph.design.designId,
    containerId,
    charLabel: '',
    itemType: ItemType.window,
    itemSource: ItemSource.autobahn,
    retail: 0,
    subtotal: 0,
    quantity: 1,
    numberOfWindows: 1,
    estimatedShipDate: null,
    isDeleted: false,
    itemProduct: null,
    attributes: [],
  };
}

function newRoom(graph: DesignGraph, containerId: string, name: string): Container {
  return { containerId, name, containerType: 1, items: [], price: 0, charLabel: '', designId: graph.design.designId, isDeleted: false };
}

/** Puts items at the end of their room (the graph keeps windows grouped by room, in room order). */
function withItemsAppended(graph: DesignGraph, added: Item[]): Item[] {
  return [...graph.items, ...added];
}

/** A window's copy: same product, quantity and attributes (notes and flags stay with the original). */
function copyOf(graph: DesignGraph, item: Item, containerId: string, itemId: string, label: string): Item {
  return {
    ...newWindow(graph, containerId, itemId, label),
    itemType: item.itemType,
    itemSource: item.itemSource,
    quantity: item.quantity,
    numberOfWindows: item.numberOfWindows,
    estimatedShipDate: item.estimatedShipDate,
    itemProduct: item.itemProduct,
    attributes: item.attributes
      .filter((attribute) => attribute.name !== 'notes' && attribute.name !== 'flagNotes')
      .map((attribute) => ({ ...attribute, attributeId: copiedAttributeId(itemId, attribute) })),
  };
}
const copiedAttributeId = (itemId: string, attribute: ItemAttribute) => attributeIdFor(itemId, attribute.name);

function applyOne(
  graph: DesignGraph,
  command: SingleCommand,
  context: CommandContext,
): { graph: DesignGraph; inverse: DesignCommand } | null {
  switch (command.type) {
    case 'design.rename': {
      check(validateDesignName(command.name, [], 'rename'));
      const name = command.name.trim();
      if (name === graph.design.name) return null;
      return { graph: { ...graph, design: { ...graph.design, name } }, inverse: { type: 'design.rename', name: graph.design.name } };
    }
    case 'room.add': {
      assertNewId(graph, command.containerId);
      const name = command.name ?? nextNumberedLabel(ROOM_LABEL_TEMPLATE, roomNames(graph));
      check(validateRoomName(name, roomNames(graph)));
      const room = newRoom(graph, command.containerId, name.trim());
      return {
        graph: { ...graph, containers: [...graph.containers, room] },
        inverse: { type: 'room.delete', containerId: room.containerId },
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
      const copy = { ...newRoom(graph, command.newContainerId, name.trim()), containerType: room.containerType };
      const items = sources.map((item, index) => copyOf(graph, item, copy.containerId, command.newItemIds[index] as string, item.label));
      return {
        graph: { ...graph, containers: [...graph.containers, copy], items: withItemsAppended(graph, items) },
        inverse: { type: 'room.delete', containerId: copy.containerId },
      };
    }
    case 'room.delete': {
      const room = findRoom(graph, command.containerId);
      const index = graph.containers.indexOf(room);
      const items = graph.items.filter((item) => item.containerId === room.containerId);
      const restore: DesignCommand = { type: 'room.restore', index, container: room, items };
      let next: DesignGraph = {
        ...graph,
        containers: graph.containers.filter((other) => other !== room),
        items: graph.items.filter((item) => item.containerId !== room.containerId),
      };
      if (next.containers.length > 0) return { graph: next, inverse: restore };
      // The last room: a new room with one window takes its place (doc 000 §4).
      const replacement = command.replacement ?? refuse('Deleting the last room needs the ids of the room and window that replace it.');
      assertNewId(next, replacement.containerId);
      assertNewId(next, replacement.itemId);
      const fresh = newRoom(next, replacement.containerId, nextNumberedLabel(ROOM_LABEL_TEMPLATE, []));
      next = {
        ...next,
        containers: [fresh],
        items: [newWindow(next, fresh.containerId, replacement.itemId, nextNumberedLabel(WINDOW_LABEL_TEMPLATE, []))],
      };
      return {
        graph: next,
        // Undo puts the old room back first, so deleting the new one is not a last-room delete.
        inverse: { type: 'batch', commands: [restore, { type: 'room.delete', containerId: fresh.containerId }] },
      };
    }
    case 'room.restore': {
      assertNewId(graph, command.container.containerId);
      for (const item of command.items) assertNewId(graph, item.itemId);
      const containers = [...graph.containers];
      containers.splice(Math.min(command.index, containers.length), 0, command.container);
      return {
        graph: { ...graph, containers, items: [...graph.items, ...command.items] },
        inverse: { type: 'room.delete', containerId: command.container.containerId },
      };
    }
    case 'window.add': {
      findRoom(graph, command.containerId);
      assertNewId(graph, command.itemId);
      const others = windowNames(graph, command.containerId);
      const label = command.label ?? nextNumberedLabel(WINDOW_LABEL_TEMPLATE, others);
      check(validateWindowName(label, others));
      const item = newWindow(graph, command.containerId, command.itemId, label.trim());
      return { graph: { ...graph, items: withItemsAppended(graph, [item]) }, inverse: { type: 'windows.delete', itemIds: [item.itemId] } };
    }
    case 'window.rename': {
      const item = findWindow(graph, command.itemId);
      check(validateWindowName(command.label, windowNames(graph, item.containerId, item.itemId)));
      const label = command.label.trim();
      if (label === item.label) return null;
      return {
        graph: { ...graph, items: graph.items.map((other) => (other === item ? { ...item, label } : other)) },
        inverse: { type: 'window.rename', itemId: item.itemId, label: item.label },
      };
    }
    case 'window.copy': {
      const item = findWindow(graph, command.itemId);
      if (new Set(command.newItemIds).size !== command.newItemIds.length) refuse('New ids must differ.');
      if (command.label !== undefined && command.newItemIds.length !== 1) refuse('A name can be given to a single copy only.');
      const copies: Item[] = [];
      for (const itemId of command.newItemIds) {
        assertNewId(graph, itemId);
        const names = [...windowNames(graph, item.containerId), ...copies.map((copy) => copy.label)];
        const label = command.label ?? nextNumberedLabel(WINDOW_LABEL_TEMPLATE, names);
        check(validateWindowName(label, names));
        copies.push(copyOf(graph, item, item.containerId, itemId, label.trim()));
      }
      return {
        graph: { ...graph, items: withItemsAppended(graph, copies) },
        inverse: { type: 'windows.delete', itemIds: command.newItemIds },
      };
    }
    case 'windows.delete': {
      const doomed = new Set(command.itemIds);
      const entries = command.itemIds.map((itemId) => {
        const item = findWindow(graph, itemId);
        const index = graph.items.filter((other) => other.containerId === item.containerId).indexOf(item);
        return { index, item };
      });
      // Restored lowest place first, so each index holds when it is put back.
      entries.sort((a, b) => a.index - b.index);
      return {
        graph: { ...graph, items: graph.items.filter((item) => !doomed.has(item.itemId)) },
        inverse: { type: 'windows.restore', entries },
      };
    }
    case 'windows.restore': {
      let items = [...graph.items];
      for (const { index, item } of command.entries) {
        findRoom(graph, item.containerId);
        assertNewId({ ...graph, items }, item.itemId);
        const room = items.filter((other) => other.containerId === item.containerId);
        const before = room[index];
        const at = before ? items.indexOf(before) : items.length;
        items = [...items.slice(0, at), item, ...items.slice(at)];
      }
      return {
        graph: { ...graph, items },
        inverse: { type: 'windows.delete', itemIds: command.entries.map((entry) => entry.item.itemId) },
      };
    }
    case 'window.quantity': {
      const item = findWindow(graph, command.itemId);
      if (!isValidQuantity(command.quantity)) refuse(`Quantity must be between ${QUANTITY_MIN} and ${QUANTITY_MAX}.`);
      if (item.quantity === command.quantity) return null;
      return {
        graph: { ...graph, items: graph.items.map((other) => (other === item ? { ...item, quantity: command.quantity } : other)) },
        inverse: { type: 'window.quantity', itemId: item.itemId, quantity: item.quantity },
      };
    }
    case 'window.attributes': {
      const item = findWindow(graph, command.itemId);
      const change = attributeChanges(item, command.values, context);
      if (!change) return null;
      return {
        graph: { ...graph, items: graph.items.map((other) => (other === item ? { ...item, attributes: change.attributes } : other)) },
        inverse: { type: 'window.attributesRestore', itemId: item.itemId, put: change.previous, remove: change.added },
      };
    }
    case 'window.attributesRestore': {
      const item = findWindow(graph, command.itemId);
      const names = new Set([...command.remove, ...command.put.map((attribute) => attribute.name)]);
      const previous = item.attributes.filter((attribute) => names.has(attribute.name));
      const kept = item.attributes.filter((attribute) => !names.has(attribute.name));
      const attributes = sortAttributes([...kept, ...command.put]);
      const removed = command.put
        .map((attribute) => attribute.name)
        .filter((name) => !previous.some((attribute) => attribute.name === name));
      return {
        graph: { ...graph, items: graph.items.map((other) => (other === item ? { ...item, attributes } : other)) },
        inverse: { type: 'window.attributesRestore', itemId: item.itemId, put: previous, remove: removed },
      };
    }
    case 'window.product': {
      const item = findWindow(graph, command.itemId);
      if (JSON.stringify(item.itemProduct) === JSON.stringify(command.product)) return null;
      return {
        graph: { ...graph, items: graph.items.map((other) => (other === item ? { ...item, itemProduct: command.product } : other)) },
        inverse: { type: 'window.product', itemId: item.itemId, product: item.itemProduct },
      };
    }
  }
}

/**
 * Applies a design edit to a graph: checks who may do it and the spec's rules, and answers the new
 * graph (derived fields recomputed, untouched entities kept by reference) with the inverse command.
 * The server and the web app both call this, so an edit means the same on both sides.
 */
export function applyCommand(graph: DesignGraph, command: DesignCommand, context: CommandContext): Applied {
  if (graph.design.isLockedOrOrdered) {
    throw new CommandError('DESIGN_LOCKED', 'This design has been ordered or locked and can no longer be changed.');
  }
  const commands = command.type === 'batch' ? command.commands : [command];
  let current = graph;
  const inverses: DesignCommand[] = [];
  for (const single of commands) {
    assertCommandAllowed(current, single, context.actor);
    const result = applyOne(current, single, context);
    if (!result) continue;
    current = derive(result.graph);
    inverses.unshift(result.inverse);
  }
  if (inverses.length === 0) return { graph, inverse: command, changed: false };
  const flat = inverses.flatMap((inverse) => (inverse.type === 'batch' ? inverse.commands : [inverse]));
  const inverse: DesignCommand =
    flat.length === 1 ? (flat[0] as SingleCommand) : { type: 'batch', commands: flat as [SingleCommand, ...SingleCommand[]] };
  return { graph: current, inverse, changed: true };
}
