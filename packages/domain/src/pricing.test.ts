import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CatalogProduct, catalogProductSchema, type PriceGrid } from './catalog.ts';
import {
  DISCONTINUED_PRODUCT_MESSAGE,
  defaultChoices,
  eighthMessage,
  exclusionMessage,
  gridRetailCents,
  minWidthMessage,
  NO_PRICE_MESSAGE,
  priceAtSize,
  priceConfiguration,
  requiredOptionMessage,
  sizeLimitMessage,
  unknownChoiceMessage,
  unknownOptionMessage,
} from './pricing.ts';

/** Widths 10–100 but priced only up to 72; heights 10–100 priced up to 72. 20% off. */
function product(overrides: Record<string, unknown> = {}): CatalogProduct {
  return catalogProductSchema.parse({
    productId: '500001',
    sku: 'T-1',
    brand: 'Testline',
    name: 'Test Shade',
    category: 'cellular-shades',
    productType: 'Standard',
    minWidth: 10,
    maxWidth: 100,
    minHeight: 10,
    maxHeight: 100,
    priceGrid: {
      widths: [24, 48, 72],
      heights: [36, 72],
      cents: [
        [10000, 12000, 14000],
        [13000, 15000, 17000],
      ],
    },
    salePercentOff: 20,
    leadTimeDays: 10,
    installEligible: true,
    windowCategory: 1,
    picture: { kind: 'cellular', color: '#eeeeee' },
    options: [
      {
        optionId: 'color',
        name: 'Color',
        optionType: 'color',
        defaultChoiceId: 'white',
        choices: [
          { choiceId: 'white', value: 'White', swatch: '#ffffff' },
          { choiceId: 'navy', value: 'Navy', swatch: '#223355', price: { kind: 'fixed', cents: 500 } },
        ],
      },
      {
        optionId: 'lift',
        name: 'Lift System',
        choices: [
          { choiceId: 'cordless', value: 'Cordless' },
          { choiceId: 'motor', value: 'Motorized', price: { kind: 'fixed', cents: 20000 }, minWidth: 30, excludes: ['tdbu-yes'] },
        ],
      },
      {
        optionId: 'tdbu',
        name: 'Top-Down/Bottom-Up',
        defaultChoiceId: 'tdbu-no',
        choices: [
          { choiceId: 'tdbu-no', value: 'No' },
          { choiceId: 'tdbu-yes', value: 'Yes', price: { kind: 'percent', percent: 10 }, excludes: ['motor'] },
        ],
      },
      {
        optionId: 'valance',
        name: 'Valance',
        required: false,
        choices: [{ choiceId: 'valance', value: 'Valance', price: { kind: 'perWidthInch', cents: 50 } }],
      },
    ],
    ...overrides,
  });
}

const defaults = { color: 'white', lift: 'cordless', tdbu: 'tdbu-no' };

describe('gridRetailCents: the smallest bracket at or above each side', () => {
  const grid = product().priceGrid;

  it.each([
    [1, 1, 10000],
    [24, 36, 10000],
    [24.125, 36, 12000],
    [24, 36.125, 13000],
    [48, 72, 15000],
    [48.125, 10, 14000],
    [72, 72, 17000],
    [72.125, 10, null],
    [10, 72.125, null],
    [200, 200, null],
  ])('%d × %d costs %j', (width, height, cents) => {
    expect(gridRetailCents(grid, width, height)).toBe(cents);
  });

  it('answers a price from the grid up to the last brackets and null beyond', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.125, max: 150, noNaN: true }), fc.double({ min: 0.125, max: 150, noNaN: true }), (width, height) => {
        const cents = gridRetailCents(grid, width, height);
        if (width > 72 || height > 72) expect(cents).toBeNull();
        else expect(grid.cents.flat()).toContain(cents);
      }),
    );
  });
});

