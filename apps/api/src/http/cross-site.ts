import type { SiteId } from '@eb/domain/sites';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE = 'Requests from another site cannot change data here.';
export const JSON_ONLY_MESSAGE = 'Requests that change data must be sent as JSON (Content-Type: application/json).';

/**
 * Whether a browser says the request comes from another site. Sec-Fetch-Site is the browser's own
 * word and decides when present (same-origin, same-site and none pass); without it, an Origin must
 * name this host or one of the configured site hosts. Callers that send neither (not a browser) pass.
 */
function isCrossSite(request: FastifyRequest, siteHosts: ReadonlyMap<string, SiteId>): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'cross-site';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  let hostname: string;
  try {
    hostname = new URL(origin).hostname.toLowerCase();
  } catch {
    return true; // 'null' (a sandboxed frame, a data: page) or anything unreadable
  }
  return hostname !== request.hostname.toLowerCase() && !siteHosts.has(hostname);
}

/** JSON in UTF-8, the only encoding JSON is sent in (RFC 8259): a charset other than UTF-8 is refused, not read as it. */
function isJson(contentType: string | undefined): boolean {
  const [type, ...parameters] = (contentType ?? '').split(';');
  if (type?.trim().toLowerCase() !== 'application/json') return false;
  const charset = parameters.map((parameter) => parameter.split('=')).find(([name]) => name?.trim().toLowerCase() === 'charset')?.[1];
  return charset === undefined || /^"?utf-?8"?$/i.test(charset.trim());
}

/**
 * The defence against cross-site request forgery, for every state-changing request: refused when
 * the browser says it comes from another site, and refused unless it is JSON (another site's form or
 * no-cors fetch can only send form and text bodies; JSON from another origin needs a preflight we
 * never grant). Routes without a body take an empty JSON body (see json-body.ts).
 */
export function refuseCrossSiteWrites(app: FastifyInstance, siteHosts: ReadonlyMap<string, SiteId>): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    if (isCrossSite(request, siteHosts)) return done(new AppError('CROSS_SITE_REQUEST', CROSS_SITE_MESSAGE));
    // An unknown path answers its 404 whatever the body.
    if (request.routeOptions.url === undefined) return done();
    if (!isJson(request.headers['content-type'])) return done(new AppError('UNSUPPORTED_MEDIA_TYPE', JSON_ONLY_MESSAGE));
    done();
  });
}
