/** What the drills share: time limits for this machine, viewers following designs, shoppers. */
import type { Fleet } from '../../../scripts/fleet-lib.ts';
import { scaled } from '../../../scripts/time-scale.ts';
import { type FollowedStream, followDesign } from '../change-stream.ts';
import { Browser } from '../client.ts';
import { newShopper, type Shopper } from '../load.ts';

export { scaled };

/** Shoppers, each with a design of its own (made one after another: the fleet spreads them). */
export async function shoppers(fleet: Fleet, count: number): Promise<Shopper[]> {
  const made: Shopper[] = [];
  for (let index = 0; index < count; index += 1) made.push(await newShopper(fleet.url));
  return made;
}

export interface Viewers {
  streams: FollowedStream[];
  close(): Promise<void>;
}

/**
 * `perDesign` viewers (another browser each, like a second device) following each shopper's design.
 * Opened one after another and each welcomed before the next. nginx sends a design's requests to
 * one process (deploy/nginx.conf), so a design's viewers share its process and the designs spread
 * over the processes.
 */
export async function openViewers(fleet: Fleet, designs: Shopper[], perDesign: number): Promise<Viewers> {
  const browsers: Browser[] = [];
  const streams: FollowedStream[] = [];
  for (const shopper of designs) {
    for (let copy = 0; copy < perDesign; copy += 1) {
      const browser = new Browser(fleet.url);
      browsers.push(browser);
      const stream = followDesign(browser, shopper.designId, shopper.version);
      streams.push(stream);
      await stream.welcomed(scaled(10_000));
    }
  }
  return {
    streams,
    async close() {
      for (const stream of streams) stream.close();
      await Promise.all(browsers.map((browser) => browser.close()));
    },
  };
}

/** Every stream reaches the final version of the design it follows. */
export async function allCaughtUp(streams: FollowedStream[], designs: Shopper[], ms: number): Promise<void> {
  const finalVersion = new Map(designs.map((shopper) => [shopper.designId, shopper.version]));
  await Promise.all(streams.map((stream) => stream.reach(finalVersion.get(stream.designId) ?? 0, ms)));
}

/**
 * Where a window's label differs: the database's row and what each process answers for it (a
 * process answers from the design it remembers when its version is current).
 */
export function explainer(fleet: Fleet): (designId: string, itemId: string) => Promise<string> {
  return async (designId, itemId) => {
    const stored = await fleet.postgres.query(
      `select d.version, i.label from designs d join items i on i.design_id = d.id where d.id = '${designId}' and i.id = '${itemId}'`,
    );
    const seen = await Promise.all(
      fleet.servers.map(async (server) => {
        const direct = new Browser(`http://127.0.0.1:${server.port}`);
        try {
          const answer = await direct.request('GET', `/api/design-builder/designs/${designId}`);
          const graph = answer.body?.data;
          const label = graph?.items?.find((item: { itemId: string }) => item.itemId === itemId)?.label;
          return `process ${server.index + 1}: v${graph?.design?.version} "${label}"`;
        } catch (error) {
          return `process ${server.index + 1}: ${error instanceof Error ? error.message : error}`;
        } finally {
          await direct.close();
        }
      }),
    );
    return `Database: ${stored || 'nothing'}; ${seen.join('; ')}.`;
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Closes every shopper's browser. */
export async function closeShoppers(list: Shopper[]): Promise<void> {
  await Promise.all(list.map((shopper) => shopper.browser.close()));
}
