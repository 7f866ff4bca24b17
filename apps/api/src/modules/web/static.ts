import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

/** Paths that are never a page: an unknown one answers the JSON 404, not index.html. */
const NOT_PAGE_PREFIXES = ['/api/', '/installation/api/', '/docs', '/healthz', '/assets/'];

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every page path
 * (the router in the browser takes it from there). Unknown API paths answer a JSON 404.
 */
export const webApp = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const built = existsSync(join(config.webDist, 'index.html'));
  if (built) {
    // The files beside index.html, listed once at start; `reply.sendFile` reads from here.
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      setHeaders: (res) => {
        res.header('cache-control', 'no-cache');
      },
    });
    // The build's own files (hashed names, never changed once written) are looked up when asked
    // for, not listed at start, so a build written in place while the server runs is served at
    // once: a page still holding the old build's addresses fails to fetch them, loads again, and
    // gets the new build (see the web app's page-code.ts).
    await app.register(fastifyStatic, {
      root: join(config.webDist, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      index: false,
      decorateReply: false,
      setHeaders: (res) => {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // The folder itself is not listed: the plain 404 (the static files would answer 403).
    app.get('/assets/', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && !NOT_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix)) && !/\.[a-z0-9]+$/i.test(path);
    if (isPage && built) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (isPage) {
      return reply.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply.status(404).send({ message: `No route for ${request.method} ${path}.`, code: 'NOT_FOUND' });
  });
});
