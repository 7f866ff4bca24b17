import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One line per answered request: method, path, status, time and the caller's address, with the
 * request's id from its logger. Flat fields, not Fastify's request and reply serializers: no headers
 * are logged (so none to redact), and the line costs a fraction of a serialized request.
 *
 * Written from Fastify's log controller, its place for the request lines, which it calls once the
 * answer is sent (or the connection failed: then the line is an error). Only Fastify's own two
 * request lines are replaced; its other lines, an answer stream that broke or an answer its schema
 * could not write, are still logged (switching request logging off silenced them too).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: toMicroseconds(reply.elapsedTime),
      ip: request.ip,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}

/**
 * Milliseconds to three decimals. The clock's own digits beyond a microsecond say nothing, and
 * writing a number with seventeen significant digits cost more than the rest of the line.
 */
export function toMicroseconds(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
