import { cartEndpoints } from '@eb/domain/endpoints/commerce';
import type { ApiRoutes } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { idempotent } from '../../http/idempotency.ts';
import { serve } from '../../http/serve.ts';
import { addDesignToCart, buyDesign } from './buy-design.ts';
import { cartCallerOf, requireCartStrategy } from './cart-caller.ts';

/** The product-only buy flow (doc 001 §4 "Buy flow"; §7 buy-design and the {product} add-to-cart). */
export const buyRoutes: ApiRoutes<{ db: Db }> = async (app, { db }) => {
  serve(app, cartEndpoints.buyDesign, async (request) => ({
    data: await buyDesign(db, cartCallerOf(request), request.params.designId),
  }));

  serve(app, cartEndpoints.estimateAddToCart, async (request, reply) => {
    const caller = cartCallerOf(request);
    requireCartStrategy(caller.siteId, 'estimate-add-to-cart');
    return idempotent(db, request, reply, async (tx) => ({ status: 200, data: await addDesignToCart(tx, caller, request.body) }));
  });
};
