import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CatalogProduct, catalogProductSchema } from './catalog.ts';
import {
  CATEGORY_ERROR,
  COPY_STYLE_FAILED,
  CUSTOM_PRODUCT_ERROR,
  copyStyleErrors,
  DIMENSIONS_ERROR,
  dimensionCheck,
  groupByOverrides,
  MOUNT_TYPE_ERROR,
  type OverrideChoice,
} from './copy-style.ts';
import type { Item, ItemAttribute, ItemProduct } from './design.ts';

const attribute = (name: string, value: string | null): ItemAttribute => ({
  attributeId: `a-${name}`,
  name,
  value,
  normalizedValue: value,
  displayName: name,
  sortIndex: 0,
  displayPriority: 50,
});
const attributes = (values: Record<string, string | null>) => Object.entries(values).map(([name, value]) => attribute(name, value));
const productOfType = (productType: string): ItemProduct => ({
  configurationGuid: 'cfg',
  skuNumber: '500001',
  brand: 'Testline',
  productName: 'Test Shade',
  productCategory: null,
  mainImageUrl: null,
  productType,
  productStatus: 'Active',
  isValid: true,
  isStockProduct: false,
  price: 80,
  retail: 100,
  optionTotal: 0,
  attributes: [],
  choices: [],
  pipToCart: true,
});
const target = (
  values: Record<string, string | null>,
  productType: string | null = 'Standard',
): Pick<Item, 'attributes' | 'itemProduct'> => ({
  attributes: attributes(values),
  itemProduct: productType === null ? null : productOfType(productType),
});

describe('copy-style texts (doc 000 §5)', () => {
  it('words every message exactly', () => {
    expect(CUSTOM_PRODUCT_ERROR).toBe('Product is custom product');
    expect(MOUNT_TYPE_ERROR).toBe('Incorrect mount type');
    expect(CATEGORY_ERROR).toBe('Incorrect measurement category');
    expect(DIMENSIONS_ERROR).toBe('Copied styles exceed product specifications');
    expect(COPY_STYLE_FAILED).toBe("Unable to copy style. Source style is not compatible with this window's dimensions.");
  });
});

describe('copyStyleErrors: product mode', () => {
  const source = { attributes: attributes({ mountType: 'inside', category: 'verticals' }) };

  it.each([
    ['a standard product', target({}), { isValid: true, errors: [] }],
    ['a window without a product', target({}, null), { isValid: true, errors: [] }],
    ['a custom product', target({}, 'Custom'), { isValid: false, errors: ['Product is custom product'] }],
    [
      'a flagged, specialty-shaped window with another mount and category (mandi checks do not apply)',
      target({ flagNotes: 'x', specialtyShape: 'true', mountType: 'outside', category: 'perfect-arch' }),
      { isValid: true, errors: [] },
    ],
  ])('%s', (_why, window, expected) => {
    expect(copyStyleErrors({ mode: 'product', source, target: window, dimensionsOk: true })).toEqual(expected);
  });

  it('does not run the dimension check', () => {
    expect(copyStyleErrors({ mode: 'product', source, target: target({}), dimensionsOk: false })).toEqual({ isValid: true, errors: [] });
  });
});

describe('copyStyleErrors: mandi mode', () => {
  const source = { attributes: attributes({ mountType: 'inside', category: 'verticals' }) };
  const same = { mountType: 'inside', category: 'verticals' };

  it.each([
    ['a matching window', target(same), true, []],
    ['dimensions that do not fit', target(same), false, ['Copied styles exceed product specifications']],
    ['a specialty shape', target({ ...same, specialtyShape: 'true' }), true, ['Item is specialty shaped']],
    ['a flagged item', target({ ...same, flagNotes: '[{"id":"1","content":"x"}]' }), true, ['Item is flagged']],
    ['another mount type', target({ ...same, mountType: 'outside' }), true, ['Incorrect mount type']],
    ['no mount type', target({ category: 'verticals' }), true, ['Incorrect mount type']],
    ['another category', target({ ...same, category: 'roller-shades' }), true, ['Incorrect measurement category']],
    ['a custom product', target(same, 'Custom'), true, ['Product is custom product']],
    [
      'everything wrong, in the spec order',
      target({ specialtyShape: 'true', flagNotes: 'x', mountType: 'outside', category: 'perfect-arch' }, 'Custom'),
      false,
      [
        'Copied styles exceed product specifications',
        'Item is specialty shaped',
        'Item is flagged',
        'Incorrect mount type',
        'Incorrect measurement category',
        'Product is custom product',
      ],
    ],
  ] as const)('%s', (_why, window, dimensionsOk, errors) => {
    expect(copyStyleErrors({ mode: 'mandi', source, target: window, dimensionsOk })).toEqual({ isValid: errors.length === 0, errors });
  });

  it('treats a mount type and category missing on both windows as equal', () => {
    expect(copyStyleErrors({ mode: 'mandi', source: { attributes: [] }, target: target({}), dimensionsOk: true }).isValid).toBe(true);
  });

  it('is valid exactly when there are no errors', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('product' as const, 'mandi' as const),
        fc.record({
          mountType: fc.constantFrom('inside', 'outside', null),
          category: fc.constantFrom('verticals', 'perfect-arch', null),
          flagNotes: fc.constantFrom('x', '', null),
          specialtyShape: fc.constantFrom('true', 'false', null),
        }),
        fc.constantFrom('Standard', 'Custom', null),
        fc.boolean(),
        (mode, values, productType, dimensionsOk) => {
          const check = copyStyleErrors({ mode, source, target: target(values, productType), dimensionsOk });
          expect(check.isValid).toBe(check.errors.length === 0);
          expect(check.errors.includes(CUSTOM_PRODUCT_ERROR)).toBe(productType === 'Custom');
          if (mode === 'product') expect(check.errors.every((error) => error === CUSTOM_PRODUCT_ERROR)).toBe(true);
        },
      ),
    );
  });
});

