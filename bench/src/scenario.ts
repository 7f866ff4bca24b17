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

/**
 * Scenarios compared with each other (a route and its floor), measured in alternating rounds: each
 * round measures each of them once, in order. On a machine of two cores a figure drifts by a tenth
 * or more from one five-second window to the next (other processes, the database's own work, the
 * heap), so one window of each would compare two moments as much as two servers. Each result adds
 * up its rounds: requests and failures, throughput over the time measured, the median round's p50
 * and the worst round's p99.
 */
export async function measureSideBySide(
  group: readonly Scenario[],
  options: MeasureOptions & { rounds: number },
): Promise<ScenarioResult[]> {
  const responseBytes: number[] = [];
  for (const scenario of group) responseBytes.push(await check(scenario));
  const rounds: autocannon.Result[][] = group.map(() => []);
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [index, scenario] of group.entries()) {
      if (options.warmupSeconds > 0) await fire(scenario.request, options.connections, options.warmupSeconds);
      rounds[index]?.push(await fire(scenario.request, options.connections, options.durationSeconds));
    }
  }
  return group.map((scenario, index) => {
    const results = rounds[index] ?? [];
    const sum = (of: (result: autocannon.Result) => number) => results.reduce((total, result) => total + of(result), 0);
    const p50s = results.map((result) => result.latency.p50).sort((a, b) => a - b);
    return {
      name: scenario.name,
      method: scenario.request.method,
      path: new URL(scenario.request.url).pathname,
      p50Ms: p50s[Math.floor(p50s.length / 2)] ?? 0,
      p99Ms: Math.max(...results.map((result) => result.latency.p99)),
      rps: sum((result) => result.requests.total) / sum((result) => result.duration),
      requests: sum((result) => result.requests.total),
      failures: sum((result) => result.errors + result.non2xx),
      responseBytes: responseBytes[index] ?? 0,
    };
  });
}
