import Fastify from 'fastify';
import { baseUrlOf, LOOPBACK, type RunningServer } from './api-server.ts';

export const BARE_PATH = '/bare';
/** The same answer encoded to bytes once, as the API keeps a load's answer (see graph-cache.ts). */
export const BARE_BYTES_PATH = '/bare-bytes';

/**
 * A tiny Fastify instance with one route answering `body` (already serialized JSON) from memory:
 * the floor for what an HTTP answer of that size costs, with no database and no schema work.
 */
export async function startBare(body: string): Promise<RunningServer> {
  const bytes = Buffer.from(body);
  const app = Fastify({ logger: false });
  app.get(BARE_PATH, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
  app.get(BARE_BYTES_PATH, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(bytes);
  });
  await app.listen({ host: LOOPBACK, port: 0 });
  return { baseUrl: baseUrlOf(app.server.address()), close: () => app.close() };
}

export const RAW_PATH = '/raw';

/** Plain node:http answering `body`: the floor for a trivial route (`/api/account/me` is compared with it). */
export async function startRaw(body: string): Promise<RunningServer> {
  const { createServer } = await import('node:http');
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  return {
    baseUrl: baseUrlOf(server.address()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
