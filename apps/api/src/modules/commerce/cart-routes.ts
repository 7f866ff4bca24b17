import { addConfigurationsBodySchema, cartQuantityBodySchema } from '@eb/domain/commerce';
import type { ApiRoutes } from '../../app-context.ts';
import { idempotent } from '../../http/idempotency.ts';
import { buyRoutes } from './buy-routes.ts';
import { cartCallerOf, requireSomeCartStrategy } from './cart-caller.ts';
import { addConfigurations } from './cart-configurations.ts';
import { addToCartAnswer, cartAnswer, idempotencyHeaders, lineParams, tags } from './cart-schemas.ts';
import { changeLineQuantity, readCart, removeCartLine } from './cart-use-cases.ts';

/**
 * The cart (issue 12 "Cart"): buy-design and the {product} add-to-cart (buy-routes.ts), configurations
 * by guid, and the cart page's own calls. The cart GraphQL endpoint is cart-graphql.ts.
 */
export const cartRoutes: ApiRoutes = async (app, { db }) => {
  await buyRoutes(app, { db });

  app.post(
    '/api/cart/v2/add-configurations',
    {
      schema: {
        tags,
        summary:
          "Configurations to the cart by guid: a window's product configuration, or a measure-and-install job's installation configuration (Idempotency-Key required)",
        headers: idempotencyHeaders,
        body: addConfigurationsBodySchema,
        response: addToCartAnswer,
      },
    },
    async (request, reply) => {
      const caller = cartCallerOf(request);
      requireSomeCartStrategy(caller.siteId);
      return idempotent(db, request, reply, async (tx) => ({
        status: 200,
        data: await addConfigurations(tx, caller, request.body.configurationGuids),
      }));
    },
  );

  app.get(
    '/api/cart',
    { schema: { tags, summary: 'Your open cart on this site: lines in the order added, with totals', response: cartAnswer } },
    async (request) => ({ data: await readCart(db, cartCallerOf(request)) }),
  );

  app.patch(
    '/api/cart/lines/:lineId',
    {
      schema: {
        tags,
        summary: "A product line's quantity (installation lines stay at 1); answers the cart",
        params: lineParams,
        body: cartQuantityBodySchema,
        response: cartAnswer,
      },
    },
    async (request) => ({ data: await changeLineQuantity(db, cartCallerOf(request), request.params.lineId, request.body.quantity) }),
  );

  app.delete(
    '/api/cart/lines/:lineId',
    { schema: { tags, summary: 'Takes a line out of your cart; answers the cart', params: lineParams, response: cartAnswer } },
    async (request) => ({ data: await removeCartLine(db, cartCallerOf(request), request.params.lineId) }),
  );
};
