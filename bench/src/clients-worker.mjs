// The loop of clients.ts, run in a worker thread: each client sends its requests in turn until time
// is up. Plain JavaScript: a worker thread does not get the TypeScript loader of its parent.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { clients, seconds } = workerData;
const latencies = [];
const statuses = {};
let failures = 0;
const until = performance.now() + seconds * 1000;

async function client(requests) {
  for (let turn = 0; performance.now() < until; turn += 1) {
    const request = requests[turn % requests.length];
    const started = performance.now();
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.body === undefined ? request.headers : { 'content-type': 'application/json', ...request.headers },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (!response.ok) failures += 1;
    } catch {
      failures += 1;
    }
    latencies.push(performance.now() - started);
  }
}

const began = performance.now();
await Promise.all(clients.map(client));
parentPort?.postMessage({ latencies, failures, statuses, seconds: (performance.now() - began) / 1000 });
