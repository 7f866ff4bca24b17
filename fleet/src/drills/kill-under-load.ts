/**
 * kill -9 of one process while shoppers write: no acknowledged write is lost or done twice, and the
 * change streams it carried come back through another process and catch up.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Fleet } from '../../../scripts/fleet-lib.ts';
import { checkDesigns, startLoad } from '../load.ts';
import { allCaughtUp, closeShoppers, explainer, openViewers, scaled, shoppers } from './support.ts';

/**
 * The process nginx sends a design's requests to (deploy/nginx.conf hashes the design's id), read
 * from the commands its access log has for the design.
 */
function processOf(fleet: Fleet, designId: string): number {
  const logged = readFileSync(fleet.proxy.accessLog, 'utf8')
    .split('\n')
    .find((line) => line.includes(`/designs/${designId}/commands`) && line.includes('upstream_status=200'));
  const port = Number(/upstream=\S+:(\d+)/.exec(logged ?? '')?.[1]);
  const index = fleet.servers.findIndex((server) => server.port === port);
  if (index < 0) throw new Error(`No process of the fleet answered the commands of design ${designId}: ${logged}`);
  return index;
}

export async function killUnderLoad(fleet: Fleet): Promise<void> {
  let victim: number | undefined;
  const list = await shoppers(fleet, 4);
  const viewers = await openViewers(fleet, list, 2);
  const load = startLoad(list, { url: fleet.url, readers: 1, writeDeadlineMs: scaled(20_000), timeoutMs: scaled(10_000) });
  try {
    await load.acknowledgedMore(20, scaled(20_000));
    // The process of the first design: its viewers' streams are on it too (the same hash).
    victim = processOf(fleet, list[0]?.designId ?? '');
    expect(await fleet.stopServer(victim, 'SIGKILL')).toBe('SIGKILL');
    // The load goes on through the two left.
    await load.acknowledgedMore(30, scaled(20_000));
    const report = await load.stop();

    expect(report.lost, 'writes that never got an answer').toEqual([]);
    // Each acknowledged rename landed once: a retry whose first try had landed got that answer back.
    expect(report.unchanged, 'acknowledged writes that answered "no change"').toEqual([]);
    expect(await checkDesigns(list, explainer(fleet))).toEqual([]);
    // Reads are not retried by the client; nginx sends a GET that met a dead process to the next one.
    expect(report.incidents.filter((incident) => incident.what === 'read')).toEqual([]);

    const dropped = viewers.streams.filter((stream) => stream.drops > 0);
    expect(dropped.length, 'streams that were on the killed process').toBeGreaterThan(0);
    await Promise.all(dropped.map((stream) => stream.reconnected(scaled(10_000))));
    await allCaughtUp(viewers.streams, list, scaled(10_000));
  } finally {
    await load.stop();
    await viewers.close();
    await closeShoppers(list);
    if (victim !== undefined) await fleet.startServer(victim);
  }
}
