import { Worker } from 'node:worker_threads';
import type { ScenarioRequest, ScenarioResult } from './scenario.ts';

/**
 * Virtual clients for scenarios autocannon cannot express: each client has its own requests (its own
 * cookie and design) and sends them one after another, round and round, for the duration. The load
 * runs in a worker thread, so it does not share the event loop of the server under test.
 */
export interface ClientsScenario {
  name: string;
  /** One list per client; each client cycles through its own list. */
  clients: ScenarioRequest[][];
  /**
   * After the load (warm-up included): how many writes the clients were told landed but are not in
   * the database, given each client's last acknowledged request body.
   */
  lostWrites?: (lastAcknowledged: readonly unknown[]) => Promise<number>;
}

export interface ClientsRun {
  latencies: number[];
  failures: number;
  statuses: Record<string, number>;
  /** Per client, the body of its last request answered 2xx; null when none was. */
  lastAcknowledged: unknown[];
  seconds: number;
}

const WORKER = new URL('./clients-worker.mjs', import.meta.url);

function run(clients: ScenarioRequest[][], seconds: number): Promise<ClientsRun> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: { clients, seconds }, execArgv: [] });
    worker.once('message', (message: ClientsRun) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function measureClients(
  scenario: ClientsScenario,
  options: { durationSeconds: number; warmupSeconds: number },
): Promise<ScenarioResult> {
  const warmup = options.warmupSeconds > 0 ? await run(scenario.clients, options.warmupSeconds) : null;
  const result = await run(scenario.clients, options.durationSeconds);
  const lastAcknowledged = result.lastAcknowledged.map((body, index) => body ?? warmup?.lastAcknowledged[index] ?? null);
  const lostWrites = scenario.lostWrites ? await scenario.lostWrites(lastAcknowledged) : undefined;
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const first = scenario.clients[0]?.[0];
  const fivexx = Object.entries(result.statuses)
    .filter(([status]) => status.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0);
  if (fivexx > 0) console.warn(`[${scenario.name}] ${fivexx} answers were 5xx`);
  return {
    name: scenario.name,
    method: first?.method ?? 'POST',
    path: first ? new URL(first.url).pathname : '',
    p50Ms: Math.round(percentile(sorted, 50) * 10) / 10,
    p99Ms: Math.round(percentile(sorted, 99) * 10) / 10,
    rps: sorted.length / result.seconds,
    requests: sorted.length,
    failures: result.failures,
    responseBytes: 0,
    ...(lostWrites === undefined ? {} : { lostWrites }),
  };
}
