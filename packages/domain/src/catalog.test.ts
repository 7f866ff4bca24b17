import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_KEYS,
  catalogChoiceSchema,
  catalogFileSchema,
  catalogOptionSchema,
  catalogProductSchema,
  choicePriceSchema,
  configurationInputSchema,
  PICTURE_KINDS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  priceGridSchema,
} from './catalog.ts';

const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const minimal = {
  productId: '500001',
  sku: 'T-1',
  brand: 'Testline',
  name: 'Test Shade',
  category: 'roller-shades',
  productType: 'Standard',
  minWidth: 12,
  maxWidth: 96,
  minHeight: 12,
  maxHeight: 120,
  priceGrid: { widths: [48, 96], heights: [120], cents: [[9900, 14900]] },
  leadTimeDays: 12,
  installEligible: true,
  windowCategory: 2,
  picture: { kind: 'roller', color: '#c0c0c0' },
};

describe('catalog constants', () => {
  it('keys every category once and labels it', () => {
    expect(new Set(CATEGORY_KEYS).size).toBe(CATEGORIES.length);
    expect(CATEGORY_KEYS).toEqual(CATEGORIES.map((category) => category.key));
    for (const category of CATEGORIES) expect(category.label).not.toBe('');
  });

  it("treats 'Custom' as a product type and 'Discontinued' as a status (doc 000 §3)", () => {
    expect(PRODUCT_TYPES).toContain('Custom');
    expect(PRODUCT_STATUSES).toContain('Discontinued');
    expect(PICTURE_KINDS).toHaveLength(9);
  });
});

describe('catalogProductSchema', () => {
  it('fills the defaults', () => {
    const product = catalogProductSchema.parse(minimal);
    expect(product).toMatchObject({ description: '', status: 'Active', salePercentOff: 0, options: [] });
    expect(product.rating).toBeUndefined();
  });

  it.each([
    ['a product id that is not six digits', { productId: '12345' }, ['Product ids are six digits.']],
    ['a product id with letters', { productId: '12345a' }, ['Product ids are six digits.']],
    ['a sale of more than 90%', { salePercentOff: 91 }, [expect.any(String)]],
    ['a window category of 5', { windowCategory: 5 }, [expect.any(String)]],
    ['a window category of 0', { windowCategory: 0 }, [expect.any(String)]],
    ['a lead time of 0 days', { leadTimeDays: 0 }, [expect.any(String)]],
    ['an unknown category', { category: 'curtains' }, [expect.any(String)]],
    ['an unknown product type', { productType: 'Bespoke' }, [expect.any(String)]],
    ['a picture colour that is not #rrggbb', { picture: { kind: 'roller', color: 'red' } }, [expect.any(String)]],
    ['an unknown picture kind', { picture: { kind: 'blob', color: '#ffffff' } }, [expect.any(String)]],
    ['a rating above 5', { rating: 5.5 }, [expect.any(String)]],
    ['a zero minimum width', { minWidth: 0 }, [expect.any(String)]],
  ])('refuses %s', (_why, change, expected) => {
    expect(messages(catalogProductSchema.safeParse({ ...minimal, ...change }))).toEqual(expected);
  });

  it('needs at least one product in a catalog file', () => {
    expect(catalogFileSchema.safeParse({ products: [] }).success).toBe(false);
    expect(catalogFileSchema.safeParse({ products: [minimal] }).success).toBe(true);
  });
});

describe('priceGridSchema', () => {
  it('needs one row per height bracket and one price per width bracket', () => {
    const message = 'The price grid needs one row per height bracket and one price per width bracket.';
    expect(messages(priceGridSchema.safeParse({ widths: [24, 48], heights: [36], cents: [[100]] }))).toEqual([message]);
    expect(messages(priceGridSchema.safeParse({ widths: [24], heights: [36, 72], cents: [[100]] }))).toEqual([message]);
    expect(priceGridSchema.safeParse({ widths: [24, 48], heights: [36], cents: [[100, 200]] }).success).toBe(true);
  });

  it('refuses empty brackets and prices that are not positive whole cents', () => {
    expect(priceGridSchema.safeParse({ widths: [], heights: [36], cents: [[]] }).success).toBe(false);
    expect(priceGridSchema.safeParse({ widths: [24], heights: [36], cents: [[0]] }).success).toBe(false);
    expect(priceGridSchema.safeParse({ widths: [24], heights: [36], cents: [[10.5]] }).success).toBe(false);
  });
});

describe('options and choices', () => {
  it('defaults a choice to no price, not internal, no exclusions', () => {
    expect(catalogChoiceSchema.parse({ choiceId: 'c', value: 'C' })).toEqual({
      choiceId: 'c',
      value: 'C',
      price: { kind: 'fixed', cents: 0 },
      isInternal: false,
      excludes: [],
    });
  });

  it('defaults an option to a required select', () => {
    expect(catalogOptionSchema.parse({ optionId: 'o', name: 'O', choices: [{ choiceId: 'c', value: 'C' }] })).toMatchObject({
      optionType: 'select',
      required: true,
    });
  });

  it('needs at least one choice per option and a #rrggbb swatch', () => {
    expect(catalogOptionSchema.safeParse({ optionId: 'o', name: 'O', choices: [] }).success).toBe(false);
    expect(catalogChoiceSchema.safeParse({ choiceId: 'c', value: 'C', swatch: '#abc' }).success).toBe(false);
    expect(catalogChoiceSchema.safeParse({ choiceId: 'c', value: 'C', swatch: '#AbCdEf' }).success).toBe(true);
  });

  it.each([
    [{ kind: 'fixed', cents: 500 }, true],
    [{ kind: 'perWidthInch', cents: 25 }, true],
    [{ kind: 'percent', percent: 12.5 }, true],
    [{ kind: 'fixed', cents: -1 }, false],
    [{ kind: 'fixed', cents: 1.5 }, false],
    [{ kind: 'percent', percent: 501 }, false],
    [{ kind: 'each', cents: 1 }, false],
  ])('choice price %j is accepted: %s', (price, ok) => {
    expect(choicePriceSchema.safeParse(price).success).toBe(ok);
  });
});

describe('configurationInputSchema', () => {
  it('defaults the choices to none', () => {
    expect(configurationInputSchema.parse({ productId: '500001', width: 36, height: 48 })).toEqual({
      productId: '500001',
      width: 36,
      height: 48,
      choices: {},
    });
  });

  it.each([
    [{ productId: 'x', width: 36, height: 48 }, ['Please choose a product.']],
    [{ productId: '500001', width: '36', height: 48 }, ['Width must be a number of inches.']],
    [{ productId: '500001', width: 36 }, ['Height must be a number of inches.']],
  ])('refuses %j', (value, expected) => {
    expect(messages(configurationInputSchema.safeParse(value))).toEqual(expected);
  });
});
