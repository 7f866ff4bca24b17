import { sql } from 'kysely';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import { AppError } from '../../errors.ts';

export const healthRoutes: ApiRoutes = async (app, { db, engine }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) }) },
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
};
