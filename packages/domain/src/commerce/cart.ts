import { z } from 'zod';
import { uuid } from '../design.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '../limits.ts';

// ——— Cart ———

export const CART_LINE_KINDS = ['product', 'installation'] as const;
export type CartLineKind = (typeof CART_LINE_KINDS)[number];

export const cartOptionSchema = z.object({ name: z.string(), value: z.string() });

export const cartLineSchema = z.object({
  lineId: uuid,
  kind: z.enum(CART_LINE_KINDS),
  configurationGuid: uuid,
  designId: uuid.nullable(),
  designName: z.string(),
  itemId: uuid.nullable(),
  roomName: z.string().nullable(),
  windowName: z.string().nullable(),
  productName: z.string(),
  options: z.array(cartOptionSchema),
  /** Inches; null for installation lines. */
  width: z.number().nullable(),
  height: z.number().nullable(),
  unitPrice: z.number(),
  unitRetail: z.number(),
  quantity: z.number().int().positive(),
  lineTotal: z.number(),
  jobUid: z.string().nullable(),
  /**
   * A window in a job whose installation line is in this cart: the installation's price counted its
   * quantity, so the cart does not change it (the design does).
   */
  installationBooked: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartTotalsSchema = z.object({
  productTotal: z.number(),
  installationTotal: z.number(),
  retail: z.number(),
  savings: z.number(),
  shipping: z.number(),
  subtotal: z.number(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const cartSchema = z.object({
  /** Null while the caller has no open cart on this site (nothing added yet). */
  cartId: uuid.nullable(),
  siteId: z.number().int(),
  itemCount: z.number().int().nonnegative(),
  lines: z.array(cartLineSchema),
  totals: cartTotalsSchema,
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * At most this many lines in one cart, and in one add: a hotel job of a thousand windows, with its
 * installation, is bought in one go. The GraphQL mutation takes at most `CART_GRAPHQL_ITEMS_MAX` items per call.
 */
export const CART_LINES_MAX = 2000;
export const CART_GRAPHQL_ITEMS_MAX = 50;

/** The product name of a job's installation line in the cart (by the job's service type, doc 001 §3). */
export const INSTALLATION_LINE_NAMES = { I: 'Professional Measure & Install', M: 'Professional Measure' } as const;

/** Limits of the cart page's quantity stepper. */
/** A cart line's quantity follows the window's (doc 000 §9: 1 to 50), so a cart never holds what a design could not. */
export const CART_QUANTITY_MIN = QUANTITY_MIN;
export const CART_QUANTITY_MAX = QUANTITY_MAX;
export const cartQuantityBodySchema = z.object({ quantity: z.number().int().min(CART_QUANTITY_MIN).max(CART_QUANTITY_MAX) });

/** A quantity brought into the cart's range, rounded to a whole number (one rule for the page and the server). */
export const clampCartQuantity = (value: number) =>
  Math.min(CART_QUANTITY_MAX, Math.max(CART_QUANTITY_MIN, Number.isFinite(value) ? Math.round(value) : CART_QUANTITY_MIN));

/** POST /estimatebuilder/addtocart: the buy-design result ({product} site); the server re-reads every price. */
export const estimateAddToCartBodySchema = z.object({
  designId: uuid,
  lines: z
    // A line names its window (buy-design's itemId); without one, every selected window of that configuration.
    .array(z.object({ configurationGuid: uuid, itemId: uuid.optional() }).loose())
    .min(1)
    .max(CART_LINES_MAX),
});
export const addToCartResultSchema = z.object({ cartId: uuid, itemCount: z.number().int(), cartUrl: z.string() });
export type AddToCartResult = z.infer<typeof addToCartResultSchema>;

/** POST /api/cart/v2/add-configurations. */
export const addConfigurationsBodySchema = z.object({ configurationGuids: z.array(uuid).min(1).max(CART_LINES_MAX) });
