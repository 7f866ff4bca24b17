import { z } from 'zod';
import { liveWindows } from './commerce-rules.ts';
import { type Container, type Design, type Item, isAutoReleaseDesign, uuid } from './design.ts';
import { chargedAmount, type DesignPrice, summaryFigures, type WindowPrice } from './design-pricing.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { Cents } from './money.ts';

/**
 * Side-by-side designs: two to four open designs, their rooms and windows aligned by room name and
 * window label, each window's product and line price, and each design's totals. Every figure comes
 * from the design's one pricing (`priceDesign`); nothing here adds prices up.
 *
 * Alignment: a room matches a room of the same name in another design, whatever its case and spaces
 * ('Living Room' is 'living  room' is 'LivingRoom'); a window matches the window of the same label in
 * the matched room. A design with two rooms of one name matches them in order (the second 'Bedroom'
 * with the second 'Bedroom'); windows likewise. Rooms and windows keep the first design's order, then
 * those only later designs have, in their order.
 *
 * Lowest: in a row, the designs whose line price is the lowest are marked, all of them when several
 * share it, but only when another design prices that window higher: with one priced design, or with
 * every priced design at the same price, nothing is marked (nothing is lower). The totals follow the
 * same rule on the pretax total (tax may be worked out for one design and not yet for another),
 * among the designs that have selected windows.
 */

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const COMPARE_MESSAGES = {
  tooFew: 'Choose at least two designs to compare.',
  tooMany: `Compare at most ${COMPARE_MAX} designs at once.`,
  repeated: 'Choose each design only once.',
} as const;

/** `GET /api/designs/compare/print?designs=<id>,<id>`: two to four design ids, each once. */
export const comparePrintQuerySchema = z.strictObject({
  designs: z
    .string(COMPARE_MESSAGES.tooFew)
    .transform((value) => value.split(',').map((id) => id.trim()))
    .pipe(z.array(uuid).min(COMPARE_MIN, COMPARE_MESSAGES.tooFew).max(COMPARE_MAX, COMPARE_MESSAGES.tooMany))
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, COMPARE_MESSAGES.repeated),
});

/** The address of the comparison's PDF. */
export const comparePrintPath = (designIds: readonly string[]) => `/api/designs/compare/print?designs=${designIds.join(',')}`;

type CompareItem = Pick<Item, 'itemId' | 'label' | 'itemType' | 'itemProduct' | 'attributes' | 'quantity' | 'isDeleted'>;
type CompareRoom = Pick<Container, 'containerId' | 'name' | 'items' | 'isDeleted'>;

/** A design as a graph (the wire's, or the builder's store put back together) with its one pricing. */
export interface CompareDesignInput {
  graph: {
    design: Pick<Design, 'designId' | 'name' | 'attributes'>;
    containers: readonly CompareRoom[];
    items: readonly CompareItem[];
  };
  price: DesignPrice;
}

/** What a design has for one row. */
export type CompareCell =
  /** The design has no such window. */
  | { kind: 'absent' }
  | { kind: 'no-product'; itemId: string }
  /** A product placed with 'Save for Later': shown, but out of the totals. */
  | { kind: 'saved-for-later'; itemId: string; productName: string }
  | {
      kind: 'priced';
      itemId: string;
      productName: string;
      quantity: number;
      /** The line as the design's totals count it: its price, or its retail on an auto-release design. */
      priceCents: Cents;
      retailCents: Cents;
      lowest: boolean;
    };

export interface CompareWindowRow {
  key: string;
  /** The label as the first design that has the window writes it. */
  label: string;
  /** One cell per design, in the designs' order. */
  cells: CompareCell[];
}

export interface CompareRoomRows {
  key: string;
  name: string;
  windows: CompareWindowRow[];
}

export interface ComparedDesign {
  designId: string;
  name: string;
  isAutoRelease: boolean;
  /** The summary's figures, in dollars. */
  figures: ReturnType<typeof summaryFigures>;
  /** The lowest pretax total of the designs compared. */
  lowestTotal: boolean;
}

export interface DesignComparison {
  designs: ComparedDesign[];
  rooms: CompareRoomRows[];
}

/** A name as rooms and windows are matched: no case, no spaces. */
export const matchKey = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** Keys made unique by occurrence: the second 'Bedroom' is 'bedroom#2'. */
function occurrenceKeys<T>(values: readonly T[], nameOf: (value: T) => string): [string, T][] {
  const seen = new Map<string, number>();
  return values.map((value) => {
    const base = matchKey(nameOf(value));
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return [`${base}#${count}`, value];
  });
}

/** The marks of a row: the lowest figures, when another figure is higher. */
export function lowestMarks(values: readonly (Cents | null)[]): boolean[] {
  const priced = values.filter((value): value is Cents => value !== null);
  if (priced.length < 2) return values.map(() => false);
  const lowest = Math.min(...priced);
  if (lowest === Math.max(...priced)) return values.map(() => false);
  return values.map((value) => value === lowest);
}

