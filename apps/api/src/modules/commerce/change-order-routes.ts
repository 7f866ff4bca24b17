import { CHANGE_ORDER_SITE_ID } from '@eb/domain/commerce';
import { changeOrderEndpoints } from '@eb/domain/endpoints/commerce';
import type { FastifyRequest } from 'fastify';
import type { ApiRoutes } from '../../app-context.ts';
import { badRequest } from '../../errors.ts';
import { requireRep } from '../../http/identity.ts';
import { serve } from '../../http/serve.ts';
import { announceDesignChanges } from '../designs/server-writes.ts';
import { orderPriceChanges } from './change-order-prices.ts';
import { addLineItems, completeChangeOrder, startChangeOrder } from './change-order-use-cases.ts';
import { loadTaxRates } from './tax-service.ts';

/** Change orders are a rep's, on site id 3 whatever the order's site (doc 001 §4, §7). */
function changeOrderCaller(request: FastifyRequest, siteId: number) {
  const identity = requireRep(request);
  if (siteId !== CHANGE_ORDER_SITE_ID) throw badRequest(`Change orders use site id ${CHANGE_ORDER_SITE_ID}.`);
  return identity;
}

/**
 * The auto-release payment flow's change orders (doc 001 §4 "Auto-release payment flow", §7): start one
 * on an order, stage the windows of its auto-release designs, complete it. Each call is one transaction
 * on the locked order; completing writes the lines, totals and designs together or not at all.
 */
export const changeOrderRoutes: ApiRoutes = async (app, { db, catalog }) => {
  const rates = loadTaxRates();

  serve(app, changeOrderEndpoints.startChangeOrder, async (request) => {
    const identity = changeOrderCaller(request, request.query.siteId);
    return { data: await db.transaction().execute((tx) => startChangeOrder(tx, identity, request.query.orderNumber)) };
  });

  serve(app, changeOrderEndpoints.addLineItems, async (request) => {
    changeOrderCaller(request, request.query.siteId);
    return { data: await db.transaction().execute((tx) => addLineItems(tx, catalog, request.query.orderNumber, request.body)) };
  });

  serve(app, changeOrderEndpoints.completeChangeOrder, async (request) => {
    changeOrderCaller(request, request.query.siteId);
    const done = await db.transaction().execute((tx) => completeChangeOrder(tx, catalog, rates, request.query.orderNumber));
    announceDesignChanges(db, done.designs);
    return { data: done.changeOrder };
  });

  serve(app, changeOrderEndpoints.orderPriceChanges, async (request) => ({
    data: await orderPriceChanges(db, catalog, request.identity, request.params.ref),
  }));
};