describe('defaultChoices', () => {
  it("takes each option's default, else the first choice of a required option, and leaves optional ones out", () => {
    expect(defaultChoices(product())).toEqual({ color: 'white', lift: 'cordless', tdbu: 'tdbu-no' });
    expect(defaultChoices(product({ options: [] }))).toEqual({});
  });

  it('configures a valid product at a priced size', () => {
    expect(priceConfiguration(product(), { width: 36, height: 48, choices: defaultChoices(product()) }).isValid).toBe(true);
  });
});

describe('priceConfiguration: rule messages', () => {
  it('words every message as the configurator does', () => {
    expect(sizeLimitMessage('Width', 10, 100)).toBe('Width must be between 10 and 100 inches for this product.');
    expect(sizeLimitMessage('Height', 10.125, 96.5)).toBe('Height must be between 10 1/8 and 96 4/8 inches for this product.');
    expect(eighthMessage('Height')).toBe('Height must be in eighths of an inch.');
    expect(unknownOptionMessage('fabric')).toBe('This product has no option fabric.');
    expect(unknownChoiceMessage('Color', 'pink')).toBe('Color has no choice pink.');
    expect(requiredOptionMessage('Color')).toBe('Please choose a Color.');
    expect(minWidthMessage('Motorized', 30)).toBe('Motorized needs a width of at least 30 inches.');
    // Sizes in eighths everywhere (doc 000 §5), never decimals.
    expect(minWidthMessage('Motorized', 30.375)).toBe('Motorized needs a width of at least 30 3/8 inches.');
    expect(exclusionMessage('A', 'a', 'B', 'b')).toBe('A: a cannot be combined with B: b.');
    expect(NO_PRICE_MESSAGE).toBe('There is no price for this size.');
    expect(DISCONTINUED_PRODUCT_MESSAGE).toBe('This product has been discontinued.');
  });

  it.each([
    ['a width below the minimum', { width: 9.875 }, {}, ['Width must be between 10 and 100 inches for this product.']],
    ['a width above the maximum', { width: 100.125 }, {}, ['Width must be between 10 and 100 inches for this product.', NO_PRICE_MESSAGE]],
    ['a height below the minimum', { height: 9 }, {}, ['Height must be between 10 and 100 inches for this product.']],
    ['a width off the eighth grid', { width: 36.1 }, {}, ['Width must be in eighths of an inch.']],
    ['a height off the eighth grid', { height: 40.0625 }, {}, ['Height must be in eighths of an inch.']],
    [
      'a width that is not a number',
      { width: Number.NaN },
      {},
      [sizeLimitMessage('Width', 10, 100), eighthMessage('Width'), NO_PRICE_MESSAGE],
    ],
    ['an unknown option', {}, { fabric: 'silk' }, ['This product has no option fabric.']],
    ['an unknown choice', {}, { color: 'pink' }, ['Color has no choice pink.']],
    ['a missing required option', {}, { lift: undefined }, ['Please choose a Lift System.']],
    ['an empty required option', {}, { lift: '' }, ['Please choose a Lift System.']],
    ['a choice needing more width', { width: 24 }, { lift: 'motor' }, ['Motorized needs a width of at least 30 inches.']],
    [
      'excluded choices',
      {},
      { lift: 'motor', tdbu: 'tdbu-yes' },
      ['Lift System: Motorized cannot be combined with Top-Down/Bottom-Up: Yes.'],
    ],
    ['a size beyond the price grid', { width: 80 }, {}, ['There is no price for this size.']],
  ])('reports %s', (why, size, choices, expected) => {
    const input = {
      width: 36,
      height: 48,
      ...size,
      choices: Object.fromEntries(Object.entries({ ...defaults, ...choices }).filter(([, v]) => v !== undefined)) as Record<string, string>,
    };
    const priced = priceConfiguration(product(), input);
    expect(priced.messages).toEqual(expected);
    expect(priced.isValid).toBe(false);
    expect(priced.hasExclusions).toBe(why === 'excluded choices');
  });

  it('reports a discontinued product last, with its price still shown', () => {
    const priced = priceConfiguration(product({ status: 'Discontinued' }), { width: 36, height: 48, choices: defaults });
    expect(priced.messages).toEqual([DISCONTINUED_PRODUCT_MESSAGE]);
    expect(priced.isValid).toBe(false);
    expect(priced.retailCents).toBe(15000);
  });

  it('runs the rules in order: size, eighths, unknown options, choices, required, minimum width, exclusions, price, discontinued', () => {
    const priced = priceConfiguration(product({ status: 'Discontinued' }), {
      width: 8.1,
      height: 200,
      choices: { fabric: 'x', color: 'pink', lift: 'motor', tdbu: 'tdbu-yes' },
    });
    expect(priced.messages).toEqual([
      sizeLimitMessage('Width', 10, 100),
      sizeLimitMessage('Height', 10, 100),
      eighthMessage('Width'),
      unknownOptionMessage('fabric'),
      unknownChoiceMessage('Color', 'pink'),
      minWidthMessage('Motorized', 30),
      exclusionMessage('Lift System', 'Motorized', 'Top-Down/Bottom-Up', 'Yes'),
      NO_PRICE_MESSAGE,
      DISCONTINUED_PRODUCT_MESSAGE,
    ]);
  });

  it('reports each excluded pair once, whether one or both choices name the other', () => {
    const options = [
      { optionId: 'a', name: 'A', choices: [{ choiceId: 'a1', value: 'a1', excludes: ['b1', 'c1'] }] },
      { optionId: 'b', name: 'B', choices: [{ choiceId: 'b1', value: 'b1', excludes: ['a1'] }] },
      { optionId: 'c', name: 'C', choices: [{ choiceId: 'c1', value: 'c1', excludes: ['b1'] }] },
    ];
    const priced = priceConfiguration(product({ options }), { width: 36, height: 48, choices: { a: 'a1', b: 'b1', c: 'c1' } });
    expect(priced.messages).toEqual([
      exclusionMessage('A', 'a1', 'B', 'b1'),
      exclusionMessage('A', 'a1', 'C', 'c1'),
      exclusionMessage('B', 'b1', 'C', 'c1'),
    ]);
  });

  it('accepts the minimum width of a choice exactly', () => {
    expect(priceConfiguration(product(), { width: 30, height: 48, choices: { ...defaults, lift: 'motor' } }).messages).toEqual([]);
    expect(priceConfiguration(product(), { width: 29.875, height: 48, choices: { ...defaults, lift: 'motor' } }).messages).toEqual([
      minWidthMessage('Motorized', 30),
    ]);
  });

  it('accepts the size limits exactly', () => {
    expect(priceConfiguration(product({ maxWidth: 72, maxHeight: 72 }), { width: 72, height: 72, choices: defaults }).isValid).toBe(true);
    expect(priceConfiguration(product(), { width: 10, height: 10, choices: defaults }).isValid).toBe(true);
  });
});

