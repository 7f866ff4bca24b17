import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Item, ItemProduct } from './design.ts';
import {
  allProductsEligible,
  eligibilityEntries,
  type InstallWindow,
  installWindowFacts,
  isInstallEligibleCategory,
  type PriceTable,
  priceInstallation,
  priceTableSchema,
  pricingBlockLines,
  pricingRequestSchema,
  promoEndDisplayDate,
  serviceCostBreakdown,
  sizeBandOf,
} from './installation.ts';
import { toCents } from './money.ts';

const pair = (retailCents: number, costCents: number) => ({ retailCents, costCents });
const bands = (small: number, medium: number, large: number) => ({
  small: pair(small, small - 1000),
  medium: pair(medium, medium - 1000),
  large: pair(large, large - 1000),
});
const table: PriceTable = priceTableSchema.parse({
  sizeBands: [
    { band: 'small', label: 'S', maxUnitedInches: 72 },
    { band: 'medium', label: 'M', maxUnitedInches: 120 },
    { band: 'large', label: 'L', maxUnitedInches: null },
  ],
  categories: [
    { categoryId: 0, key: 'unknown', installation: bands(5900, 7900, 9900) },
    { categoryId: 1, key: '{product}-shades', installation: bands(4900, 6900, 8900) },
    { categoryId: 2, key: 'roller-shades', installation: bands(4500, 6500, 8500) },
    { categoryId: 3, key: 'verticals', installation: bands(6900, 8900, 10900) },
    { categoryId: 4, key: 'perfect-arch', installation: bands(12900, 14900, 16900) },
  ],
  windowRemoval: pair(1500, 1000),
  windowHaul: pair(1000, 600),
  measureCredit: { retailCents: 4900 },
  surcharges: {
    oversize: { displayName: 'Oversize Window', ...pair(2500, 1700), overWidth: 96, overHeight: 108 },
    specialtyShape: { displayName: 'Specialty Shape', ...pair(4000, 2700) },
    motorized: { displayName: 'Motorized', ...pair(3333, 2000) },
  },
});

const window = (overrides: Partial<InstallWindow> = {}): InstallWindow => ({
  itemId: 'w',
  label: 'A1',
  categoryId: 1,
  width: 30,
  height: 40,
  quantity: 1,
  specialtyShape: false,
  motorized: false,
  ...overrides,
});
const noExtras = { windowRemoval: false, windowHaul: false, windowRemoveCount: 0, windowHaulCount: 0 };

describe('size bands by united inches', () => {
  it.each([
    [30, 42, 'small'],
    [30, 42.125, 'medium'],
    [60, 60, 'medium'],
    [60, 60.125, 'large'],
    [200, 200, 'large'],
  ])('%s × %s is %s', (width, height, band) => {
    expect(sizeBandOf(table, width, height).band).toBe(band);
  });
});

