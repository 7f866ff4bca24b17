import {
  ORDER_NUMBER_LENGTH,
  orderDesignBodySchema,
  orderDesignResultSchema,
  orderQuoteBodySchema,
  orderQuoteSchema,
  orderSchema,
  payBodySchema,
  payResultSchema,
  placeOrderBodySchema,
} from '@eb/domain/commerce';
import type { TaxRates } from '@eb/domain/tax';
import { z } from 'zod';
import type { ApiRoutes, ApiScope } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { IDEMPOTENCY_HEADER, idempotent } from '../../http/idempotency.ts';
import { requireRep, requireSignedIn } from '../../http/identity.ts';
import { actorOf } from '../designs/actor.ts';
import { announceDesignChanges, type ChangedDesign } from '../designs/server-writes.ts';
import { requestOrigin } from '../sharing/origin.ts';
import { readableOrder } from './order-access.ts';
import { createOrderDesign } from './order-auto-release.ts';
import { placeOrder, quoteOrder } from './order-place.ts';
import { presentOrder, presentOrders } from './order-present.ts';
import { payOrder } from './payment-use-cases.ts';
import { loadTaxRates } from './tax-service.ts';

const tags = ['orders'];
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Required: a new unique value per request; a retry with the same key replays the first answer.'),
});
const orderRef = z.object({
  ref: z.string().trim().min(1, 'Please use an order number or a job uid.').max(40, 'Please use an order number or a job uid.'),
});
const orderNumberParams = z.object({
  ref: z
    .string()
    .trim()
    .length(ORDER_NUMBER_LENGTH, `An order number has ${ORDER_NUMBER_LENGTH} letters and digits.`)
    .describe('The order number (any case)'),
});
const ORDERS_LISTED = 100;

/**
 * Orders and payment (doc 001 §2, §3, §4; issue 12): place an order from the caller's cart, read it by
 * order number or job uid, list one's orders, pay it, and (reps) start an auto-release design tied to it.
 */
export const orderRoutes: ApiRoutes = async (app, { db, config }) => {
  const rates = loadTaxRates();
  orderPlacingRoutes(app, db, rates);
  orderReadingRoutes(app, db, rates);
  orderFollowUpRoutes(app, db, config, rates);
};

/** What an order from the cart would charge, and placing it. */
function orderPlacingRoutes(app: ApiScope, db: Db, rates: TaxRates): void {
  app.post(
    '/api/orders/quote',
    {
      schema: {
        tags,
        summary:
          "What Place order would charge for the caller's open cart shipped to this address: each line's tax and the totals, computed as the order computes them (nothing is written)",
        body: orderQuoteBodySchema,
        response: { 200: z.object({ data: orderQuoteSchema }) },
      },
    },
    async (request) => {
      const buyer = { identity: request.identity, siteId: request.siteId };
      return { data: await db.transaction().execute((tx) => quoteOrder(tx, rates, buyer, request.body)) };
    },
  );

  app.post(
    '/api/orders',
    {
      schema: {
        tags,
        summary: "Place an order from the caller's open cart on this site, with tax per design (Idempotency-Key required)",
        headers: idempotencyHeaders,
        body: placeOrderBodySchema,
        response: { 201: z.object({ data: orderSchema }) },
      },
    },
    async (request, reply) => {
      const buyer = { identity: request.identity, siteId: request.siteId };
      let changed: ChangedDesign[] = [];
      const answer = await idempotent(db, request, reply, async (tx) => {
        const placed = await placeOrder(tx, rates, buyer, request.body);
        changed = placed.designs;
        return { status: 201, data: placed.order };
      });
      announceDesignChanges(db, changed);
      return answer;
    },
  );
}

/** The caller's orders, and one order by number or job uid. */
function orderReadingRoutes(app: ApiScope, db: Db, rates: TaxRates): void {
  app.get(
    '/api/orders',
    {
      schema: {
        tags,
        summary: 'The signed-in caller’s orders, newest first',
        response: { 200: z.object({ data: z.array(orderSchema) }) },
      },
    },
    async (request) => {
      const identity = requireSignedIn(request);
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where('owner_user_id', '=', identity.uid)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(ORDERS_LISTED)
        .execute();
      return { data: await presentOrders(db, rates, rows) };
    },
  );

  app.get(
    '/api/orders/:ref',
    {
      schema: {
        tags,
        summary: 'An order by its order number (any case) or the job uid of its installation (its buyer or a rep)',
        params: orderRef,
        response: { 200: z.object({ data: orderSchema }) },
      },
    },
    async (request) => ({ data: await presentOrder(db, rates, await readableOrder(db, request.identity, request.params.ref)) }),
  );
}

/** After an order is placed: paying it, and (reps) an auto-release design tied to it. */
function orderFollowUpRoutes(app: ApiScope, db: Db, config: Config, rates: TaxRates): void {
  app.post(
    '/api/orders/:ref/pay',
    {
      schema: {
        tags,
        summary:
          'Pay an order (pay on delivery is the built-in method); answers the order and the post-payment redirect (Idempotency-Key required)',
        params: orderNumberParams,
        headers: idempotencyHeaders,
        body: payBodySchema,
        response: { 200: z.object({ data: payResultSchema }) },
      },
    },
    async (request, reply) => {
      const key = String(request.headers[IDEMPOTENCY_HEADER] ?? '');
      const payment = {
        orderNumber: request.params.ref,
        method: request.body.method,
        idempotencyKey: key,
        origin: requestOrigin(request, config),
      };
      return idempotent(db, request, reply, async (tx) => ({ status: 200, data: await payOrder(tx, rates, request.identity, payment) }));
    },
  );

  app.post(
    '/api/orders/:ref/designs',
    {
      schema: {
        tags,
        summary: 'Reps: a new auto-release design tied to the order, to add windows to it through a change order',
        params: orderNumberParams,
        body: orderDesignBodySchema.nullish(),
        response: { 201: z.object({ data: orderDesignResultSchema }) },
      },
    },
    async (request, reply) => {
      requireRep(request);
      const data = await createOrderDesign(db, actorOf(request), request.params.ref, request.body?.name);
      reply.code(201);
      return { data };
    },
  );
}