describe('priceConfiguration: prices', () => {
  it('prices the size from the grid with the sale taken off', () => {
    expect(priceConfiguration(product(), { width: 36, height: 48, choices: defaults })).toMatchObject({
      isValid: true,
      messages: [],
      hasPricing: true,
      hasExclusions: false,
      baseRetailCents: 15000,
      optionRetailCents: 0,
      retailCents: 15000,
      subtotalCents: 12000,
      optionSubtotalCents: 0,
    });
  });

  it.each([
    ['a fixed price', { color: 'navy' }, 36, 500],
    ['a price per inch of width', { valance: 'valance' }, 36, 1800],
    ['a price per inch of an eighth-inch width, rounded to the cent', { valance: 'valance' }, 20.125, 1006],
    ['a percentage of the base price', { tdbu: 'tdbu-yes' }, 36, 1500],
    ['several prices added', { color: 'navy', valance: 'valance', tdbu: 'tdbu-yes' }, 36, 500 + 1800 + 1500],
  ])('adds %s', (_why, choices, width, optionCents) => {
    const priced = priceConfiguration(product(), { width, height: 48, choices: { ...defaults, ...choices } });
    const base = gridRetailCents(product().priceGrid, width, 48) ?? 0;
    expect(priced.isValid).toBe(true);
    expect(priced.optionRetailCents).toBe(optionCents);
    expect(priced.retailCents).toBe(base + optionCents);
    expect(priced.subtotalCents).toBe(Math.round((base + optionCents) * 0.8));
    expect(priced.optionSubtotalCents).toBe(Math.round(optionCents * 0.8));
  });

  it('lists the chosen choices in option order with their option names and prices', () => {
    const priced = priceConfiguration(product(), {
      width: 36,
      height: 48,
      choices: { valance: 'valance', tdbu: 'tdbu-yes', lift: 'cordless', color: 'navy' },
    });
    expect(priced.choices).toEqual([
      {
        choiceId: 'navy',
        optionId: 'color',
        optionName: 'Color',
        optionType: 'color',
        choiceValue: 'Navy',
        priceCents: 500,
        isInternal: false,
      },
      {
        choiceId: 'cordless',
        optionId: 'lift',
        optionName: 'Lift System',
        optionType: 'select',
        choiceValue: 'Cordless',
        priceCents: 0,
        isInternal: false,
      },
      {
        choiceId: 'tdbu-yes',
        optionId: 'tdbu',
        optionName: 'Top-Down/Bottom-Up',
        optionType: 'select',
        choiceValue: 'Yes',
        priceCents: 1500,
        isInternal: false,
      },
      {
        choiceId: 'valance',
        optionId: 'valance',
        optionName: 'Valance',
        optionType: 'select',
        choiceValue: 'Valance',
        priceCents: 1800,
        isInternal: false,
      },
    ]);
  });

  it('carries the internal flag of a choice', () => {
    const options = [{ optionId: 'x', name: 'Extra', choices: [{ choiceId: 'x1', value: 'Special', isInternal: true }] }];
    expect(priceConfiguration(product({ options }), { width: 36, height: 48, choices: { x: 'x1' } }).choices[0]?.isInternal).toBe(true);
  });

  it('prices nothing when the size has no price', () => {
    const priced = priceConfiguration(product(), { width: 80, height: 48, choices: { ...defaults, color: 'navy', valance: 'valance' } });
    expect(priced).toMatchObject({ hasPricing: false, baseRetailCents: 0, optionRetailCents: 0, retailCents: 0, subtotalCents: 0 });
    expect(priced.choices.map((choice) => choice.priceCents)).toEqual([0, 0, 0, 0]);
  });

  it('takes no sale off a product without one', () => {
    const priced = priceConfiguration(product({ salePercentOff: 0 }), { width: 36, height: 48, choices: defaults });
    expect(priced.subtotalCents).toBe(priced.retailCents);
  });
});

