/**
 * The fleet's figures (issue 30): three server processes behind nginx (HTTP/2 over TLS) on one
 * PostgreSQL, against one of the same processes reached directly, under the same load: shoppers
 * each renaming the windows of a 300-window design of their own. Rounds alternate between the two
 * so both meet the same machine. Then a viewer on process C follows a design that process A changes.
 *
 * The direct path and the paths through nginx rename different designs (64 each). A process keeps
 * the designs it writes in memory and trusts them only while no other process has written them; a
 * round of one process renaming every design would leave the fleet's copies of all of them stale,
 * and the next round through nginx would start by reading each one whole again (and the other way
 * round). That hop is the bench's alternation, not something a shopper's design meets: nginx sends a
 * design to one process every time.
 *
 * Needs Debian's nginx and PostgreSQL (as the fleet drills do); without them the figures are skipped
 * with the reason.
 */
import { randomUUID } from 'node:crypto';
import { followDesign } from '../../fleet/src/change-stream.ts';
import { BASE, Browser } from '../../fleet/src/client.ts';
import { startFleet } from '../../scripts/fleet-lib.ts';

const SHOPPERS = 64;
const ROOMS = 30;
const WINDOWS_PER_ROOM = 10;
/** Between one shopper's renames, as the builder sends them one after another. */
const THINK_MS = 20;
const ROUND_MS = 6000;
const ROUNDS = 2;
/** Each path's first renames, not counted: connections, prepared statements, V8's optimizing compiler. */
const WARM_MS = 3000;
/** Each shopper's first rename of a round comes at a random moment within this. */
const START_SPREAD_MS = 100;
const LIVE_CHANGES = 30;

export interface Latencies {
  renames: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  /** How busy the bench's own event loop was meanwhile (0–1): a busy load generator delays its own timings. */
  benchBusy: number;
}

export interface FleetResult {
  shoppers: number;
  windowsEach: number;
  /** The load sent straight to one process, no proxy. */
  direct: Latencies;
  /** The same load through nginx to three processes, each shopper on one kept-open HTTP/1.1 connection over TLS. */
  proxied: Latencies;
  /** The same again over HTTP/2: undici's HTTP/2 client costs the one-threaded bench far more than it would a browser. */
  proxiedH2: Latencies;
  /** A rename sent to process A until a viewer on process C has it, over LIVE_CHANGES changes. */
  live: { changes: number; p50Ms: number; p95Ms: number };
  skipped?: string;
}

interface Shopper {
  designId: string;
  itemIds: string[];
  /** The shopper's cookies, for a client of either address. */
  cookies: Map<string, string>;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Tally {
  samples: number[];
  failed: number;
  /** Event-loop busy time and the time it was measured over, summed over rounds. */
  busyMs: number;
  spanMs: number;
}

const tally = (): Tally => ({ samples: [], failed: 0, busyMs: 0, spanMs: 0 });

function latencies({ samples, failed, busyMs, spanMs }: Tally): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    renames: sorted.length,
    failed,
    p50Ms: Math.round(quantile(sorted, 0.5)),
    p99Ms: Math.round(quantile(sorted, 0.99)),
    benchBusy: spanMs > 0 ? Math.round((busyMs / spanMs) * 100) / 100 : 0,
  };
}

/** A guest with a design of ROOMS rooms of WINDOWS_PER_ROOM windows, made in one call. */
async function newShopper(url: string): Promise<Shopper> {
  const browser = new Browser(url);
  try {
    const containers = Array.from({ length: ROOMS }, () => ({ containerId: randomUUID() }));
    const items = containers.flatMap(({ containerId }) =>
      Array.from({ length: WINDOWS_PER_ROOM }, () => ({ itemId: randomUUID(), containerId, itemType: 1, itemSource: 1 })),
    );
    const created = await browser.write('POST', `${BASE}/designs`, {
      body: { design: {}, containers, items },
      deadline: Date.now() + 60_000,
    });
    if (created.status !== 201) throw new Error(`Creating a design answered ${created.status}: ${JSON.stringify(created.body)}`);
    const graph = created.body.data;
    return {
      designId: graph.design.designId,
      itemIds: graph.items.map((item: { itemId: string }) => item.itemId),
      cookies: new Map(browser.cookies),
    };
  } finally {
    await browser.close();
  }
}

