import { z } from 'zod';
import { BUY_BLOCK_MESSAGES, type BuyBlockReason } from './commerce.ts';

const BUY_BLOCK_REASONS = Object.keys(BUY_BLOCK_MESSAGES) as [BuyBlockReason, ...BuyBlockReason[]];

/** The design type a summary row names (doc 001 §2). */
export const DESIGN_TYPES = ['Professional Installation', 'Product Only'] as const;

/**
 * One row of `GET /api/design-builder/designs/summary` (doc 001 §3 "Summary-page row"), its money
 * from the one pricing of a design. The server writes it and the summary page reads it by this schema.
 */
export const designSummaryRowSchema = z.object({
  designId: z.string(),
  designName: z.string(),
  designType: z.enum(DESIGN_TYPES),
  createdDate: z.string(),
  orderNumber: z.string().nullable(),
  /** The design's window count, as its tab gives it. */
  quantity: z.number().int(),
  subtotal: z.number(),
  retail: z.number(),
  isDesignValid: z.boolean(),
  hasDiscontinuedProduct: z.boolean(),
  isMandi: z.boolean(),
  /** Ordered or locked: the page's Add To Cart is off, as the buy-design call would refuse it. */
  isLockedOrOrdered: z.boolean(),
  /**
   * Why the caller cannot buy the design, or null: the reason buy-design would refuse it with
   * (`designBuyBlock`), so the page turns Add To Cart off before the click and says why.
   */
  buyBlock: z.enum(BUY_BLOCK_REASONS).nullable(),
});
export type DesignSummaryRow = z.infer<typeof designSummaryRowSchema>;
export const designSummaryRowsSchema = z.array(designSummaryRowSchema);

/** One window of `GET …/designs/{id}/getItemDataForAnalytics`: what the analytics events name of it. */
export const analyticsItemSchema = z.object({
  itemId: z.string(),
  label: z.string(),
  roomName: z.string(),
  skuNumber: z.string().nullable(),
  productName: z.string().nullable(),
  brand: z.string().nullable(),
  quantity: z.number().int(),
  /** The line's price (unit price × quantity), in dollars. */
  price: z.number(),
  purchaseOption: z.string().nullable(),
});
export type AnalyticsItem = z.infer<typeof analyticsItemSchema>;
