import { z } from 'zod';
import { uuid } from '../design.ts';

// ——— Estimate summary: POST /api/estimates/estimateSummary ———

export const estimateSummaryBodySchema = z.object({
  designId: uuid,
  /** Where it ships, for the estimated tax; without it tax is 'To Be Calculated'. */
  zipCode: z.string().max(10).optional(),
});

export const estimateSummarySchema = z.object({
  designId: uuid,
  designName: z.string(),
  selectedItems: z.number().int(),
  productTotal: z.number(),
  installationTotal: z.number(),
  retail: z.number(),
  savings: z.number(),
  savingsPercent: z.number(),
  shipping: z.number(),
  subtotal: z.number(),
  pretaxTotal: z.number(),
  /** Null: 'To Be Calculated'. */
  estimatedTax: z.number().nullable(),
  /**
   * Whether the tax asked for with this summary (a zipCode was sent) was worked out: false is the
   * spec's tax failure (tax 0, doc 001 §8); null when none was asked for.
   */
  taxSuccessful: z.boolean().nullable(),
  total: z.number(),
  promoCode: z.string().nullable(),
  promoEndDate: z.string().nullable(),
  isAutoRelease: z.boolean(),
});
export type EstimateSummary = z.infer<typeof estimateSummarySchema>;