function clientOf(origin: string, shopper: Shopper, options: { h2?: boolean } = {}): Browser {
  const browser = new Browser(origin, options);
  for (const [name, value] of shopper.cookies) browser.cookies.set(name, value);
  return browser;
}

/**
 * Every shopper renames one window after another for `ms` through its own client (one kept-open
 * connection, as a browser keeps its tab's); each request timed, none sent again.
 */
async function renameRound(clients: { browser: Browser; shopper: Shopper }[], ms: number, into: Tally): Promise<void> {
  const until = Date.now() + ms;
  const busy = performance.eventLoopUtilization();
  let sequence = 0;
  await Promise.all(
    clients.map(async ({ browser, shopper }) => {
      // Shoppers do not start in step: 64 renames sent in the same millisecond would queue behind
      // each other and be timed as the path's, at the start of every round.
      await pause(Math.random() * START_SPREAD_MS);
      while (Date.now() < until) {
        await pause(THINK_MS);
        sequence += 1;
        const itemId = shopper.itemIds[sequence % shopper.itemIds.length] as string;
        const started = performance.now();
        try {
          const answer = await browser.request('POST', `${BASE}/designs/${shopper.designId}/commands`, {
            body: { command: { type: 'window.rename', itemId, label: `b${sequence}` } },
            headers: { prefer: 'return=minimal', 'idempotency-key': randomUUID() },
          });
          if (answer.status === 200) into.samples.push(performance.now() - started);
          else into.failed += 1;
        } catch {
          into.failed += 1;
        }
      }
    }),
  );
  const spent = performance.eventLoopUtilization(busy);
  into.busyMs += spent.active;
  into.spanMs += spent.idle + spent.active;
}

