/**
 * The buying half of doc 001 (§2, §3, §4, §5, §7, §8, §9): the wire shapes of buy-design, the cart,
 * the cart GraphQL mutation, tax, the estimate summary, orders, payment and change orders, and the
 * texts users see. The rules over them are in `commerce-rules.ts` and `tax.ts`.
 *
 * Money on the wire is dollars with two decimals (as everywhere in the spec's answers); the server
 * keeps integer cents.
 *
 * The parts live in `commerce/`, one concern a file; import them through this file only.
 */

export {
  BUY_BLOCK_MESSAGES,
  type BuyBlockReason,
  type BuyDesign,
  type BuyLine,
  buyDesignSchema,
  buyLineSchema,
} from './commerce/buy-design.ts';
export {
  type AddToCartResult,
  addConfigurationsBodySchema,
  addToCartResultSchema,
  CART_GRAPHQL_ITEMS_MAX,
  CART_LINE_KINDS,
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  type Cart,
  type CartLine,
  type CartLineKind,
  type CartTotals,
  cartLineSchema,
  cartOptionSchema,
  cartQuantityBodySchema,
  cartSchema,
  cartTotalsSchema,
  clampCartQuantity,
  estimateAddToCartBodySchema,
  INSTALLATION_LINE_NAMES,
} from './commerce/cart.ts';
export {
  ADD_TO_CART_MUTATION,
  CART_BATCH_DEFAULT,
  CART_BATCH_MIN,
  CART_CALM_MS,
  CART_DELIVERY_TYPE,
  CART_EXPERIENCE_HEADER,
  CART_EXPERIENCE_NAME,
  CART_ITEM_LOCATION,
  CART_ITEM_QUANTITY,
  CART_ITEM_TYPE,
  type CartGraphqlAnswer,
  type CartGraphqlItem,
  type CartGraphqlMessage,
  type CartGraphqlRequest,
  cartGraphqlAnswerSchema,
} from './commerce/cart-graphql.ts';
export {
  addLineItemsBodySchema,
  CHANGE_ORDER_SITE_ID,
  CHANGE_ORDER_STATUSES,
  type ChangeOrder,
  changeOrderQuerySchema,
  changeOrderSchema,
  completedChangeOrderSchema,
  orderDesignBodySchema,
  orderDesignResultSchema,
  type RepriceEntry,
} from './commerce/change-orders.ts';
export {
  type EstimateSummary,
  estimateSummaryBodySchema,
  estimateSummarySchema,
} from './commerce/estimate-summary.ts';
export {
  isOrderNumber,
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_LENGTH,
  ORDER_NUMBER_PATTERN,
  orderNumberFrom,
} from './commerce/order-number.ts';
export {
  ORDER_STATUSES,
  type Order,
  type OrderLine,
  type OrderQuote,
  type OrderQuoteBody,
  type OrderStatus,
  orderDesignTaxSchema,
  orderLineSchema,
  orderQuoteBodySchema,
  orderQuoteSchema,
  orderSchema,
  orderSettlement,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PlaceOrderBody,
  payBodySchema,
  payResultSchema,
  placeOrderBodySchema,
  type ShippingContact,
  shippingContactSchema,
} from './commerce/orders.ts';
export {
  cartPath,
  orderPagePath,
  postPaymentRedirect,
  proLandingPath,
} from './commerce/site-paths.ts';
export {
  TAX_CODES,
  TAX_COUNTRY,
  type TaxAddress,
  type TaxLineItem,
  type TaxRequest,
  type TaxResponse,
  taxAddressSchema,
  taxLineItemSchema,
  taxRequestSchema,
  taxResponseSchema,
} from './commerce/tax-request.ts';
export {
  ALL_WINDOWS_NEED_A_PRODUCT,
  ARE_YOU_SURE,
  CARTING_FAILED,
  NO_CART_STRATEGY,
  PAY_FAILED,
  SAVINGS_NOTE,
  SUMMARY_BANNERS,
  SUMMARY_LABELS,
  SUMMARY_PAGE_COLUMNS,
} from './commerce/texts.ts';
