/**
 * Shoppers under load: each renames the windows of a design of its own, one write after another as
 * the builder sends them, and keeps what the server acknowledged so a drill can check afterwards
 * that every acknowledged write is there and landed once. Readers load the designs meanwhile, with
 * no retry of their own: what they see is what a page load would.
 */
import { randomUUID } from 'node:crypto';
import { BASE, Browser } from './client.ts';

const WINDOWS = 3;
/** Between one shopper's writes, and one reader's loads: brisk, yet leaving the two cores to the servers. */
const THINK_MS = 20;
const READ_EVERY_MS = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Shopper {
  browser: Browser;
  designId: string;
  itemIds: string[];
  /** The design's version when the load started. */
  startVersion: number;
  /** The last acknowledged label of each window. */
  labels: Map<string, string>;
  /** Labels sent to a window after its last acknowledged one whose writes ended in an error: each may have landed. */
  maybe: Map<string, Set<string>>;
  /** Writes the server acknowledged (200). */
  acknowledged: number;
  /** Writes that ended without a 200 and were not sent again: they may or may not have landed. */
  unsure: number;
  /** The version the last acknowledged write answered. */
  version: number;
}

/** Anything but a 200 that a shopper or reader saw, with when it happened. */
export interface Incident {
  at: number;
  what: 'write' | 'read';
  /** The status, or the network failure's name and message. */
  outcome: string;
  status?: number;
  // biome-ignore lint/suspicious/noExplicitAny: the error envelope as it came.
  body?: any;
  /** Whether the write was then sent again and got through (only writes are retried). */
  recovered: boolean;
}

export interface LoadReport {
  writes: number;
  reads: number;
  /** Tries beyond the first, over all writes. */
  retries: number;
  incidents: Incident[];
  /** Writes given up on (no answer in their deadline) or refused for good (a status that is not retried). */
  lost: string[];
  /**
   * Acknowledged writes whose answer said they changed nothing. Each rename sets a label never used
   * before, so it changes its window once; a retry whose first try landed must answer that first
   * answer (its Idempotency-Key), not "no change" from applying it again.
   */
  unchanged: string[];
  /** Acknowledged writes answered from their key (the server said `idempotent-replayed`). */
  replayed: number;
}

/** A guest with a design of one room of three windows. */
export async function newShopper(url: string): Promise<Shopper> {
  const browser = new Browser(url);
  const containerId = randomUUID();
  const items = Array.from({ length: WINDOWS }, () => ({ itemId: randomUUID(), containerId, itemType: 1, itemSource: 1 }));
  const created = await browser.write('POST', `${BASE}/designs`, {
    body: { design: {}, containers: [{ containerId }], items },
    deadline: Date.now() + 30_000,
  });
  if (created.status !== 201) throw new Error(`Creating a design answered ${created.status}: ${JSON.stringify(created.body)}`);
  const graph = created.body.data;
  const itemIds: string[] = graph.items.map((item: { itemId: string }) => item.itemId);
  if (itemIds.length !== WINDOWS) throw new Error(`A new design came with ${itemIds.length} windows, not ${WINDOWS}`);
  const version = Number(graph.design.version);
  return {
    browser,
    designId: graph.design.designId,
    itemIds,
    startVersion: version,
    labels: new Map(),
    maybe: new Map(),
    acknowledged: 0,
    unsure: 0,
    version,
  };
}

function mightHaveLanded(shopper: Shopper, itemId: string, label: string): void {
  const labels = shopper.maybe.get(itemId) ?? new Set<string>();
  labels.add(label);
  shopper.maybe.set(itemId, labels);
}

export interface Load {
  /** Tries that did not get a 200 so far (writes' retried tries included), as they happen. */
  readonly failedTries: number;
  /** Resolves once `count` more writes (all shoppers together) have been acknowledged. */
  acknowledgedMore(count: number, ms: number): Promise<void>;
  /** Stops starting new work, waits for the work under way, answers the report (the same one when called again). */
  stop(): Promise<LoadReport>;
}

/**
 * Runs until stopped: every shopper writes one rename after another; `readers` browsers load the
 * shoppers' designs in turn. A write that does not get through is sent again with its key until
 * `writeDeadlineMs` has passed.
 */
