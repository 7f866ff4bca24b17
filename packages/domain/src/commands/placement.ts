import { type DesignGraph, ItemAttr, type ItemProduct } from '../design.ts';
import { configuratorWindowName } from '../labels.ts';
import type { DesignCommand, SingleCommand } from './command.ts';
import { CommandError } from './command-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The purchase option a window gets with its first product when it had none (doc 000 §4). */
export const PLACED_PURCHASE_OPTION = 'product-and-install';

const productAttribute = (product: ItemProduct, name: string) => product.attributes.find((attribute) => attribute.name === name)?.value;

/**
 * When a product put on a window today would ship: today (UTC) plus the product's lead time in
 * days. Null when the snapshot names no lead time.
 */
export function shipDateOf(product: ItemProduct, now: number): string | null {
  const days = Number(productAttribute(product, 'leadTimeDays'));
  if (!Number.isInteger(days) || days < 0) return null;
  return new Date(now + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A configured product put on a window from the configurator, as one command: the product with its
 * ship estimate, and the window's size and purchase option where it had none (the product's size,
 * product-and-install). Undoing it takes all of that back in one step.
 */
export function placementCommand(
  graph: DesignGraph,
  itemId: string,
  product: ItemProduct,
  now: number,
  /** Whether a size may be a measurement of the window (an invalid configuration can be too large). */
  sizeFits: (dimension: 'width' | 'height', inches: number) => boolean = () => true,
): DesignCommand {
  const item = graph.items.find((candidate) => candidate.itemId === itemId);
  if (!item) throw new CommandError('NOT_FOUND', 'We could not find that window in this design.');
  const has = (name: string) => item.attributes.some((attribute) => attribute.name === name);
  const values: Record<string, string> = {};
  for (const name of [ItemAttr.width, ItemAttr.height] as const) {
    const size = productAttribute(product, name);
    if (!has(name) && size && sizeFits(name, Number(size))) values[name] = size;
  }
  if (!has(ItemAttr.purchaseOption)) values[ItemAttr.purchaseOption] = PLACED_PURCHASE_OPTION;
  const place: SingleCommand = { type: 'window.product', itemId, product, estimatedShipDate: shipDateOf(product, now) };
  if (Object.keys(values).length === 0) return place;
  return { type: 'batch', commands: [place, { type: 'window.attributes', itemId, values }] };
}

/**
 * The name a configuration takes when it is put on a window: the room's letter, the window's number
 * in its room and the room's name, as the configurator shows it. Null when the window is not there.
 */
export function placementWindowName(graph: DesignGraph, itemId: string): string | null {
  const item = graph.items.find((candidate) => candidate.itemId === itemId);
  const room = item && graph.containers.find((container) => container.containerId === item.containerId);
  if (!item || !room) return null;
  return configuratorWindowName(room.charLabel, String(room.items.indexOf(itemId) + 1), room.name);
}
