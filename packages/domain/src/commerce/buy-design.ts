import { z } from 'zod';
import { uuid } from '../design.ts';
import { ALL_WINDOWS_NEED_A_PRODUCT } from './texts.ts';

// ——— Buy design: GET /api/design-builder/estimates/{id}/buy ———

export const buyLineSchema = z.object({
  itemId: uuid,
  configurationGuid: uuid,
  roomName: z.string(),
  windowName: z.string(),
  productId: z.string(),
  skuNumber: z.string(),
  productName: z.string(),
  quantity: z.number().int().positive(),
  price: z.number(),
  retail: z.number(),
  purchaseOption: z.enum(['product-and-install', 'product-only']),
});
export type BuyLine = z.infer<typeof buyLineSchema>;

/** What feeds the cart: the design's selected windows with their configurations. */
export const buyDesignSchema = z.object({
  designId: uuid,
  designName: z.string(),
  siteId: z.number().int(),
  lines: z.array(buyLineSchema),
});
export type BuyDesign = z.infer<typeof buyDesignSchema>;

/**
 * Why a design cannot be bought (doc 001 §5 Buy Now, §8): the 409 sentences of buy-design and of the
 * add-to-cart calls, by reason (the reasons of `buyNowBlock`, and two of the server's own).
 */
export const BUY_BLOCK_MESSAGES = {
  'missing-product': ALL_WINDOWS_NEED_A_PRODUCT,
  locked: 'This design has been ordered or locked, so it cannot be added to the cart.',
  'in-store-measure': 'This design already has an in-store measure order, so it cannot be bought online.',
  invalid: 'One or more products in this design requires edits before purchase.',
  discontinued: 'One or more products in this design is discontinued.',
  'no-products': 'Nothing in this design is selected to buy: every window is saved for later.',
  'auto-release': 'This design belongs to an existing order: it is paid with Add to Order, not through the cart.',
  stock: 'One or more products in this design is ready made and cannot be bought through a design. Swap it for a made-to-measure product.',
  review: 'One or more products in this design must be reviewed by a design consultant before purchase.',
} as const;
export type BuyBlockReason = keyof typeof BUY_BLOCK_MESSAGES;
