import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Item, ItemAttribute, ItemProduct, ProductChoice } from './design.ts';
import {
  DISCONTINUED_WINDOW_MESSAGE,
  INVALID_CONFIGURATION_BODY,
  INVALID_CONFIGURATION_TITLE,
  INVALID_WINDOW_MESSAGE,
  ITEM_IS_FLAGGED,
  ITEM_IS_SPECIALTY_SHAPED,
  isDiscontinued,
  isFlaggedForReview,
  isFlaggedItem,
  isItemInvalid,
  isSpecialtyShaped,
  isValidForCart,
  RETURN_TO_PAGE,
  ROOM_BANNERS,
  roomBanner,
} from './validity.ts';

const attribute = (name: string, value: string | null): ItemAttribute => ({
  attributeId: `a-${name}`,
  name,
  value,
  normalizedValue: value,
  displayName: name,
  sortIndex: 0,
  displayPriority: 50,
});
const withAttributes = (values: Record<string, string | null>): Pick<Item, 'attributes'> => ({
  attributes: Object.entries(values).map(([name, value]) => attribute(name, value)),
});
const choice = (choiceValue: string, isInternal: boolean): ProductChoice => ({
  choiceId: `c-${choiceValue}`,
  optionId: 'o',
  optionName: 'Option',
  optionType: 'select',
  choiceValue,
  price: 0,
  isInternal,
});
const product = (overrides: Partial<ItemProduct> = {}): ItemProduct => ({
  configurationGuid: 'cfg',
  skuNumber: '500001',
  brand: 'Testline',
  productName: 'Test Shade',
  productCategory: 'cellular-shades',
  mainImageUrl: null,
  productType: 'Standard',
  productStatus: 'Active',
  isValid: true,
  isStockProduct: false,
  price: 80,
  retail: 100,
  optionTotal: 0,
  attributes: [],
  choices: [],
  pipToCart: true,
  ...overrides,
});
const window = (overrides: Partial<ItemProduct> | null) => ({ itemProduct: overrides === null ? null : product(overrides) });

describe('texts of doc 000 §8', () => {
  it('words the banners and messages exactly', () => {
    expect(ROOM_BANNERS).toEqual({
      review: 'Please review and edit the highlighted products below. For help,',
      discontinued: 'Swap or delete the discontinued products below. For help,',
      customization: 'Edit the highlighted products below to correct customization no longer available. For help,',
      mandi: 'Please review and edit the highlighted products below.',
    });
    expect(INVALID_WINDOW_MESSAGE).toBe(
      'Edit, swap, or delete this product to correct any customizations no longer available before purchasing.',
    );
    expect(DISCONTINUED_WINDOW_MESSAGE).toBe('This product has been discontinued. Swap or delete this product before purchasing.');
    expect(INVALID_CONFIGURATION_TITLE).toBe('Oops... Invalid Configuration');
    expect(INVALID_CONFIGURATION_BODY).toBe('Please check the following windows and try again:');
    expect(RETURN_TO_PAGE).toBe('Return To Page');
    expect(ITEM_IS_FLAGGED).toBe('Item is flagged');
    expect(ITEM_IS_SPECIALTY_SHAPED).toBe('Item is specialty shaped');
  });
});

describe('isFlaggedForReview (doc 000 §5)', () => {
  it.each([
    ['a Standard product without internal choices', 'Standard', [], false],
    ['a Custom product', 'Custom', [], true],
    ['an internal choice set to Yes', 'Standard', [choice('Yes', true)], true],
    ['an internal choice set to No', 'Standard', [choice('No', true)], false],
    ['an internal choice set to Standard Width', 'Standard', [choice('Standard Width', true)], false],
    ['an empty internal choice', 'Standard', [choice('', true)], false],
    ['an internal choice of spaces', 'Standard', [choice('   ', true)], false],
    ['an internal No with spaces around', 'Standard', [choice(' No ', true)], false],
    ['an internal choice set to lower-case no', 'Standard', [choice('no', true)], true],
    ['an internal choice set to Extra Wide', 'Standard', [choice('Extra Wide', true)], true],
    ['one harmless and one flagging internal choice', 'Standard', [choice('No', true), choice('Yes', true)], true],
    ['a customer choice set to Yes', 'Standard', [choice('Yes', false)], false],
    ['a Stock product', 'Stock', [], false],
  ] as const)('%s: %s', (_why, productType, choices, flagged) => {
    expect(isFlaggedForReview({ productType, choices: [...choices] }, false)).toBe(flagged);
  });

  it('never flags for internal users', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Custom', 'Standard', 'Stock'),
        fc.array(fc.record({ value: fc.string(), internal: fc.boolean() })),
        (productType, choices) => {
          expect(isFlaggedForReview({ productType, choices: choices.map((c) => choice(c.value, c.internal)) }, true)).toBe(false);
        },
      ),
    );
  });
});

