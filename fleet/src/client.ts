/**
 * A browser-like client of the fleet: HTTP/2 over TLS through nginx (undici with h2 allowed and the
 * throwaway certificate accepted), one connection per client like one browser, cookies kept.
 */
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Agent, request } from 'undici';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read by each drill as it needs.
  body: any;
  headers: Record<string, string | string[] | undefined>;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** No answer within this long is a failure (a hung request). */
  timeoutMs?: number;
}

/** The design-builder API's base path. */
export const BASE = '/api/design-builder';

/** Statuses a proxy or a draining server gives when the request did not get through. */
export const RETRYABLE = new Set([502, 503, 504]);

/** A try that did not get through: its status and answer, or the network failure. */
export interface Failure {
  outcome: string;
  status?: number;
  // biome-ignore lint/suspicious/noExplicitAny: the answer as it came.
  body?: any;
}

export class Browser {
  readonly dispatcher: Agent;
  readonly cookies = new Map<string, string>();

  /** `h2: false` keeps the client on HTTP/1.1 (over TLS through nginx), whose parsing costs the client less. */
  constructor(
    readonly origin: string,
    { h2 = true }: { h2?: boolean } = {},
  ) {
    this.dispatcher = new Agent({ allowH2: h2, connect: { rejectUnauthorized: false } });
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Keeps what Set-Cookie says, as a browser does; Max-Age=0, a past Expires or an empty value clears. */
  keepCookies(setCookie: string | string[] | undefined): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=');
        const lower = key.trim().toLowerCase();
        return (lower === 'max-age' && Number(raw) <= 0) || (lower === 'expires' && Date.parse(raw) <= Date.now());
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request; rejects on a network failure or a timeout, answers any status. */
  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    let payload: string | undefined;
    if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const timeoutMs = options.timeoutMs ?? 15_000;
    const answer = await request(`${this.origin}${path}`, {
      dispatcher: this.dispatcher,
      method: method as 'GET',
      headers,
      body: payload,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    this.keepCookies(answer.headers['set-cookie']);
    // undici hands the bytes as they came; a browser unpacks what nginx compressed.
    const bytes = Buffer.from(await answer.body.arrayBuffer());
    const text = (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
    const json = String(answer.headers['content-type'] ?? '').includes('application/json');
    return { status: answer.statusCode, body: json && text ? JSON.parse(text) : text, headers: answer.headers };
  }

  /**
   * A write as the web app sends one that must land once: with an Idempotency-Key, and sent again
   * with the same key when it did not get through (network failure, 502/503/504), until `deadline`.
   * Answers the first real answer and how many tries it took.
   */
  async write(
    method: string,
    path: string,
    options: RequestOptions & { deadline: number; key?: string; onFailure?: (failure: Failure) => void },
  ): Promise<Answer & { tries: number; failures: Failure[] }> {
    const key = options.key ?? randomUUID();
    const failures: Failure[] = [];
    for (let tries = 1; ; tries += 1) {
      try {
        const answer = await this.request(method, path, { ...options, headers: { ...options.headers, 'idempotency-key': key } });
        if (!RETRYABLE.has(answer.status)) return { ...answer, tries, failures };
        failures.push({ outcome: String(answer.status), status: answer.status, body: answer.body });
      } catch (error) {
        failures.push({ outcome: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
      }
      options.onFailure?.(failures.at(-1) as Failure);
      if (Date.now() > options.deadline) {
        throw new Error(`${method} ${path} did not get through in time: ${failures.map((failure) => failure.outcome).join('; ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(50 * tries, 500)));
    }
  }

  close(): Promise<void> {
    return this.dispatcher.close();
  }
}
