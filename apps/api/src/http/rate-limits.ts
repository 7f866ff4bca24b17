import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
const MINUTE_MS = 60_000;

type Reply = { header(name: string, value: string): unknown };

export interface WindowLimit {
  /** Requests allowed per window, for this request (a rep may be allowed more). */
  max: number | ((request: FastifyRequest) => number);
  windowMs: number;
  /** What is counted; the same key counts as one across every route and process that uses it. */
  key: (request: FastifyRequest) => string;
  /** The sentence of the 429 answer. */
  message: string;
}

/**
 * A preHandler that counts each request in the app's rate-limit store (in the database, so every
 * process counts as one) and answers 429 RATE_LIMITED, with `retry-after` in seconds, past `max`.
 */
export function windowLimit(app: FastifyInstance, limit: WindowLimit) {
  const { rateLimits } = app;
  return async (request: FastifyRequest, reply: Reply) => {
    const { count, retryAfterSeconds } = await rateLimits.hit(limit.key(request), limit.windowMs);
    const max = typeof limit.max === 'number' ? limit.max : limit.max(request);
    if (count > max) {
      reply.header('retry-after', String(retryAfterSeconds));
      throw new AppError('RATE_LIMITED', limit.message);
    }
  };
}

/**
 * A limit of `max` requests a minute per key, as a preHandler (after the body is read and checked,
 * so keys may use it). Several can guard one route, each counting on its own: a count is kept per
 * rule (`max` a minute) and key, so two limits on one key count apart when their rules differ, and
 * one limit used on several routes counts them together.
 */
export function attemptLimit(app: FastifyInstance, max: number, key: (request: FastifyRequest) => string) {
  return windowLimit(app, {
    max,
    windowMs: MINUTE_MS,
    key: (request) => `${max}/min|${key(request)}`,
    message: RATE_LIMIT_MESSAGE,
  });
}
