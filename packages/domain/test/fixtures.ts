import { type CatalogProduct, catalogProductSchema } from '../src/catalog.ts';

/** A small product with every kind of option price, an exclusion and a minimum width. */
export function product(overrides: Partial<CatalogProduct> = {}): CatalogProduct {
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
        defaultChoiceId: 'cordless',
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
          { choiceId: 'tdbu-yes', value: 'Yes', price: { kind: 'percent', percent: 10 } },
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
