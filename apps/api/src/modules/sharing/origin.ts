import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

/** A host as links may carry it: a name or an IPv4 address, or a bracketed IPv6 address, and a port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]{0,252})|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * Where links in mails point: the protocol and host this request came to (X-Forwarded-Proto / -Host
 * only from the proxies TRUST_PROXY names), so a mail sent from a site's host opens that site.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = request.host;
  if (!HOST.test(host)) throw new AppError('BAD_REQUEST', 'Links cannot be made for the host this request was sent to.');
  // The URL parser drops a default port (localhost:80 is http://localhost).
  return new URL(`${request.protocol}://${host}`).origin;
}
