import { z } from 'zod';
import { WINDOW_CATEGORY_IDS, windowCategoryIdOfKey } from '../mandi.ts';

/**
 * The installation price table a merchandiser edits (doc 001 §3), checked at start, and the spec
 * names and line labels its prices are reported under.
 */

/** Spec names of doc 001 §3; 'installation' and 'measurecredit' are the spec's own. */
export const SPEC_NAMES = {
  installation: 'installation',
  windowRemoval: 'windowRemoval',
  windowHaul: 'windowHaul',
  measureCredit: 'measurecredit',
} as const;
export const SURCHARGE_NAMES = ['oversize', 'specialtyShape', 'motorized'] as const;
export type SurchargeName = (typeof SURCHARGE_NAMES)[number];
export const SPEC_TYPES = ['installation', 'removal', 'haul', 'credit', 'surcharge'] as const;
export type SpecType = (typeof SPEC_TYPES)[number];

/** The pricing block's line names (doc 001 §2). */
export const LINE_LABELS = {
  installation: 'Installation',
  windowRemoval: 'Removal',
  windowHaul: 'Haul Away',
  measureCredit: 'Measure Credit',
} as const;

/** Category 0 of the mandi categories (doc 001 §7): a window whose category is not known. */
export const UNKNOWN_CATEGORY_ID = 0;
export const PRICED_CATEGORY_IDS = [UNKNOWN_CATEGORY_ID, ...WINDOW_CATEGORY_IDS];

const cents = z.number().int().min(0);
const pairSchema = z.object({ costCents: cents, retailCents: cents });
export type PricePair = z.infer<typeof pairSchema>;

export const priceTableSchema = z
  .object({
    /**
     * Size bands by united inches (width + height), smallest first; a band holds sizes up to its
     * maximum, the last band (maxUnitedInches null) everything larger.
     */
    sizeBands: z
      .array(z.object({ band: z.string().min(1), label: z.string().min(1), maxUnitedInches: z.number().positive().nullable() }))
      .min(1),
    /** Installation per window covering, per mandi category (0 unknown … 4 perfect-arch) and band. */
    categories: z
      .array(
        z.object({
          categoryId: z.number().int(),
          key: z.string().min(1),
          installation: z.record(z.string(), pairSchema),
        }),
      )
      .min(1),
    windowRemoval: pairSchema,
    windowHaul: pairSchema,
    /** Credited once per professionally measured design (the measure fee already paid). */
    measureCredit: z.object({ retailCents: cents }),
    surcharges: z.object({
      oversize: pairSchema.extend({
        displayName: z.string().min(1),
        /** Inches: a window wider or taller than these is oversize. */
        overWidth: z.number().positive(),
        overHeight: z.number().positive(),
      }),
      specialtyShape: pairSchema.extend({ displayName: z.string().min(1) }),
      motorized: pairSchema.extend({ displayName: z.string().min(1) }),
    }),
  })
  .superRefine((table, context) => {
    const problem = (message: string) => context.addIssue({ code: 'custom', message });
    table.sizeBands.forEach((band, index) => {
      const last = index === table.sizeBands.length - 1;
      if (last !== (band.maxUnitedInches === null)) problem(`size band ${band.band}: only the last band has no maximum`);
      const previous = table.sizeBands[index - 1]?.maxUnitedInches;
      if (previous != null && band.maxUnitedInches !== null && band.maxUnitedInches <= previous)
        problem(`size band ${band.band}: maximums must rise`);
    });
    const ids = table.categories.map((category) => category.categoryId).sort();
    if (ids.join(',') !== PRICED_CATEGORY_IDS.join(',')) problem(`categories must be ${PRICED_CATEGORY_IDS.join(', ')}, each once`);
    for (const category of table.categories) {
      // Keys are written as doc 001 §7 gives them, '{product}' standing for each site's word.
      const keyId = category.key === 'unknown' ? UNKNOWN_CATEGORY_ID : windowCategoryIdOfKey(category.key.replace('{product}', 'blinds'));
      if (keyId !== category.categoryId) problem(`category ${category.categoryId}: key ${category.key} is not its key`);
      for (const band of table.sizeBands) {
        if (!category.installation[band.band]) problem(`category ${category.categoryId}: no installation price for band ${band.band}`);
      }
      for (const band of Object.keys(category.installation)) {
        if (!table.sizeBands.some((candidate) => candidate.band === band)) problem(`category ${category.categoryId}: unknown band ${band}`);
      }
    }
  });
export type PriceTable = z.infer<typeof priceTableSchema>;