describe('priceConfiguration: properties', () => {
  const eighths = (min: number, max: number) => fc.integer({ min: min * 8, max: max * 8 }).map((value) => value / 8);
  /** A grid whose prices never fall as either side grows. */
  const monotoneGrid: fc.Arbitrary<PriceGrid> = fc
    .record({
      widthSteps: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 }),
      heightSteps: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 }),
      base: fc.integer({ min: 1, max: 50_000 }),
      widthRise: fc.array(fc.nat({ max: 5_000 }), { minLength: 5, maxLength: 5 }),
      heightRise: fc.array(fc.nat({ max: 5_000 }), { minLength: 5, maxLength: 5 }),
    })
    .map(({ widthSteps, heightSteps, base, widthRise, heightRise }) => {
      const bounds = (steps: number[]) => steps.map((_, index) => 10 + steps.slice(0, index + 1).reduce((sum, step) => sum + step, 0));
      const sum = (rises: number[], upTo: number) => rises.slice(0, upTo + 1).reduce((total, rise) => total + rise, 0);
      return {
        widths: bounds(widthSteps),
        heights: bounds(heightSteps),
        cents: heightSteps.map((_, row) => widthSteps.map((_, column) => base + sum(widthRise, column) + sum(heightRise, row))),
      };
    });
  const choicePrice = fc.oneof(
    fc.record({ kind: fc.constant('fixed' as const), cents: fc.nat({ max: 50_000 }) }),
    fc.record({ kind: fc.constant('perWidthInch' as const), cents: fc.nat({ max: 500 }) }),
    fc.record({ kind: fc.constant('percent' as const), percent: fc.double({ min: 0, max: 500, noNaN: true }) }),
  );
  const pricedProduct = fc
    .record({ grid: monotoneGrid, sale: fc.integer({ min: 0, max: 90 }), prices: fc.array(choicePrice, { minLength: 0, maxLength: 3 }) })
    .map(({ grid, sale, prices }) =>
      product({
        maxWidth: 250,
        maxHeight: 250,
        priceGrid: grid,
        salePercentOff: sale,
        options: prices.map((price, index) => ({
          optionId: `o${index}`,
          name: `O${index}`,
          choices: [{ choiceId: `c${index}`, value: `C${index}`, price }],
        })),
      }),
    );

  it('never sells above retail, and adds up', () => {
    fc.assert(
      fc.property(pricedProduct, eighths(10, 250), eighths(10, 250), (item, width, height) => {
        const priced = priceConfiguration(item, { width, height, choices: defaultChoices(item) });
        expect(priced.subtotalCents).toBeLessThanOrEqual(priced.retailCents);
        expect(priced.optionSubtotalCents).toBeLessThanOrEqual(priced.optionRetailCents);
        expect(priced.subtotalCents).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(priced.subtotalCents)).toBe(true);
        expect(Number.isInteger(priced.retailCents)).toBe(true);
        expect(priced.retailCents).toBe(priced.baseRetailCents + priced.optionRetailCents);
        expect(priced.optionRetailCents).toBe(priced.choices.reduce((sum, choice) => sum + choice.priceCents, 0));
        expect(priced.isValid).toBe(priced.messages.length === 0);
        expect(priced.hasPricing).toBe(gridRetailCents(item.priceGrid, width, height) !== null);
        expect(priced.isValid).toBe(priced.hasPricing);
      }),
    );
  });

  it('never gets cheaper as the window gets wider or taller', () => {
    fc.assert(
      fc.property(pricedProduct, eighths(10, 150), eighths(10, 150), eighths(0, 40), eighths(0, 40), (item, width, height, dw, dh) => {
        const choices = defaultChoices(item);
        const small = priceConfiguration(item, { width, height, choices });
        const large = priceConfiguration(item, { width: width + dw, height: height + dh, choices });
        fc.pre(small.hasPricing && large.hasPricing);
        expect(large.retailCents).toBeGreaterThanOrEqual(small.retailCents);
        expect(large.subtotalCents).toBeGreaterThanOrEqual(small.subtotalCents);
      }),
      { numRuns: 300 },
    );
  });

  it('takes exactly the sale percentage off, to the cent', () => {
    fc.assert(
      fc.property(pricedProduct, eighths(10, 60), eighths(10, 60), (item, width, height) => {
        const priced = priceConfiguration(item, { width, height, choices: defaultChoices(item) });
        expect(Math.abs(priced.subtotalCents - (priced.retailCents * (100 - item.salePercentOff)) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('priceAtSize: a listing card priced for the window', () => {
  it("prices the product at the window's size with its default choices, in dollars", () => {
    // 40 × 60 falls in the 48 × 72 bracket: $150.00 retail, 20% off.
    expect(priceAtSize(product(), 40, 60)).toEqual({ price: 120, retail: 150 });
    expect(priceAtSize(product(), 10, 10)).toEqual({ price: 80, retail: 100 });
  });

  it('has no price for a size the product cannot be made in or its grid does not price', () => {
    expect(priceAtSize(product(), 9, 60)).toBeNull();
    expect(priceAtSize(product(), 40, 101)).toBeNull();
    expect(priceAtSize(product(), 80, 60)).toBeNull();
  });
});
