import { z } from 'zod';
import { uuid } from './design.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from './limits.ts';
import type { SiteId } from './sites.ts';

/**
 * The buying half of doc 001 (§2, §3, §4, §5, §7, §8, §9): the wire shapes of buy-design, the cart,
 * the cart GraphQL mutation, tax, the estimate summary, orders, payment and change orders, and the
 * texts users see. The rules over them are in `commerce-rules.ts` and `tax.ts`.
 *
 * Money on the wire is dollars with two decimals (as everywhere in the spec's answers); the server
 * keeps integer cents.
 */

// ——— Texts of doc 001 §2, §5, §8 ———

export const ALL_WINDOWS_NEED_A_PRODUCT = 'All windows must have an item selected.';
export const NO_CART_STRATEGY = 'An add to cart strategy was not implemented for this site';
export const CARTING_FAILED = 'Carting an estimate failed';
export const PAY_FAILED = 'We are sorry, but we are unable to complete this action at this time.  Please try again.';
export const ARE_YOU_SURE = 'Are you sure?';
export const SUMMARY_BANNERS = {
  discontinued: 'One or more products in the design below is discontinued. Review now or contact {phone} for help.',
  edits: 'One or more products in the design below requires edits before purchase. Edit now or contact {phone} for help.',
} as const;

/** The summary labels of doc 001 §2 ('Other summary labels'), mobile wording where the spec gives one. */
export const SUMMARY_LABELS = {
  summary: 'Summary',
  shipping: 'Shipping',
  free: 'FREE',
  pretaxTotal: 'Pretax Total',
  youllSave: "You'll Save*",
  estimatedTax: 'Estimated Tax',
  toBeCalculated: 'To Be Calculated',
  subtotal: 'Subtotal',
  total: 'Total',
  selectedItems: 'Selected Items',
  productTotal: 'Product Total',
  addToOrder: 'Add to Order',
  findProInstaller: 'Find a Pro Installer**',
  findProInstallerMobile: 'Find Installer**',
  proNoteDoubleStar: '**Professional installation requires professional measure.',
  proNoteStar: '*Professional installation requires professional measure.',
  orderInstallation: 'Order Installation*',
  orderInstallationMobile: 'Order Install*',
  viewSummary: 'View Summary',
} as const;

/** Column headings of the design summary page (doc 001 §2). */
export const SUMMARY_PAGE_COLUMNS = {
  designName: 'Design Name',
  designType: 'Design Type',
  dateCreated: 'Date Created',
  quoteId: 'Quote ID',
  qty: 'Qty',
  subtotal: 'Subtotal',
  addToCart: 'Add To Cart',
} as const;

// ——— Constants of doc 001 §7, §9 ———

/** Cart batches (retailer flow): the configured size but at least 5, default 5; 1000 ms between batches. */
export const CART_BATCH_MIN = 5;
export const CART_BATCH_DEFAULT = 5;
export const CART_CALM_MS = 1000;
export const CART_ITEM_QUANTITY = 1;
export const CART_EXPERIENCE_HEADER = 'X-Experience-Name';
export const CART_EXPERIENCE_NAME = 'custom-measure-and-install';
export const CART_DELIVERY_TYPE = 'GCC';
export const CART_ITEM_LOCATION = 'DirectShip';
export const CART_ITEM_TYPE = 'sth';
export const TAX_COUNTRY = 'us';
/** Change-order calls use site id 3 (doc 001 §4). */
export const CHANGE_ORDER_SITE_ID = 3;
export const TAX_CODES = { product: 'P0000000', installation: 'S0INSTALL' } as const;

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

/** At most this many lines in one cart; the GraphQL mutation takes at most this many items per call. */
export const CART_LINES_MAX = 200;
export const CART_GRAPHQL_ITEMS_MAX = 50;

/** The product name of a job's installation line in the cart (by the job's service type, doc 001 §3). */
export const INSTALLATION_LINE_NAMES = { I: 'Professional Measure & Install', M: 'Professional Measure' } as const;

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
  review: 'One or more products in this design must be reviewed by a design consultant before purchase.',
} as const;
export type BuyBlockReason = keyof typeof BUY_BLOCK_MESSAGES;

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
    .max(500),
});
export const addToCartResultSchema = z.object({ cartId: uuid, itemCount: z.number().int(), cartUrl: z.string() });
export type AddToCartResult = z.infer<typeof addToCartResultSchema>;

/** POST /api/cart/v2/add-configurations. */
export const addConfigurationsBodySchema = z.object({ configurationGuids: z.array(uuid).min(1).max(500) });

// ——— Cart GraphQL (doc 001 §7) ———

