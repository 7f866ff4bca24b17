import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** Slot for the cart GraphQL endpoint (mercurius, POST /api/cart/graphql; issue 12). */
export const cartGraphql: FastifyPluginAsync<AppContext> = async () => {};