describe('priceInstallation', () => {
  it('prices each line: installation by category and band, removal, haul, surcharges, credit', () => {
    const result = priceInstallation(
      table,
      [
        window({ quantity: 2 }),
        window({ itemId: 'x', categoryId: 3, width: 100, height: 50, specialtyShape: true }),
        window({ itemId: 'y', categoryId: 9, width: 50, height: 50, motorized: true }),
      ],
      { windowRemoval: true, windowHaul: true, windowRemoveCount: 2, windowHaulCount: 1 },
      { measured: true },
    );
    // 2 × 49.00 + 109.00 (verticals, large) + 79.00 (unknown category 9 priced as unknown, medium).
    expect(result.charges).toEqual([
      { specName: 'installation', specType: 'installation', displayName: 'Installation', value: 4, retail: 286, cost: 246 },
      { specName: 'windowRemoval', specType: 'removal', displayName: 'Removal', value: 2, retail: 30, cost: 20 },
      { specName: 'windowHaul', specType: 'haul', displayName: 'Haul Away', value: 1, retail: 10, cost: 6 },
      { specName: 'oversize', specType: 'surcharge', displayName: 'Oversize Window', value: 1, retail: 25, cost: 17 },
      { specName: 'specialtyShape', specType: 'surcharge', displayName: 'Specialty Shape', value: 1, retail: 40, cost: 27 },
      { specName: 'motorized', specType: 'surcharge', displayName: 'Motorized', value: 1, retail: 33.33, cost: 20 },
      { specName: 'measurecredit', specType: 'credit', displayName: 'Measure Credit', value: 1, retail: -49, cost: 0 },
    ]);
    expect(result.windows[2]).toMatchObject({ categoryId: 0, band: 'medium', unitRetail: 79 });
    expect(result.summary).toEqual({
      measureCredit: -49,
      installationCost: 286,
      surcharges: 98.33,
      additionalInstallationCost: 40,
      totalInstallationCost: 375.33,
    });
    expect(result).toMatchObject({ retail: 375.33, totalInstallationCost: 375.33, tax: 0, cost: 336 });
  });

  it('credits nothing unmeasured, and never below zero', () => {
    expect(priceInstallation(table, [window()], noExtras, { measured: false }).charges.map((line) => line.specName)).toEqual([
      'installation',
    ]);
    const small = priceInstallation(table, [window({ categoryId: 2 })], noExtras, { measured: true });
    expect(small.summary).toMatchObject({ measureCredit: -45, totalInstallationCost: 0 });
  });

  const windowArb = fc.record({
    itemId: fc.uuid(),
    label: fc.constant('A1'),
    categoryId: fc.integer({ min: 0, max: 5 }),
    width: fc.integer({ min: 8, max: 1600 }).map((eighths) => eighths / 8),
    height: fc.integer({ min: 8, max: 1600 }).map((eighths) => eighths / 8),
    quantity: fc.integer({ min: 1, max: 20 }),
    specialtyShape: fc.boolean(),
    motorized: fc.boolean(),
  });
  const extrasArb = fc.record({
    windowRemoval: fc.boolean(),
    windowHaul: fc.boolean(),
    windowRemoveCount: fc.integer({ min: 0, max: 50 }),
    windowHaulCount: fc.integer({ min: 0, max: 50 }),
  });
  const isCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

  it('adds up: charges sum to the total, the summary parts to the total, every amount whole cents, never negative', () => {
    fc.assert(
      fc.property(fc.array(windowArb, { minLength: 1, maxLength: 12 }), extrasArb, fc.boolean(), (windows, extras, measured) => {
        const result = priceInstallation(table, windows, extras, { measured });
        const charges = result.charges.reduce((sum, line) => sum + toCents(line.retail), 0);
        expect(charges).toBe(toCents(result.totalInstallationCost));
        const { measureCredit, installationCost, surcharges, additionalInstallationCost } = result.summary;
        expect(toCents(measureCredit) + toCents(installationCost) + toCents(surcharges) + toCents(additionalInstallationCost)).toBe(
          toCents(result.totalInstallationCost),
        );
        expect(result.windows.reduce((sum, line) => sum + toCents(line.retail), 0)).toBe(toCents(installationCost));
        for (const value of [...result.charges.flatMap((line) => [line.retail, line.cost]), result.retail, result.cost])
          expect(isCents(value)).toBe(true);
        expect(result.totalInstallationCost).toBeGreaterThanOrEqual(0);
        expect(result.charges[0]?.value).toBe(windows.reduce((sum, line) => sum + line.quantity, 0));
      }),
    );
  });

  it('prices n coverings of a window as n times one', () => {
    fc.assert(
      fc.property(windowArb, fc.integer({ min: 1, max: 30 }), (one, quantity) => {
        const single = priceInstallation(table, [{ ...one, quantity: 1 }], noExtras, { measured: false });
        const many = priceInstallation(table, [{ ...one, quantity }], noExtras, { measured: false });
        expect(toCents(many.totalInstallationCost)).toBe(quantity * toCents(single.totalInstallationCost));
      }),
    );
  });
});

