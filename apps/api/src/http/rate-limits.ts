import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/**
 * A limit of `max` requests a minute per key, as a preHandler (after the body is read and checked,
 * so keys may use it). Several can guard one route, each counting on its own.
 */
export function attemptLimit(app: FastifyInstance, max: number, key: (request: FastifyRequest) => string) {
  const count = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: key });
  return async (request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
    const result = await count(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError('RATE_LIMITED', RATE_LIMIT_MESSAGE);
    }
  };
}
