import { buyDesignSchema, estimateAddToCartBodySchema } from '@eb/domain/commerce';
import { uuid } from '@eb/domain/design';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { idempotent } from '../../http/idempotency.ts';
import { addDesignToCart, buyDesign } from './buy-design.ts';
import { cartCallerOf, requireCartStrategy } from './cart-caller.ts';
import { addToCartAnswer, idempotencyHeaders, tags } from './cart-schemas.ts';

/** The product-only buy flow (doc 001 §4 "Buy flow"; §7 buy-design and the {product} add-to-cart). */
export const buyRoutes: ApiRoutes<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/design-builder/estimates/:designId/buy',
    {
      schema: {
        tags,
        summary:
          "What feeds the cart: the design's selected windows with their configurations and stored prices (409 when it cannot be bought)",
        params: z.object({ designId: uuid }),
        response: { 200: z.object({ data: buyDesignSchema }) },
      },
    },
    async (request) => ({ data: await buyDesign(db, cartCallerOf(request), request.params.designId) }),
  );

  app.post(
    '/estimatebuilder/addtocart',
    {
      schema: {
        tags,
        summary:
          "The {product} site's add to cart: the buy-design result, checked again and priced from the database; one line per window (Idempotency-Key required)",
        headers: idempotencyHeaders,
        body: estimateAddToCartBodySchema,
        response: addToCartAnswer,
      },
    },
    async (request, reply) => {
      const caller = cartCallerOf(request);
      requireCartStrategy(caller.siteId, 'estimate-add-to-cart');
      return idempotent(db, request, reply, async (tx) => ({ status: 200, data: await addDesignToCart(tx, caller, request.body) }));
    },
  );
};
