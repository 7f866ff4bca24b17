import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { derive } from './commands/derive.ts';
import { emptyDesign, id, product } from './commands/test-graph.ts';
import type { Item } from './design.ts';
import { chargedAmount, priceDesign, summaryFigures, totalsOf } from './design-pricing.ts';

type Option = 'product-and-install' | 'product-only' | 'do-not-include' | null;

let next = 0;
function window(
  price: number | null,
  quantity = 1,
  option: Option = null,
  guid = `00000000-0000-4000-8000-${String(900 + next).padStart(12, '0')}`,
) {
  next += 1;
  return {
    itemId: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    itemType: 1,
    isDeleted: false,
    quantity,
    itemProduct: price === null ? null : product({ price, retail: price * 1.25, configurationGuid: guid }),
    attributes: option ? [{ name: 'purchaseOption', value: option }] : [],
  } as unknown as Item;
}

describe('totals (doc 001 §2, §9)', () => {
  it('product only: subtotal and pretax total are the product total; shipping free; tax To Be Calculated', () => {
    expect(totalsOf({ productCents: 24000, retailCents: 30000, installationCents: 0, taxCents: null, isAutoRelease: false })).toEqual({
      productCents: 24000,
      retailCents: 30000,
      savingsCents: 6000,
      savingsPercent: 20,
      installationCents: 0,
      shippingCents: 0,
      subtotalCents: 24000,
      pretaxCents: 24000,
      taxCents: null,
      totalCents: 24000,
    });
  });

  it('with installation: subtotal is product plus installation; the total adds the tax', () => {
    expect(
      totalsOf({ productCents: 24000, retailCents: 30000, installationCents: 60100, taxCents: 7485, isAutoRelease: false }),
    ).toMatchObject({
      subtotalCents: 84100,
      pretaxCents: 84100,
      totalCents: 91585,
    });
  });

  it('auto-release designs: only retail shows (no savings), the subtotal is the product total, without installation', () => {
    expect(
      totalsOf({ productCents: 24000, retailCents: 30000, installationCents: 60100, taxCents: 2100, isAutoRelease: true }),
    ).toMatchObject({
      productCents: 30000,
      savingsCents: 0,
      installationCents: 0,
      subtotalCents: 30000,
      totalCents: 32100,
    });
  });

  it.each([
    ['retail equal to the product total', 24000, 24000],
    ['retail below the product total', 24000, 20000],
    ['no retail', 24000, 0],
  ])("no 'You'll Save*' with %s", (_case, productCents, retailCents) => {
    expect(totalsOf({ productCents, retailCents, installationCents: 0, taxCents: null, isAutoRelease: false })).toMatchObject({
      savingsCents: 0,
      savingsPercent: 0,
    });
  });

  it('a tax of 0 (a failed tax, §8) is a known tax, not To Be Calculated', () => {
    expect(
      summaryFigures({
        ...totalsOf({ productCents: 1000, retailCents: 1000, installationCents: 0, taxCents: 0, isAutoRelease: false }),
        selectedItems: 1,
      }),
    ).toMatchObject({ estimatedTax: 0, total: 10 });
  });
});

describe('the pricing of a design', () => {
  it('counts every selected window: copies made with Duplicate share a configuration and each is priced', () => {
    const shared = '00000000-0000-4000-8000-000000009999';
    const price = priceDesign({ items: [1, 2, 3, 4].map(() => window(114.79, 1, null, shared)), isAutoRelease: false });
    expect(price.selectedItems).toBe(4);
    expect(price.windows).toHaveLength(4);
    expect(price.productCents).toBe(45916);
  });

  it('leaves out windows saved for later and windows without a product, and multiplies by quantity', () => {
    const price = priceDesign({
      items: [window(100, 3), window(999, 1, 'do-not-include'), window(null), window(50.5, 2, 'product-only')],
      isAutoRelease: false,
      installationCents: 12345,
      taxCents: 1000,
    });
    expect(price.selectedItems).toBe(5);
    expect(price.productCents).toBe(30000 + 10100);
    expect(price.subtotalCents).toBe(40100 + 12345);
    expect(price.totalCents).toBe(40100 + 12345 + 1000);
    expect(price.windows.map((line) => line.installed)).toEqual([true, false]);
  });

  it('for any design: the total is the windows’ lines added in cents, plus installation and tax', () => {
    const line = fc.record({
      cents: fc.integer({ min: 1, max: 500_000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
      option: fc.constantFrom<Option>('product-and-install', 'product-only', 'do-not-include', null),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
        (lines, installationCents, taxCents) => {
          const price = priceDesign({
            items: lines.map((entry) => window(entry.cents / 100, entry.quantity, entry.option)),
            isAutoRelease: false,
            installationCents,
            taxCents,
          });
          const bought = lines.filter((entry) => entry.option !== 'do-not-include');
          const product = bought.reduce((sum, entry) => sum + entry.cents * entry.quantity, 0);
          expect(price.productCents).toBe(product);
          expect(price.selectedItems).toBe(bought.reduce((sum, entry) => sum + entry.quantity, 0));
          expect(price.totalCents).toBe(product + installationCents + (taxCents ?? 0));
          expect(summaryFigures(price).total).toBe(price.totalCents / 100);
        },
      ),
    );
  });
});

describe("a design's tab and lines show what the panel shows", () => {
  it("for any design, auto-release or not: the tab's figure (the design's derived totals) is the panel's Product Total", () => {
    const line = fc.record({
      cents: fc.integer({ min: 1, max: 500_000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
      option: fc.constantFrom<Option>('product-and-install', 'product-only', 'do-not-include', null),
      placed: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.boolean(), (lines, isAutoRelease) => {
        const room = {
          containerId: id(500),
          name: 'Room',
          containerType: 1,
          items: [],
          price: 0,
          charLabel: 'A',
          designId: id(1),
          isDeleted: false,
        };
        const items = lines.map((entry) => ({
          ...window(entry.placed ? entry.cents / 100 : null, entry.quantity, entry.option),
          containerId: room.containerId,
        }));
        const graph = derive({ ...emptyDesign(), containers: [room], items });
        const tab = chargedAmount(graph.design, isAutoRelease);
        expect(tab).toBe(summaryFigures(priceDesign({ items: graph.items, isAutoRelease })).productTotal);
      }),
    );
  });

  it('an auto-release line shows its retail, any other its sale price', () => {
    expect(chargedAmount({ subtotal: 80, retail: 100 }, true)).toBe(100);
    expect(chargedAmount({ subtotal: 80, retail: 100 }, false)).toBe(80);
  });
});
