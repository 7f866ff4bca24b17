// The loop of clients.ts, run in a worker thread: each client sends its requests in turn until time
// is up. Plain JavaScript: a worker thread does not get the TypeScript loader of its parent.
// Each client keeps one connection open and uses node:http directly: on these few cores, a heavier
// client (fetch) takes CPU from the server it measures.
import { Agent, request as send } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { clients, seconds } = workerData;
const latencies = [];
const statuses = {};
let failures = 0;
/** Per client, the body of its last request answered 2xx (what it was told is written). */
const lastAcknowledged = clients.map(() => null);
const until = performance.now() + seconds * 1000;

/** One request on `agent`'s connection: resolves with the status once the whole answer is read. */
function exchange(agent, { method, url, headers, body }) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const head = payload ? { 'content-type': 'application/json', 'content-length': payload.length, ...headers } : headers;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, { method, headers: head, agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

async function client(requests, index) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  for (let turn = 0; performance.now() < until; turn += 1) {
    const request = requests[turn % requests.length];
    const started = performance.now();
    try {
      const status = await exchange(agent, request);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status < 200 || status > 299) failures += 1;
      else lastAcknowledged[index] = request.body ?? null;
    } catch {
      failures += 1;
    }
    latencies.push(performance.now() - started);
  }
  agent.destroy();
}

const began = performance.now();
await Promise.all(clients.map(client));
parentPort?.postMessage({ latencies, failures, statuses, lastAcknowledged, seconds: (performance.now() - began) / 1000 });
