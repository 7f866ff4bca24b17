import { randomUUID } from 'node:crypto';
import type { Role } from '@eb/domain/identity';

/**
 * What the signed session cookie carries. Everything the server trusts about a caller comes from
 * here: the cookie is HMAC-signed, so role and rep id cannot be forged by the browser.
 */
export interface SessionData {
  /** Owner id of a guest's designs; a new one is issued at every sign-in and sign-out. */
  sid: string;
  uid: string | null;
  role: Role;
  repId: string | null;
  email: string | null;
  name: string | null;
  identityId: string | null;
  /** Issued at and expires at, in seconds since the epoch; the server refuses a session past its expiry. */
  iat: number;
  exp: number;
  /** The user's session epoch when it was issued: signing out moves the user's epoch on, ending every earlier session. */
  epoch: number;
}

export const SESSION_COOKIE = 'eb_session';
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;
/** Clocks of several server processes may differ a little. */
const CLOCK_SKEW_S = 60;

export const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** The issued-at and expiry of a session starting now. */
export function sessionTimes(now = nowInSeconds()): Pick<SessionData, 'iat' | 'exp'> {
  return { iat: now, exp: now + SESSION_MAX_AGE_S };
}

export function guestSession(sid: string = randomUUID()): SessionData {
  return { sid, uid: null, role: 'guest', repId: null, email: null, name: null, identityId: null, ...sessionTimes(), epoch: 0 };
}

export function encodeSession(session: SessionData): string {
  return Buffer.from(JSON.stringify(session)).toString('base64url');
}

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** The session a cookie value holds, read but not yet checked against the clock; null when unreadable. */
export function parseSession(raw: string): Readonly<SessionData> | null {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<SessionData>;
    if (typeof value.sid !== 'string' || !['guest', 'consumer', 'rep'].includes(value.role as string)) return null;
    if (!isWholeNumber(value.iat) || !isWholeNumber(value.exp) || !isWholeNumber(value.epoch)) return null;
    return Object.freeze({
      sid: value.sid,
      uid: value.uid ?? null,
      role: value.role as Role,
      repId: value.repId ?? null,
      email: value.email ?? null,
      name: value.name ?? null,
      identityId: value.identityId ?? null,
      iat: value.iat,
      exp: value.exp,
      epoch: value.epoch,
    });
  } catch {
    return null;
  }
}

/** Not expired, not issued in the future, not older than the longest a session may live. */
export function isLive(session: Pick<SessionData, 'iat' | 'exp'>, now = nowInSeconds()): boolean {
  return session.exp > now && session.iat <= now + CLOCK_SKEW_S && now - session.iat < SESSION_MAX_AGE_S;
}
