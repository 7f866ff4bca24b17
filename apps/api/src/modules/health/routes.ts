import { sql } from 'kysely';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import { AppError } from '../../errors.ts';
import type { Readiness } from './readiness.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance takes traffic (/readyz); main.ts drains it before shutdown. */
    readiness: Readiness;
  }
}

const database = z.enum(['pglite', 'postgres']);
const unavailable = z
  .object({ message: z.string(), code: z.literal('UNAVAILABLE'), details: z.array(z.unknown()).optional() })
  .describe('The error envelope');

/**
 * `/healthz` says the process is alive and reaches its database; `/readyz` says it should be sent
 * traffic: the database answers with every migration applied, and the process is not shutting down.
 */
export const healthRoutes: ApiRoutes = async (app, { db, engine }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ data: z.object({ status: z.literal('ok'), database }) }), 503: unavailable },
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(db);
      } catch {
        throw new AppError('UNAVAILABLE', 'The database is not answering.');
      }
      return { data: { status: 'ok' as const, database: engine } };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers, every migration is applied, the server is not shutting down',
        response: {
          200: z.object({ data: z.object({ status: z.literal('ready'), database, migrations: z.number().int() }) }),
          503: unavailable,
        },
      },
    },
    async (_request, reply) => {
      const result = await app.readiness.check();
      if (result.ready) return { data: { status: 'ready' as const, database: engine, migrations: result.migrations } };
      const refusal = new AppError('UNAVAILABLE', result.reason);
      // Draining is normal operation: answered here, without the error line the error handler writes.
      if (!result.expected) throw refusal;
      return reply.code(503).send({ message: refusal.message, code: 'UNAVAILABLE' as const });
    },
  );
};
