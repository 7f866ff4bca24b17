import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CATEGORY_KEYS, type CatalogProduct, PRODUCT_TYPES } from '@eb/domain/catalog';
import { DISCONTINUED_PRODUCT_MESSAGE, defaultChoices, gridRetailCents, priceConfiguration } from '@eb/domain/pricing';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/modules/catalog/catalog-data.ts';

const catalog = loadCatalog();
const NOT_INSTALLED = new Set(['shutters', 'drapes', 'outdoor-shades']);
const HARMLESS_INTERNAL_VALUES = ['No', 'Standard Width'];

const choicesOf = (product: CatalogProduct) => product.options.flatMap((option) => option.choices);

describe('the seeded catalog data', () => {
  it('has enough products, every category, several brands and every product type', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(catalog.map((product) => product.category));
    expect([...categories].sort()).toEqual([...CATEGORY_KEYS].sort());
    expect(new Set(catalog.map((product) => product.brand)).size).toBeGreaterThanOrEqual(8);
    for (const type of PRODUCT_TYPES) expect(catalog.some((product) => product.productType === type)).toBe(true);
    expect(catalog.filter((product) => product.productType === 'Custom').length).toBeGreaterThanOrEqual(4);
    expect(catalog.filter((product) => product.status === 'Discontinued').length).toBeGreaterThanOrEqual(3);
  });

  it('answers the products sorted by id, with unique ids and skus', () => {
    const ids = catalog.map((product) => product.productId);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(catalog.map((product) => product.sku)).size).toBe(catalog.length);
  });

  it('offers measure-and-install for everything but shutters, drapes and outdoor shades', () => {
    for (const product of catalog) {
      expect(product.installEligible, `${product.productId} (${product.category})`).toBe(!NOT_INSTALLED.has(product.category));
    }
  });

  it('has the well-known roller shade 533459', () => {
    const roller = catalog.find((product) => product.productId === '533459');
    expect(roller).toMatchObject({ category: 'roller-shades', status: 'Active', installEligible: true });
  });

  it('has internal choices, including the harmless No and Standard Width, on optional options with a harmless default', () => {
    const withInternal = catalog.filter((product) => choicesOf(product).some((choice) => choice.isInternal));
    expect(withInternal.length).toBeGreaterThanOrEqual(5);
    const internalValues = new Set(
      withInternal.flatMap((product) =>
        choicesOf(product)
          .filter((c) => c.isInternal)
          .map((c) => c.value),
      ),
    );
    for (const value of HARMLESS_INTERNAL_VALUES) expect(internalValues.has(value)).toBe(true);
    expect([...internalValues].some((value) => !HARMLESS_INTERNAL_VALUES.includes(value))).toBe(true);
    for (const product of withInternal) {
      for (const option of product.options.filter((candidate) => candidate.choices.some((choice) => choice.isInternal))) {
        expect(option.required, `${product.productId} ${option.optionId}`).toBe(false);
        const fallback = option.choices.find((choice) => choice.choiceId === option.defaultChoiceId);
        expect(HARMLESS_INTERNAL_VALUES).toContain(fallback?.value);
      }
    }
  });

  it('has a product whose price grid stops short of its maximum width, so that size has no price', () => {
    const short = catalog.filter((product) => (product.priceGrid.widths.at(-1) ?? 0) < product.maxWidth);
    expect(short.length).toBeGreaterThanOrEqual(1);
    for (const product of short) expect(gridRetailCents(product.priceGrid, product.maxWidth, product.minHeight)).toBeNull();
  });

  it('has sensible sizes, grids, colours and options on every product', () => {
    for (const product of catalog) {
      const label = product.productId;
      expect(product.minWidth, label).toBeLessThan(product.maxWidth);
      expect(product.minHeight, label).toBeLessThan(product.maxHeight);
      const { cents } = product.priceGrid;
      for (const [row, prices] of cents.entries()) {
        for (const [column, price] of prices.entries()) {
          if (column > 0) expect(price, label).toBeGreaterThanOrEqual(prices[column - 1] ?? 0);
          if (row > 0) expect(price, label).toBeGreaterThanOrEqual(cents[row - 1]?.[column] ?? 0);
        }
      }
      expect(product.options.length, label).toBeGreaterThanOrEqual(2);
      expect(product.options.length, label).toBeLessThanOrEqual(5);
      const color = product.options.find((option) => option.optionType === 'color');
      expect(color?.choices.length, label).toBeGreaterThanOrEqual(3);
      expect(
        color?.choices.every((choice) => choice.swatch),
        label,
      ).toBe(true);
      for (const option of product.options) expect(option.defaultChoiceId, `${label} ${option.optionId}`).toBeDefined();
    }
  });

  it('has consistent default configurations: defaults exist, do not exclude each other, and price at the smallest size', () => {
    for (const product of catalog) {
      const choices = defaultChoices(product);
      const chosen = Object.values(choices);
      expect(chosen.length, product.productId).toBe(product.options.length);
      const all = new Map(choicesOf(product).map((choice) => [choice.choiceId, choice]));
      for (const choiceId of chosen) {
        expect(all.has(choiceId), `${product.productId} ${choiceId}`).toBe(true);
        for (const excluded of all.get(choiceId)?.excludes ?? [])
          expect(chosen, `${product.productId} ${choiceId}`).not.toContain(excluded);
      }
      const priced = priceConfiguration(product, { width: product.minWidth, height: product.minHeight, choices });
      const expected = product.status === 'Discontinued' ? [DISCONTINUED_PRODUCT_MESSAGE] : [];
      expect(priced.messages, product.productId).toEqual(expected);
      expect(priced.hasPricing, product.productId).toBe(true);
      expect(priced.subtotalCents, product.productId).toBeLessThanOrEqual(priced.retailCents);
    }
  });
});

describe('loading catalog data files', () => {
  const withFiles = (files: Record<string, string>, run: (dir: URL) => void) => {
    const dir = mkdtempSync(join(tmpdir(), 'eb-catalog-'));
    try {
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      run(pathToFileURL(`${dir}/`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const product = catalog.find((candidate) => candidate.productId === '533459') as CatalogProduct;

  it('names the file and the path of a schema problem', () => {
    const broken = { products: [{ ...product, productId: '12' }] };
    withFiles({ 'broken.json': JSON.stringify(broken) }, (dir) => {
      expect(() => loadCatalog(dir)).toThrow(/Catalog file broken\.json: products\.0\.productId: Product ids are six digits\./);
    });
  });

  it('refuses duplicate ids, unknown exclusions and inverted sizes across files', () => {
    const [first, ...rest] = product.options;
    const badOption = first && { ...first, choices: first.choices.map((choice) => ({ ...choice, excludes: ['nowhere'] })) };
    const bad = { ...product, sku: 'OTHER-1', minWidth: 200, options: badOption ? [badOption, ...rest] : rest };
    withFiles({ 'a.json': JSON.stringify({ products: [product] }), 'b.json': JSON.stringify({ products: [bad] }) }, (dir) => {
      expect(() => loadCatalog(dir)).toThrow(/product id is used twice/);
      expect(() => loadCatalog(dir)).toThrow(/excludes unknown choice nowhere/);
      expect(() => loadCatalog(dir)).toThrow(/minWidth must be below maxWidth/);
    });
  });

  it('names a file that is not JSON', () => {
    withFiles({ 'notes.json': '{ products: oops' }, (dir) => {
      expect(() => loadCatalog(dir)).toThrow(/Catalog file notes\.json/);
    });
  });
});
