import { z } from 'zod';
import { uuid } from '../design.ts';
import { cartLineSchema } from './cart.ts';

// ——— Orders and payment ———

export const ORDER_STATUSES = ['placed', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The one built-in payment method: no card processor is reachable, so the order is paid on delivery. */
export const PAYMENT_METHODS = ['pay-on-delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { 'pay-on-delivery': 'Pay on delivery' };

/**
 * What an order's payments cover (issue 29: a pay-on-delivery order is not paid yet, and lines a change
 * order added after payment are owed): money captured is paid; money authorized is collected on
 * delivery; the rest of the total is a balance due. A refund or an over-payment never shows as owed.
 */
export function orderSettlement(
  totalCents: number,
  capturedCents: number,
  authorizedCents: number,
): { paidCents: number; dueOnDeliveryCents: number; balanceDueCents: number } {
  const paidCents = Math.min(capturedCents, totalCents);
  const dueOnDeliveryCents = Math.min(authorizedCents, totalCents - paidCents);
  return { paidCents, dueOnDeliveryCents, balanceDueCents: totalCents - paidCents - dueOnDeliveryCents };
}

export const shippingContactSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required.').max(60),
  lastName: z.string().trim().min(1, 'Last name is required.').max(60),
  email: z.email('not a valid email address').max(254),
  phone: z.string().regex(/^\d{10}$/, 'Phone number must be ten digits'),
});
export type ShippingContact = z.infer<typeof shippingContactSchema>;

export const placeOrderBodySchema = z.object({
  contact: shippingContactSchema,
  /** Validated like the professional address (doc 001 §5). */
  address: z.object({
    line1: z.string(),
    line2: z.string().nullish(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
  /**
   * The total the buyer reviewed, in dollars: when the cart has changed since (a quantity changed in
   * another tab, a price moved), the order is refused with the new total instead of charging another.
   */
  expectedTotal: z.number().nonnegative().optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/** POST /api/orders/quote: what Place order would charge for the open cart, shipped to this address. */
export const orderQuoteBodySchema = placeOrderBodySchema.omit({ expectedTotal: true });
export type OrderQuoteBody = z.infer<typeof orderQuoteBodySchema>;

export const orderQuoteSchema = z.object({
  /** The tax of each cart line. */
  lines: z.array(z.object({ lineId: uuid, tax: z.number() })),
  productTotal: z.number(),
  installationTotal: z.number(),
  retail: z.number(),
  savings: z.number(),
  shipping: z.number(),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

export const orderLineSchema = cartLineSchema.omit({ lineId: true, installationBooked: true }).extend({
  lineId: uuid,
  lineItemGroupGuid: uuid,
  tax: z.number(),
  /** Lines a change order added. */
  changeOrderId: uuid.nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderDesignTaxSchema = z.object({ designId: uuid, designName: z.string(), tax: z.number(), wasTaxSuccessful: z.boolean() });

export const orderSchema = z.object({
  orderNumber: z.string(),
  siteId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  placedAt: z.string(),
  paidAt: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  contact: shippingContactSchema,
  address: z.object({ line1: z.string(), line2: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
  lines: z.array(orderLineSchema),
  taxes: z.array(orderDesignTaxSchema),
  productTotal: z.number(),
  installationTotal: z.number(),
  shipping: z.number(),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  /** What is paid, what the payment method collects on delivery, and what is owed beyond both. */
  settlement: z.object({ paid: z.number(), dueOnDelivery: z.number(), balanceDue: z.number() }),
  jobUids: z.array(z.string()),
  /** The order page of this order on its site. */
  orderUrl: z.string(),
  /** Auto-release designs tied to this order. */
  designs: z.array(z.object({ designId: uuid, name: z.string(), isAutoReleaseCompleted: z.boolean() })),
});
export type Order = z.infer<typeof orderSchema>;

export const payBodySchema = z.object({ method: z.enum(PAYMENT_METHODS) });
export const payResultSchema = z.object({ order: orderSchema, redirectUrl: z.string() });