export function startLoad(
  shoppers: Shopper[],
  options: { url: string; readers: number; writeDeadlineMs: number; timeoutMs: number },
): Load {
  const report: LoadReport = { writes: 0, reads: 0, retries: 0, incidents: [], lost: [], unchanged: [], replayed: 0 };
  let running = true;
  let stopped: Promise<LoadReport> | undefined;
  let total = 0;
  const waiters = new Set<() => void>();
  let sequence = 0;
  let failedTries = 0;

  const shopperLoop = async (shopper: Shopper) => {
    while (running) {
      await pause(THINK_MS);
      sequence += 1;
      const itemId = shopper.itemIds[sequence % WINDOWS] as string;
      const label = `r${sequence}`;
      const path = `${BASE}/designs/${shopper.designId}/commands`;
      const started = Date.now();
      try {
        const answer = await shopper.browser.write('POST', path, {
          body: { command: { type: 'window.rename', itemId, label } },
          headers: { prefer: 'return=minimal' },
          deadline: started + options.writeDeadlineMs,
          timeoutMs: options.timeoutMs,
          onFailure: () => {
            failedTries += 1;
          },
        });
        report.writes += 1;
        report.retries += answer.tries - 1;
        for (const failure of answer.failures) report.incidents.push({ at: started, what: 'write', ...failure, recovered: true });
        if (answer.status !== 200) {
          report.incidents.push({
            at: Date.now(),
            what: 'write',
            outcome: String(answer.status),
            status: answer.status,
            body: answer.body,
            recovered: false,
          });
          report.lost.push(`${label} on ${shopper.designId}: ${answer.status} ${JSON.stringify(answer.body)}`);
          shopper.unsure += 1;
          mightHaveLanded(shopper, itemId, label);
          // As a person would, not at once: an outage must not turn into a flood of refused writes.
          await pause(100);
          continue;
        }
        if (answer.body.data.changed !== true) report.unchanged.push(`${label} on ${shopper.designId} after ${answer.tries} tries`);
        if (answer.headers['idempotent-replayed'] === 'true') report.replayed += 1;
        shopper.labels.set(itemId, label);
        shopper.maybe.delete(itemId);
        shopper.acknowledged += 1;
        shopper.version = Number(answer.body.data.version);
        total += 1;
        for (const waiter of [...waiters]) waiter();
      } catch (error) {
        report.lost.push(`${label} on ${shopper.designId}: ${error instanceof Error ? error.message : String(error)}`);
        shopper.unsure += 1;
        mightHaveLanded(shopper, itemId, label);
      }
    }
  };

  const readerLoop = async (browser: Browser, offset: number) => {
    for (let turn = offset; running; turn += 1) {
      await pause(READ_EVERY_MS);
      const shopper = shoppers[turn % shoppers.length] as Shopper;
      const at = Date.now();
      try {
        const answer = await browser.request('GET', `${BASE}/designs/${shopper.designId}`, { timeoutMs: options.timeoutMs });
        report.reads += 1;
        if (answer.status !== 200) {
          failedTries += 1;
          report.incidents.push({
            at,
            what: 'read',
            outcome: String(answer.status),
            status: answer.status,
            body: answer.body,
            recovered: false,
          });
          // Do not spin on an outage: a page would show its error and the person would try again.
          await pause(100);
        }
      } catch (error) {
        failedTries += 1;
        report.incidents.push({
          at,
          what: 'read',
          outcome: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          recovered: false,
        });
      }
    }
  };

  const readers = Array.from({ length: options.readers }, () => new Browser(options.url));
  const work = [...shoppers.map(shopperLoop), ...readers.map((browser, index) => readerLoop(browser, index))];

  return {
    get failedTries() {
      return failedTries;
    },
    acknowledgedMore(count, ms) {
      const target = total + count;
      return new Promise((resolve, reject) => {
        const check = () => {
          if (total < target) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Waited ${ms} ms for ${count} more acknowledged writes (${total} so far, lost: ${report.lost.join('; ')})`));
        }, ms);
        waiters.add(check);
      });
    },
    stop() {
      running = false;
      stopped ??= Promise.all(work)
        .then(() => Promise.all(readers.map((browser) => browser.close())))
        .then(() => report);
      return stopped;
    },
  };
}

/**
 * Reads each shopper's design back: every acknowledged rename is there (or a later one whose answer
 * was an error), and the version rose by the number of acknowledged writes, plus at most the writes
 * whose answer was an error (they may have landed): none landed twice, nothing else wrote.
 * Answers the problems found; none when all is well.
 */
export async function checkDesigns(
  shoppers: Shopper[],
  explain: (designId: string, itemId: string) => Promise<string> = async () => '',
): Promise<string[]> {
  const problems: string[] = [];
  for (const shopper of shoppers) {
    const answer = await shopper.browser.request('GET', `${BASE}/designs/${shopper.designId}`);
    if (answer.status !== 200) {
      problems.push(`${shopper.designId}: reading it back answered ${answer.status}`);
      continue;
    }
    const graph = answer.body.data;
    for (const [itemId, label] of shopper.labels) {
      const found = graph.items.find((item: { itemId: string }) => item.itemId === itemId)?.label;
      if (found !== label && !shopper.maybe.get(itemId)?.has(found)) {
        const where = await explain(shopper.designId, itemId);
        problems.push(
          `${shopper.designId} v${graph.design.version}: window ${itemId} is "${found}", the last acknowledged rename was "${label}". ${where}`,
        );
      }
    }
    // Each acknowledged write raised the version by one; a write whose answer was an error may have too.
    const least = shopper.startVersion + shopper.acknowledged;
    const most = least + shopper.unsure;
    if (graph.design.version < least || graph.design.version > most) {
      const range = most === least ? `${least}` : `${least} to ${most}`;
      problems.push(
        `${shopper.designId}: version ${graph.design.version}, expected ${range} (${shopper.startVersion} + ${shopper.acknowledged} acknowledged writes + up to ${shopper.unsure} unanswered)`,
      );
    }
  }
  return problems;
}
