import type { z } from 'zod';

/**
 * One contract per endpoint (ARCHITECTURE): its method, path, parameters, query, body and answer,
 * written once. The server registers its route from it (apps/api `serve`), and documents and checks
 * its answer by it; the web app's client builds the call from it (`call`), typed by it, and checks
 * the answer against it in development and tests. The tables live in `endpoints/`, one file per area.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointSpec {
  method: Method;
  /** Fastify's path syntax: `:name` for a path parameter. */
  path: `/${string}`;
  summary: string;
  /** More than the summary says, for `/docs` (what codes in the answer mean, …). */
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The answer's `data`. */
  answer: z.ZodType;
  /** Every success status the endpoint answers with this answer; 200 unless said. */
  status?: readonly (200 | 201 | 202)[];
}

/** Declares an endpoint, keeping its literal types for the server's handler and the client's call. */
export function endpoint<const Spec extends EndpointSpec>(spec: Spec): Spec {
  return spec;
}

type Part = 'params' | 'query' | 'body' | 'headers';

/** What a caller sends for one part (`z.input`): a path parameter as text, a list as its text, … */
export type InputOf<E extends EndpointSpec, K extends Part> = E[K] extends z.ZodType ? z.input<E[K]> : undefined;
/** What the server's handler receives for one part, after the contract parsed it (`z.output`). */
export type ParsedOf<E extends EndpointSpec, K extends Part> = E[K] extends z.ZodType ? z.output<E[K]> : undefined;
/** The answer's `data` as a reader gets it. */
export type AnswerOf<E extends EndpointSpec> = z.output<E['answer']>;
/** The answer's `data` as the server may give it (before the contract's defaults and transforms). */
export type AnswerInputOf<E extends EndpointSpec> = z.input<E['answer']>;

/** The endpoint's path with its parameters filled in, each encoded as a path segment. */
export function pathOf(spec: Pick<EndpointSpec, 'path'>, params?: Readonly<Record<string, string | number>>): string {
  return spec.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`The path ${spec.path} needs its ${name}.`);
    return encodeURIComponent(String(value));
  });
}

/** A query as text, in the order given, leaving out what is undefined or null; a list as its items joined by commas. */
export function queryOf(query: Readonly<Record<string, unknown>> | undefined): string {
  const pairs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
