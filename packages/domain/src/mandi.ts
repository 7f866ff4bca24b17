import { z } from 'zod';
import { SITES, type Site, siteText } from './sites.ts';

/**
 * Measure-and-install (mandi) window categories, doc 000 §3: 0 unknown, 1 {product}-shades,
 * 2 roller-shades, 3 verticals, 4 perfect-arch. The first key carries the site's {product} word,
 * so each site has its own key for it ('blinds-shades', 'window-treatments-shades').
 */
const CATEGORY_TEMPLATES = [
  { categoryId: 1, key: '{product}-shades', label: '{product} & Shades' },
  { categoryId: 2, key: 'roller-shades', label: 'Roller Shades' },
  { categoryId: 3, key: 'verticals', label: 'Verticals' },
  { categoryId: 4, key: 'perfect-arch', label: 'Perfect Arch' },
] as const;

export const windowCategorySchema = z.object({
  categoryId: z.number(),
  /** The stored value of a window's category attribute on this site. */
  key: z.string(),
  /** The words a person sees. */
  label: z.string(),
});
export type WindowCategory = z.infer<typeof windowCategorySchema>;

/** `GET /installation/api/jobs/window-categories`: the service's list, 'unknown' first. */
export const windowCategoryLookupSchema = z.array(windowCategorySchema);

export const WINDOW_CATEGORY_IDS = CATEGORY_TEMPLATES.map((category) => category.categoryId);

/** The site's product word as a key: lower case, words joined by '-' ('Window Treatments' -> 'window-treatments'). */
const productKey = (site: Pick<Site, 'product'>) =>
  site.product
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The four categories of a site, in id order, keys and labels in the site's words. */
export function windowCategories(site: Site): WindowCategory[] {
  return CATEGORY_TEMPLATES.map((category) => ({
    categoryId: category.categoryId,
    key: category.key.replace('{product}', productKey(site)),
    label: siteText(category.label, site),
  }));
}

export function windowCategoryKey(categoryId: number, site: Site): string {
  return windowCategories(site).find((category) => category.categoryId === categoryId)?.key ?? 'unknown';
}

/** The category id a stored key stands for; a key of any site is understood (designs travel between sites). */
export function windowCategoryIdOfKey(key: string | null | undefined): number | undefined {
  if (!key) return undefined;
  return Object.values(SITES)
    .flatMap((site) => windowCategories(site))
    .find((category) => category.key === key)?.categoryId;
}

/** The category a stored key stands for, in `site`'s words. */
export function windowCategoryOfKey(key: string | null | undefined, site: Site): WindowCategory | undefined {
  const categoryId = windowCategoryIdOfKey(key);
  return windowCategories(site).find((category) => category.categoryId === categoryId);
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

/** The mandi edit-attributes form (doc 000 §5) on a site: the same schema checks the form and the request. */
export function editAttributesSchema(site: Site) {
  const keys = windowCategories(site).map((category) => category.key) as [string, ...string[]];
  return z.object({
    category: z.enum(keys, { error: 'Please choose a category.' }),
    reason: z.string({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(1000),
    verified: z.literal(true, { error: VERIFY_CATEGORY }),
  });
}
