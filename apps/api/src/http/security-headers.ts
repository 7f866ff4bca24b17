import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers, worked out once at start instead of on every request: the headers do
 * not depend on the request, and building them per answer cost more than a small API call itself.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers a JSON answer needs (OWASP's set for REST answers): it is never rendered as a page, so
 * the page headers about scripts, frames of its own, referrers, DNS prefetch or downloads do nothing
 * for it. It must not be sniffed into something else, framed, or read by another site's page.
 */
export function jsonAnswerHeaders(pageHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    // frame-ancestors says the same to browsers that read CSP; older ones and scanners read this.
    'x-frame-options': 'DENY',
  };
  const hsts = pageHeaders['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

/**
 * Every answer gets its security headers as it goes out: a JSON answer the short set above, anything
 * else (pages, scripts, pictures, PDFs) helmet's full set. Every byte of header is paid on every
 * answer; the full set was about a third of the cost of a small API call.
 */
export function securityHeadersFor(options: Readonly<HelmetOptions>): (reply: FastifyReply, type: string) => void {
  const pageHeaders = securityHeaders(options);
  const jsonHeaders = jsonAnswerHeaders(pageHeaders);
  return (reply, type) => {
    reply.headers(type.startsWith('application/json') ? jsonHeaders : pageHeaders);
  };
}
