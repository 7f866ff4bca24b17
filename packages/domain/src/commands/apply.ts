import {
  type Container,
  type DesignGraph,
  type Item,
  ItemAttr,
  type ItemAttribute,
  ItemSource,
  ItemType,
  isMandiDesign,
} from '../design.ts';
import { nextNumberedLabel, ROOM_LABEL_TEMPLATE, roomCharLabel, WINDOW_LABEL_TEMPLATE } from '../labels.ts';
import { isValidQuantity, QUANTITY_MAX, QUANTITY_MIN } from '../limits.ts';
import { validateDesignName, validateRoomLabel, validateRoomName, validateWindowName } from '../names.ts';
import { attributeIdFor } from './attribute-id.ts';
import { type AttributeContext, attributeChanges, sortAttributes } from './attributes.ts';
import type { DesignCommand, SingleCommand } from './command.ts';
import { CommandError } from './command-error.ts';
import { derive } from './derive.ts';
import { checkDesignAttributeNames, designAttributeChanges } from './design-attributes.ts';
import { assertCommandAllowed, type CommandActor } from './policy.ts';

export interface CommandContext extends AttributeContext {
  actor: CommandActor;
  /**
   * The server's own flows (the order flow, tying a design to a job) set design attributes no
   * caller may set; they say so here. Who may change the design at all is still checked.
   */
  trusted?: boolean;
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

/** Windows put back by undo belong where they say and keep the limits every window keeps. */
function checkRestored(items: readonly Item[], containerId: string, designId: string): void {
  const names: string[] = [];
  for (const item of items) {
    if (item.containerId !== containerId || item.designId !== designId) refuse('A window put back must belong to its room.');
    check(validateWindowName(item.label, names));
    names.push(item.label);
    if (!isValidQuantity(item.quantity)) refuse(`Quantity must be between ${QUANTITY_MIN} and ${QUANTITY_MAX}.`);
  }
}

/** Rooms lettered by their place. */
function relabelled(rooms: readonly Container[]): Container[] {
  return rooms.map((room, index) => {
    const charLabel = roomCharLabel(index);
    return room.charLabel === charLabel ? room : { ...room, charLabel };
  });
}

/**
 * A command as the permission rules know it: a bulk rename is checked as the renames it holds;
 * design attributes and the zip code are the design's own fields, checked by their apply.
 */
function permissionSubjects(command: SingleCommand): SingleCommand[] {
  switch (command.type) {
    case 'windows.rename':
      return command.renames.map((rename) => ({ type: 'window.rename', itemId: rename.itemId, label: rename.label }));
    case 'design.attributes':
    case 'design.zipCode':
      return [];
    default:
      return [command];
  }
}

/** Bulk rename: every new name against the names its room will have once all are applied. */
function renamedWindows(
  graph: DesignGraph,
  renames: readonly { itemId: string; label: string }[],
): { items: Item[]; previous: { itemId: string; label: string }[] } | null {
  const labels = new Map<string, string>();
  for (const rename of renames) labels.set(findWindow(graph, rename.itemId).itemId, rename.label);
  const finalLabel = (item: Item) => labels.get(item.itemId)?.trim() ?? item.label;
  const previous: { itemId: string; label: string }[] = [];
  for (const [itemId, label] of labels) {
    const item = findWindow(graph, itemId);
    const others = graph.items.filter((other) => other.containerId === item.containerId && other !== item).map(finalLabel);
    check(validateWindowName(label, others));
    if (label.trim() !== item.label) previous.push({ itemId, label: item.label });
  }
  if (previous.length === 0) return null;
  const items = graph.items.map((item) => {
    const label = finalLabel(item);
    return label === item.label ? item : { ...item, label };
  });
  return { items, previous };
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
    case 'design.zipCode': {
      if (command.zipCode === graph.design.zipCode) return null;
      return {
        graph: { ...graph, design: { ...graph.design, zipCode: command.zipCode } },
        inverse: { type: 'design.zipCode', zipCode: graph.design.zipCode },
      };
    }
    case 'design.attributes': {
      const remove = command.remove ?? [];
      if (!context.trusted && !('trusted' in context.actor))
        checkDesignAttributeNames(context.actor, [...Object.keys(command.values), ...remove], false);
      const change = designAttributeChanges(graph.design, command.values, remove);
      if (!change) return null;
      return {
        graph: { ...graph, design: change.design },
        inverse: { type: 'design.attributes', values: change.previous, ...(change.added.length > 0 ? { remove: change.added } : {}) },
      };
    }
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
    case 'window.add': {
      findRoom(graph, command.containerId);
      assertNewId(graph, command.itemId);
      const others = windowNames(graph, command.containerId);
      const label = command.label ?? nextNumberedLabel(WINDOW_LABEL_TEMPLATE, others);
      check(validateWindowName(label, others));
      const item = {
        ...newWindow(graph, command.containerId, command.itemId, label.trim()),
        itemType: command.itemType ?? ItemType.window,
        itemSource: command.itemSource ?? ItemSource.autobahn,
      };
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
    case 'windows.rename': {
      const renamed = renamedWindows(graph, command.renames);
      if (!renamed) return null;
      return { graph: { ...graph, items: renamed.items }, inverse: { type: 'windows.rename', renames: renamed.previous } };
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
        check(validateWindowName(item.label, windowNames({ ...graph, items }, item.containerId)));
        checkRestored([item], item.containerId, graph.design.designId);
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
      const change = attributeChanges(item, command.values, context, isMandiDesign(graph.design));
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
      const { estimatedShipDate } = command;
      const shipChanges = estimatedShipDate !== undefined && estimatedShipDate !== item.estimatedShipDate;
      if (!shipChanges && JSON.stringify(item.itemProduct) === JSON.stringify(command.product)) return null;
      const changed = { ...item, itemProduct: command.product, ...(shipChanges ? { estimatedShipDate } : {}) };
      return {
        graph: { ...graph, items: graph.items.map((other) => (other === item ? changed : other)) },
        inverse: {
          type: 'window.product',
          itemId: item.itemId,
          product: item.itemProduct,
          ...(estimatedShipDate !== undefined ? { estimatedShipDate: item.estimatedShipDate } : {}),
        },
      };
    }
  }
}

/**
 * Commands that change no field `derive` reads (order, rooms of windows, products, quantities, purchase
 * options): the derived fields of a derived graph stay right, so the O(design) walk is skipped for them.
 */
const DERIVES_NOTHING: ReadonlySet<SingleCommand['type']> = new Set([
  'design.rename',
  'design.zipCode',
  'design.attributes',
  'room.rename',
  'window.rename',
  'windows.rename',
]);

/** Whether an edit leaves every derived field as it was: attributes do, unless a purchase option moves (it selects a window). */
function derivesNothing(single: SingleCommand): boolean {
  if (single.type === 'window.attributes') return !Object.hasOwn(single.values, ItemAttr.purchaseOption);
  if (single.type === 'window.attributesRestore') return false;
  return DERIVES_NOTHING.has(single.type);
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
    for (const subject of permissionSubjects(single)) assertCommandAllowed(current, subject, context.actor);
    const result = applyOne(current, single, context);
    if (!result) continue;
    current = derivesNothing(single) ? result.graph : derive(result.graph);
    inverses.unshift(result.inverse);
  }
  if (inverses.length === 0) return { graph, inverse: command, changed: false };
  if (current.containers.length === 0 && graph.containers.length > 0) {
    throw new CommandError('VALIDATION_FAILED', 'A design keeps at least one room.');
  }
  const flat = inverses.flatMap((inverse) => (inverse.type === 'batch' ? inverse.commands : [inverse]));
  const inverse: DesignCommand =
    flat.length === 1 ? (flat[0] as SingleCommand) : { type: 'batch', commands: flat as [SingleCommand, ...SingleCommand[]] };
  return { graph: current, inverse, changed: true };
}
