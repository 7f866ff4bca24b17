import { healthEndpoints } from '@eb/domain/endpoints/operations';
import { sql } from 'kysely';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import { AppError } from '../../errors.ts';
import { serve } from '../../http/serve.ts';
import type { Readiness } from './readiness.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance takes traffic (/readyz); main.ts drains it before shutdown. */
    readiness: Readiness;
  }
}

/** Documented beside each check's answer: the check failed, or the server is draining. */
const unavailable = z
  .object({ message: z.string(), code: z.literal('UNAVAILABLE'), details: z.array(z.unknown()).optional() })
  .describe('The error envelope');

/**
 * `/healthz` says the process is alive and reaches its database; `/readyz` says it should be sent
 * traffic: the database answers with every migration applied, and the process is not shutting down.
 */
export const healthRoutes: ApiRoutes = async (app, { db, engine }) => {
  serve(
    app,
    healthEndpoints.liveness,
    async () => {
      try {
        await sql`select 1`.execute(db);
      } catch {
        throw new AppError('UNAVAILABLE', 'The database is not answering.');
      }
      return { data: { status: 'ok' as const, database: engine } };
    },
    { responses: { 503: unavailable } },
  );

  serve(
    app,
    healthEndpoints.readiness,
    async (_request, reply) => {
      const result = await app.readiness.check();
      if (result.ready) return { data: { status: 'ready' as const, database: engine, migrations: result.migrations } };
      const refusal = new AppError('UNAVAILABLE', result.reason);
      // Draining is normal operation: answered here, without the error line the error handler writes.
      if (!result.expected) throw refusal;
      return reply.code(503).send({ message: refusal.message, code: 'UNAVAILABLE' as const });
    },
    { responses: { 503: unavailable } },
  );
};
