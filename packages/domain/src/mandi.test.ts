import { describe, expect, it } from 'vitest';
import {
  EDIT_ATTRIBUTES_TITLE,
  EXPERT_HELP_REQUIRED,
  editAttributesSchema,
  MOUNT_TYPE_VALUES,
  MOUNT_TYPES,
  REASON_REQUIRED,
  VERIFY_CATEGORY,
  WINDOW_CATEGORIES,
  WINDOW_CATEGORY_KEYS,
  windowCategoryKey,
} from './mandi.ts';

const messages = (value: unknown) => editAttributesSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('mandi window categories (doc 000 §3)', () => {
  it.each([
    [0, 'unknown'],
    [1, 'blinds-shades'],
    [2, 'roller-shades'],
    [3, 'verticals'],
    [4, 'perfect-arch'],
    [5, 'unknown'],
    [-1, 'unknown'],
  ])('category %d is %s', (id, key) => {
    expect(windowCategoryKey(id)).toBe(key);
  });

  it('lists the four categories in id order', () => {
    expect(WINDOW_CATEGORIES.map((category) => category.categoryId)).toEqual([1, 2, 3, 4]);
    expect(WINDOW_CATEGORY_KEYS).toEqual(['blinds-shades', 'roller-shades', 'verticals', 'perfect-arch']);
    expect(WINDOW_CATEGORIES[0].label).toContain('{product}');
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

  it.each(WINDOW_CATEGORY_KEYS.map((key) => [key]))('accepts category %s', (category) => {
    expect(editAttributesSchema.parse({ ...good, category })).toEqual({ ...good, category });
  });

  it('trims the reason', () => {
    expect(editAttributesSchema.parse({ ...good, reason: '  Wrong size  ' }).reason).toBe('Wrong size');
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
    expect(editAttributesSchema.safeParse(value).success).toBe(false);
    expect(messages(value)).toEqual(expected);
  });

  it('refuses a reason longer than 1000 characters', () => {
    expect(editAttributesSchema.safeParse({ ...good, reason: 'r'.repeat(1001) }).success).toBe(false);
    expect(editAttributesSchema.safeParse({ ...good, reason: 'r'.repeat(1000) }).success).toBe(true);
  });
});
