import { z } from 'zod';
import { passwordProblem } from './passwords.ts';

export const ROLES = ['guest', 'consumer', 'rep'] as const;
export type Role = (typeof ROLES)[number];

/** What `GET /api/account/me` answers. */
export const meSchema = z.object({
  role: z.enum(ROLES),
  userId: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  repId: z.string().nullable(),
  identityId: z.string().nullable(),
  siteId: z.number(),
});
export type Me = z.infer<typeof meSchema>;

/** Analytics authentication status of doc 000 §6. */
export function authenticationStatus(me: Pick<Me, 'role'>): 'rep' | 'consumer' | 'guest' {
  return me.role;
}

export const INTERNAL_USER_COOKIE = 'internalUser';
export const MISSING_LDAP = 'MissingLdap';

export interface InternalUser {
  domain: string;
  user: string;
  /** The fifth colon-separated part; 'MissingLdap' when absent. */
  employeeId: string;
}

/**
 * Reads the internalUser cookie: `domain\user` followed by colon-separated parts, the fifth part
 * being the employee id. Answers null for anything that is not that shape.
 */
export function parseInternalUserCookie(raw: string | undefined | null): InternalUser | null {
  if (!raw) return null;
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const parts = value.split(':');
  const account = parts[0] ?? '';
  const slash = account.indexOf('\\');
  if (slash <= 0 || slash === account.length - 1) return null;
  const employeeId = parts[4]?.trim();
  return {
    domain: account.slice(0, slash),
    user: account.slice(slash + 1),
    employeeId: employeeId ? employeeId : MISSING_LDAP,
  };
}

/** Builds the cookie value the server hands a signed-in rep. */
export function formatInternalUserCookie(input: {
  domain: string;
  user: string;
  name: string;
  email: string;
  employeeId: string | null;
}): string {
  const safe = (part: string) => part.replaceAll(':', ' ');
  return [
    `${safe(input.domain)}\\${safe(input.user)}`,
    safe(input.name),
    safe(input.email),
    'rep',
    input.employeeId ? safe(input.employeeId) : MISSING_LDAP,
  ].join(':');
}

export const REP_ID_HEADER = 'x-repid';

/**
 * Doc 000 §7: design-builder calls carry `x-api-key`, the key of the client making them. It names a
 * client (this web app, a partner's site), it is not a secret: a browser app's key is in its page.
 * A key the server does not know is refused, so a retired client's calls stop.
 */
export const API_KEY_HEADER = 'x-api-key';
/** This web app's key; the server always knows it. */
export const WEB_APP_API_KEY = 'estimate-builder-web';

/** An internal user's user name: the part of their email before '@' (the internalUser cookie, 'CEC {username}'). */
export const internalUserName = (email: string): string => email.split('@')[0] ?? email;

const email = z.string().trim().toLowerCase().email('Please enter a valid email address.').max(254);

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password.').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

const registerFields = z.object({
  email,
  password: z.string(),
  name: z.string().trim().min(1, 'Please enter your name.').max(100, 'Name must not exceed 100 characters.'),
});

/**
 * The new-account schema with the password rule; the server passes its common-password lookup, the
 * form checks without it (the server's sentence is shown when the list refuses).
 */
export function registerSchemaWith(isCommon?: (key: string) => boolean) {
  return registerFields.superRefine((value, context) => {
    const problem = passwordProblem(value.password, value.email, isCommon);
    if (problem) context.addIssue({ code: 'custom', path: ['password'], message: problem });
  });
}

export const registerSchema = registerSchemaWith();
export type RegisterInput = z.infer<typeof registerFields>;

/**
 * A return URL is only followed when it stays on this site (a path, never another origin). URL parsers
 * drop tabs and line breaks, so '/\t/evil.test' would become '//evil.test': such values are refused too.
 */
export function safeReturnUrl(value: string | null | undefined, fallback = '/estimatebuilder'): string {
  if (!value) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || /[\t\n\r]/.test(value)) return fallback;
  return value;
}

/** Why the sign-in page was opened by the page itself, said at its top ('save': Save asked for an account). */
export const SIGN_IN_REASONS = ['save', 'installation'] as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[number];

export function readSignInReason(value: string | null): SignInReason | null {
  return SIGN_IN_REASONS.find((reason) => reason === value) ?? null;
}

/**
 * The sign-in page's address (doc 001 §6: a login redirect carries a return target and a reference
 * host): `returnUrl` is where to come back to, `referenceHost` the host the shopper left, so the way
 * back goes to the same site; `reason`, when the page sent the shopper there for something.
 */
export function signInPath(returnTo: string, referenceHost: string, reason?: SignInReason): string {
  const path = `/signin?returnUrl=${encodeURIComponent(returnTo)}&referenceHost=${encodeURIComponent(referenceHost)}`;
  return reason ? `${path}&reason=${reason}` : path;
}

/**
 * Where the sign-in page sends the shopper back to. A session belongs to one host, so a return
 * target made on another host (another site's link, or a forged one) is not followed: the shopper
 * would arrive there signed out. No reference host (an older link) means this host. Never the
 * sign-in page itself.
 */
export function signInReturnTarget(
  params: { returnUrl: string | null; referenceHost: string | null },
  host: string,
  fallback = '/estimatebuilder',
): string {
  if (params.referenceHost !== null && params.referenceHost.toLowerCase() !== host.toLowerCase()) return fallback;
  const target = safeReturnUrl(params.returnUrl, fallback);
  return target.startsWith('/signin') ? fallback : target;
}
