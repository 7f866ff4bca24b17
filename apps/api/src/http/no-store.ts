import type { FastifyReply, FastifyRequest } from 'fastify';

const API_PATH = /^\/(api|installation\/api)\//i;

/**
 * API answers carry personal or design data: no cache (browser, proxy, back button) may keep them.
 * A non-JSON answer that set its own caching (a product picture) keeps it. `type`: the answer's content type.
 */
export function noStoreApiAnswer(request: FastifyRequest, reply: FastifyReply, type: string): void {
  if (!API_PATH.test(request.url)) return;
  const caching = reply.getHeader('cache-control');
  // Reference data a route marks private and short-lived (the installation lookups) keeps it.
  const keep = caching !== undefined && (!type.includes('json') || String(caching).startsWith('private, max-age='));
  if (!keep) reply.header('cache-control', 'no-store');
}
