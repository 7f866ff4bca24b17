import { describe, expect, it } from 'vitest';
import { product } from './commands/test-graph.ts';
import {
  COMPARE_MESSAGES,
  COMPARE_TOTALS,
  type CompareCell,
  type CompareDesignInput,
  compareDesigns,
  comparePrintPath,
  comparePrintQuerySchema,
  compareTotalText,
  lowestMarks,
  matchKey,
} from './compare-designs.ts';
import { priceDesign } from './design-pricing.ts';

type WindowSpec = { label: string; price?: number | null; quantity?: number; later?: boolean; deleted?: boolean };
type RoomSpec = { name: string; windows: WindowSpec[] };

let next = 0;
const newId = () => {
  next += 1;
  return `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
};

/** A design of rooms and windows priced by the one pricing, with installation when given. */
function design(name: string, rooms: RoomSpec[], options: { installationCents?: number; autoRelease?: boolean } = {}): CompareDesignInput {
  const designId = newId();
  const items = rooms.flatMap((room) =>
    room.windows.map((spec) => ({
      itemId: newId(),
      label: spec.label,
      itemType: 1,
      quantity: spec.quantity ?? 1,
      isDeleted: spec.deleted ?? false,
      itemProduct:
        spec.price === null || spec.price === undefined
          ? null
          : product({ productName: `Shade ${spec.price}`, price: spec.price, retail: spec.price * 1.25 }),
      attributes: spec.later
        ? [
            {
              attributeId: newId(),
              name: 'purchaseOption',
              value: 'do-not-include',
              normalizedValue: null,
              displayName: null,
              sortIndex: 0,
              displayPriority: 0,
            },
          ]
        : [],
    })),
  );
  let cursor = 0;
  const containers = rooms.map((room) => {
    const ids = items.slice(cursor, cursor + room.windows.length).map((item) => item.itemId);
    cursor += room.windows.length;
    return { containerId: newId(), name: room.name, items: ids, isDeleted: false };
  });
  const isAutoRelease = options.autoRelease ?? false;
  const attributes: Record<string, string> = isAutoRelease ? { isAutoReleaseDesign: 'true' } : {};
  return {
    graph: { design: { designId, name, attributes }, containers, items },
    price: priceDesign({ items, isAutoRelease, installationCents: options.installationCents ?? 0 }),
  };
}

const shape = (cell: CompareCell | undefined) => {
  if (!cell) return 'missing';
  if (cell.kind === 'priced') return `${cell.productName} ${cell.priceCents}${cell.lowest ? ' lowest' : ''}`;
  if (cell.kind === 'saved-for-later') return `later ${cell.productName}`;
  return cell.kind;
};

/** The comparison as lines: 'Room / Window: cell | cell'. */
const table = (inputs: CompareDesignInput[]) =>
  compareDesigns(inputs).rooms.flatMap((room) =>
    room.windows.map((row) => `${room.name} / ${row.label}: ${row.cells.map(shape).join(' | ')}`),
  );

describe('comparing designs side by side', () => {
  it('aligns rooms by name whatever their case and spaces, and windows by label within the room', () => {
    const first = design('Budget', [
      {
        name: 'Living Room',
        windows: [
          { label: 'Bay', price: 100 },
          { label: 'Door', price: 80 },
        ],
      },
      { name: 'Kitchen', windows: [{ label: 'Sink', price: 50 }] },
    ]);
    const second = design('Premium', [
      { name: 'kitchen', windows: [{ label: 'sink', price: 70 }] },
      {
        name: '  LIVING  room ',
        windows: [
          { label: 'Door', price: 60 },
          { label: 'BAY', price: 120 },
        ],
      },
    ]);
    expect(table([first, second])).toEqual([
      'Living Room / Bay: Shade 100 10000 lowest | Shade 120 12000',
      'Living Room / Door: Shade 80 8000 | Shade 60 6000 lowest',
      'Kitchen / Sink: Shade 50 5000 lowest | Shade 70 7000',
    ]);
  });

  it("keeps the first design's order, then rooms and windows only later designs have, in their order; others' cells are empty", () => {
    const first = design('A', [{ name: 'Den', windows: [{ label: 'W1', price: 10 }] }]);
    const second = design('B', [
      { name: 'Office', windows: [{ label: 'North', price: 20 }] },
      {
        name: 'Den',
        windows: [
          { label: 'W2', price: 30 },
          { label: 'W1', price: 40 },
        ],
      },
    ]);
    const third = design('C', [{ name: 'Attic', windows: [{ label: 'Round', price: 5 }] }]);
    expect(compareDesigns([first, second, third]).rooms.map((room) => room.name)).toEqual(['Den', 'Office', 'Attic']);
    expect(table([first, second, third])).toEqual([
      'Den / W1: Shade 10 1000 lowest | Shade 40 4000 | absent',
      'Den / W2: absent | Shade 30 3000 | absent',
      'Office / North: absent | Shade 20 2000 | absent',
      'Attic / Round: absent | absent | Shade 5 500',
    ]);
  });

  it('says when a window has no product or is saved for later; neither competes for the lowest price', () => {
    const first = design('A', [
      { name: 'Den', windows: [{ label: 'W1' }, { label: 'W2', price: 10, later: true }, { label: 'W3', price: 30 }] },
    ]);
    const second = design('B', [
      {
        name: 'Den',
        windows: [
          { label: 'W1', price: 90 },
          { label: 'W2', price: 20 },
          { label: 'W3', price: 40 },
        ],
      },
    ]);
    expect(table([first, second])).toEqual([
      'Den / W1: no-product | Shade 90 9000',
      'Den / W2: later Shade 10 | Shade 20 2000',
      'Den / W3: Shade 30 3000 lowest | Shade 40 4000',
    ]);
  });

  it('prices a line as its quantity times its unit price, as the design counts it; an auto-release design by retail', () => {
    const first = design('A', [{ name: 'Den', windows: [{ label: 'W1', price: 30, quantity: 3 }] }]);
    const second = design('B', [{ name: 'Den', windows: [{ label: 'W1', price: 80 }] }], { autoRelease: true });
    expect(table([first, second])).toEqual(['Den / W1: Shade 30 9000 lowest | Shade 80 10000']);
    const cell = compareDesigns([first, second]).rooms[0]?.windows[0]?.cells[0];
    expect(cell).toMatchObject({ quantity: 3, retailCents: 11250 });
  });

  it('marks every design sharing the lowest price, and none when all priced designs cost the same or only one is priced', () => {
    expect(lowestMarks([500, 500, 700])).toEqual([true, true, false]);
    expect(lowestMarks([500, 500])).toEqual([false, false]);
    expect(lowestMarks([500, null])).toEqual([false, false]);
    expect(lowestMarks([null, 300, 200, null])).toEqual([false, false, true, false]);
  });

  it('matches rooms and windows of one name in order, the second with the second', () => {
    const first = design('A', [
      { name: 'Bedroom', windows: [{ label: 'W', price: 10 }] },
      {
        name: 'Bedroom',
        windows: [
          { label: 'W', price: 20 },
          { label: 'W', price: 25 },
        ],
      },
    ]);
    const second = design('B', [{ name: 'bedroom', windows: [{ label: 'W', price: 15 }] }]);
    expect(table([first, second])).toEqual([
      'Bedroom / W: Shade 10 1000 lowest | Shade 15 1500',
      'Bedroom / W: Shade 20 2000 | absent',
      'Bedroom / W: Shade 25 2500 | absent',
    ]);
  });

  it('leaves deleted windows out', () => {
    const first = design('A', [
      {
        name: 'Den',
        windows: [
          { label: 'Gone', price: 10, deleted: true },
          { label: 'Here', price: 10 },
        ],
      },
    ]);
    const second = design('B', [{ name: 'Den', windows: [{ label: 'Here', price: 10 }] }]);
    expect(table([first, second])).toEqual(['Den / Here: Shade 10 1000 | Shade 10 1000']);
  });

  it("gives each design's figures as priceDesign and summaryFigures do, and marks the lowest pretax total", () => {
    const first = design('A', [{ name: 'Den', windows: [{ label: 'W1', price: 100, quantity: 2 }] }], { installationCents: 15000 });
    const second = design('B', [{ name: 'Den', windows: [{ label: 'W1', price: 300 }] }]);
    const empty = design('C', [{ name: 'Den', windows: [{ label: 'W1' }] }]);
    const { designs } = compareDesigns([first, second, empty]);
    expect(designs.map((compared) => compared.name)).toEqual(['A', 'B', 'C']);
    expect(designs[0]?.figures).toMatchObject({
      selectedItems: 2,
      productTotal: 200,
      retail: 250,
      savings: 50,
      installationTotal: 150,
      subtotal: 350,
      total: 350,
    });
    expect(designs[1]?.figures).toMatchObject({ selectedItems: 1, productTotal: 300, installationTotal: 0, subtotal: 300, total: 300 });
    // A design without selected windows costs nothing, and is not the lowest for it.
    expect(designs.map((compared) => compared.lowestTotal)).toEqual([false, true, false]);
  });
});

describe('the totals rows', () => {
  it('read each figure as text: a count, money with the savings percent, and tax To Be Calculated until known', () => {
    const priced = design('A', [{ name: 'Den', windows: [{ label: 'W1', price: 100, quantity: 2 }] }], { installationCents: 15000 });
    const [compared] = compareDesigns([priced, design('B', [])]).designs;
    if (!compared) throw new Error('A design is compared');
    expect(COMPARE_TOTALS.map((total) => `${total.label} ${compareTotalText(compared, total.key)}`)).toEqual([
      'Selected Items 2',
      'Product Total $200.00',
      "You'll Save $50.00 (20%)",
      'Installation $150.00',
      'Subtotal $350.00',
      'Estimated Tax To Be Calculated',
      'Total $350.00',
    ]);
    expect(COMPARE_TOTALS.filter((total) => total.marksLowest).map((total) => total.label)).toEqual(['Subtotal']);
  });
});

describe('the matching key', () => {
  it('ignores case and every space', () => {
    expect(matchKey(' Living  Room ')).toBe(matchKey('livingroom'));
    expect(matchKey('Den 2')).not.toBe(matchKey('Den 3'));
  });
});

describe('the comparison PDF query', () => {
  const a = '2f1c5b1e-8d2b-4f7a-9f55-0c3d2e1b4a69';
  const b = '5a0c1a4e-8d2b-4f7a-9f55-0c3d2e1b4a69';
  const messages = (designs: string) => {
    const parsed = comparePrintQuerySchema.safeParse({ designs });
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('takes two to four ids, comma-separated, as the path writes them', () => {
    const path = comparePrintPath([a, b]);
    expect(path).toBe(`/api/designs/compare/print?designs=${a},${b}`);
    const designs = path.split('?designs=')[1] ?? '';
    expect(comparePrintQuerySchema.parse({ designs })).toEqual({ designs: [a, b] });
  });

  it('refuses one id, five ids, an id that is not one and a repeated id, with a sentence', () => {
    expect(messages(a)).toEqual([COMPARE_MESSAGES.tooFew]);
    expect(messages([a, b, a.replace('2f', '3f'), a.replace('2f', '4f'), a.replace('2f', '5f')].join(','))).toEqual([
      COMPARE_MESSAGES.tooMany,
    ]);
    expect(messages(`${a},not-an-id`)).toEqual(['Please use a valid id.']);
    expect(messages(`${a},${a}`)).toEqual([COMPARE_MESSAGES.repeated]);
  });
});
