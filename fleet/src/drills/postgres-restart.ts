/**
 * PostgreSQL stops (fast shutdown: every connection ended) and starts again under load: the servers
 * reconnect by themselves; meanwhile callers get clean 503s with a sentence, no 500 and no hung
 * request; every process serves again within 10 s of the database; nothing acknowledged is lost.
 */
import { expect } from 'vitest';
import type { Fleet } from '../../../scripts/fleet-lib.ts';
import { waitFor } from '../../../scripts/fleet-lib.ts';
import { Browser } from '../client.ts';
import { checkDesigns, type Incident, startLoad } from '../load.ts';
import { allCaughtUp, closeShoppers, explainer, openViewers, scaled, shoppers, sleep } from './support.ts';

/** How long the database stays down once the load has felt it. */
const OUTAGE_MS = 2_000;
/** The longest a request may take during the outage before it counts as hung. */
const REQUEST_TIMEOUT_MS = 10_000;

/** What is wrong with an answer given during the outage: anything but a 503 `{ message, code }` with a sentence. */
function unclean(incident: Incident): string | null {
  if (incident.status === undefined) return `${incident.what}: ${incident.outcome}`;
  const body = incident.body;
  const sentence = typeof body?.message === 'string' && /^[A-Z].*[.!?]$/.test(body.message);
  if (incident.status === 503 && sentence && typeof body.code === 'string') return null;
  return `${incident.what}: ${incident.status} ${JSON.stringify(body).slice(0, 300)}`;
}

/** Milliseconds until `designId` loads (200) straight from each process. */
async function recoveryTimes(fleet: Fleet, designId: string, ms: number): Promise<number[]> {
  const started = Date.now();
  return Promise.all(
    fleet.servers.map(async (server) => {
      const direct = new Browser(`http://127.0.0.1:${server.port}`);
      try {
        await waitFor(
          `process ${server.index + 1} to serve again`,
          async () => {
            if (server.ended !== null) return true;
            return (await direct.request('GET', `/api/design-builder/designs/${designId}`, { timeoutMs: 2_000 })).status === 200;
          },
          ms,
          50,
        );
        return server.ended === null ? Date.now() - started : Number.NaN;
      } finally {
        await direct.close();
      }
    }),
  );
}

export async function postgresRestart(fleet: Fleet): Promise<void> {
  const list = await shoppers(fleet, 3);
  const viewers = await openViewers(fleet, list, 1);
  const timeoutMs = scaled(REQUEST_TIMEOUT_MS);
  const load = startLoad(list, { url: fleet.url, readers: 2, writeDeadlineMs: scaled(60_000), timeoutMs });
  let down = false;
  try {
    await load.acknowledgedMore(10, scaled(20_000));
    await fleet.postgres.stop();
    down = true;
    // Down until the load has felt it (or a while, if requests hang instead: that is checked below).
    const before = load.failedTries;
    await waitFor('the load to meet the outage', async () => load.failedTries >= before + 6, scaled(5_000)).catch(() => {});
    await sleep(OUTAGE_MS);
    await fleet.postgres.start();
    down = false;

    // Soft checks from here: each is reported even when an earlier one fails.
    const recovery = await recoveryTimes(fleet, list[0]?.designId ?? '', scaled(15_000));
    const crashed = fleet.servers.filter((server) => server.ended !== null);
    expect
      .soft(
        crashed.map((server) => `process ${server.index + 1} ended (${server.ended}):\n${server.logTail(40)}`),
        'processes that died during the outage',
      )
      .toEqual([]);
    const alive = recovery.filter((ms) => !Number.isNaN(ms));
    console.log(`PostgreSQL drill: the processes still running served again ${alive.join(', ')} ms after the database was back`);
    expect.soft(Math.max(...alive), 'ms until every process serves again').toBeLessThanOrEqual(scaled(10_000));

    await load.acknowledgedMore(10, scaled(20_000));
    const report = await load.stop();
    console.log(
      `PostgreSQL drill: ${report.writes} writes (${report.retries} tries again), ${report.reads} reads, ${report.incidents.length} answers that were not 200`,
    );
    expect(report.incidents.length, 'the outage was felt').toBeGreaterThan(0);
    const unclear = report.incidents.map(unclean).filter(Boolean);
    expect.soft([...new Set(unclear)], 'answers during the outage that were not a clean 503 (each kind once)').toEqual([]);
    expect
      .soft({ count: report.lost.length, first: report.lost.slice(0, 3) }, 'writes that never got through')
      .toEqual({ count: 0, first: [] });
    expect.soft(await checkDesigns(list, explainer(fleet)), 'acknowledged writes missing').toEqual([]);
    // The change streams' LISTEN connection came back too: every viewer sees the last write.
    await allCaughtUp(viewers.streams, list, scaled(15_000));
  } finally {
    if (down) await fleet.postgres.start();
    await load.stop();
    await viewers.close();
    await closeShoppers(list);
  }
}
