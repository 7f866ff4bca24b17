import type { AnswerInputOf, EndpointSpec, ParsedOf } from '@eb/domain/endpoint';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import type { ApiScope } from '../app-context.ts';

/** The request a contract's handler receives: its parts as the contract parsed them. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: ParsedOf<E, 'params'>;
  Querystring: ParsedOf<E, 'query'>;
  Body: ParsedOf<E, 'body'>;
  Headers: ParsedOf<E, 'headers'>;
}>;

/** A handler answers `{ data }` by the contract, or sends through the reply itself (a status, a pre-serialized body). */
export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<{ data: AnswerInputOf<E> } | FastifyReply> | { data: AnswerInputOf<E> };

export interface ServeOptions {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /**
   * A stricter body the server alone can check (a rule whose data stays on the server, such as the
   * list of common passwords); it takes what the contract's body takes.
   */
  body?: z.ZodType;
  /** Answers besides the contract's own (e.g. 503 when the database is away), documented with it. */
  responses?: Record<number, z.ZodType>;
}

/**
 * Registers one endpoint of the domain's tables: its method, path and schemas come from the contract,
 * so what `/docs` documents, what the server checks and what the web client is typed by are one.
 */
export function serve<E extends EndpointSpec>(app: ApiScope, spec: E, handler: EndpointHandler<E>, options: ServeOptions = {}): void {
  const answer = z.object({ data: spec.answer });
  const response: Record<number, z.ZodType> = { ...options.responses };
  for (const status of spec.status ?? [200]) response[status] = answer;
  const body = options.body ?? spec.body;
  app.route({
    method: spec.method,
    url: spec.path,
    schema: {
      tags: [...spec.tags],
      summary: spec.summary,
      ...(spec.description && { description: spec.description }),
      ...(spec.params && { params: spec.params }),
      ...(spec.query && { querystring: spec.query }),
      ...(body && { body }),
      ...(spec.headers && { headers: spec.headers }),
      response,
    },
    ...(options.onRequest && { onRequest: options.onRequest }),
    ...(options.preHandler && { preHandler: options.preHandler }),
    // The contract types the handler; Fastify's own inference cannot see through the generic schema.
    handler: handler as never,
  });
}
