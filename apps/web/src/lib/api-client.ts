import { type AnswerOf, type EndpointSpec, type InputOf, pathOf, queryOf } from '@eb/domain/endpoint';
import type { ErrorCode } from '@eb/domain/errors';
import { API_KEY_HEADER, REP_ID_HEADER, WEB_APP_API_KEY } from '@eb/domain/identity';
import { apiConfig } from './config.ts';

/** A failed call: the server's `{ message, code, details }` with the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK_ERROR' | 'BAD_RESPONSE';
  readonly details: unknown[];

  constructor(init: { status: number; code: ApiError['code']; message: string; details?: unknown[] }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
  }
}

/** A cancelled request (doc 000 §8: ignored silently). Callers test with `isAbortError`. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
  /** Sends the rep id header; on by default for paths under the design-builder base. */
  designBuilder?: boolean;
  /** The request outlives the page (a reload or a closed tab right after an edit); small bodies only. */
  keepalive?: boolean;
}

/** The contract an answer's `data` follows: any zod schema of packages/domain fits. */
export interface AnswerSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * In development and tests every answer given a contract is checked against it, so a server and a
 * client that drift apart fail loudly there; a production build trusts the server and does no work.
 */
const CHECK_ANSWERS = import.meta.env.DEV;

export function checkAnswer<T>(schema: AnswerSchema<T>, data: unknown, request: string, status: number): void {
  if (!CHECK_ANSWERS) return;
  const checked = schema.safeParse(data);
  if (checked.success) return;
  const where = checked.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`).join('; ');
  throw new ApiError({ status, code: 'BAD_RESPONSE', message: `The answer to ${request} does not follow its contract (${where}).` });
}

let repId: string | null = null;

/** Called by the session slice whenever the signed-in user changes: reps send x-repid (doc 000 §6). */
export function setRepId(value: string | null): void {
  repId = value;
}

/** Doc 000 §7: design-builder calls carry this app's key and, for a rep, the rep id. */
function clientHeaders(designBuilder: boolean): Record<string, string> {
  if (!designBuilder) return {};
  return repId ? { [API_KEY_HEADER]: WEB_APP_API_KEY, [REP_ID_HEADER]: repId } : { [API_KEY_HEADER]: WEB_APP_API_KEY };
}

/** An early answer not taken within this time is not used (the page went elsewhere). */
const EARLY_MS = 10_000;
const early = new Map<string, { at: number; response: Promise<Response> }>();

/**
 * Starts a GET the page is about to make before the code that makes it has loaded (a design on the
 * builder's load path, while the builder's module is still on its way); the next `apiFetch` of that
 * path takes the answer instead of asking again. Only our own API paths, only GET.
 */
export function fetchEarly(path: string): void {
  const headers = { accept: 'application/json', ...clientHeaders(path.startsWith(apiConfig.designBuilderBase)) };
  const response = fetch(path, { headers, credentials: 'same-origin' });
  // A failure is reported to whoever takes the answer; one nobody takes is not an unhandled rejection.
  response.catch(() => undefined);
  early.set(path, { at: Date.now(), response });
}

function takeEarly(path: string): Promise<Response> | undefined {
  const entry = early.get(path);
  if (!entry) return undefined;
  early.delete(path);
  return Date.now() - entry.at < EARLY_MS ? entry.response : undefined;
}

const NETWORK_MESSAGE = 'We could not reach the server. Please check your connection and try again.';

/** Calls our API and answers its `data`; throws ApiError on failure and the AbortError on cancel. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions & { answer?: AnswerSchema<T> } = {}): Promise<T> {
  const { method = 'GET', body, signal, designBuilder = path.startsWith(apiConfig.designBuilderBase) } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...clientHeaders(designBuilder), ...options.headers };
  // Every state-changing call is JSON, with or without a body: the server refuses anything else (CSRF).
  if (method !== 'GET') headers['content-type'] = 'application/json';

  let response: Response;
  try {
    signal?.throwIfAborted();
    const started = method === 'GET' && !options.headers ? takeEarly(path) : undefined;
    response = await (started ??
      fetch(path, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        credentials: 'same-origin',
        signal: signal ?? null,
        keepalive: options.keepalive ?? false,
      }));
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_MESSAGE });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const failure = (payload ?? {}) as { message?: unknown; code?: unknown; details?: unknown };
    throw new ApiError({
      status: response.status,
      code: typeof failure.code === 'string' ? (failure.code as ApiError['code']) : 'BAD_RESPONSE',
      message: typeof failure.message === 'string' ? failure.message : `The server answered ${response.status}.`,
      details: Array.isArray(failure.details) ? failure.details : [],
    });
  }
  if (payload === undefined || typeof payload !== 'object' || payload === null || !('data' in payload)) {
    if (response.status === 204) return undefined as T;
    throw new ApiError({ status: response.status, code: 'BAD_RESPONSE', message: 'The server sent an answer we could not read.' });
  }
  const data = (payload as { data: unknown }).data;
  if (options.answer) checkAnswer(options.answer, data, `${method} ${path}`, response.status);
  return data as T;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A part the contract has must be given (optional when it takes undefined); one it lacks cannot be. */
type Part<E extends EndpointSpec, K extends 'params' | 'query' | 'body'> = E[K] extends object
  ? undefined extends InputOf<E, K>
    ? { [_ in K]?: InputOf<E, K> }
    : { [_ in K]: InputOf<E, K> }
  : { [_ in K]?: never };

export type CallInput<E extends EndpointSpec> = Part<E, 'params'> &
  Part<E, 'query'> &
  Part<E, 'body'> &
  Pick<ApiFetchOptions, 'signal' | 'headers' | 'keepalive' | 'designBuilder'>;

/**
 * Calls one endpoint of the domain's tables: the path, method and answer come from its contract, so
 * the client cannot ask a path the server does not serve, or read an answer other than the one sent.
 */
export function call<E extends EndpointSpec>(
  spec: E,
  ...[input]: Partial<CallInput<E>> extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
): Promise<AnswerOf<E>> {
  const { params, query, body, ...options } = (input ?? {}) as CallInput<EndpointSpec> & {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const path = `${pathOf(spec, params)}${queryOf(query)}`;
  return apiFetch<AnswerOf<E>>(path, { ...options, method: spec.method, body, answer: spec.answer as AnswerSchema<AnswerOf<E>> });
}
