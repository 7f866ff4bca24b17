import { describe, expect, it } from 'vitest';
import { PICTURE_KINDS } from '../src/catalog.ts';
import {
  CATEGORY_ERROR,
  COPY_STYLE_FAILED,
  CUSTOM_PRODUCT_ERROR,
  copyStyleErrors,
  DIMENSIONS_ERROR,
  dimensionCheck,
  groupByOverrides,
  MOUNT_TYPE_ERROR,
} from '../src/copy-style.ts';
import type { Item, ItemProduct } from '../src/design.ts';
import { POST_MEASURE_FIELDS, PostMeasureOptions } from '../src/post-measure-options.ts';
import { productPictureSvg } from '../src/product-picture.ts';
import { isFlaggedForReview, isValidForCart, ROOM_BANNERS, roomBanner } from '../src/validity.ts';
import { product } from './fixtures.ts';

function snapshot(overrides: Partial<ItemProduct> = {}): ItemProduct {
  return {
    configurationGuid: 'g',
    skuNumber: '500001',
    brand: 'Testline',
    productName: 'Test Shade',
    productCategory: null,
    mainImageUrl: null,
    productType: 'Standard',
    productStatus: 'Active',
    isValid: true,
    isStockProduct: false,
    price: 100,
    retail: 120,
    optionTotal: 0,
    attributes: [],
    choices: [],
    pipToCart: true,
    ...overrides,
  };
}

const attribute = (name: string, value: string) => ({
  attributeId: name,
  name,
  value,
  normalizedValue: value,
  displayName: name,
  sortIndex: 0,
  displayPriority: 50,
});
const item = (
  attributes: [string, string][] = [],
  itemProduct: ItemProduct | null = snapshot(),
): Pick<Item, 'attributes' | 'itemProduct'> => ({
  attributes: attributes.map(([name, value]) => attribute(name, value)),
  itemProduct,
});
const internal = (value: string) => ({
  choiceId: value,
  optionId: 'ded',
  optionName: 'Width Deduction',
  optionType: 'select',
  choiceValue: value,
  price: 0,
  isInternal: true,
});

describe('validity (doc 000 §5)', () => {
  it.each([
    ['a Custom product', snapshot({ productType: 'Custom' }), true],
    ["an internal choice 'No'", snapshot({ choices: [internal('No')] }), false],
    ["an internal choice 'Standard Width'", snapshot({ choices: [internal('Standard Width')] }), false],
    ['an empty internal choice', snapshot({ choices: [internal('')] }), false],
    ['another internal choice', snapshot({ choices: [internal('Custom Deduction 1/4"')] }), true],
    ['a plain product', snapshot(), false],
  ])('%s flags the window for review: %s', (_label, itemProduct, flagged) => {
    expect(isFlaggedForReview(itemProduct, false)).toBe(flagged);
    expect(isFlaggedForReview(itemProduct, true)).toBe(false);
  });

  it('lets valid, made-to-measure, unflagged, current products go to the cart', () => {
    expect(isValidForCart(snapshot(), false)).toBe(true);
    expect(isValidForCart(snapshot({ isValid: false }), false)).toBe(false);
    expect(isValidForCart(snapshot({ isStockProduct: true }), false)).toBe(false);
    expect(isValidForCart(snapshot({ productStatus: 'Discontinued' }), false)).toBe(false);
    expect(isValidForCart(snapshot({ productType: 'Custom' }), false)).toBe(false);
    expect(isValidForCart(snapshot({ productType: 'Custom' }), true)).toBe(true);
  });

  it('picks the room banner', () => {
    expect(roomBanner([item()], 'product', false)).toBeNull();
    expect(roomBanner([item([], snapshot({ productStatus: 'Discontinued', isValid: false }))], 'product', false)).toBe(
      ROOM_BANNERS.discontinued,
    );
    expect(roomBanner([item([], snapshot({ isValid: false }))], 'product', false)).toBe(ROOM_BANNERS.customization);
    expect(roomBanner([item([], snapshot({ productType: 'Custom' }))], 'product', false)).toBe(ROOM_BANNERS.review);
    expect(roomBanner([item([], snapshot({ isValid: false }))], 'mandi', false)).toBe(
      'Please review and edit the highlighted products below.',
    );
  });
});

