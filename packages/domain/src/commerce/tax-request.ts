import { z } from 'zod';
import { uuid } from '../design.ts';
import { CART_LINES_MAX } from './cart.ts';

// ——— Tax (doc 001 §3) ———

export const TAX_COUNTRY = 'us';
export const TAX_CODES = { product: 'P0000000', installation: 'S0INSTALL' } as const;

export const taxAddressSchema = z.object({
  firstName: z.string().max(60),
  lastName: z.string().max(60),
  address1: z.string().max(100),
  address2: z.string().max(100).nullish(),
  city: z.string().max(60),
  province: z.string().max(2),
  postalCode: z.string().max(10),
  phone: z.string().max(20).nullish(),
  country: z.literal(TAX_COUNTRY),
});
export type TaxAddress = z.infer<typeof taxAddressSchema>;

export const taxLineItemSchema = z.object({
  number: z.number().int().nonnegative(),
  amount: z.number().min(0).max(10_000_000),
  quantity: z.number().int().positive().max(10_000),
  productId: z.string().max(64),
  productName: z.string().max(200),
  discounted: z.boolean(),
  taxCode: z.string().max(32),
  origin: z.string().max(10),
  destination: z.string().max(10),
  lineItemGroupGuid: uuid,
});
export type TaxLineItem = z.infer<typeof taxLineItemSchema>;

/** The spec's tax request; `designId` (ours) stores the result for that design (§4 "stored per design"). */
export const taxRequestSchema = z.object({
  customerEmail: z.string().max(254),
  orderNumber: z.string().max(40).nullish(),
  siteId: z.number().int(),
  shippingAddress: taxAddressSchema,
  // A cart's lines and the job lines of its designs: a design's tax taxes no more than its cart would.
  lineItems: z.array(taxLineItemSchema).max(CART_LINES_MAX),
  designId: uuid.optional(),
});
export type TaxRequest = z.infer<typeof taxRequestSchema>;
export const taxResponseSchema = z.object({ WasTaxSuccessful: z.boolean(), TaxAmount: z.number() });
export type TaxResponse = z.infer<typeof taxResponseSchema>;