function cellOf(item: CompareItem | undefined, priced: Map<string, WindowPrice>, retailOnly: boolean): CompareCell {
  if (!item) return { kind: 'absent' };
  if (!item.itemProduct) return { kind: 'no-product', itemId: item.itemId };
  const line = priced.get(item.itemId);
  if (!line) return { kind: 'saved-for-later', itemId: item.itemId, productName: item.itemProduct.productName };
  return {
    kind: 'priced',
    itemId: item.itemId,
    productName: item.itemProduct.productName,
    quantity: line.quantity,
    priceCents: chargedAmount({ subtotal: line.subtotalCents, retail: line.retailCents }, retailOnly),
    retailCents: line.retailCents,
    lowest: false,
  };
}

/** Each design's rooms by key, each room's windows by key. */
function indexDesign({ graph }: CompareDesignInput) {
  const items = new Map(liveWindows(graph.items).map((item) => [item.itemId, item]));
  const rooms = graph.containers.filter((room) => !room.isDeleted);
  return occurrenceKeys(rooms, (room) => room.name).map(([key, room]) => {
    const windows = room.items.map((id) => items.get(id)).filter((item): item is CompareItem => Boolean(item));
    return { key, room, windows: occurrenceKeys(windows, (item) => item.label) };
  });
}

/** Rooms and windows in order of first appearance across the designs, with their display names. */
function alignedRows(indexed: ReturnType<typeof indexDesign>[]) {
  const rooms = new Map<string, { name: string; windows: Map<string, string> }>();
  for (const design of indexed) {
    for (const { key, room, windows } of design) {
      const entry = rooms.get(key) ?? { name: room.name, windows: new Map<string, string>() };
      rooms.set(key, entry);
      for (const [windowKey, item] of windows) if (!entry.windows.has(windowKey)) entry.windows.set(windowKey, item.label);
    }
  }
  return rooms;
}

export function compareDesigns(inputs: readonly CompareDesignInput[]): DesignComparison {
  const indexed = inputs.map(indexDesign);
  const lookups = indexed.map((design) => new Map(design.map(({ key, windows }) => [key, new Map(windows)])));
  const priced = inputs.map(({ price }) => new Map(price.windows.map((line) => [line.itemId, line])));
  const retailOnly = inputs.map(({ graph }) => isAutoReleaseDesign(graph.design));

  const rooms: CompareRoomRows[] = [...alignedRows(indexed)].map(([roomKey, room]) => ({
    key: roomKey,
    name: room.name,
    windows: [...room.windows].map(([windowKey, label]) => {
      const cells = lookups.map((lookup, index) =>
        cellOf(lookup.get(roomKey)?.get(windowKey), priced[index] as Map<string, WindowPrice>, retailOnly[index] as boolean),
      );
      const marks = lowestMarks(cells.map((cell) => (cell.kind === 'priced' ? cell.priceCents : null)));
      return {
        key: `${roomKey}/${windowKey}`,
        label,
        cells: cells.map((cell, index) => (cell.kind === 'priced' ? { ...cell, lowest: marks[index] ?? false } : cell)),
      };
    }),
  }));

  const totalMarks = lowestMarks(inputs.map(({ price }) => (price.selectedItems > 0 ? price.pretaxCents : null)));
  const designs = inputs.map(({ graph, price }, index) => ({
    designId: graph.design.designId,
    name: graph.design.name,
    isAutoRelease: retailOnly[index] as boolean,
    figures: summaryFigures(price),
    lowestTotal: totalMarks[index] ?? false,
  }));
  return { designs, rooms };
}

/** What the row marks with, beside a lowest price (words, never colour alone). */
export const LOWEST_MARK = 'Lowest';

export type CompareTotalKey = 'selectedItems' | 'productTotal' | 'savings' | 'installationTotal' | 'subtotal' | 'estimatedTax' | 'total';

/** The totals rows under the windows, in order; the lowest design is marked on Subtotal (the pretax total). */
export const COMPARE_TOTALS: readonly { key: CompareTotalKey; label: string; marksLowest?: boolean }[] = [
  { key: 'selectedItems', label: 'Selected Items' },
  { key: 'productTotal', label: 'Product Total' },
  { key: 'savings', label: "You'll Save" },
  { key: 'installationTotal', label: 'Installation' },
  { key: 'subtotal', label: 'Subtotal', marksLowest: true },
  { key: 'estimatedTax', label: 'Estimated Tax' },
  { key: 'total', label: 'Total' },
];

/** A design's figure for a totals row, as text: a count, money (with the savings percent), or 'To Be Calculated'. */
export function compareTotalText(design: Pick<ComparedDesign, 'figures'>, key: CompareTotalKey): string {
  const { figures } = design;
  switch (key) {
    case 'selectedItems':
      return String(figures.selectedItems);
    case 'savings':
      return figures.savings > 0 ? `${formatMoney(figures.savings)} (${formatPercent(figures.savingsPercent)})` : formatMoney(0);
    case 'estimatedTax':
      return figures.estimatedTax === null ? 'To Be Calculated' : formatMoney(figures.estimatedTax);
    default:
      return formatMoney(figures[key]);
  }
}