describe('pricing block and service cost breakdown', () => {
  it('shows surcharges as unit price × quantity, negatives with a minus', () => {
    const result = priceInstallation(
      table,
      [window({ quantity: 3, motorized: true })],
      { ...noExtras, windowRemoval: true, windowRemoveCount: 2 },
      { measured: true },
    );
    expect(pricingBlockLines(result).map((line) => [line.label, line.text, line.negative])).toEqual([
      ['Installation', '$147.00', false],
      ['Removal', '$30.00', false],
      ['Motorized', '$33.33 × 3', false],
      ['Measure Credit', '-$49.00', true],
    ]);
  });

  it('rounds a unit price half away from zero to the cent', () => {
    const lines = pricingBlockLines({
      charges: [{ specName: 'oversize', specType: 'surcharge', displayName: 'Oversize Window', value: 3, retail: 100, cost: 0 }],
    });
    expect(lines[0]?.text).toBe('$33.33 × 3');
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(2.675)).toBe(268);
  });

  it("totals 'Total Cost' as product subtotal plus installation, in cents", () => {
    const breakdown = serviceCostBreakdown(1234.1, 0.2);
    expect(breakdown.title).toBe('Service Cost Breakdown:');
    expect(breakdown.total).toEqual({ label: 'Total Cost', amount: 1234.3, text: '$1,234.30', negative: false });
    expect(serviceCostBreakdown(10, -20).total).toMatchObject({ text: '-$10.00', negative: true });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: -100_000, max: 10_000_000 }), (product, install) => {
        expect(toCents(serviceCostBreakdown(product / 100, install / 100).total.amount)).toBe(product + install);
      }),
    );
  });
});

describe('window facts', () => {
  const product = (overrides: Partial<ItemProduct> = {}): ItemProduct => ({
    configurationGuid: 'g',
    skuNumber: '533002',
    brand: 'b',
    productName: 'p',
    productCategory: 'cellular-shades',
    mainImageUrl: null,
    productType: 'Standard',
    productStatus: 'Active',
    isValid: true,
    isStockProduct: false,
    price: 1,
    retail: 1,
    optionTotal: 0,
    attributes: [
      { name: 'width', value: '30' },
      { name: 'height', value: '40' },
      { name: 'windowCategory', value: '2' },
    ],
    choices: [],
    pipToCart: true,
    ...overrides,
  });
  const attribute = (name: string, value: string) => ({
    attributeId: name,
    name,
    value,
    normalizedValue: value,
    displayName: null,
    sortIndex: 0,
    displayPriority: 0,
  });
  const item = (attributes: Item['attributes'], itemProduct: ItemProduct | null): Parameters<typeof installWindowFacts>[0] => ({
    itemId: 'i',
    label: '1',
    charLabel: 'A1',
    quantity: 2,
    attributes,
    itemProduct,
  });

  it("takes the product's size and category when the window has none", () => {
    expect(installWindowFacts(item([], product()))).toMatchObject({
      label: 'A1',
      categoryId: 2,
      width: 30,
      height: 40,
      quantity: 2,
      motorized: false,
      specialtyShape: false,
    });
  });

  it("takes the window's measurements, category, shape and motor over the product's", () => {
    const facts = installWindowFacts(
      item(
        [
          attribute('width', '61.5'),
          attribute('height', '70'),
          attribute('category', 'window-treatments-shades'),
          attribute('specialtyShape', 'Arch'),
          attribute('motorized', 'Yes'),
        ],
        product(),
      ),
    );
    expect(facts).toMatchObject({ categoryId: 1, width: 61.5, height: 70, specialtyShape: true, motorized: true });
  });

  it('knows a motorized lift choice, and answers no size and category 0 for a bare window', () => {
    const motor = product({
      choices: [
        {
          choiceId: 'c',
          optionId: 'lift',
          optionName: 'Lift System',
          optionType: 'select',
          choiceValue: 'Motorized',
          price: 1,
          isInternal: false,
        },
      ],
    });
    expect(installWindowFacts(item([attribute('motorized', 'No')], motor)).motorized).toBe(true);
    expect(installWindowFacts(item([attribute('specialtyShape', 'false')], null))).toMatchObject({
      categoryId: 0,
      width: null,
      height: null,
      specialtyShape: false,
    });
  });
});

