import { randomUUID } from 'node:crypto';
import { analyticsBatchSchema } from '@eb/domain/analytics';
import { authenticationStatus } from '@eb/domain/identity';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';

/** Analytics intake: the builder's event bus posts batches here; one insert per batch. */
export const analyticsRoutes: ApiRoutes = async (app, { db }) => {
  app.post(
    '/api/analytics/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record analytics events',
        body: analyticsBatchSchema,
        response: { 202: z.object({ data: z.object({ accepted: z.number() }) }) },
      },
    },
    async (request, reply) => {
      const status = authenticationStatus(request.identity);
      await db
        .insertInto('analytics_events')
        .values(
          request.body.events.map((event) => ({
            id: randomUUID(),
            name: event.name,
            payload: JSON.stringify(event.payload),
            session_id: request.identity.sid,
            site_id: request.siteId,
            authentication_status: status,
            occurred_at: event.occurredAt,
          })),
        )
        .execute();
      return reply.status(202).send({ data: { accepted: request.body.events.length } });
    },
  );
};
