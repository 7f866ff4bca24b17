import type { DesignGraph, Item } from '../../design.ts';
import { roomCharLabel } from '../../labels.ts';
import { derive } from '../derive.ts';
import { designAttributeChanges } from '../design-attributes.ts';
import { copyOf, newRoom } from './new-entities.ts';

/**
 * A design's copy (Duplicate Design, a read-only viewer's Save a copy; doc 001 §6): every room and
 * window of `source` in the same places under fresh ids, inside the new, empty design `into`. Each
 * window is copied as Duplicate copies one (`copyOf`: same product, quantity and attributes; notes
 * and flags stay with the original); rooms keep their names and are lettered by their place (doc 000
 * §3). The design's attributes are the caller's choice (`attributes`), set as the `design.attributes`
 * command sets them. The writer stores it as the change from `into` to the copy, as every edit is.
 */
export function designCopy(
  into: DesignGraph,
  source: DesignGraph,
  attributes: Readonly<Record<string, string | null>>,
  newId: () => string,
): DesignGraph {
  const byRoom = new Map<string, Item[]>();
  for (const item of source.items) {
    const list = byRoom.get(item.containerId);
    if (list) list.push(item);
    else byRoom.set(item.containerId, [item]);
  }
  const containers = [];
  const items = [];
  for (const [index, room] of source.containers.entries()) {
    const copy = { ...newRoom(into, newId(), room.name), containerType: room.containerType, charLabel: roomCharLabel(index) };
    containers.push(copy);
    for (const item of byRoom.get(room.containerId) ?? []) items.push(copyOf(into, item, copy.containerId, newId(), item.label));
  }
  const design = designAttributeChanges(into.design, attributes)?.design ?? into.design;
  return derive({ ...into, design, containers, items });
}