describe('eligibility (doc 001 §5)', () => {
  it.each([
    ['shutters', false],
    ['outdoor-shades', false],
    ['drapes', false],
    ['cellular-shades', true],
    ['vertical-blinds', true],
    [null, true],
  ])('%s eligible: %s', (category, eligible) => {
    expect(isInstallEligibleCategory(category)).toBe(eligible);
  });

  it('lists each sku once; all eligible only when every entry is', () => {
    const product = (skuNumber: string, productCategory: string) => ({ itemProduct: { skuNumber, productCategory } as ItemProduct });
    const entries = eligibilityEntries([
      product('1', 'cellular-shades'),
      { itemProduct: null },
      product('2', 'drapes'),
      product('1', 'cellular-shades'),
    ]);
    expect(entries).toEqual([
      { skuNumber: '1', eligible: true },
      { skuNumber: '2', eligible: false },
    ]);
    expect(allProductsEligible(entries)).toBe(false);
    expect(allProductsEligible(entries.slice(0, 1))).toBe(true);
    expect(allProductsEligible([])).toBe(true);
  });
});

describe('promo end date display (doc 001 §4)', () => {
  it.each([
    ['2026-12-01T04:59:59Z', 'proPromo', '12/01/2026'],
    ['2026-12-01T05:00:00Z', 'proPromo', '11/30/2026'],
    ['2026-12-01T10:30:00Z', 'proPromo', '11/30/2026'],
    ['2026-12-01T10:30:01Z', 'proPromo', '12/01/2026'],
    ['2026-12-01T02:00:00Z', 'proPromo', '12/01/2026'],
    ['2026-12-01T00:00:00Z', 'installationSummary', '11/30/2026'],
    ['2026-12-01T05:30:00Z', 'installationSummary', '11/30/2026'],
    ['2026-12-01T05:31:00Z', 'installationSummary', '12/01/2026'],
    ['2026-12-01T08:00:00Z', 'installationSummary', '12/01/2026'],
    ['2027-01-01T03:00:00Z', 'installationSummary', '12/31/2026'],
    // Read in UTC: 07:00 at +02:00 is 05:00Z.
    ['2026-12-01T07:00:00+02:00', 'proPromo', '11/30/2026'],
  ] as const)('%s on %s shows %s', (iso, place, shown) => {
    expect(promoEndDisplayDate(iso, place, 'shipping')).toBe(shown);
  });

  it('shows nothing without a valid date', () => {
    expect(promoEndDisplayDate(null, 'proPromo', 'shipping')).toBeNull();
    expect(promoEndDisplayDate('', 'installationSummary', 'delivery')).toBeNull();
    expect(promoEndDisplayDate('not a date', 'proPromo', 'shipping')).toBeNull();
  });
});

describe('pricing request schema', () => {
  const id = '0b7c3a56-1f7e-4b53-9d55-2f3a1c9d1e03';
  it('defaults the extras to off', () => {
    expect(pricingRequestSchema.parse({ leafItems: [{ itemId: id }] }).extras).toEqual({ windowRemoval: false, windowHaul: false });
  });
  it.each([
    ['no windows', { leafItems: [] }, 'Please select at least one window.'],
    ['a window twice', { leafItems: [{ itemId: id }, { itemId: id }] }, 'Each window can be selected once.'],
    [
      '501 windows',
      { leafItems: Array.from({ length: 501 }, (_, index) => ({ itemId: `${id.slice(0, -3)}${String(index).padStart(3, '0')}` })) },
      'At most 500 windows can be priced at once.',
    ],
  ])('refuses %s', (_name, value, message) => {
    expect(pricingRequestSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
