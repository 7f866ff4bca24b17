import { describe, expect, it } from 'vitest';
import { id, product, sampleDesign } from './commands/test-graph.ts';
import type { DesignGraph, ItemProduct } from './design.ts';
import { priceDesign } from './design-pricing.ts';
import {
  diffChangeOrder,
  diffPrices,
  orderPriceChangesSchema,
  priceChangesSchema,
  priceSnapshotOf,
  reasonsFor,
  type SavedWindow,
} from './price-changes.ts';

const COLOR = {
  choiceId: 'c-white',
  optionId: 'color',
  optionName: 'Color',
  optionType: 'color',
  choiceValue: 'White',
  price: 0,
  isInternal: false,
};
const VALANCE = {
  choiceId: 'v-deluxe',
  optionId: 'valance',
  optionName: 'Valance',
  optionType: 'list',
  choiceValue: 'Deluxe Valance',
  price: 20,
  isInternal: false,
};

/** The sample design (window 100 in room A, quantity 2) with its product as given. */
function designWith(overrides: Partial<ItemProduct>, attributes: Record<string, string> = {}): DesignGraph {
  const graph = sampleDesign();
  return {
    ...graph,
    design: { ...graph.design, attributes: { ...graph.design.attributes, ...attributes } },
    items: graph.items.map((item) =>
      item.itemId === id(100) ? { ...item, itemProduct: product({ choices: [COLOR, VALANCE], ...overrides }) } : item,
    ),
  };
}

const snapshotOf = (graph: DesignGraph) =>
  priceSnapshotOf(graph, priceDesign({ items: graph.items, isAutoRelease: graph.design.attributes.isAutoReleaseDesign === 'true' }));

const saved = designWith({ price: 120, retail: 150 });

describe('the prices kept at a save', () => {
  it('keeps each window with a product: names, unit prices, line, options and validity, and the total', () => {
    const snapshot = snapshotOf(saved);
    expect(snapshot.totalCents).toBe(24000);
    expect(snapshot.windows).toEqual([
      {
        itemId: id(100),
        roomName: saved.containers[0]?.name,
        windowLabel: saved.items.find((item) => item.itemId === id(100))?.label,
        productName: 'Cellular Shade',
        configurationGuid: id(900),
        quantity: 2,
        unitPriceCents: 12000,
        unitRetailCents: 15000,
        lineCents: 24000,
        selected: true,
        choices: [
          { optionId: 'color', choiceId: 'c-white', optionName: 'Color', choiceValue: 'White', priceCents: 0 },
          { optionId: 'valance', choiceId: 'v-deluxe', optionName: 'Valance', choiceValue: 'Deluxe Valance', priceCents: 2000 },
        ],
        isValid: true,
        productStatus: 'Active',
      },
    ]);
  });

  it('keeps the retail line of an auto-release design, which charges retail', () => {
    const snapshot = snapshotOf(designWith({ price: 120, retail: 150 }, { isAutoReleaseDesign: 'true' }));
    expect(snapshot.windows[0]?.lineCents).toBe(30000);
    expect(snapshot.totalCents).toBe(30000);
  });
});

describe('what changed since the save', () => {
  const diff = (now: Partial<ItemProduct>) => diffPrices(snapshotOf(saved), snapshotOf(designWith({ price: 120, retail: 150, ...now })));

  it('lists nothing when no price moved, but still answers the totals', () => {
    expect(diff({})).toEqual({ windows: [], total: { oldCents: 24000, newCents: 24000 } });
  });

  it('names a raised price list, with the old and new lines and totals', () => {
    const answer = diff({ price: 132, retail: 165 });
    expect(answer.windows).toEqual([
      expect.objectContaining({ itemId: id(100), oldLineCents: 24000, newLineCents: 26400, reasons: ['Price list changed'] }),
    ]);
    expect(answer.total).toEqual({ oldCents: 24000, newCents: 26400 });
  });

  it('names an ended promotion: the sale price is back at retail', () => {
    expect(diff({ price: 150, retail: 150 }).windows[0]?.reasons).toEqual(['Promotion ended']);
    expect(diff({ price: 165, retail: 165 }).windows[0]?.reasons).toEqual(['Price list changed', 'Promotion ended']);
  });

  it('names an option no longer offered, without blaming the product or the price list', () => {
    const answer = diff({ price: 104, retail: 130, isValid: false, choices: [COLOR] });
    expect(answer.windows[0]).toMatchObject({ oldLineCents: 24000, newLineCents: 20800, reasons: ['Option no longer offered'] });
  });

  it('names a product no longer offered, even when its price stayed', () => {
    expect(diff({ isValid: false }).windows[0]).toMatchObject({
      oldLineCents: 24000,
      newLineCents: 24000,
      reasons: ['Product no longer offered'],
    });
    expect(diff({ productStatus: 'Discontinued', isValid: false }).windows[0]?.reasons).toEqual(['Product no longer offered']);
  });

  it("a kept option's new price is the price list's change", () => {
    const dearer = { ...VALANCE, price: 25 };
    expect(diff({ price: 124, retail: 155, choices: [COLOR, dearer] }).windows[0]?.reasons).toEqual(['Price list changed']);
  });

  it("leaves out the shopper's own edits: a new product, a window moved to Save for Later, windows added or removed", () => {
    const before = snapshotOf(saved);
    expect(diffPrices(before, snapshotOf(designWith({ price: 200, retail: 250, configurationGuid: id(901) }))).windows).toEqual([]);
    const later = designWith({ price: 132, retail: 165 });
    const forLater = {
      attributeId: id(500),
      name: 'purchaseOption',
      value: 'do-not-include',
    } as DesignGraph['items'][number]['attributes'][number];
    const savedForLater: DesignGraph = {
      ...later,
      items: later.items.map((item) =>
        item.itemId === id(100)
          ? { ...item, attributes: [...item.attributes.filter((attribute) => attribute.name !== 'purchaseOption'), forLater] }
          : item,
      ),
    };
    expect(diffPrices(before, snapshotOf(savedForLater)).windows).toEqual([]);
    expect(diffPrices({ windows: [], totalCents: 0 }, snapshotOf(later)).windows).toEqual([]);
    expect(diffPrices(before, { windows: [], totalCents: 0 })).toEqual({ windows: [], total: { oldCents: 24000, newCents: 0 } });
  });

  it('answers by the contract', () => {
    const answer = { snapshot: { kind: 'saved', takenAt: '2026-11-23T00:00:00.000Z' }, ...diff({ price: 132, retail: 165 }) };
    expect(priceChangesSchema.parse(answer)).toEqual(answer);
  });
});