describe('dimensionCheck (doc 000 §5)', () => {
  function product(overrides: Record<string, unknown> = {}): CatalogProduct {
    return catalogProductSchema.parse({
      productId: '500001',
      sku: 'T-1',
      brand: 'Testline',
      name: 'Test Shade',
      category: 'cellular-shades',
      productType: 'Standard',
      minWidth: 12,
      maxWidth: 96,
      minHeight: 12,
      maxHeight: 96,
      priceGrid: { widths: [48, 72], heights: [96], cents: [[10000, 12000]] },
      leadTimeDays: 10,
      installEligible: true,
      windowCategory: 1,
      picture: { kind: 'cellular', color: '#eeeeee' },
      options: [
        {
          optionId: 'lift',
          name: 'Lift',
          choices: [
            { choiceId: 'cord', value: 'Cordless' },
            { choiceId: 'motor', value: 'Motorized', minWidth: 30 },
          ],
        },
      ],
      ...overrides,
    });
  }

  it.each([
    ['a size within limits and priced', { lift: 'cord' }, 36, 48, true],
    ['the smallest size', { lift: 'cord' }, 12, 12, true],
    ['the largest priced width', { lift: 'cord' }, 72, 96, true],
    ['a width below the minimum', { lift: 'cord' }, 11.875, 48, false],
    ['a height above the maximum', { lift: 'cord' }, 36, 96.125, false],
    ['a width within limits but without pricing', { lift: 'cord' }, 80, 48, false],
    ['source choices the target width cannot take', { lift: 'motor' }, 24, 48, false],
    ['source choices the target width can take', { lift: 'motor' }, 30, 48, true],
    ['source choices the product does not have', { lift: 'gone' }, 36, 48, false],
    ['a size off the eighth grid', { lift: 'cord' }, 36.1, 48, false],
  ])('%s: %s', (_why, choices, width, height, ok) => {
    expect(dimensionCheck(product(), choices, width, height)).toBe(ok);
  });

  it('fails for a discontinued product, which cannot be added to the cart', () => {
    expect(dimensionCheck(product({ status: 'Discontinued' }), { lift: 'cord' }, 36, 48)).toBe(false);
  });
});

describe('groupByOverrides (doc 000 §7 cloneStyle: one request per identical overrides)', () => {
  const override = (optionId: string, choiceId: string, choiceValue = choiceId): OverrideChoice => ({
    optionId,
    choiceId,
    choiceValue,
    optionName: optionId,
    optionType: 'select',
  });
  const navy = override('color', 'navy');
  const motor = override('lift', 'motor');

  it('puts targets without overrides together, empty lists included', () => {
    expect(groupByOverrides([{ itemId: 'a' }, { itemId: 'b', overrideChoices: [] }, { itemId: 'c', overrideChoices: undefined }])).toEqual([
      { ids: ['a', 'b', 'c'], overrideChoices: undefined },
    ]);
  });

  it('groups identical overrides whatever their order, first appearance first', () => {
    expect(
      groupByOverrides([
        { itemId: 'a', overrideChoices: [navy, motor] },
        { itemId: 'b' },
        { itemId: 'c', overrideChoices: [motor, navy] },
        { itemId: 'd', overrideChoices: [navy] },
        { itemId: 'e', overrideChoices: [override('color', 'navy')] },
      ]),
    ).toEqual([
      { ids: ['a', 'c'], overrideChoices: [navy, motor] },
      { ids: ['b'], overrideChoices: undefined },
      { ids: ['d', 'e'], overrideChoices: [navy] },
    ]);
  });

  it('keeps overrides with another choice or value apart', () => {
    const groups = groupByOverrides([
      { itemId: 'a', overrideChoices: [navy] },
      { itemId: 'b', overrideChoices: [override('color', 'white')] },
      { itemId: 'c', overrideChoices: [override('color', 'navy', 'Navy Blue')] },
      { itemId: 'd', overrideChoices: [override('trim', 'navy')] },
    ]);
    expect(groups.map((group) => group.ids)).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  it('sends every target exactly once, grouped exactly by its set of overrides', () => {
    const choices = [navy, motor, override('color', 'white'), override('tdbu', 'yes')];
    const targets = fc
      .array(fc.subarray(choices), { maxLength: 12 })
      .chain((sets) => fc.tuple(...sets.map((set) => fc.shuffledSubarray(set, { minLength: set.length, maxLength: set.length }))))
      .map((sets) => sets.map((overrideChoices, index) => ({ itemId: `i${index}`, overrideChoices })));
    const key = (set: readonly OverrideChoice[] | undefined) =>
      (set ?? [])
        .map((choice) => `${choice.optionId}:${choice.choiceId}`)
        .sort()
        .join(',');
    fc.assert(
      fc.property(targets, (list) => {
        const groups = groupByOverrides(list);
        expect(groups.flatMap((group) => group.ids).sort()).toEqual(list.map((target) => target.itemId).sort());
        expect(new Set(groups.map((group) => key(group.overrideChoices))).size).toBe(groups.length);
        for (const group of groups) {
          for (const id of group.ids) {
            expect(key(list.find((target) => target.itemId === id)?.overrideChoices)).toBe(key(group.overrideChoices));
          }
        }
      }),
    );
  });
});
