import { internalUserName } from '@eb/domain/identity';
import { getSite, type Site } from '@eb/domain/sites';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, forbidden, notFound, notSignedIn } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';

/** Service site codes of doc 001 §1 and §9. */
export const SITE_CODES = ['BDC', 'THD'] as const;
export type SiteCode = (typeof SITE_CODES)[number];

export const NO_SERVICE_MESSAGE = 'Professional measure and install is not offered on this site.';
export const AUTHORIZATION_FORMAT = 'Send Authorization as CEC {username} or USER {email}.';
export const FORGED_AUTHORIZATION = 'The Authorization header does not match the signed-in user.';

/** The site of the request, when it offers the installation service and `siteCode` names it. */
export function serviceSite(request: FastifyRequest, siteCode: SiteCode): Site {
  const site = getSite(request.siteId);
  if (!site.serviceCode) throw notFound(NO_SERVICE_MESSAGE);
  if (siteCode !== site.serviceCode) throw badRequest(`siteCode ${siteCode} is not this site's service code (${site.serviceCode}).`);
  return site;
}

/** The user name of an internal user: the part of the email before '@' (the internalUser cookie's user). */

export type InstallCaller = { kind: 'cookie' } | { kind: 'CEC'; username: string } | { kind: 'USER'; email: string };

/** Parses 'CEC {username}' or 'USER {email}'; null for anything else. */
export function parseInstallAuthorization(header: string): InstallCaller | null {
  const match = /^(CEC|USER) +(\S+)$/.exec(header.trim());
  if (!match?.[2]) return null;
  return match[1] === 'CEC' ? { kind: 'CEC', username: match[2] } : { kind: 'USER', email: match[2] };
}

/** Whether a parsed Authorization names the signed-in session: CEC for internal users, USER for anyone signed in. */
export function authorizationMatches(caller: Exclude<InstallCaller, { kind: 'cookie' }>, identity: SessionData): boolean {
  const email = identity.email?.toLowerCase();
  if (!identity.uid || !email) return false;
  if (caller.kind === 'CEC') return identity.role === 'rep' && internalUserName(email) === caller.username.toLowerCase();
  return caller.email.toLowerCase() === email;
}

/**
 * Installation service authorisation (doc 001 §6). Site 11: an Authorization header 'CEC {username}'
 * (internal users) or 'USER {email}' that names the signed-in session; missing or malformed is 401,
 * naming someone else 403. Site 3: the session cookie is the credential. `optional` (the lookups)
 * lets a caller send none, but one that is sent is still checked.
 */
export function authorizeInstallation(request: FastifyRequest, site: Site, options: { optional?: boolean } = {}): InstallCaller {
  if (site.serviceCode !== 'THD') return { kind: 'cookie' };
  const raw = request.headers.authorization;
  if (raw === undefined || raw === '') {
    if (options.optional) return { kind: 'cookie' };
    if (!request.identity.uid) throw notSignedIn();
    throw new AppError('NOT_SIGNED_IN', AUTHORIZATION_FORMAT);
  }
  const caller = parseInstallAuthorization(raw);
  if (!caller) throw new AppError('NOT_SIGNED_IN', AUTHORIZATION_FORMAT);
  if (!request.identity.uid) throw notSignedIn();
  if (caller.kind !== 'cookie' && !authorizationMatches(caller, request.identity)) throw forbidden(FORGED_AUTHORIZATION);
  return caller;
}