export interface CartGraphqlItem {
  itemId: string;
  quantity: number;
  location: string;
  type: string;
  delivery: { configId: string; type: string }[];
}
export interface CartGraphqlRequest {
  filterItem: boolean;
  localization: { store: string; zip: string };
  cartAttr: { essentialAccessories: boolean };
  items: CartGraphqlItem[];
}
export interface CartGraphqlMessage {
  type: string;
  messageCategoryType: string | null;
  correlationId: string | null;
  correlationType: string | null;
  longDesc: string | null;
  shortDesc: string | null;
}
export interface CartGraphqlAnswer {
  cartId: string;
  itemCount: number;
  messages: CartGraphqlMessage[];
}

export const ADD_TO_CART_MUTATION = `mutation addToCart($cartRequest: CartRequest!) {
  addToCart(cartRequest: $cartRequest) {
    cartId
    itemCount
    messages { type messageCategoryType correlationId correlationType longDesc shortDesc }
  }
}`;

// ——— Tax (doc 001 §3) ———

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
  lineItems: z.array(taxLineItemSchema).max(1000),
  designId: uuid.optional(),
});
export type TaxRequest = z.infer<typeof taxRequestSchema>;
export const taxResponseSchema = z.object({ WasTaxSuccessful: z.boolean(), TaxAmount: z.number() });
export type TaxResponse = z.infer<typeof taxResponseSchema>;

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

export const orderLineSchema = cartLineSchema.omit({ lineId: true }).extend({
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

/**
 * Order numbers: ten lower-case letters and digits without the look-alikes (0/o, 1/i/l), so that the
 * Quote ID (the order number upper case, doc 001 §2) reads back unambiguously.
 */
export const ORDER_NUMBER_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const ORDER_NUMBER_LENGTH = 10;
export const ORDER_NUMBER_PATTERN = /^[2-9a-hjkmnp-z]{10}$/;
/** An order number as typed or shown (any case). */
export const isOrderNumber = (value: string) => ORDER_NUMBER_PATTERN.test(value.toLowerCase());

/** A new order number from random bytes (at least ORDER_NUMBER_LENGTH of them). */
export function orderNumberFrom(bytes: Uint8Array): string {
  if (bytes.length < ORDER_NUMBER_LENGTH) throw new Error(`An order number needs ${ORDER_NUMBER_LENGTH} random bytes.`);
  return Array.from(bytes.slice(0, ORDER_NUMBER_LENGTH), (byte) => ORDER_NUMBER_ALPHABET[byte % ORDER_NUMBER_ALPHABET.length]).join('');
}

export const payBodySchema = z.object({ method: z.enum(PAYMENT_METHODS) });
export const payResultSchema = z.object({ order: orderSchema, redirectUrl: z.string() });

// ——— Auto-release: validate and reprice, change orders ———

export const repriceEntrySchema = z.object({ ResponseCode: z.number().int(), ConfigurationGuid: uuid });
export type RepriceEntry = z.infer<typeof repriceEntrySchema>;

export const changeOrderQuerySchema = z.object({
  siteId: z.coerce.number().int(),
  orderNumber: z.string().min(1).max(40),
});
export const addLineItemsBodySchema = z.array(uuid).min(1).max(500);
export const CHANGE_ORDER_STATUSES = ['started', 'lines-added', 'completed'] as const;
export const changeOrderSchema = z.object({
  changeOrderId: uuid,
  orderNumber: z.string(),
  status: z.enum(CHANGE_ORDER_STATUSES),
  lineItemGroupGuids: z.array(uuid),
});
export type ChangeOrder = z.infer<typeof changeOrderSchema>;

/** What completing a change order answers: the change order and the order as it now stands. */
export const completedChangeOrderSchema = changeOrderSchema.extend({ order: orderSchema });

/** POST /api/orders/{orderNumber}/designs (reps): a new auto-release design tied to the order. */
export const orderDesignBodySchema = z.object({ name: z.string().max(200).optional() });
export const orderDesignResultSchema = z.object({ designId: uuid });

// ——— Order pages (doc 001 §2) ———

/** The order details page of a job or order: /mandi/order/{id} on site 3, /orderdetail?jobid={id} on site 11. */
export function orderPagePath(siteId: SiteId | number, id: string): string {
  return siteId === 11 ? `/orderdetail?jobid=${encodeURIComponent(id)}` : `/mandi/order/${encodeURIComponent(id)}`;
}

/** The post-payment redirect (doc 001 §2): the order page built from the site id and the order number. */
export const postPaymentRedirect = (siteId: SiteId | number, orderNumber: string) => orderPagePath(siteId, orderNumber);

/** Where a site's cart lives: the internal cart, or the parent retailer's cart (site 11). */
export function cartPath(siteId: SiteId | number): string {
  return siteId === 11 ? '/cart' : '/Ordering/Cart';
}

/** Landing pages after a professional checkout (doc 001 §2). */
export function proLandingPath(siteId: SiteId | number): string {
  return siteId === 11 ? '/installation/schedule/bookappointment' : '/mandi/bookmeasure?cameFromEstimatePage=true';
}