describe('copy styles (doc 000 §5)', () => {
  const source = item([
    ['mountType', 'inside'],
    ['category', 'roller-shades'],
  ]);

  it('refuses custom products in product mode', () => {
    expect(copyStyleErrors({ mode: 'product', source, target: item([], snapshot({ productType: 'Custom' })), dimensionsOk: true })).toEqual(
      {
        isValid: false,
        errors: [CUSTOM_PRODUCT_ERROR],
      },
    );
    expect(copyStyleErrors({ mode: 'product', source, target: item(), dimensionsOk: true }).isValid).toBe(true);
  });

  it('runs every mandi check in order', () => {
    const target = item(
      [
        ['mountType', 'outside'],
        ['category', 'verticals'],
        ['flagNotes', '[{"id":"1","content":"x"}]'],
        ['specialtyShape', 'Arch'],
      ],
      snapshot({ productType: 'Custom' }),
    );
    expect(copyStyleErrors({ mode: 'mandi', source, target, dimensionsOk: false }).errors).toEqual([
      DIMENSIONS_ERROR,
      'Item is specialty shaped',
      'Item is flagged',
      MOUNT_TYPE_ERROR,
      CATEGORY_ERROR,
      CUSTOM_PRODUCT_ERROR,
    ]);
    expect(
      copyStyleErrors({
        mode: 'mandi',
        source,
        target: item([
          ['mountType', 'inside'],
          ['category', 'roller-shades'],
        ]),
        dimensionsOk: true,
      }).isValid,
    ).toBe(true);
  });

  it('checks dimensions through the product rules', () => {
    const choices = { color: 'white', lift: 'cordless', tdbu: 'tdbu-no' };
    expect(dimensionCheck(product(), choices, 40, 40)).toBe(true);
    expect(dimensionCheck(product(), choices, 80, 40)).toBe(false);
    expect(dimensionCheck(product(), { ...choices, lift: 'motor' }, 20, 40)).toBe(false);
    expect(COPY_STYLE_FAILED).toBe("Unable to copy style. Source style is not compatible with this window's dimensions.");
  });

  it('groups targets by identical overrides, in any order', () => {
    const a = { choiceId: 'navy', optionId: 'color', choiceValue: 'Navy', optionName: 'Color', optionType: 'color' };
    const b = { choiceId: 'motor', optionId: 'lift', choiceValue: 'Motorized', optionName: 'Lift', optionType: 'select' };
    const groups = groupByOverrides([
      { itemId: '1' },
      { itemId: '2', overrideChoices: [a, b] },
      { itemId: '3', overrideChoices: [b, a] },
      { itemId: '4', overrideChoices: [] },
    ]);
    expect(groups.map((group) => group.ids)).toEqual([
      ['1', '4'],
      ['2', '3'],
    ]);
  });
});

describe('postMeasureOptions cookie (doc 000 §3)', () => {
  it('reads and writes every field and round-trips through the cookie', () => {
    const options = new PostMeasureOptions();
    for (const field of POST_MEASURE_FIELDS) options.set(field, `${field}-value`);
    const read = PostMeasureOptions.parse(options.toCookieValue());
    for (const field of POST_MEASURE_FIELDS) expect(read.get(field)).toBe(`${field}-value`);
    expect(POST_MEASURE_FIELDS).toHaveLength(31);
  });

  it('refuses to write the read-only InterconnectedRetailEndpoint', () => {
    expect(() => new PostMeasureOptions().set('InterconnectedRetailEndpoint', 'x')).toThrow(
      'postMeasureOptions.InterconnectedRetailEndpoint is read only',
    );
    expect(
      PostMeasureOptions.parse(encodeURIComponent('{"InterconnectedRetailEndpoint":"https://ir.test"}')).get(
        'InterconnectedRetailEndpoint',
      ),
    ).toBe('https://ir.test');
    expect(PostMeasureOptions.parse('not json').get('Width')).toBeUndefined();
  });
});

describe('product pictures', () => {
  it.each(PICTURE_KINDS.map((kind) => [kind]))('draws a %s in the chosen colour', (kind) => {
    const svg = productPictureSvg({ kind, color: '#336699' }, '#aa0000');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('#aa0000');
    expect(svg.endsWith('</svg>')).toBe(true);
  });
});
