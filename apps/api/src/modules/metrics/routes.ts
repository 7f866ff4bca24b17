import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import { AppError } from '../../errors.ts';

export const METRICS_OFF = 'Metrics are not turned on for this server.';
export const METRICS_TOKEN_NEEDED = 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.';

const BEARER = /^bearer\s+(\S+)\s*$/i;
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `GET /metrics`: the app's metrics in Prometheus' text format. They tell how the server is used and
 * how it fares (routes, error rates, queue depth), so only a caller with METRICS_TOKEN reads them;
 * without the setting the route answers 404 and nothing is measured.
 */
export const metricsRoutes: ApiRoutes = async (app, { config }) => {
  // Compared as digests, in constant time: a comparison that stops early tells how much was right.
  const expected = config.metricsToken ? digest(config.metricsToken) : null;

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        summary: 'Metrics in Prometheus text format (Authorization: Bearer METRICS_TOKEN)',
        // Keyed by content type so the API's page documents text, not JSON.
        response: {
          200: {
            description: 'Request durations by route, change streams, mail outbox, database pool and process metrics',
            content: { 'text/plain': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { metrics } = app;
      if (!metrics || !expected) throw new AppError('NOT_FOUND', METRICS_OFF);
      const sent = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (sent === undefined || !timingSafeEqual(digest(sent), expected)) throw new AppError('NOT_SIGNED_IN', METRICS_TOKEN_NEEDED);
      const text = await metrics.scrape();
      return reply.type(metrics.contentType).header('cache-control', 'no-store').send(text);
    },
  );
};
