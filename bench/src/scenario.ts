import autocannon from 'autocannon';

export interface ScenarioRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Absolute URL on a loopback server. */
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Status of the check request before the load; 200 unless told. Under load any non-2xx counts as a failure. */
  status?: number;
}

export interface Scenario {
  name: string;
  request: ScenarioRequest;
}

export interface MeasureOptions {
  connections: number;
  /** Seconds measured, after `warmupSeconds` not measured. */
  durationSeconds: number;
  warmupSeconds: number;
}

export interface ScenarioResult {
  name: string;
  method: string;
  path: string;
  p50Ms: number;
  p99Ms: number;
  rps: number;
  requests: number;
  /** Connection errors and timeouts plus non-2xx answers. */
  failures: number;
  /** Writes answered 2xx that the database does not hold afterwards, where the scenario checks it. */
  lostWrites?: number;
  responseBytes: number;
}

export const scenario = (name: string, request: ScenarioRequest): Scenario => ({ name, request });

function headersOf(request: ScenarioRequest): Record<string, string> {
  return request.body === undefined ? { ...request.headers } : { 'content-type': 'application/json', ...request.headers };
}

/** One request with fetch: fails fast, with the answer, when the scenario is wrong (before any load). */
async function check(scenario: Scenario): Promise<number> {
  const { request } = scenario;
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const response = await fetch(request.url, { method: request.method, headers: headersOf(request), body });
  const text = await response.text();
  const expected = request.status ?? 200;
  if (response.status !== expected) {
    throw new Error(`Scenario "${scenario.name}" answered ${response.status}, expected ${expected}: ${text.slice(0, 300)}`);
  }
  return Buffer.byteLength(text);
}

/** Drives the load from a worker thread, so the client does not share the event loop with the server. */
function fire(request: ScenarioRequest, connections: number, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: request.url,
    method: request.method,
    headers: headersOf(request),
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    connections,
    duration: seconds,
    timeout: 10,
    workers: 1,
  });
}

export async function measure(scenario: Scenario, options: MeasureOptions): Promise<ScenarioResult> {
  const responseBytes = await check(scenario);
  if (options.warmupSeconds > 0) await fire(scenario.request, options.connections, options.warmupSeconds);
  const result = await fire(scenario.request, options.connections, options.durationSeconds);
  return {
    name: scenario.name,
    method: scenario.request.method,
    path: new URL(scenario.request.url).pathname,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    rps: result.requests.total / result.duration,
    requests: result.requests.total,
    failures: result.errors + result.non2xx,
    responseBytes,
  };
}
