import type { FastifyInstance, FastifyRequest } from 'fastify';
import { windowLimit } from '../../http/rate-limits.ts';

/** Mails a caller may have sent in the window: shares and saved-design mails go to any address. */
export const MAILS_PER_WINDOW = 10;
/** Reps share for customers all day: a larger allowance, still a bound on a stolen rep session. */
export const REP_MAILS_PER_WINDOW = 30;
export const MAIL_WINDOW_MS = 10 * 60_000;
export const MAIL_LIMIT_MESSAGE = 'You have sent many emails in a short time. Please wait a few minutes and try again.';

/**
 * One count per signed-in account, and per address for guests (a guest gets a new session by dropping
 * its cookie; an account is not made as easily: registrations are limited per address). A preHandler:
 * it runs after the body is checked, so bad input does not count. The count is in the database, so
 * every server process counts as one.
 */
export function mailLimit(app: FastifyInstance) {
  return windowLimit(app, {
    max: (request: FastifyRequest) => (request.identity.role === 'rep' ? REP_MAILS_PER_WINDOW : MAILS_PER_WINDOW),
    windowMs: MAIL_WINDOW_MS,
    key: (request: FastifyRequest) => (request.identity.uid ? `mail|user|${request.identity.uid}` : `mail|address|${request.ip}`),
    message: MAIL_LIMIT_MESSAGE,
  });
}
