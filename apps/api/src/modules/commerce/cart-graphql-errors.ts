import type { ErrorCode } from '@eb/domain/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExecutionResult, FormattedExecutionResult, GraphQLError, GraphQLFormattedError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { AppError } from '../../errors.ts';

/**
 * How the cart GraphQL endpoint fails. GraphQL clients read `errors` (each with `extensions.code`,
 * one of the app's error codes); the app's own client also reads `message` and `code` when the
 * request was refused before GraphQL ran (not JSON, another site, bad text). The HTTP status is the
 * code's: a bad request is a 400, never a 500; our own faults are a 500 whose words say nothing inside.
 */

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

interface ErrorWithNested {
  message: string;
  statusCode?: number;
  code?: string;
  errors?: unknown[];
}

const withCode = (error: GraphQLFormattedError, code: ErrorCode): GraphQLFormattedError => ({
  ...error,
  extensions: { ...error.extensions, code },
});

/**
 * A GraphQL error of either copy of graphql-js (mercurius requires the CommonJS one, this module
 * imports the ES one, so `instanceof` cannot tell): known by its name.
 */
const isGraphqlError = (error: unknown): error is GraphQLError => error instanceof Error && error.name === 'GraphQLError';

function formatted(error: unknown): GraphQLFormattedError {
  if (isGraphqlError(error)) return error.toJSON();
  return { message: error instanceof Error ? error.message : String(error) };
}

/** Errors of a resolver run (mercurius' errorFormatter): app errors keep their code and status, others are hidden. */
export function formatCartGraphqlErrors(
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: MercuriusContext,
): { statusCode: number; response: FormattedExecutionResult } {
  let status: number | null = null;
  const errors = execution.errors.flatMap((error): GraphQLFormattedError[] => {
    const original = error.originalError as (Error & ErrorWithNested) | undefined;
    if (original instanceof AppError) {
      status ??= original.status;
      return [withCode(error.toJSON(), original.code)];
    }
    // mercurius' own validation errors carry the GraphQL errors inside.
    if (original && Array.isArray(original.errors)) {
      status ??= original.statusCode ?? 400;
      return original.errors.map((inner) => withCode(formatted(inner), 'VALIDATION_FAILED'));
    }
    if (original && !isGraphqlError(original)) {
      context.reply.log.error({ err: original }, 'cart GraphQL resolver failed');
      status ??= 500;
      return [withCode({ message: INTERNAL_MESSAGE, ...(error.path ? { path: error.path } : {}) }, 'INTERNAL')];
    }
    status ??= 400;
    return [withCode(error.toJSON(), 'VALIDATION_FAILED')];
  });
  // A field that answered is a partial success: 200, as GraphQL over HTTP has it.
  const statusCode = execution.data ? 200 : (status ?? 200);
  return { statusCode, response: { data: execution.data ?? null, errors } };
}

/** Failures before or around GraphQL (hooks, body parsing, query validation): the app's envelope plus `errors`. */
export function handleCartGraphqlError(error: Error & ErrorWithNested, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof AppError) {
    reply
      .status(error.status)
      .send({ ...error.toBody(), data: null, errors: [{ message: error.message, extensions: { code: error.code } }] });
    return;
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'cart GraphQL request failed');
  const code: ErrorCode = status === 500 ? 'INTERNAL' : 'BAD_REQUEST';
  const inner = status === 500 ? [] : Array.isArray(error.errors) ? error.errors : [];
  const errors =
    inner.length > 0
      ? inner.map((entry) => withCode(formatted(entry), status === 400 ? 'VALIDATION_FAILED' : code))
      : [
          withCode(
            {
              message:
                status === 500
                  ? INTERNAL_MESSAGE
                  : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
                    ? 'The request body is not valid JSON.'
                    : error.message,
            },
            code,
          ),
        ];
  const first = errors[0];
  reply.status(status).send({ message: first?.message ?? INTERNAL_MESSAGE, code: first?.extensions?.code ?? code, data: null, errors });
}
