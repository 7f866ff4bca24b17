import { describe, expect, it } from 'vitest';
import {
  attributeDisplayPriority,
  ContainerType,
  DesignAttr,
  designFlag,
  EDITABLE_ITEM_ATTRIBUTES,
  ItemSource,
  ItemType,
  isAutoReleaseDesign,
  isMandiDesign,
  itemAttribute,
  PURCHASE_OPTION_LABELS,
  PURCHASE_OPTIONS,
  saveDesignBodySchema,
  windowCount,
} from './design.ts';

describe('design constants (doc 000 §3)', () => {
  it('numbers container types, item types and item sources as the spec does', () => {
    expect(ContainerType).toEqual({ unknown: 0, room: 1, garage: 2 });
    expect(ItemType).toEqual({ unknown: 0, window: 1, doorLock: 2, garageDoor: 3 });
    expect(ItemSource).toEqual({ unknown: 0, autobahn: 1, theHomeDepot: 2 });
  });

  it("offers three purchase options, do-not-include shown as 'Save for Later'", () => {
    expect([...PURCHASE_OPTIONS]).toEqual(['product-and-install', 'product-only', 'do-not-include']);
    expect(PURCHASE_OPTION_LABELS['do-not-include']).toBe('Save for Later');
  });

  it('lets users edit width, height, depth, category, mountType and purchaseOption', () => {
    expect([...EDITABLE_ITEM_ATTRIBUTES]).toEqual(['width', 'height', 'depth', 'category', 'mountType', 'purchaseOption']);
  });

  it("records origin in an attribute named 'Origin'", () => {
    expect(DesignAttr.origin).toBe('Origin');
  });
});

describe('design flags: the string true means true', () => {
  it.each([
    ['true', true],
    ['True', false],
    ['1', false],
    ['false', false],
    [null, false],
    [undefined, false],
  ])('isMandi %j is %s', (value, expected) => {
    const attributes: Record<string, string | null> = value === undefined ? {} : { isMandi: value, isAutoReleaseDesign: value };
    expect(isMandiDesign({ attributes })).toBe(expected);
    expect(isAutoReleaseDesign({ attributes })).toBe(expected);
    expect(designFlag({ attributes }, 'isMandi')).toBe(expected);
  });

  it('reads each flag from its own attribute', () => {
    expect(isMandiDesign({ attributes: { isAutoReleaseDesign: 'true' } })).toBe(false);
    expect(isAutoReleaseDesign({ attributes: { isMandi: 'true' } })).toBe(false);
  });
});

describe('itemAttribute', () => {
  const attribute = (name: string, value: string | null) => ({
    attributeId: name,
    name,
    value,
    normalizedValue: null,
    displayName: null,
    sortIndex: 0,
    displayPriority: 0,
  });

  it('answers the value of the named attribute, or null', () => {
    const item = { attributes: [attribute('width', '36.5'), attribute('notes', null)] };
    expect(itemAttribute(item, 'width')).toBe('36.5');
    expect(itemAttribute(item, 'notes')).toBeNull();
    expect(itemAttribute(item, 'height')).toBeNull();
    expect(itemAttribute(item, 'Width')).toBeNull();
  });
});

describe('saveDesignBodySchema', () => {
  it('takes a body with only a design', () => {
    expect(saveDesignBodySchema.parse({ design: {} })).toEqual({ design: {} });
  });

  it('refuses ids that are not uuids and types out of range', () => {
    expect(saveDesignBodySchema.safeParse({ design: { designId: 'x' } }).error?.issues[0]?.message).toBe('Please use a valid id.');
    expect(saveDesignBodySchema.safeParse({ design: {}, containers: [{ containerType: 3 }] }).success).toBe(false);
    expect(saveDesignBodySchema.safeParse({ design: {}, items: [{ itemType: 4 }] }).success).toBe(false);
    expect(saveDesignBodySchema.safeParse({ design: {}, items: [{ itemSource: 3 }] }).success).toBe(false);
  });
});

describe('attributeDisplayPriority (doc 000 §9)', () => {
  it('lists measurements and installation specs as spec values, other window facts from 50, and hides what has its own control', () => {
    for (const name of ['width', 'height', 'depth', 'motorized', 'spacers', 'holdDownBrackets', 'isCutout', 'specialtyShape']) {
      expect(attributeDisplayPriority(name), name).toBe(100);
    }
    for (const name of ['category', 'mountType', 'measureDate']) expect(attributeDisplayPriority(name), name).toBe(50);
    for (const name of ['purchaseOption', 'notes', 'flagNotes', 'color']) expect(attributeDisplayPriority(name), name).toBe(0);
  });
});

describe('windowCount: one count for the tab and the summary (doc 000 §2, doc 001 §2)', () => {
  const window = (quantity: number, itemType = 1) => ({ quantity, itemType });

  it('counts every window covering: a window of quantity 3 is 3 windows', () => {
    expect(windowCount([window(1), window(3), window(2)])).toBe(6);
  });

  it('is 0 with no windows', () => {
    expect(windowCount([])).toBe(0);
  });

  it('leaves door locks and garage doors out, and counts unknown types as windows', () => {
    expect(windowCount([window(2), window(4, 2), window(5, 3), window(1, 0)])).toBe(3);
  });
});
