import { type DesignGraph, type Item, ItemSource, ItemType } from '../../design.ts';
import { nextNumberedLabel, WINDOW_LABEL_TEMPLATE } from '../../labels.ts';
import { NAME_LIMITS, validateWindowName } from '../../names.ts';
import { assertNewId, assertRoomHasSpace, check, checkRestored, findRoom, findWindow, refuse, windowNames } from './checks.ts';
import { copyOf, newWindow, withItemsAppended } from './new-entities.ts';
import type { CommandOf, Step } from './step.ts';

export type WindowCommand = CommandOf<
  'window.add' | 'window.rename' | 'windows.rename' | 'window.copy' | 'windows.delete' | 'windows.restore'
>;

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

/** Windows added to a room, renamed (one or many), copied, deleted, and put back by undo. */
export function applyWindowCommand(graph: DesignGraph, command: WindowCommand): Step | null {
  switch (command.type) {
    case 'window.add': {
      findRoom(graph, command.containerId);
      assertNewId(graph, command.itemId);
      const others = windowNames(graph, command.containerId);
      assertRoomHasSpace(others.length);
      const label = command.label ?? nextNumberedLabel(WINDOW_LABEL_TEMPLATE, others, NAME_LIMITS.window);
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
        assertRoomHasSpace(names.length);
        const label = command.label ?? nextNumberedLabel(WINDOW_LABEL_TEMPLATE, names, NAME_LIMITS.window);
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
        assertRoomHasSpace(room.length);
        const before = room[index];
        const at = before ? items.indexOf(before) : items.length;
        items = [...items.slice(0, at), item, ...items.slice(at)];
      }
      return {
        graph: { ...graph, items },
        inverse: { type: 'windows.delete', itemIds: command.entries.map((entry) => entry.item.itemId) },
      };
    }
  }
}
