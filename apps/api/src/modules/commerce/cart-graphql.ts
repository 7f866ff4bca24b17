import { CART_EXPERIENCE_HEADER, CART_EXPERIENCE_NAME, type CartGraphqlAnswer, type CartGraphqlRequest } from '@eb/domain/commerce';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { getOperationAST, parse } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';
import { IDEMPOTENCY_HEADER, idempotent } from '../../http/idempotency.ts';
import { cartCallerOf, requireCartStrategy } from './cart-caller.ts';
import { addGraphqlItems, checkCartRequest } from './cart-graphql-add.ts';
import { formatCartGraphqlErrors, handleCartGraphqlError } from './cart-graphql-errors.ts';
import { checkCartGraphqlDocument, checkCartGraphqlRequest } from './cart-graphql-limits.ts';
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

export const UNKNOWN_OPERATION = 'The query has no operation of that name: name one of its operations in "operationName".';

/**
 * A GET's query is parsed here to check its operation exists: mercurius reads the operation of a
 * GET (to refuse mutations) before anything checks it does, and fails inside when there is none.
 * The text is short (see cart-graphql-limits.ts), and GET serves only the cart count.
 */
function checkGetOperation(request: FastifyRequest): void {
  const { query, operationName } = request.query as { query: string; operationName?: string | null };
  let document: ReturnType<typeof parse>;
  try {
    document = parse(query);
  } catch {
    return; // Not GraphQL text: mercurius refuses it (or the document check does).
  }
  if (!getOperationAST(document, operationName ?? undefined)) throw badRequest(UNKNOWN_OPERATION);
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
 * batched operations, limits on a query's size and cost (cart-graphql-limits.ts), no schema
 * introspection in production, and no GraphiQL (it loads its code from a CDN, which the content
 * security policy forbids, and production must not offer it anyway).
 */
export const cartGraphql: FastifyPluginAsync<AppContext> = async (app, { db, config }) => {
  const introspection = config.env !== 'production';
  // The request's shape before mercurius reads it: its schema would turn `"query": 42` into text.
  app.addHook('preValidation', async (request) => {
    const isGet = request.method === 'GET';
    checkCartGraphqlRequest(isGet ? request.query : request.body, isGet);
    if (isGet) checkGetOperation(request);
  });
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
    errorFormatter: formatCartGraphqlErrors,
    errorHandler: handleCartGraphqlError,
  });
  // Once per query text: mercurius keeps a query that passed, parsed and validated, for the next call.
  app.graphql.addHook('preValidation', async (_schema, document) => checkCartGraphqlDocument(document, introspection));
};
