import type { DesignGraph } from './design.ts';
import { DEFAULT_ESTIMATE_NAME, DESIGN_NAME_TEMPLATE, numberedLabelPattern, ROOM_LABEL_TEMPLATE, WINDOW_LABEL_TEMPLATE } from './labels.ts';

/** Names the builder gives a new design ('Estimate 1', then 'Design N'), a new room and a new window. */
const builderName = (template: string) => {
  const pattern = numberedLabelPattern(template);
  return (name: string) => pattern?.test(name.trim()) ?? false;
};
const isBuilderDesignName = builderName(DESIGN_NAME_TEMPLATE);
const isBuilderRoomName = builderName(ROOM_LABEL_TEMPLATE);
const isBuilderWindowName = builderName(WINDOW_LABEL_TEMPLATE);

/**
 * Whether a design is still as the builder made it, with nothing of the shopper's in it: names the
 * builder gave, at most one room and one window, no product, a quantity of 1 and no measurement or
 * other attribute on that window. Opening a design links it to a signed-in shopper's account (doc
 * 001 §4), so every design merely opened is linked; My Estimates lists a blank one only when it was
 * saved on purpose (issue 29: no empty $0.00 entries).
 */
export function isBlankDesign(graph: Pick<DesignGraph, 'design' | 'containers' | 'items'>): boolean {
  if (graph.design.name.trim() !== DEFAULT_ESTIMATE_NAME && !isBuilderDesignName(graph.design.name)) return false;
  const rooms = graph.containers.filter((room) => !room.isDeleted);
  const windows = graph.items.filter((item) => !item.isDeleted);
  if (rooms.length > 1 || windows.length > 1) return false;
  if (rooms.some((room) => !isBuilderRoomName(room.name))) return false;
  return windows.every(
    (item) =>
      item.itemProduct === null &&
      item.quantity === 1 &&
      isBuilderWindowName(item.label) &&
      item.attributes.every((attribute) => (attribute.value ?? '') === ''),
  );
}
