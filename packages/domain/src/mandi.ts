import { z } from 'zod';

/**
 * Measure-and-install (mandi) window categories, doc 000 §3: 0 unknown, 1 {product}-shades,
 * 2 roller-shades, 3 verticals, 4 perfect-arch. The {product} key is fixed to 'blinds' so stored
 * values are the same on every site; the label shown uses the site's product word.
 */
export const WINDOW_CATEGORIES = [
  { categoryId: 1, key: 'blinds-shades', label: '{product} & Shades' },
  { categoryId: 2, key: 'roller-shades', label: 'Roller Shades' },
  { categoryId: 3, key: 'verticals', label: 'Verticals' },
  { categoryId: 4, key: 'perfect-arch', label: 'Perfect Arch' },
] as const;
export type WindowCategoryKey = (typeof WINDOW_CATEGORIES)[number]['key'];
export const WINDOW_CATEGORY_KEYS = WINDOW_CATEGORIES.map((category) => category.key) as [WindowCategoryKey, ...WindowCategoryKey[]];

export function windowCategoryKey(categoryId: number): WindowCategoryKey | 'unknown' {
  return WINDOW_CATEGORIES.find((category) => category.categoryId === categoryId)?.key ?? 'unknown';
}

export const MOUNT_TYPES = [
  { value: 'inside', label: 'Inside' },
  { value: 'outside', label: 'Outside' },
] as const;
export type MountType = (typeof MOUNT_TYPES)[number]['value'];
export const MOUNT_TYPE_VALUES = MOUNT_TYPES.map((mount) => mount.value) as [MountType, ...MountType[]];

export const EDIT_ATTRIBUTES_TITLE = 'Editing';
export const REASON_REQUIRED = 'Reason is required.';
export const VERIFY_CATEGORY = 'Please verify that the new category can be used.';
export const EXPERT_HELP_REQUIRED = 'Expert Help Required';

/** The mandi edit-attributes form (doc 000 §5): the same schema checks the form and the request. */
export const editAttributesSchema = z.object({
  category: z.enum(WINDOW_CATEGORY_KEYS, { error: 'Please choose a category.' }),
  reason: z.string({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(1000),
  verified: z.literal(true, { error: VERIFY_CATEGORY }),
});
export type EditAttributesInput = z.infer<typeof editAttributesSchema>;
