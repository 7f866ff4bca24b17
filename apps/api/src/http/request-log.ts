import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type Logger } from 'pino';
import type { LogOutput } from '../log-batch.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** `performance.now()` when the request arrived: the start of its line's response time. */
    arrivedAt: number;
  }
  interface FastifyInstance {
    /** Writes a request's line; for a route that writes its answer past the app's hooks. */
    logRequest(request: FastifyRequest, statusCode: number): void;
  }
}

/**
 * The app's logger: JSON lines to `output`. Requests and replies are logged as a few flat fields,
 * never with their headers (so no cookie or authorization can reach a line); errors with pino's own
 * serializer.
 */
export function appLogger(level: string, output: LogOutput): Logger {
  return pino(
    {
      level,
      serializers: {
        req: (request: FastifyRequest) => ({ method: request.method, url: request.url, remoteAddress: request.ip }),
        res: (reply: Pick<FastifyReply, 'statusCode'>) => ({ statusCode: reply.statusCode }),
        err: pino.stdSerializers.err,
      },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    output,
  );
}

/**
 * One line per request: method, path, status, time and the caller's address with the request's id,
 * written as the answer is handed to the connection.
 *
 * Written by two hooks of ours rather than by Fastify's request logging. Fastify's way (its logger
 * on, lines from its log controller) follows every answer to the end of its write with two listeners
 * added and removed per request, and the line went through pino's general path; on a small API call
 * the two cost more than the call's own work (see docs/decisions.md). The line has pino's shape and
 * goes to the same output as the logger's; only its writing is ours. Its time runs from the request's
 * arrival to the moment its answer is handed over, which for an API answer is where the write ends
 * anyway.
 *
 * An answer a route writes itself (a hijacked event stream) goes past the hooks; such a route writes
 * its line with `app.logRequest` when it ends.
 */
export function logEachRequest(app: FastifyInstance, log: Logger | null, output: LogOutput | null): void {
  const write = log && output && log.isLevelEnabled('info') ? requestLineWriter(output) : null;
  app.decorate('logRequest', write ?? (() => {}));
  if (write === null) return;
  app.decorateRequest('arrivedAt', 0);
  app.addHook('onRequest', (request, _reply, done) => {
    request.arrivedAt = performance.now();
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    write(request, reply.statusCode);
    done(null, payload);
  });
}

/**
 * The writer of request lines: pino's JSON line at level info (30), the same fields in the same order
 * as `logger.child({ reqId }).info({ method, url, statusCode, responseTime, ip }, 'request completed')`.
 * Every value a caller can choose (path, id, address) is written as a JSON string.
 */
export function requestLineWriter(output: LogOutput): (request: FastifyRequest, statusCode: number) => void {
  const pidAndHost = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  return (request, statusCode) => {
    const responseTime = toMicroseconds(performance.now() - request.arrivedAt);
    output.write(
      `{"level":30,"time":${Date.now()}${pidAndHost},"reqId":${JSON.stringify(request.id)},"method":${JSON.stringify(request.method)},"url":${JSON.stringify(request.url)},"statusCode":${statusCode},"responseTime":${responseTime},"ip":${JSON.stringify(request.ip)},"msg":"request completed"}\n`,
    );
  };
}

/**
 * Fastify's log controller without its two request lines (ours come from `logEachRequest`). Its
 * other lines stay: an answer stream that broke after its headers went out, an answer its response
 * schema could not write, a request refused while the server closes.
 */
export class OwnRequestLines extends LogController {
  override incomingRequest(): void {}

  /** Called only for routes with onResponse hooks (none today): their line came from onSend already. */
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) request.log.error({ statusCode: reply.statusCode, url: request.url, err: error }, 'request errored');
  }
}

/**
 * Milliseconds to three decimals. The clock's own digits beyond a microsecond say nothing, and
 * writing a number with seventeen significant digits cost more than the rest of the line.
 */
export function toMicroseconds(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
