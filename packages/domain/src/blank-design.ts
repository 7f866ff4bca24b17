import type { DesignGraph } from './design.ts';
import { DEFAULT_ESTIMATE_NAME } from './labels.ts';

/** The names the builder gives a new design ('Estimate 1', then 'Design N'), a new room and a new window. */
const BUILDER_DESIGN_NAME = /^(Estimate|Design) \d+$/;
const BUILDER_ROOM_NAME = /^Room \d+$/;
const BUILDER_WINDOW_NAME = /^Window \d+$/;

/**
 * Whether a design is still as the builder made it, with nothing of the shopper's in it: names the
 * builder gave, at most one room and one window, no product, a quantity of 1 and no measurement or
 * other attribute on that window. Opening a design links it to a signed-in shopper's account (doc
 * 001 §4), so every design merely opened is linked; My Estimates lists a blank one only when it was
 * saved on purpose (issue 29: no empty $0.00 entries).
 */
export function isBlankDesign(graph: Pick<DesignGraph, 'design' | 'containers' | 'items'>): boolean {
  const name = graph.design.name.trim();
  if (name !== DEFAULT_ESTIMATE_NAME && !BUILDER_DESIGN_NAME.test(name)) return false;
  const rooms = graph.containers.filter((room) => !room.isDeleted);
  const windows = graph.items.filter((item) => !item.isDeleted);
  if (rooms.length > 1 || windows.length > 1) return false;
  if (rooms.some((room) => !BUILDER_ROOM_NAME.test(room.name.trim()))) return false;
  return windows.every(
    (item) =>
      item.itemProduct === null &&
      item.quantity === 1 &&
      BUILDER_WINDOW_NAME.test(item.label.trim()) &&
      item.attributes.every((attribute) => (attribute.value ?? '') === ''),
  );
}
