import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

interface IssueLike {
  message: string;
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** A field path such as `body.items.0.label`, for messages and details. */
function issuePath(issue: IssueLike, context: string | undefined): string {
  const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
  return [context, ...path.map(String)].filter(Boolean).join('.');
}

/**
 * Our own rules speak in whole sentences (the spec's sentences end with a full stop), so those are
 * passed through as they are; library messages get the field they are about in front.
 */
function sentence(message: string, path: string): string {
  return /[.!?]$/.test(message) || !path ? message : `${path}: ${message}.`;
}

export const DATABASE_AWAY = 'The service is briefly unavailable. Please try again in a moment.';

/** SQLSTATE classes and codes of a database that is away: connection exceptions, shutdown, cannot connect now. */
const AWAY_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

/**
 * Whether a failure is the database being away (a restart, a failover, a lost connection) rather
 * than a fault of ours: those are answered 503, so clients and the proxy try again.
 */
export function isDatabaseAway(error: unknown): boolean {
  const failure = error as { code?: unknown; message?: unknown } | null;
  const code = typeof failure?.code === 'string' ? failure.code : '';
  if (code.startsWith('08') || AWAY_CODES.has(code)) return true;
  const message = typeof failure?.message === 'string' ? failure.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(
    message,
  );
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as unknown as IssueLike[];
      const details = issues.map((issue) => ({
        path: issuePath(issue, error.validationContext),
        message: issue.params?.issue?.message ?? issue.message,
      }));
      const first = details[0] ?? { path: '', message: 'The request is not valid.' };
      return reply.status(400).send({ message: sentence(first.message, first.path), code: 'VALIDATION_FAILED', details });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
          ? 'The request body is not valid JSON.'
          : error.message;
      return reply.status(error.statusCode).send({ message, code: 'BAD_REQUEST' });
    }
    if (isDatabaseAway(error)) {
      request.log.warn({ err: error }, 'the database is not answering');
      return reply.status(503).send({ message: DATABASE_AWAY, code: 'UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
}
