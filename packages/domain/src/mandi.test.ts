import { describe, expect, it } from 'vitest';
import {
  EDIT_ATTRIBUTES_TITLE,
  EXPERT_HELP_REQUIRED,
  editAttributesSchema,
  MOUNT_TYPE_VALUES,
  MOUNT_TYPES,
  REASON_REQUIRED,
  VERIFY_CATEGORY,
  WINDOW_CATEGORY_IDS,
  windowCategories,
  windowCategoryKey,
  windowCategoryOfKey,
} from './mandi.ts';
import { getSite } from './sites.ts';

const site3 = getSite(3);
const site11 = getSite(11);
const schema = editAttributesSchema(site3);
const messages = (value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('mandi window categories (doc 000 §3)', () => {
  it.each([
    [0, 'unknown'],
    [1, 'blinds-shades'],
    [2, 'roller-shades'],
    [3, 'verticals'],
    [4, 'perfect-arch'],
    [5, 'unknown'],
    [-1, 'unknown'],
  ])('category %d is %s on the Blinds site', (id, key) => {
    expect(windowCategoryKey(id, site3)).toBe(key);
  });

  it("makes the first key of the site's {product} word ({product}-shades)", () => {
    expect(site3.product).toBe('Blinds');
    expect(site11.product).toBe('Window Treatments');
    expect(windowCategoryKey(1, site11)).toBe('window-treatments-shades');
    expect(windowCategoryKey(1, getSite(5))).toBe('shades-shades');
    expect(windowCategories(site11).map((category) => category.key)).toEqual([
      'window-treatments-shades',
      'roller-shades',
      'verticals',
      'perfect-arch',
    ]);
  });

  it("lists the four categories in id order, labelled in the site's words", () => {
    expect(WINDOW_CATEGORY_IDS).toEqual([1, 2, 3, 4]);
    expect(windowCategories(site3).map((category) => category.label)).toEqual([
      'Blinds & Shades',
      'Roller Shades',
      'Verticals',
      'Perfect Arch',
    ]);
    expect(windowCategories(site11)[0]?.label).toBe('Window Treatments & Shades');
  });

  it("reads a key stored on any site as that category, in the reading site's words", () => {
    expect(windowCategoryOfKey('blinds-shades', site11)).toEqual({
      categoryId: 1,
      key: 'window-treatments-shades',
      label: 'Window Treatments & Shades',
    });
    expect(windowCategoryOfKey('window-treatments-shades', site3)?.key).toBe('blinds-shades');
    expect(windowCategoryOfKey('verticals', site11)?.categoryId).toBe(3);
    for (const key of ['shutters', 'unknown', '', null, undefined]) expect(windowCategoryOfKey(key, site3)).toBeUndefined();
  });

  it('offers the mount types inside and outside, shown as Inside and Outside (doc 000 §5)', () => {
    expect(MOUNT_TYPE_VALUES).toEqual(['inside', 'outside']);
    expect(MOUNT_TYPES.map((mount) => mount.label)).toEqual(['Inside', 'Outside']);
  });

  it('words the texts as the spec does', () => {
    expect(EDIT_ATTRIBUTES_TITLE).toBe('Editing');
    expect(REASON_REQUIRED).toBe('Reason is required.');
    expect(VERIFY_CATEGORY).toBe('Please verify that the new category can be used.');
    expect(EXPERT_HELP_REQUIRED).toBe('Expert Help Required');
  });
});

describe('editAttributesSchema (doc 000 §5)', () => {
  const good = { category: 'verticals', reason: 'Customer asked', verified: true };

  it.each(['blinds-shades', 'roller-shades', 'verticals', 'perfect-arch'])('accepts category %s', (category) => {
    expect(schema.parse({ ...good, category })).toEqual({ ...good, category });
  });

  it("takes the {product}-shades key of the form's site only", () => {
    const site11Schema = editAttributesSchema(site11);
    expect(site11Schema.safeParse({ ...good, category: 'window-treatments-shades' }).success).toBe(true);
    expect(site11Schema.safeParse({ ...good, category: 'blinds-shades' }).success).toBe(false);
    expect(schema.safeParse({ ...good, category: 'window-treatments-shades' }).success).toBe(false);
  });

  it('trims the reason', () => {
    expect(schema.parse({ ...good, reason: '  Wrong size  ' }).reason).toBe('Wrong size');
  });

  it.each([
    ['an empty reason', { ...good, reason: '' }, ['Reason is required.']],
    ['a blank reason', { ...good, reason: '   ' }, ['Reason is required.']],
    ['no reason', { category: 'verticals', verified: true }, ['Reason is required.']],
    ['a reason that is not text', { ...good, reason: 42 }, ['Reason is required.']],
    ['verified unticked', { ...good, verified: false }, ['Please verify that the new category can be used.']],
    ['verified missing', { category: 'verticals', reason: 'r' }, ['Please verify that the new category can be used.']],
    ['verified as a string', { ...good, verified: 'true' }, ['Please verify that the new category can be used.']],
    ['an unknown category', { ...good, category: 'shutters' }, ['Please choose a category.']],
    ['the unknown category', { ...good, category: 'unknown' }, ['Please choose a category.']],
    ['a missing category', { reason: 'r', verified: true }, ['Please choose a category.']],
    [
      'nothing filled in',
      { category: '', reason: '', verified: false },
      ['Please choose a category.', 'Reason is required.', 'Please verify that the new category can be used.'],
    ],
  ])('refuses %s', (_why, value, expected) => {
    expect(schema.safeParse(value).success).toBe(false);
    expect(messages(value)).toEqual(expected);
  });

  it('refuses a reason longer than 1000 characters', () => {
    expect(schema.safeParse({ ...good, reason: 'r'.repeat(1001) }).success).toBe(false);
    expect(schema.safeParse({ ...good, reason: 'r'.repeat(1000) }).success).toBe(true);
  });
});
