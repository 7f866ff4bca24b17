import { describe, expect, it } from 'vitest';
import { type CatalogProduct, catalogProductSchema } from './catalog.ts';
import { chosenSwatch, itemProductFrom, productImageUrl, showsRepriced } from './catalog-item.ts';
import { itemProductSchema } from './design.ts';
import { priceConfiguration } from './pricing.ts';

function product(overrides: Record<string, unknown> = {}): CatalogProduct {
  return catalogProductSchema.parse({
    productId: '500123',
    sku: 'CS-9',
    brand: 'Testline',
    name: 'Cellular Shade',
    category: 'cellular-shades',
    productType: 'Standard',
    minWidth: 10,
    maxWidth: 72,
    minHeight: 10,
    maxHeight: 72,
    priceGrid: { widths: [72], heights: [72], cents: [[10000]] },
    salePercentOff: 25,
    leadTimeDays: 14,
    installEligible: true,
    windowCategory: 1,
    picture: { kind: 'cellular', color: '#eeeeee' },
    options: [
      {
        optionId: 'color',
        name: 'Color',
        optionType: 'color',
        choices: [
          { choiceId: 'white', value: 'White', swatch: '#ffffff' },
          { choiceId: 'navy', value: 'Navy', swatch: '#223355', price: { kind: 'fixed', cents: 1000 } },
          { choiceId: 'plain', value: 'Plain' },
        ],
      },
      {
        optionId: 'edge',
        name: 'Edge',
        choices: [
          { choiceId: 'std', value: 'Standard Width' },
          { choiceId: 'wide', value: 'Extra Wide', isInternal: true, price: { kind: 'fixed', cents: 250 } },
        ],
      },
    ],
    ...overrides,
  });
}

function snapshot(item: CatalogProduct, choices: Record<string, string>, size = { width: 36.5, height: 48 }) {
  const configuration = { configurationGuid: 'cfg-1', ...size, choices };
  return itemProductFrom(item, configuration, priceConfiguration(item, configuration));
}

describe('productImageUrl and chosenSwatch', () => {
  it('points at our picture, in a chosen colour when given', () => {
    expect(productImageUrl('500123')).toBe('/api/catalog/products/500123/image.svg');
    expect(productImageUrl('500123', '#223355')).toBe('/api/catalog/products/500123/image.svg?color=%23223355');
  });

  it('takes the swatch of the chosen colour, if any', () => {
    expect(chosenSwatch(product(), { color: 'navy' })).toBe('#223355');
    expect(chosenSwatch(product(), { color: 'plain' })).toBeUndefined();
    expect(chosenSwatch(product(), {})).toBeUndefined();
    expect(chosenSwatch(product(), { edge: 'std' })).toBeUndefined();
  });

  it('ignores swatches on options that are not colours', () => {
    const options = [{ optionId: 'x', name: 'X', choices: [{ choiceId: 'x1', value: 'X1', swatch: '#123456' }] }];
    expect(chosenSwatch(product({ options }), { x: 'x1' })).toBeUndefined();
  });
});

describe('itemProductFrom (doc 000 §3 ItemProduct)', () => {
  it('keeps every field the builder shows and checks, prices in dollars', () => {
    const item = snapshot(product(), { color: 'navy', edge: 'wide' });
    expect(item).toEqual({
      configurationGuid: 'cfg-1',
      skuNumber: '500123',
      brand: 'Testline',
      productName: 'Cellular Shade',
      vendor: 'Testline',
      productCategory: 'cellular-shades',
      mainImageUrl: '/api/catalog/products/500123/image.svg?color=%23223355',
      productType: 'Standard',
      productStatus: 'Active',
      isValid: true,
      isStockProduct: false,
      price: 84.38,
      retail: 112.5,
      optionTotal: 9.38,
      attributes: [
        { name: 'width', value: '36.5' },
        { name: 'height', value: '48' },
        { name: 'leadTimeDays', value: '14' },
        { name: 'installEligible', value: 'true' },
        { name: 'windowCategory', value: '1' },
      ],
      choices: [
        {
          choiceId: 'navy',
          optionId: 'color',
          optionName: 'Color',
          optionType: 'color',
          choiceValue: 'Navy',
          price: 10,
          isInternal: false,
        },
        {
          choiceId: 'wide',
          optionId: 'edge',
          optionName: 'Edge',
          optionType: 'select',
          choiceValue: 'Extra Wide',
          price: 2.5,
          isInternal: true,
        },
      ],
      pipToCart: true,
    });
    expect(itemProductSchema.parse(item)).toEqual(item);
  });

  it('uses the plain picture without a chosen swatch', () => {
    expect(snapshot(product(), { color: 'plain', edge: 'std' }).mainImageUrl).toBe('/api/catalog/products/500123/image.svg');
  });

  it.each([
    ['Stock', true, true],
    ['Standard', false, true],
    ['Custom', false, false],
  ])('a %s product: stock %s, pipToCart %s', (productType, isStock, pip) => {
    const item = snapshot(product({ productType }), { color: 'white', edge: 'std' });
    expect(item.isStockProduct).toBe(isStock);
    expect(item.pipToCart).toBe(pip);
    expect(item.productType).toBe(productType);
  });

  it('marks an invalid configuration invalid and keeps it from the cart', () => {
    const item = snapshot(product(), { color: 'white', edge: 'std' }, { width: 80, height: 48 });
    expect(item.isValid).toBe(false);
    expect(item.pipToCart).toBe(false);
  });

  it('carries a discontinued status', () => {
    const item = snapshot(product({ status: 'Discontinued' }), { color: 'white', edge: 'std' });
    expect(item.productStatus).toBe('Discontinued');
    expect(item.isValid).toBe(false);
    expect(item.pipToCart).toBe(false);
  });
});

describe('vendor (doc 001 §3 item product)', () => {
  it("is the product's vendor, or its brand when the data names none", () => {
    expect(snapshot(product(), {}).vendor).toBe('Testline');
    expect(snapshot(product({ vendor: 'Acme Mills' }), {}).vendor).toBe('Acme Mills');
  });
});

describe('showsRepriced: whether a page must load a design again after repricing', () => {
  const shown = snapshot(product(), { color: 'navy' });
  const entry = (itemProduct: ReturnType<typeof snapshot> | null | undefined) => ({
    ResponseCode: 200,
    ConfigurationGuid: 'cfg-1',
    ...(itemProduct === undefined ? {} : { itemProduct }),
  });

  it('is current when the answer shows the same prices, validity and choices', () => {
    expect(showsRepriced(shown, entry({ ...shown, mainImageUrl: null }))).toBe(true);
    expect(showsRepriced(shown, entry(undefined))).toBe(true);
  });

  it('is stale when the price, validity, status or a choice moved, or the product is gone', () => {
    expect(showsRepriced(shown, entry({ ...shown, price: shown.price + 1 }))).toBe(false);
    expect(showsRepriced(shown, entry({ ...shown, retail: shown.retail + 1 }))).toBe(false);
    expect(showsRepriced(shown, entry({ ...shown, isValid: !shown.isValid }))).toBe(false);
    expect(showsRepriced(shown, entry({ ...shown, productStatus: 'Discontinued' }))).toBe(false);
    expect(showsRepriced(shown, entry({ ...shown, choices: shown.choices.slice(1) }))).toBe(false);
    expect(showsRepriced({ ...shown, isValid: false }, entry(null))).toBe(true);
    expect(showsRepriced({ ...shown, isValid: true }, entry(null))).toBe(false);
  });
});
