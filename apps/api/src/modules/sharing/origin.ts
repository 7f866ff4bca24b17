import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';

/** A host as links may carry it: a name or an IPv4 address, or a bracketed IPv6 address, and a port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]{0,252})|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/** This machine's own names, which never reach anyone else's inbox as someone else's site. */
function isLocalName(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
}

/**
 * Where links in mails point: the protocol and host this request came to (X-Forwarded-Proto / -Host
 * only from the proxies TRUST_PROXY names), so a mail sent from a site's host opens that site.
 *
 * In production the host must be one of the sites' own (SITE_HOSTS) or a local name: a request sent
 * with a made-up Host header would otherwise have our mail carry a link to a site of its choosing.
 */
export function requestOrigin(request: FastifyRequest, config: Pick<Config, 'env' | 'siteHosts'>): string {
  const host = request.host;
  if (!HOST.test(host)) throw new AppError('BAD_REQUEST', 'Links cannot be made for the host this request was sent to.');
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (config.env === 'production' && !config.siteHosts.has(name) && !isLocalName(name)) {
    throw new AppError('BAD_REQUEST', 'Links cannot be made for the host this request was sent to.');
  }
  // The URL parser drops a default port (localhost:80 is http://localhost).
  return new URL(`${request.protocol}://${host}`).origin;
}
