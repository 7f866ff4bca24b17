import { API_KEY_HEADER, REP_ID_HEADER } from '@eb/domain/identity';
import { RULES } from '@eb/domain/permissions';
import { resolveSiteId, type SiteId } from '@eb/domain/sites';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import type { SessionEpochs } from '../modules/accounts/session-epochs.ts';
import { encodeSession, guestSession, isLive, nowInSeconds, parseSession, SESSION_COOKIE, type SessionData } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    identity: SessionData;
    siteId: SiteId;
  }
}

/**
 * Identity for every request: the signed session cookie, or a fresh anonymous guest session when
 * it is missing, tampered with, expired, or ended by a sign-out (the user's session epoch moved on).
 * An x-repid header must name the signed-in rep, else 403; an x-api-key header must be a key this
 * server knows, else 401 (no key: a browser page of this site, checked by its cookie and origin).
 */
export const identityPlugin = fp(async (app: FastifyInstance, options: { config: Config; epochs: SessionEpochs }) => {
  const { config, epochs } = options;
  // Per app: a signature checked with this app's secret says nothing for another secret.
  const verified = verifier();
  app.decorateRequest('identity', null as unknown as SessionData);
  app.decorateRequest('siteId', config.defaultSiteId);

  // The site of a Host header, worked out once per header value (a bounded map: Host is the caller's).
  const sites = new Map<string | undefined, SiteId>();
  const siteOf = (host: string | undefined): SiteId => {
    let siteId = sites.get(host);
    if (siteId === undefined) {
      siteId = resolveSiteId(host, config.siteHosts, config.defaultSiteId);
      if (sites.size >= SITES_MAX) sites.clear();
      sites.set(host, siteId);
    }
    return siteId;
  };

  // Callback style: most requests (guests, and users whose epoch is remembered) need no await, and
  // nothing is allocated per request beyond the identity itself.
  app.addHook('onRequest', (request, reply, done) => {
    request.siteId = siteOf(request.headers.host);
    const read = verified(request);
    const session = read && isLive(read) ? read : null;
    if (!session?.uid) return settle(request, reply, session, config, done);
    const known = epochs.knownCurrent(session.uid, session.epoch);
    if (known !== undefined) return settle(request, reply, known ? session : null, config, done);
    epochs.isCurrent(session.uid, session.epoch).then(
      (current) => settle(request, reply, current ? session : null, config, done),
      (error: Error) => done(error),
    );
  });
});

const SITES_MAX = 1_000;

/** The request's identity: the live session, else a fresh guest session (and its cookie). Then the rep id check. */
function settle(
  request: FastifyRequest,
  reply: FastifyReply,
  current: SessionData | null,
  config: Config,
  done: (error?: Error) => void,
): void {
  if (current) {
    request.identity = current;
  } else {
    request.identity = guestSession();
    writeSession(reply, request.identity, config);
  }
  const keyHeader = request.headers[API_KEY_HEADER];
  if (keyHeader !== undefined) {
    const key = Array.isArray(keyHeader) ? keyHeader[0] : keyHeader;
    if (!key || !config.apiKeys.has(key)) {
      done(new AppError('UNKNOWN_API_KEY', 'The API key sent (x-api-key) is not one this service knows.'));
      return;
    }
  }
  const repHeader = request.headers[REP_ID_HEADER];
  if (repHeader !== undefined) {
    const claimed = Array.isArray(repHeader) ? repHeader[0] : repHeader;
    if (request.identity.role !== 'rep' || !claimed || claimed !== request.identity.repId) {
      done(new AppError('REP_ID_MISMATCH', 'The rep id sent does not match the signed-in user.'));
      return;
    }
  }
  done();
}

/**
 * The session the request's signed cookie holds, when its signature holds. Only the session cookie
 * is read (the cookie plugin's parse-every-cookie hook is off; see app.ts). A browser sends the same
 * Cookie header with every request on a connection, so each connection remembers the last header it
 * read and what it held, and cookies already checked are remembered across connections too (a bounded
 * map), instead of computing the HMAC and parsing each time. Expiry and the session epoch are still
 * checked on every request. Remembered sessions are frozen: one request cannot change another's.
 */
const VERIFIED_MAX = 10_000;
type Verified = Readonly<SessionData> | null;
function verifier(): (request: FastifyRequest) => Verified {
  const known = new Map<string, Verified>();
  const lastOnConnection = new WeakMap<object, { header: string; session: Verified }>();
  const ofCookie = (request: FastifyRequest, raw: string): Verified => {
    const remembered = known.get(raw);
    if (remembered !== undefined) return remembered;
    const unsigned = request.unsignCookie(raw);
    const session = unsigned.valid && unsigned.value ? parseSession(unsigned.value) : null;
    if (known.size >= VERIFIED_MAX) known.clear();
    known.set(raw, session);
    return session;
  };
  return (request) => {
    const header = request.headers.cookie;
    if (!header) return null;
    const connection: object | undefined = request.raw.socket ?? undefined;
    const last = connection && lastOnConnection.get(connection);
    if (last?.header === header) return last.session;
    const raw = request.server.parseCookie(header)[SESSION_COOKIE];
    const session = raw ? ofCookie(request, raw) : null;
    if (connection) lastOnConnection.set(connection, { header, session });
    return session;
  };
}

export function writeSession(reply: FastifyReply, session: SessionData, config: Config): void {
  reply.setCookie(SESSION_COOKIE, encodeSession(session), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    path: '/',
    maxAge: Math.max(0, session.exp - nowInSeconds()),
  });
}

export function requireSignedIn(request: FastifyRequest): SessionData & { uid: string } {
  const { identity } = request;
  if (!identity.uid) throw new AppError('NOT_SIGNED_IN', 'Please sign in to continue.');
  return identity as SessionData & { uid: string };
}

/** The associates' own routes (job notes, change orders): the permission table's `associate` (a rep with a rep id). */
export function requireRep(request: FastifyRequest): SessionData & { uid: string; repId: string } {
  const identity = requireSignedIn(request);
  const refusal = RULES.associate({ role: identity.role, repId: identity.repId });
  if (refusal) throw new AppError(refusal.code, refusal.message);
  return identity as SessionData & { uid: string; repId: string };
}
