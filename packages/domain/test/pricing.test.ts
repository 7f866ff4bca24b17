import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemProductFrom } from '../src/catalog-item.ts';
import { defaultChoices, gridRetailCents, NO_PRICE_MESSAGE, priceConfiguration } from '../src/pricing.ts';
import { product } from './fixtures.ts';

describe('price grid', () => {
  it('takes the smallest bracket at or above each side, and has no price above the last', () => {
    const { priceGrid } = product();
    expect(gridRetailCents(priceGrid, 24, 36)).toBe(10000);
    expect(gridRetailCents(priceGrid, 24.125, 36)).toBe(12000);
    expect(gridRetailCents(priceGrid, 60, 50)).toBe(17000);
    expect(gridRetailCents(priceGrid, 73, 50)).toBeNull();
    expect(gridRetailCents(priceGrid, 40, 80)).toBeNull();
  });

  it('never goes down as the size grows', () => {
    const { priceGrid } = product();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 72 }),
        fc.integer({ min: 1, max: 72 }),
        fc.integer({ min: 0, max: 20 }),
        (width, height, more) => {
          const small = gridRetailCents(priceGrid, width, height) ?? 0;
          const wider = gridRetailCents(priceGrid, Math.min(72, width + more), height) ?? 0;
          const taller = gridRetailCents(priceGrid, width, Math.min(72, height + more)) ?? 0;
          expect(wider).toBeGreaterThanOrEqual(small);
          expect(taller).toBeGreaterThanOrEqual(small);
        },
      ),
    );
  });
});

describe('priceConfiguration', () => {
  it('prices defaults from the grid with the sale off retail', () => {
    const priced = priceConfiguration(product(), { width: 36, height: 48, choices: defaultChoices(product()) });
    expect(priced).toMatchObject({
      isValid: true,
      messages: [],
      hasPricing: true,
      baseRetailCents: 15000,
      retailCents: 15000,
      subtotalCents: 12000,
    });
    expect(priced.choices.map((choice) => choice.choiceValue)).toEqual(['White', 'Cordless', 'No']);
  });

  it('adds fixed, per-width-inch and percentage option prices', () => {
    const priced = priceConfiguration(product(), {
      width: 40,
      height: 30,
      choices: { color: 'navy', tdbu: 'tdbu-yes', valance: 'valance' },
    });
    // base 12000 + navy 500 + 10% of base 1200 + 40 in × 50 = 2000
    expect(priced.optionRetailCents).toBe(3700);
    expect(priced.retailCents).toBe(15700);
    expect(priced.subtotalCents).toBe(12560);
  });

  it.each([
    [{ width: 9, height: 40 }, 'Width must be between 10 and 100 inches for this product.'],
    [{ width: 40, height: 101 }, 'Height must be between 10 and 100 inches for this product.'],
    [{ width: 40.1, height: 40 }, 'Width must be in eighths of an inch.'],
    [{ width: 80, height: 40 }, NO_PRICE_MESSAGE],
  ])('explains a size it cannot make: %j', (size, message) => {
    const priced = priceConfiguration(product(), { ...size, choices: {} });
    expect(priced.isValid).toBe(false);
    expect(priced.messages).toContain(message);
  });

  it('reports exclusions once, minimum widths, unknown choices and options', () => {
    const clash = priceConfiguration(product(), { width: 36, height: 40, choices: { color: 'white', lift: 'motor', tdbu: 'tdbu-yes' } });
    expect(clash.messages).toEqual(['Lift System: Motorized cannot be combined with Top-Down/Bottom-Up: Yes.']);
    const narrow = priceConfiguration(product(), { width: 24, height: 40, choices: { ...defaultChoices(product()), lift: 'motor' } });
    expect(narrow.messages).toEqual(['Motorized needs a width of at least 30 inches.']);
    const unknown = priceConfiguration(product(), {
      width: 24,
      height: 40,
      choices: { ...defaultChoices(product()), lift: 'rocket', fins: 'x' },
    });
    expect(unknown.messages).toEqual(['This product has no option fins.', 'Lift System has no choice rocket.']);
    const missing = priceConfiguration(product(), { width: 24, height: 40, choices: { color: 'white', tdbu: 'tdbu-no' } });
    expect(missing.messages).toEqual(['Please choose a Lift System.']);
  });

  it('marks a discontinued product invalid but still prices it', () => {
    const priced = priceConfiguration(product({ status: 'Discontinued' }), { width: 24, height: 30, choices: {} });
    expect(priced.messages).toEqual([
      'Please choose a Color.',
      'Please choose a Lift System.',
      'Please choose a Top-Down/Bottom-Up.',
      'This product has been discontinued.',
    ]);
    expect(priced.hasPricing).toBe(true);
  });

  it('keeps the sale price at or below retail, and per-inch options scale with width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 80, max: 576 }), fc.integer({ min: 0, max: 60 }), (eighths, off) => {
        const width = eighths / 8;
        const priced = priceConfiguration(product({ salePercentOff: off }), {
          width,
          height: 30,
          choices: { ...defaultChoices(product()), valance: 'valance' },
        });
        expect(priced.subtotalCents).toBeLessThanOrEqual(priced.retailCents);
        expect(priced.choices.find((choice) => choice.optionId === 'valance')?.priceCents).toBe(Math.round(50 * width));
      }),
    );
  });
});

describe('itemProductFrom', () => {
  it('keeps the priced snapshot a window shows', () => {
    const catalogProduct = product();
    const priced = priceConfiguration(catalogProduct, {
      width: 36,
      height: 48,
      choices: { ...defaultChoices(catalogProduct), color: 'navy' },
    });
    const snapshot = itemProductFrom(
      catalogProduct,
      { configurationGuid: 'g-1', width: 36, height: 48, choices: { color: 'navy' } },
      priced,
    );
    expect(snapshot).toMatchObject({
      configurationGuid: 'g-1',
      skuNumber: '500001',
      brand: 'Testline',
      productName: 'Test Shade',
      productType: 'Standard',
      productStatus: 'Active',
      isValid: true,
      isStockProduct: false,
      price: 124,
      retail: 155,
      pipToCart: true,
    });
    expect(snapshot.mainImageUrl).toBe('/api/catalog/products/500001/image.svg?color=%23223355');
    expect(snapshot.choices[0]).toMatchObject({ optionName: 'Color', choiceValue: 'Navy', price: 5 });
  });
});
