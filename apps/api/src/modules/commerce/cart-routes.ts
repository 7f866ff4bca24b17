import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

/** Slot for the commerce routes (issue 12): filled in by this module's work. */
export const cartRoutes: FastifyPluginAsyncZod<AppContext> = async () => {};
