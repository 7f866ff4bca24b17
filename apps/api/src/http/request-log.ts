import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type LogFn, type Logger } from 'pino';
import type { LogOutput } from '../log-batch.ts';
import { notedArrival } from './request-id.ts';

declare module 'fastify' {
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

type LogArguments = Parameters<LogFn>;

/**
 * A request's logger (`request.log`), made by Fastify as it routes the request, so it also notes
 * when the request arrived: the start of its line's response time.
 *
 * Pino's child logger, which binds the request's id into every line, is made only when the request
 * first logs something. Made for every request it cost an object, a copy of the bindings and a JSON
 * string, and most requests log nothing but their request line, which does not go through it.
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    /** `performance.now()` when the request arrived. */
    readonly arrivedAt = performance.now(),
  ) {}

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.#own().level = level;
  }

  fatal(...args: LogArguments): void {
    this.#own().fatal(...args);
  }

  error(...args: LogArguments): void {
    this.#own().error(...args);
  }

  warn(...args: LogArguments): void {
    this.#own().warn(...args);
  }

  info(...args: LogArguments): void {
    this.#own().info(...args);
  }

  debug(...args: LogArguments): void {
    this.#own().debug(...args);
  }

  trace(...args: LogArguments): void {
    this.#own().trace(...args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#own().child(bindings, options);
  }

  #own(): Logger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }
}

/**
 * When the request reached its route (`performance.now()`): noted by its logger, or, in an app
 * without one, by the request id generator when asked to (request-id.ts).
 */
export function arrivalOf(request: FastifyRequest): number | undefined {
  return request.log instanceof RequestLogger ? request.log.arrivedAt : notedArrival(request);
}

/**
 * One line per request: method, path, status, time and the caller's address with the request's id,
 * written as the answer is handed to the connection (by the app's one `onSend` hook in app.ts).
 *
 * Written by the app rather than by Fastify's request logging. Fastify's way (its logger on, lines
 * from its log controller) follows every answer to the end of its write with two listeners added
 * and removed per request, and the line went through pino's general path; on a small API call the
 * two cost more than the call's own work (see docs/decisions.md). The line has pino's shape and goes
 * to the same output as the logger's; only its writing is ours. Its time runs from the request's
 * arrival to the moment its answer is handed over, which for an API answer is where the write ends
 * anyway.
 *
 * An answer a route writes itself (a hijacked event stream) goes past the app's hooks; such a route
 * writes its line with `app.logRequest` when it ends. Without a logger at level info or below there
 * are no lines: `null`.
 */
export function requestLines(app: FastifyInstance, log: Logger | null, output: LogOutput | null): RequestLineWriter | null {
  const write = log && output && log.isLevelEnabled('info') ? requestLineWriter(output) : null;
  app.decorate('logRequest', write ?? (() => {}));
  return write;
}

export type RequestLineWriter = (request: FastifyRequest, statusCode: number) => void;

/** A string a caller may have chosen, as JSON: most are plain and need no escaping, which costs more than the rest of the line. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
const jsonString = (value: string) => (PLAIN.test(value) ? `"${value}"` : JSON.stringify(value));

/**
 * The writer of request lines: pino's JSON line at level info (30), the same fields in the same order
 * as `logger.child({ reqId }).info({ method, url, statusCode, responseTime, ip }, 'request completed')`.
 * Every value a caller can choose (path, id, address) is written as a JSON string.
 */
export function requestLineWriter(output: LogOutput): RequestLineWriter {
  const pidAndHost = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  return (request, statusCode) => {
    const arrivedAt = request.log instanceof RequestLogger ? request.log.arrivedAt : undefined;
    const responseTime = arrivedAt === undefined ? 0 : toMicroseconds(performance.now() - arrivedAt);
    output.write(
      `{"level":30,"time":${Date.now()}${pidAndHost},"reqId":${jsonString(request.id)},"method":${jsonString(request.method)},"url":${jsonString(request.url)},"statusCode":${statusCode},"responseTime":${responseTime},"ip":${jsonString(request.ip)},"msg":"request completed"}\n`,
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
