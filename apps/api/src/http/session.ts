import { randomUUID } from 'node:crypto';
import type { Role } from '@eb/domain/identity';

/**
 * What the signed session cookie carries. Everything the server trusts about a caller comes from
 * here: the cookie is HMAC-signed, so role and rep id cannot be forged by the browser.
 */
export interface SessionData {
  /** Anonymous owner id: guests own designs through it; kept across sign-in. */
  sid: string;
  uid: string | null;
  role: Role;
  repId: string | null;
  email: string | null;
  name: string | null;
  identityId: string | null;
}

export const SESSION_COOKIE = 'eb_session';
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

export function guestSession(sid: string = randomUUID()): SessionData {
  return { sid, uid: null, role: 'guest', repId: null, email: null, name: null, identityId: null };
}

export function encodeSession(session: SessionData): string {
  return Buffer.from(JSON.stringify(session)).toString('base64url');
}

export function decodeSession(raw: string): SessionData | null {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<SessionData>;
    if (typeof value.sid !== 'string' || !['guest', 'consumer', 'rep'].includes(value.role as string)) return null;
    return {
      sid: value.sid,
      uid: value.uid ?? null,
      role: value.role as Role,
      repId: value.repId ?? null,
      email: value.email ?? null,
      name: value.name ?? null,
      identityId: value.identityId ?? null,
    };
  } catch {
    return null;
  }
}
