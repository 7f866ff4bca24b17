import Fastify from 'fastify';
import { baseUrlOf, LOOPBACK, type RunningServer } from './api-server.ts';

export const BARE_PATH = '/bare';

/**
 * A tiny Fastify instance with one route answering `body` (already serialized JSON) from memory:
 * the floor for what an HTTP answer of that size costs, with no database and no schema work.
 */
export async function startBare(body: string): Promise<RunningServer> {
  const app = Fastify({ logger: false });
  app.get(BARE_PATH, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ host: LOOPBACK, port: 0 });
  return { baseUrl: baseUrlOf(app.server.address()), close: () => app.close() };
}
