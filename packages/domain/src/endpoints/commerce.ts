import { z } from 'zod';
import {
  addConfigurationsBodySchema,
  addLineItemsBodySchema,
  addToCartResultSchema,
  buyDesignSchema,
  cartQuantityBodySchema,
  cartSchema,
  changeOrderQuerySchema,
  changeOrderSchema,
  completedChangeOrderSchema,
  estimateAddToCartBodySchema,
  ORDER_NUMBER_LENGTH,
  orderDesignBodySchema,
  orderDesignResultSchema,
  orderQuoteBodySchema,
  orderQuoteSchema,
  orderSchema,
  payBodySchema,
  payResultSchema,
  placeOrderBodySchema,
} from '../commerce.ts';
import { uuid } from '../design.ts';
import { endpoint } from '../endpoint.ts';
import { orderPriceChangesSchema } from '../price-changes.ts';
import { designParams, idempotencyHeaders } from './parts.ts';

const cartTags = ['cart'];
const orderTags = ['orders'];

/** A line of the caller's cart. */
export const cartLineParams = z.object({ lineId: uuid });

/** An order by its order number (any case) or the job uid of its installation. */
export const orderRefParams = z.object({
  ref: z.string().trim().min(1, 'Please use an order number or a job uid.').max(40, 'Please use an order number or a job uid.'),
});

/** An order by its order number only. */
export const orderNumberParams = z.object({
  ref: z
    .string()
    .trim()
    .length(ORDER_NUMBER_LENGTH, `An order number has ${ORDER_NUMBER_LENGTH} letters and digits.`)
    .describe('The order number (any case)'),
});

/**
 * The cart (issue 12 "Cart"; doc 001 §4 "Buy flow", §7): buy-design, the {product} add-to-cart,
 * configurations by guid, and the cart page's own calls. A line's quantity (`PATCH
 * /api/cart/lines/:lineId`) and the cart GraphQL endpoint have no contract here.
 */
export const cartEndpoints = {
  buyDesign: endpoint({
    method: 'GET',
    path: '/api/design-builder/estimates/:designId/buy',
    tags: cartTags,
    summary:
      "What feeds the cart: the design's selected windows with their configurations and stored prices (409 when it cannot be bought)",
    params: designParams,
    answer: buyDesignSchema,
  }),
  estimateAddToCart: endpoint({
    method: 'POST',
    path: '/estimatebuilder/addtocart',
    tags: cartTags,
    summary:
      "The {product} site's add to cart: the buy-design result, checked again and priced from the database; one line per window (Idempotency-Key required)",
    headers: idempotencyHeaders,
    body: estimateAddToCartBodySchema,
    answer: addToCartResultSchema,
  }),
  addConfigurations: endpoint({
    method: 'POST',
    path: '/api/cart/v2/add-configurations',
    tags: cartTags,
    summary:
      "Configurations to the cart by guid: a window's product configuration, or a measure-and-install job's installation configuration (Idempotency-Key required)",
    headers: idempotencyHeaders,
    body: addConfigurationsBodySchema,
    answer: addToCartResultSchema,
  }),
  getCart: endpoint({
    method: 'GET',
    path: '/api/cart',
    tags: cartTags,
    summary: 'Your open cart on this site: lines in the order added, with totals',
    answer: cartSchema,
  }),
  changeLineQuantity: endpoint({
    method: 'PATCH',
    path: '/api/cart/lines/:lineId',
    tags: cartTags,
    summary: "A product line's quantity (installation lines stay at 1); answers the cart",
    params: cartLineParams,
    body: cartQuantityBodySchema,
    answer: cartSchema,
  }),
  removeCartLine: endpoint({
    method: 'DELETE',
    path: '/api/cart/lines/:lineId',
    tags: cartTags,
    summary: 'Takes a line out of your cart; answers the cart',
    params: cartLineParams,
    answer: cartSchema,
  }),
};

/**
 * Orders and payment (doc 001 §2, §3, §4; issue 12): what an order would charge, placing it from the
 * caller's cart, reading it by order number or job uid, listing one's orders, paying it, and (reps)
 * an auto-release design tied to it.
 */
export const orderEndpoints = {
  quoteOrder: endpoint({
    method: 'POST',
    path: '/api/orders/quote',
    tags: orderTags,
    summary:
      "What Place order would charge for the caller's open cart shipped to this address: each line's tax and the totals, computed as the order computes them (nothing is written)",
    body: orderQuoteBodySchema,
    answer: orderQuoteSchema,
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: '/api/orders',
    tags: orderTags,
    summary: "Place an order from the caller's open cart on this site, with tax per design (Idempotency-Key required)",
    headers: idempotencyHeaders,
    body: placeOrderBodySchema,
    answer: orderSchema,
    status: [201],
  }),
  listOrders: endpoint({
    method: 'GET',
    path: '/api/orders',
    tags: orderTags,
    summary: 'The signed-in caller’s orders, newest first',
    answer: z.array(orderSchema),
  }),
  getOrder: endpoint({
    method: 'GET',
    path: '/api/orders/:ref',
    tags: orderTags,
    summary: 'An order by its order number (any case) or the job uid of its installation (its buyer or a rep)',
    params: orderRefParams,
    answer: orderSchema,
  }),
  payOrder: endpoint({
    method: 'POST',
    path: '/api/orders/:ref/pay',
    tags: orderTags,
    summary:
      'Pay an order (pay on delivery is the built-in method); answers the order and the post-payment redirect (Idempotency-Key required)',
    params: orderNumberParams,
    headers: idempotencyHeaders,
    body: payBodySchema,
    answer: payResultSchema,
  }),
  addOrderDesign: endpoint({
    method: 'POST',
    path: '/api/orders/:ref/designs',
    tags: orderTags,
    summary: 'Reps: a new auto-release design tied to the order, to add windows to it through a change order',
    params: orderNumberParams,
    body: orderDesignBodySchema.nullish(),
    answer: orderDesignResultSchema,
    status: [201],
  }),
};

/**
 * The auto-release payment flow's change orders (doc 001 §4 "Auto-release payment flow", §7): start
 * one on an order, stage the windows of its auto-release designs, complete it; and what change orders
 * add to an order.
 */
export const changeOrderEndpoints = {
  startChangeOrder: endpoint({
    method: 'PUT',
    path: '/api/ordering/startchangeorder',
    tags: orderTags,
    summary: 'Reps: open the order’s change order (no body); while one is open it is answered again',
    query: changeOrderQuerySchema,
    answer: changeOrderSchema,
  }),
  addLineItems: endpoint({
    method: 'PUT',
    path: '/api/ordering/addlineitems',
    tags: orderTags,
    summary: 'Reps: stage line item groups (configuration guids of windows on the order’s auto-release designs) on the open change order',
    query: changeOrderQuerySchema,
    body: addLineItemsBodySchema,
    answer: changeOrderSchema,
  }),
  completeChangeOrder: endpoint({
    method: 'PUT',
    path: '/api/ordering/completechangeorder',
    tags: orderTags,
    summary: 'Reps: add the staged windows to the order with tax, recompute its totals and complete its auto-release designs',
    query: changeOrderQuerySchema,
    answer: completedChangeOrderSchema,
  }),
  orderPriceChanges: endpoint({
    method: 'GET',
    path: '/api/orders/:ref/price-changes',
    tags: orderTags,
    summary:
      'What change orders add to the order (its buyer or a rep): per staged window of its auto-release designs the line charged, the line shown when staged, why it moved, and the totals',
    params: orderRefParams,
    answer: orderPriceChangesSchema,
  }),
};
