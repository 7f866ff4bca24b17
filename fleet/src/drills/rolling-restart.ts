/**
 * A rolling restart under load: each process in turn gets SIGTERM, drains and exits, starts again
 * and is ready before the next. No request fails: reads with no retry of their own (nginx sends
 * them on), writes at most sent again with their Idempotency-Key; the open streams reconnect.
 */
import { expect } from 'vitest';
import type { Fleet } from '../../../scripts/fleet-lib.ts';
import { checkDesigns, startLoad } from '../load.ts';
import { allCaughtUp, closeShoppers, explainer, openViewers, scaled, shoppers } from './support.ts';

export async function rollingRestart(fleet: Fleet): Promise<void> {
  const list = await shoppers(fleet, 3);
  const viewers = await openViewers(fleet, list, 2);
  const load = startLoad(list, { url: fleet.url, readers: 2, writeDeadlineMs: scaled(20_000), timeoutMs: scaled(10_000) });
  try {
    await load.acknowledgedMore(10, scaled(20_000));
    for (const server of [...fleet.servers]) {
      const ended = await fleet.stopServer(server.index, 'SIGTERM');
      expect(ended, `process ${server.index + 1} ended by itself, not killed`).toBe('exit 0');
      await fleet.startServer(server.index);
      await load.acknowledgedMore(5, scaled(20_000));
    }
    const report = await load.stop();
    const writeRetries = report.incidents.filter((incident) => incident.what === 'write');
    console.log(
      `Rolling restart: ${report.writes} writes, ${report.reads} reads; writes sent again: ${writeRetries.length} (${[
        ...new Set(writeRetries.map((incident) => incident.outcome)),
      ].join(', ')})`,
    );
    expect(
      report.incidents.filter((incident) => incident.what === 'read'),
      'failed reads',
    ).toEqual([]);
    expect(
      report.incidents.filter((incident) => !incident.recovered),
      'failed writes',
    ).toEqual([]);
    expect(report.lost).toEqual([]);
    expect(await checkDesigns(list, explainer(fleet))).toEqual([]);

    // Every process was restarted, so every stream lost its connection at least once.
    expect(viewers.streams.map((stream) => stream.drops > 0)).toEqual(viewers.streams.map(() => true));
    await allCaughtUp(viewers.streams, list, scaled(10_000));
  } finally {
    await load.stop();
    await viewers.close();
    await closeShoppers(list);
  }
}