describe('isValidForCart (doc 000 §5)', () => {
  it('needs a valid, made-to-measure, unflagged, not discontinued product', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('Standard', 'Custom'),
        fc.constantFrom('Active', 'Discontinued'),
        fc.boolean(),
        fc.boolean(),
        (isValid, isStockProduct, productType, productStatus, flaggingChoice, internalUser) => {
          const item = product({
            isValid,
            isStockProduct,
            productType,
            productStatus,
            choices: flaggingChoice ? [choice('Yes', true)] : [],
          });
          const flagged = !internalUser && (productType === 'Custom' || flaggingChoice);
          expect(isValidForCart(item, internalUser)).toBe(isValid && !isStockProduct && !flagged && productStatus !== 'Discontinued');
        },
      ),
    );
  });

  it.each([
    ['a plain valid product', {}, false, true],
    ['an invalid product', { isValid: false }, false, false],
    ['a stock product', { isStockProduct: true }, false, false],
    ['a discontinued product', { productStatus: 'Discontinued' }, false, false],
    ['a custom product for a customer', { productType: 'Custom' }, false, false],
    ['a custom product for an internal user', { productType: 'Custom' }, true, true],
    ['an internal choice for a customer', { choices: [choice('Extra Wide', true)] }, false, false],
    ['an internal choice for an internal user', { choices: [choice('Extra Wide', true)] }, true, true],
  ] as const)('%s', (_why, overrides, internalUser, expected) => {
    expect(isValidForCart(product(overrides as Partial<ItemProduct>), internalUser)).toBe(expected);
  });
});

describe('window flags', () => {
  it('calls a window invalid only when it has a product that is not valid', () => {
    expect(isItemInvalid(window({ isValid: false }))).toBe(true);
    expect(isItemInvalid(window({ isValid: true }))).toBe(false);
    expect(isItemInvalid(window(null))).toBe(false);
  });

  it("calls a window discontinued when its product's status is Discontinued", () => {
    expect(isDiscontinued(window({ productStatus: 'Discontinued' }))).toBe(true);
    expect(isDiscontinued(window({ productStatus: 'Active' }))).toBe(false);
    expect(isDiscontinued(window(null))).toBe(false);
  });

  it.each([
    [null, false],
    ['', false],
    ['  ', false],
    ['false', false],
    ['FALSE', false],
    ['no', false],
    ['No', false],
    ['[]', false],
    ['true', true],
    ['yes', true],
    ['[{"id":"1","content":"Cracked sill"}]', true],
    ['Needs a ladder', true],
  ])('flag notes / specialty shape %j counts as set: %s', (value, set) => {
    expect(isFlaggedItem(withAttributes({ flagNotes: value }))).toBe(set);
    expect(isSpecialtyShaped(withAttributes({ specialtyShape: value }))).toBe(set);
  });

  it('does not read one attribute as the other', () => {
    expect(isFlaggedItem(withAttributes({ specialtyShape: 'true', notes: 'x' }))).toBe(false);
    expect(isSpecialtyShaped(withAttributes({ flagNotes: 'true' }))).toBe(false);
  });
});

describe('roomBanner: precedence', () => {
  const plain = window({});
  const invalid = window({ isValid: false });
  const discontinued = window({ productStatus: 'Discontinued' });
  const custom = window({ productType: 'Custom' });
  const empty = window(null);

  it.each([
    ['no windows', [], 'product', false, null],
    ['plain and empty windows', [plain, empty], 'product', false, null],
    ['a custom product for a customer', [plain, custom], 'product', false, ROOM_BANNERS.review],
    ['a custom product for an internal user', [custom], 'product', true, null],
    ['an invalid product', [plain, invalid], 'product', false, ROOM_BANNERS.customization],
    ['an invalid product before one for review', [custom, invalid], 'product', false, ROOM_BANNERS.customization],
    ['a discontinued product', [discontinued], 'product', false, ROOM_BANNERS.discontinued],
    ['a discontinued product before everything else', [custom, invalid, discontinued], 'product', false, ROOM_BANNERS.discontinued],
    ['an invalid product for an internal user', [invalid], 'product', true, ROOM_BANNERS.customization],
    ['mandi: an invalid product', [invalid], 'mandi', false, ROOM_BANNERS.mandi],
    ['mandi: a discontinued product', [discontinued], 'mandi', true, ROOM_BANNERS.mandi],
    ['mandi: a custom product for a customer', [custom], 'mandi', false, ROOM_BANNERS.mandi],
    ['mandi: a custom product for an internal user', [custom], 'mandi', true, null],
    ['mandi: nothing wrong', [plain, empty], 'mandi', false, null],
  ] as const)('%s', (_why, items, mode, internalUser, banner) => {
    expect(roomBanner(items, mode, internalUser)).toBe(banner);
  });
});
