import { cartEndpoints } from '@eb/domain/endpoints/commerce';
import type { ApiRoutes } from '../../app-context.ts';
import { idempotent } from '../../http/idempotency.ts';
import { serve } from '../../http/serve.ts';
import { buyRoutes } from './buy-routes.ts';
import { cartCallerOf, requireSomeCartStrategy } from './cart-caller.ts';
import { addConfigurations } from './cart-configurations.ts';
import { changeLineQuantity, readCart, removeCartLine } from './cart-use-cases.ts';

/**
 * The cart (issue 12 "Cart"): buy-design and the {product} add-to-cart (buy-routes.ts), configurations
 * by guid, and the cart page's own calls. The cart GraphQL endpoint is cart-graphql.ts.
 */
export const cartRoutes: ApiRoutes = async (app, { db }) => {
  await buyRoutes(app, { db });

  serve(app, cartEndpoints.addConfigurations, async (request, reply) => {
    const caller = cartCallerOf(request);
    requireSomeCartStrategy(caller.siteId);
    return idempotent(db, request, reply, async (tx) => ({
      status: 200,
      data: await addConfigurations(tx, caller, request.body.configurationGuids),
    }));
  });

  serve(app, cartEndpoints.getCart, async (request) => ({ data: await readCart(db, cartCallerOf(request)) }));

  serve(app, cartEndpoints.changeLineQuantity, async (request) => ({
    data: await changeLineQuantity(db, cartCallerOf(request), request.params.lineId, request.body.quantity),
  }));

  serve(app, cartEndpoints.removeCartLine, async (request) => ({
    data: await removeCartLine(db, cartCallerOf(request), request.params.lineId),
  }));
};
