import { orderEndpoints } from '@eb/domain/endpoints/commerce';
import type { TaxRates } from '@eb/domain/tax';
import type { ApiRoutes, ApiScope } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { IDEMPOTENCY_HEADER, idempotent } from '../../http/idempotency.ts';
import { requireRep, requireSignedIn } from '../../http/identity.ts';
import { serve } from '../../http/serve.ts';
import { actorOf } from '../designs/actor.ts';
import { announceDesignChanges, type ChangedDesign } from '../designs/server-writes.ts';
import { requestOrigin } from '../sharing/origin.ts';
import { readableOrder } from './order-access.ts';
import { createOrderDesign } from './order-auto-release.ts';
import { placeOrder, quoteOrder } from './order-place.ts';
import { presentOrder, presentOrders } from './order-present.ts';
import { payOrder } from './payment-use-cases.ts';
import { loadTaxRates } from './tax-service.ts';

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
  serve(app, orderEndpoints.quoteOrder, async (request) => {
    const buyer = { identity: request.identity, siteId: request.siteId };
    return { data: await db.transaction().execute((tx) => quoteOrder(tx, rates, buyer, request.body)) };
  });

  serve(app, orderEndpoints.placeOrder, async (request, reply) => {
    const buyer = { identity: request.identity, siteId: request.siteId };
    let changed: ChangedDesign[] = [];
    const answer = await idempotent(db, request, reply, async (tx) => {
      const placed = await placeOrder(tx, rates, buyer, request.body);
      changed = placed.designs;
      return { status: 201, data: placed.order };
    });
    announceDesignChanges(db, changed);
    return answer;
  });
}

/** The caller's orders, and one order by number or job uid. */
function orderReadingRoutes(app: ApiScope, db: Db, rates: TaxRates): void {
  serve(app, orderEndpoints.listOrders, async (request) => {
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
  });

  serve(app, orderEndpoints.getOrder, async (request) => ({
    data: await presentOrder(db, rates, await readableOrder(db, request.identity, request.params.ref)),
  }));
}

/** After an order is placed: paying it, and (reps) an auto-release design tied to it. */
function orderFollowUpRoutes(app: ApiScope, db: Db, config: Config, rates: TaxRates): void {
  serve(app, orderEndpoints.payOrder, async (request, reply) => {
    const key = String(request.headers[IDEMPOTENCY_HEADER] ?? '');
    const payment = {
      orderNumber: request.params.ref,
      method: request.body.method,
      idempotencyKey: key,
      origin: requestOrigin(request, config),
    };
    return idempotent(db, request, reply, async (tx) => ({ status: 200, data: await payOrder(tx, rates, request.identity, payment) }));
  });

  serve(app, orderEndpoints.addOrderDesign, async (request, reply) => {
    requireRep(request);
    const data = await createOrderDesign(db, actorOf(request), request.params.ref, request.body?.name);
    reply.code(201);
    return { data };
  });
}
