import { randomUUID } from 'node:crypto';
import { analyticsEndpoints } from '@eb/domain/endpoints/operations';
import { authenticationStatus } from '@eb/domain/identity';
import type { ApiRoutes } from '../../app-context.ts';
import { serve } from '../../http/serve.ts';

/** Analytics intake: the builder's event bus posts batches here; one insert per batch. */
export const analyticsRoutes: ApiRoutes = async (app, { db }) => {
  serve(app, analyticsEndpoints.recordEvents, async (request, reply) => {
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
  });
};