/** A rename through process A until a viewer following the design on process C has its version. */
async function measureLive(writerOrigin: string, viewerOrigin: string, shopper: Shopper): Promise<FleetResult['live']> {
  const writer = clientOf(writerOrigin, shopper);
  const viewer = clientOf(viewerOrigin, shopper);
  const loaded = await viewer.request('GET', `${BASE}/designs/${shopper.designId}`);
  const follow = followDesign(viewer, shopper.designId, Number(loaded.body.data?.design?.version ?? loaded.body.design?.version ?? 0));
  const samples: number[] = [];
  try {
    await follow.welcomed(10_000);
    for (let change = 0; change < LIVE_CHANGES; change += 1) {
      const started = performance.now();
      const answer = await writer.request('POST', `${BASE}/designs/${shopper.designId}/commands`, {
        body: { command: { type: 'window.rename', itemId: shopper.itemIds[0], label: `live ${change}` } },
        headers: { prefer: 'return=minimal', 'idempotency-key': randomUUID() },
      });
      if (answer.status !== 200) throw new Error(`A live rename answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      await follow.reach(Number(answer.body.data.version), 10_000);
      samples.push(performance.now() - started);
      await pause(50);
    }
  } finally {
    follow.close();
    await Promise.all([writer.close(), viewer.close()]);
  }
  const sorted = samples.sort((a, b) => a - b);
  return { changes: sorted.length, p50Ms: Math.round(quantile(sorted, 0.5)), p95Ms: Math.round(quantile(sorted, 0.95)) };
}

export async function measureFleet(say: (line: string) => void = () => {}): Promise<FleetResult> {
  const none = { renames: 0, failed: 0, p50Ms: 0, p99Ms: 0, benchBusy: 0 };
  const empty: FleetResult = {
    shoppers: 0,
    windowsEach: 0,
    direct: none,
    proxied: none,
    proxiedH2: none,
    live: { changes: 0, p50Ms: 0, p95Ms: 0 },
  };
  let fleet: Awaited<ReturnType<typeof startFleet>>;
  try {
    fleet = await startFleet({ size: 3, env: { LOG_LEVEL: 'warn' }, say });
  } catch (error) {
    return { ...empty, skipped: `no fleet: ${error instanceof Error ? error.message : String(error)}` };
  }
  try {
    const [first, , third] = fleet.servers;
    if (!first || !third) throw new Error('the fleet started fewer than three processes');
    const directUrl = `http://127.0.0.1:${first.port}`;
    say(`creating ${SHOPPERS} designs of ${ROOMS * WINDOWS_PER_ROOM} windows for each path...`);
    const shoppers: Shopper[] = [];
    const fleetShoppers: Shopper[] = [];
    for (let shopper = 0; shopper < SHOPPERS; shopper += 1) {
      shoppers.push(await newShopper(directUrl));
      fleetShoppers.push(await newShopper(fleet.url));
    }
    // Each shopper keeps one client per path for the whole run, as a browser keeps its connection:
    // a new TLS handshake per shopper per round would time the bench's own setup, not the fleet.
    // (Over HTTP/1.1 that holds because nginx's Keep-Alive header tells undici how long it keeps an
    // idle connection; without it undici closed them after 4 s, between one round and the next.)
    // HTTP/1.1 and HTTP/2 through nginx share designs: nginx sends each to the same process either way.
    const directClients = shoppers.map((shopper) => ({ browser: clientOf(directUrl, shopper), shopper }));
    const proxiedClients = fleetShoppers.map((shopper) => ({ browser: clientOf(fleet.url, shopper, { h2: false }), shopper }));
    const h2Clients = fleetShoppers.map((shopper) => ({ browser: clientOf(fleet.url, shopper), shopper }));
    const direct = tally();
    const proxied = tally();
    const proxiedH2 = tally();
    try {
      // Warm every path (connections, prepared statements, V8) before anything counts.
      for (const clients of [directClients, proxiedClients, h2Clients]) await renameRound(clients, WARM_MS, tally());
      for (let round = 0; round < ROUNDS; round += 1) {
        say(`round ${round + 1} of ${ROUNDS}: one process directly, then three behind nginx (HTTP/1.1, then HTTP/2)...`);
        await renameRound(directClients, ROUND_MS, direct);
        await renameRound(proxiedClients, ROUND_MS, proxied);
        await renameRound(h2Clients, ROUND_MS, proxiedH2);
      }
    } finally {
      await Promise.all([...directClients, ...proxiedClients, ...h2Clients].map(({ browser }) => browser.close()));
    }
    say('a viewer on process C following renames sent to process A...');
    const live = await measureLive(directUrl, `http://127.0.0.1:${third.port}`, shoppers[0] as Shopper);
    return {
      shoppers: SHOPPERS,
      windowsEach: ROOMS * WINDOWS_PER_ROOM,
      direct: latencies(direct),
      proxied: latencies(proxied),
      proxiedH2: latencies(proxiedH2),
      live,
    };
  } catch (error) {
    return { ...empty, skipped: `failed: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await fleet.stop();
  }
}

/** The report's line: the targets, judged. */
export function fleetLine(result: FleetResult): string {
  if (result.skipped) return `skipped: ${result.skipped}`;
  const { direct, proxied, proxiedH2, live } = result;
  const ratio = direct.p99Ms > 0 ? proxied.p99Ms / direct.p99Ms : Number.POSITIVE_INFINITY;
  const errors = direct.failed + proxied.failed + proxiedH2.failed;
  const busy = (latency: Latencies) => `the bench's own event loop ${Math.round(latency.benchBusy * 100)}% busy`;
  return [
    `${result.shoppers} shoppers on ${result.windowsEach}-window designs renaming: one process directly p50 ${direct.p50Ms} ms, p99 ${direct.p99Ms} ms over ${direct.renames} (${busy(direct)}); three behind nginx over TLS p50 ${proxied.p50Ms} ms, p99 ${proxied.p99Ms} ms over ${proxied.renames} (${busy(proxied)})`,
    `p99 ratio ${ratio.toFixed(2)} (target <= 1.5): ${ratio <= 1.5 ? 'MET' : 'NOT MET'}`,
    `the same through nginx over HTTP/2 p50 ${proxiedH2.p50Ms} ms, p99 ${proxiedH2.p99Ms} ms over ${proxiedH2.renames} (${busy(proxiedH2)}: the bench's HTTP/2 client, not the fleet)`,
    `${errors} failed (target 0): ${errors === 0 ? 'MET' : 'NOT MET'}`,
    `a change through process A seen on process C after p50 ${live.p50Ms} ms, p95 ${live.p95Ms} ms over ${live.changes} (target p95 <= 1000 ms): ${live.p95Ms <= 1000 ? 'MET' : 'NOT MET'}`,
  ].join('; ');
}

if (process.argv[1]?.endsWith('fleet.ts')) {
  const result = await measureFleet((line) => console.log(`[fleet] ${line}`));
  console.log(JSON.stringify(result, null, 2));
  console.log(fleetLine(result));
  process.exit(0);
}
