import { CART_EXPERIENCE_HEADER, CART_EXPERIENCE_NAME, type CartGraphqlAnswer, type CartGraphqlRequest } from '@eb/domain/commerce';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';
import { IDEMPOTENCY_HEADER, idempotent } from '../../http/idempotency.ts';
import { cartCallerOf, requireCartStrategy } from './cart-caller.ts';
import { addGraphqlItems, checkCartRequest } from './cart-graphql-add.ts';
import { formatCartGraphqlErrors, handleCartGraphqlError } from './cart-graphql-errors.ts';
import { CART_GRAPHQL_SCHEMA } from './cart-graphql-schema.ts';
import { readCart } from './cart-use-cases.ts';

export const CART_GRAPHQL_PATH = '/api/cart/graphql';
const GRAPHQL_SUMMARY =
  'The cart GraphQL endpoint: mutation addToCart(cartRequest: CartRequest!) (header X-Experience-Name: custom-measure-and-install; Idempotency-Key honoured) and query cart';
export const EXPERIENCE_REQUIRED = `Send the header ${CART_EXPERIENCE_HEADER}: ${CART_EXPERIENCE_NAME} to add to this cart.`;

function requireExperience(request: FastifyRequest): void {
  const raw = request.headers[CART_EXPERIENCE_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value !== CART_EXPERIENCE_NAME) throw badRequest(EXPERIENCE_REQUIRED);
}

function cartResolvers(db: Db): IResolvers {
  return {
    Query: {
      cart: async (_root: unknown, _args: unknown, context: MercuriusContext) => {
        const cart = await readCart(db, cartCallerOf(context.reply.request));
        return { cartId: cart.cartId, itemCount: cart.itemCount };
      },
    },
    Mutation: {
      addToCart: async (
        _root: unknown,
        args: { cartRequest: CartGraphqlRequest },
        context: MercuriusContext,
      ): Promise<CartGraphqlAnswer> => {
        const { reply } = context;
        const { request } = reply;
        const caller = cartCallerOf(request);
        requireCartStrategy(caller.siteId, 'cart-graphql');
        requireExperience(request);
        checkCartRequest(args.cartRequest);
        // Without an Idempotency-Key a retried batch still adds nothing twice: a configuration is in a cart once.
        if (request.headers[IDEMPOTENCY_HEADER] === undefined) {
          return db.transaction().execute((tx) => addGraphqlItems(tx, caller, args.cartRequest));
        }
        const answer = await idempotent(db, request, reply, async (tx) => ({
          status: 200,
          data: await addGraphqlItems(tx, caller, args.cartRequest),
        }));
        return answer.data;
      },
    },
  };
}

/**
 * The cart GraphQL endpoint (doc 001 §7; the retailer site's batched cart), with mercurius: POST (and
 * GET for the query) at /api/cart/graphql. It sits outside the zod scope, but the app's hooks hold as
 * for every route: JSON only, no writes from another site, no bad text, the signed session. No
 * batched operations, a depth limit, and no GraphiQL (it loads its code from a CDN, which the
 * content security policy forbids, and production must not offer it anyway).
 */
export const cartGraphql: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  // mercurius' routes carry plain JSON Schema: the OpenAPI page takes it as it is (the app's zod transform would fail on it).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, swaggerTransform: false };
    route.schema = { ...route.schema, tags: ['cart'], summary: GRAPHQL_SUMMARY };
  });
  await app.register(mercurius, {
    schema: CART_GRAPHQL_SCHEMA,
    resolvers: cartResolvers(db),
    path: CART_GRAPHQL_PATH,
    graphiql: false,
    ide: false,
    allowBatchedQueries: false,
    queryDepth: 6,
    errorFormatter: formatCartGraphqlErrors,
    errorHandler: handleCartGraphqlError,
  });
};
