import {
  addLineItemsBodySchema,
  CHANGE_ORDER_SITE_ID,
  changeOrderQuerySchema,
  changeOrderSchema,
  completedChangeOrderSchema,
} from '@eb/domain/commerce';
import { orderPriceChangesSchema } from '@eb/domain/price-changes';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import { badRequest } from '../../errors.ts';
import { requireRep } from '../../http/identity.ts';
import { announceDesignChanges } from '../designs/server-writes.ts';
import { orderPriceChanges } from './change-order-prices.ts';
import { addLineItems, completeChangeOrder, startChangeOrder } from './change-order-use-cases.ts';
import { loadTaxRates } from './tax-service.ts';

const tags = ['orders'];
const changeOrderAnswer = { 200: z.object({ data: changeOrderSchema }) };
const orderRef = z.object({
  ref: z.string().trim().min(1, 'Please use an order number or a job uid.').max(40, 'Please use an order number or a job uid.'),
});

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

  app.put(
    '/api/ordering/startchangeorder',
    {
      schema: {
        tags,
        summary: 'Reps: open the order’s change order (no body); while one is open it is answered again',
        querystring: changeOrderQuerySchema,
        response: changeOrderAnswer,
      },
    },
    async (request) => {
      const identity = changeOrderCaller(request, request.query.siteId);
      return { data: await db.transaction().execute((tx) => startChangeOrder(tx, identity, request.query.orderNumber)) };
    },
  );

  app.put(
    '/api/ordering/addlineitems',
    {
      schema: {
        tags,
        summary:
          'Reps: stage line item groups (configuration guids of windows on the order’s auto-release designs) on the open change order',
        querystring: changeOrderQuerySchema,
        body: addLineItemsBodySchema,
        response: changeOrderAnswer,
      },
    },
    async (request) => {
      changeOrderCaller(request, request.query.siteId);
      return { data: await db.transaction().execute((tx) => addLineItems(tx, catalog, request.query.orderNumber, request.body)) };
    },
  );

  app.put(
    '/api/ordering/completechangeorder',
    {
      schema: {
        tags,
        summary: 'Reps: add the staged windows to the order with tax, recompute its totals and complete its auto-release designs',
        querystring: changeOrderQuerySchema,
        response: { 200: z.object({ data: completedChangeOrderSchema }) },
      },
    },
    async (request) => {
      changeOrderCaller(request, request.query.siteId);
      const done = await db.transaction().execute((tx) => completeChangeOrder(tx, catalog, rates, request.query.orderNumber));
      announceDesignChanges(db, done.designs);
      return { data: done.changeOrder };
    },
  );

  app.get(
    '/api/orders/:ref/price-changes',
    {
      schema: {
        tags,
        summary:
          'What change orders add to the order (its buyer or a rep): per staged window of its auto-release designs the line charged, the line shown when staged, why it moved, and the totals',
        params: orderRef,
        response: { 200: z.object({ data: orderPriceChangesSchema }) },
      },
    },
    async (request) => ({ data: await orderPriceChanges(db, catalog, request.identity, request.params.ref) }),
  );
};
