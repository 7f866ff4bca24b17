import type { FastifyInstance } from 'fastify';

const API_PATH = /^\/(api|installation\/api)\//i;

/**
 * API answers carry personal or design data: no cache (browser, proxy, back button) may keep them.
 * A non-JSON answer that set its own caching (a product picture) keeps it.
 */
export function noStoreApiAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!API_PATH.test(request.url)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (reply.hasHeader('cache-control') && !type.includes('json')) return payload;
    // Reference data a route marks private and short-lived (the installation lookups) keeps it.
    if (String(reply.getHeader('cache-control') ?? '').startsWith('private, max-age=')) return payload;
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
