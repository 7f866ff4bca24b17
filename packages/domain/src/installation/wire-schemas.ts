import { z } from 'zod';
import { SPEC_TYPES, SURCHARGE_NAMES } from './price-table.ts';
import type { PricingResult } from './pricing.ts';

/** The installation API on the wire (doc 001 §7): the pricing request and the answers of pricing and eligibility. */

const COUNT_MESSAGE = 'A window count must be a whole number of 0 or more.';
const count = z.number({ error: COUNT_MESSAGE }).int(COUNT_MESSAGE).min(0, COUNT_MESSAGE).max(9999, COUNT_MESSAGE);
export const LEAF_ITEMS_REQUIRED = 'Please select at least one window.';
export const LEAF_ITEMS_MAX = 500;

/**
 * `POST /installation/api/jobs/by-design?designId=` (doc 001 §7): the windows to price, by item id,
 * optionally fewer coverings than the window's quantity; and the extras (removal, haul away). A
 * count left out is the number of window coverings selected.
 */
export const pricingRequestSchema = z.object({
  leafItems: z
    .array(
      z.object({
        itemId: z.uuid('Please use a valid window id.'),
        quantity: z
          .number({ error: 'Quantity must be a whole number of 1 or more.' })
          .int('Quantity must be a whole number of 1 or more.')
          .min(1, 'Quantity must be a whole number of 1 or more.')
          .optional(),
      }),
      { error: LEAF_ITEMS_REQUIRED },
    )
    .min(1, LEAF_ITEMS_REQUIRED)
    .max(LEAF_ITEMS_MAX, `At most ${LEAF_ITEMS_MAX} windows can be priced at once.`)
    .refine((items) => new Set(items.map((item) => item.itemId)).size === items.length, 'Each window can be selected once.'),
  extras: z
    .object({
      windowRemoval: z.boolean({ error: 'windowRemoval must be true or false.' }).default(false),
      windowHaul: z.boolean({ error: 'windowHaul must be true or false.' }).default(false),
      windowRemoveCount: count.optional(),
      windowHaulCount: count.optional(),
    })
    .default({ windowRemoval: false, windowHaul: false }),
});
export type PricingRequest = z.infer<typeof pricingRequestSchema>;

const chargeSchema = z.object({
  specName: z.string(),
  specType: z.enum(SPEC_TYPES),
  displayName: z.string(),
  value: z.number(),
  cost: z.number(),
  retail: z.number(),
});

/** The answer of pricing by design: `{ data: pricingResult }`. */
export const pricingResultSchema = z.object({
  retail: z.number(),
  cost: z.number(),
  tax: z.number(),
  totalInstallationCost: z.number(),
  charges: z.array(chargeSchema),
  windows: z.array(
    z.object({
      itemId: z.string(),
      label: z.string(),
      categoryId: z.number(),
      band: z.string(),
      unitedInches: z.number(),
      quantity: z.number(),
      unitCost: z.number(),
      unitRetail: z.number(),
      cost: z.number(),
      retail: z.number(),
      surcharges: z.array(z.enum(SURCHARGE_NAMES)),
    }),
  ),
  summary: z.object({
    measureCredit: z.number(),
    installationCost: z.number(),
    surcharges: z.number(),
    additionalInstallationCost: z.number(),
    totalInstallationCost: z.number(),
  }),
}) satisfies z.ZodType<PricingResult>;

export const eligibilityResultSchema = z.object({
  eligibility: z.array(z.object({ skuNumber: z.string(), eligible: z.boolean() })),
  allProductsEligible: z.boolean(),
  productIdMap: z.record(z.string(), z.string()).optional(),
});

/** One entry of `GET /installation/api/jobs/specs`: an installation charge and its unit retail in dollars (negative for the credit). */
export const installationSpecSchema = z.object({
  specName: z.string(),
  specType: z.enum(SPEC_TYPES),
  displayName: z.string(),
  value: z.number(),
});
export type InstallationSpec = z.infer<typeof installationSpecSchema>;
export const installationSpecsSchema = z.array(installationSpecSchema);