describe('reasons for one window', () => {
  const window = (overrides: Partial<SavedWindow> = {}): SavedWindow => ({
    itemId: id(100),
    roomName: 'Kitchen',
    windowLabel: 'Window 1',
    productName: 'Cellular Shade',
    configurationGuid: id(900),
    quantity: 1,
    unitPriceCents: 10000,
    unitRetailCents: 10000,
    lineCents: 10000,
    selected: true,
    choices: [],
    isValid: true,
    productStatus: 'Active',
    ...overrides,
  });

  it('is empty when nothing moved, and the price list when only a sale percentage moved', () => {
    expect(reasonsFor(window(), window())).toEqual([]);
    expect(reasonsFor(window({ unitPriceCents: 7000 }), window({ unitPriceCents: 8000 }))).toEqual(['Price list changed']);
  });

  it('does not call a product that was already invalid newly gone', () => {
    expect(reasonsFor(window({ isValid: false }), window({ isValid: false }))).toEqual([]);
  });
});

describe('what a change order adds, against what the design showed when it was staged', () => {
  const AUTO = { isAutoReleaseDesign: 'true' };
  // On sale when staged: an auto-release design shows and charges retail all the same.
  const staged = snapshotOf(designWith({ price: 120, retail: 150 }, AUTO));
  const charged = (now: Partial<ItemProduct>) => snapshotOf(designWith({ price: 120, retail: 150, ...now }, AUTO)).windows;

  it('lists every window it charges, unchanged ones with no reason, and the totals of those windows', () => {
    expect(diffChangeOrder(staged, charged({}))).toEqual({
      windows: [
        {
          itemId: id(100),
          roomName: staged.windows[0]?.roomName,
          windowLabel: staged.windows[0]?.windowLabel,
          productName: 'Cellular Shade',
          quantity: 2,
          lineCents: 30000,
          shownLineCents: 30000,
          reasons: [],
        },
      ],
      total: { oldCents: 30000, newCents: 30000 },
    });
  });

  it('names a new price list, and never an ended sale the design did not charge', () => {
    const answer = diffChangeOrder(staged, charged({ price: 165, retail: 165 }));
    expect(answer.windows[0]).toMatchObject({ lineCents: 33000, shownLineCents: 30000, reasons: ['Price list changed'] });
    expect(answer.total).toEqual({ oldCents: 30000, newCents: 33000 });
    expect(diffChangeOrder(staged, charged({ price: 150 })).windows[0]?.reasons).toEqual([]);
  });

  it('a window never shown (a copy made since staging) has no shown line; staged windows not charged stay out of the totals', () => {
    const [window] = charged({});
    if (!window) throw new Error('a window');
    const copy = { ...window, itemId: id(101) };
    const answer = diffChangeOrder(staged, [window, copy]);
    expect(answer.windows[1]).toMatchObject({ itemId: id(101), shownLineCents: null, reasons: [] });
    expect(answer.total).toEqual({ oldCents: 30000, newCents: 60000 });
    const other = { ...window, itemId: id(102), configurationGuid: id(902) };
    expect(diffChangeOrder(staged, [other]).total).toEqual({ oldCents: 0, newCents: 30000 });
  });

  it('answers by the contract', () => {
    const answer = {
      designs: [
        {
          designId: id(1),
          designName: 'Order BO-1001',
          status: 'staged',
          stagedAt: '2026-12-06T00:00:00.000Z',
          ...diffChangeOrder(staged, charged({ retail: 165 })),
        },
      ],
    };
    expect(orderPriceChangesSchema.parse(answer)).toEqual(answer);
  });
});
