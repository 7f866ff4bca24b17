import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from './api-server.ts';
import { startBare, startRaw } from './bare-server.ts';
import { type BrowserResult, measureBuilderInChromium } from './browser.ts';
import { closeAll, closeAllOnSignals, defer } from './cleanup.ts';
import { measureClients } from './clients.ts';
import { createDesignFixture, type DesignFixture } from './design-fixture.ts';
import { fleetLine, measureFleet } from './fleet.ts';
import { type HotelResult, measureHotel, NO_HOTEL } from './hotel.ts';
import { measureHotelApi } from './hotel-api.ts';
import { acquirePostgres } from './postgres.ts';
import { type DatabaseRun, evaluate, formatReport, type Report, writeReport } from './report.ts';
import { type MeasureOptions, measureSideBySide, type ScenarioResult } from './scenario.ts';
import { clientScenarios, scenarioGroups, targetsFor } from './scenarios.ts';

const ROOMS = 30;
const WINDOWS_PER_ROOM = 10;
/** Shoppers renaming windows at once, each on a design of their own. */
const SHOPPERS = 16;
/** Rounds of a group of scenarios compared with each other (a route and its floor). */
const SIDE_BY_SIDE_ROUNDS = 3;
const RESULTS_FILE = resolve(import.meta.dirname, '../results/latest.json');

const seconds = (value: string | undefined, fallback: number) => (value && Number(value) > 0 ? Number(value) : fallback);
const options: MeasureOptions = {
  connections: 10,
  durationSeconds: Math.min(seconds(process.env.BENCH_DURATION, 5), 8),
  warmupSeconds: 1,
};

/** Runs `work`, then closes `opened`, also when `work` fails (or on Ctrl-C: see cleanup.ts). */
async function using<T extends { close(): Promise<void> }, R>(opened: T, work: (value: T) => Promise<R>): Promise<R> {
  const close = defer(() => opened.close());
  try {
    return await work(opened);
  } finally {
    await close();
  }
}

async function runOn(engine: DatabaseRun['engine'], databaseUrl?: string): Promise<DatabaseRun> {
  console.log(`\n[${engine}] starting the API and creating a design of ${ROOMS} rooms x ${WINDOWS_PER_ROOM} windows...`);
  return using(await startApi(databaseUrl), async (api) => {
    const design = await createDesignFixture(api.baseUrl, ROOMS, WINDOWS_PER_ROOM);
    const shoppers: DesignFixture[] = [];
    for (let shopper = 0; shopper < SHOPPERS; shopper += 1) shoppers.push(await createDesignFixture(api.baseUrl, ROOMS, WINDOWS_PER_ROOM));
    const me = await (await fetch(`${api.baseUrl}/api/account/me`, { headers: { cookie: design.cookie } })).text();
    return using(await startBare(design.loadBody), async (bare) =>
      using(await startRaw(me), async (raw) => {
        const servers = { api: api.baseUrl, bare: bare.baseUrl, raw: raw.baseUrl, design, shoppers };
        const results: ScenarioResult[] = [];
        const report = (result: ScenarioResult) => {
          console.log(
            `[${engine}] ${result.name}: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.rps.toFixed(0)} req/s, ${result.failures} failed${result.lostWrites === undefined ? '' : `, ${result.lostWrites} lost`}`,
          );
          results.push(result);
        };
        for (const group of scenarioGroups(servers)) {
          const rounds = group.length > 1 ? SIDE_BY_SIDE_ROUNDS : 1;
          for (const result of await measureSideBySide(group, { ...options, rounds })) report(result);
        }
        for (const next of clientScenarios(servers)) report(await measureClients(next, options));
        return { engine, scenarios: results, targets: targetsFor(engine).map((target) => evaluate(target, results)) };
      }),
    );
  });
}

/** The issue's other browser figures: each within 100 ms of its input, and no long task over 50 ms while scrolling. */
function interactionLines({ interactions }: BrowserResult): string[] {
  if (!interactions) return ['interactions: not measured'];
  const within = (what: string, ms: number) => `${what} ${ms} ms (target <= 100 ms): ${ms <= 100 ? 'MET' : 'NOT MET'}`;
  return [
    within('rename modal open', interactions.renameModalMs),
    within('added window shown', interactions.addWindowMs),
    within('added room shown', interactions.addRoomMs),
    within('quantity counted', interactions.quantityMs),
    `longest task while scrolling the design ${interactions.scrollLongestTaskMs} ms (target: none over 50 ms): ${interactions.scrollLongestTaskMs <= 50 ? 'MET' : 'NOT MET'}`,
  ];
}

const skippedRun = (engine: DatabaseRun['engine'], why: string): DatabaseRun => ({ engine, skipped: why, scenarios: [], targets: [] });

/** A failed database run is reported (and fails the bench) without losing the other one's results. */
async function attempt(engine: DatabaseRun['engine'], work: () => Promise<DatabaseRun>): Promise<DatabaseRun> {
  try {
    return await work();
  } catch (error) {
    console.error(`[${engine}] failed:`, error);
    return skippedRun(engine, `failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Each database is measured in a process of its own, as the API runs in production: one app in a
 * process. Measured one after the other in one process, the second database's API ran on code V8
 * had already specialized for the first one's (and its floor's) request and reply classes, so it
 * started out slower on every call (docs/decisions.md, 'The API's routes share one Fastify scope').
 */
async function inOwnProcess(engine: DatabaseRun['engine'], databaseUrl?: string): Promise<DatabaseRun> {
  const child = fork(fileURLToPath(import.meta.url), {
    env: { ...process.env, BENCH_ENGINE: engine, ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}) },
  });
  const stop = defer(async () => {
    child.kill('SIGTERM');
  });
  try {
    let run: DatabaseRun | undefined;
    child.once('message', (message) => {
      run = message as DatabaseRun;
    });
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    return run ?? skippedRun(engine, `failed: its process ended (exit code ${code}) without results`);
  } finally {
    await stop();
  }
}

/** The child process of `inOwnProcess`: measures one database and sends its results to the parent. */
async function measureOneDatabase(engine: DatabaseRun['engine'], send: (run: DatabaseRun, done: () => void) => void): Promise<void> {
  closeAllOnSignals();
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const run = await attempt(engine, () => runOn(engine, databaseUrl));
  console.log(`\n[${engine}] the hotel job through the API: designs of 300 and 1,000 windows...`);
  const hotelApi = await measureHotelApi(databaseUrl).catch((error: unknown) => ({
    jobs: [],
    skipped: `failed: ${error instanceof Error ? error.message : String(error)}`,
  }));
  send({ ...run, hotelApi }, () => process.disconnect());
}

async function main(): Promise<void> {
  const report: Report = {
    startedAt: new Date().toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    settings: { rooms: ROOMS, windowsPerRoom: WINDOWS_PER_ROOM, ...options, sideBySideRounds: SIDE_BY_SIDE_ROUNDS },
    runs: [],
  };
  closeAllOnSignals();
  report.runs.push(await inOwnProcess('pglite'));

  const postgres = await acquirePostgres();
  if ('skipped' in postgres) {
    console.log(`\n[postgres] ${postgres.skipped}`);
    report.runs.push(skippedRun('postgres', postgres.skipped));
  } else {
    const { target } = postgres;
    const run = await using({ close: target.release }, () => inOwnProcess('postgres', target.databaseUrl));
    report.runs.push({ ...run, source: target.source });
  }
  if (report.runs.some((run) => run.skipped?.startsWith('failed'))) process.exitCode = 1;

  console.log('\n[chromium] a design of 300 windows with products in the builder...');
  const browser: BrowserResult = await measureBuilderInChromium().catch((error: unknown) => ({
    windows: 0,
    renderMs: 0,
    renameMs: 0,
    skipped: `failed: ${error instanceof Error ? error.message : String(error)}`,
  }));
  report.settings.browser = browser.skipped
    ? `skipped: ${browser.skipped}`
    : [
        `${browser.windows} windows rendered in ${browser.renderMs} ms (target <= 1000 ms): ${browser.renderMs <= 1000 ? 'MET' : 'NOT MET'}`,
        `rename shown ${browser.renameMs} ms after Save (target <= 100 ms): ${browser.renameMs <= 100 ? 'MET' : 'NOT MET'}`,
        ...interactionLines(browser),
        browser.live
          ? `a rename in one browser shown in another after p50 ${browser.live.p50Ms} ms, p95 ${browser.live.p95Ms} ms over ${browser.live.changes} changes (target p95 <= 1000 ms): ${browser.live.p95Ms <= 1000 ? 'MET' : 'NOT MET'}`
          : 'two browsers: not measured',
      ].join('; ');
  console.log(`[chromium] ${report.settings.browser}`);

  console.log('\n[chromium] a hotel job: 50 rooms × 20 windows, each with a product...');
  const failedHotel = (error: unknown): HotelResult => ({
    ...NO_HOTEL,
    skipped: `failed: ${error instanceof Error ? error.message : String(error)}`,
  });
  const hotelLine = (hotel: HotelResult) =>
    hotel.skipped
      ? `skipped: ${hotel.skipped}`
      : [
          `${hotel.windows} windows: first screen in ${hotel.openMs} ms (target <= 1500 ms): ${hotel.openMs <= 1500 ? 'MET' : 'NOT MET'}`,
          `every card rendered after ${hotel.allCardsMs} ms`,
          `rename shown after ${hotel.renameMs} ms (target <= 50 ms): ${hotel.renameMs <= 50 ? 'MET' : 'NOT MET'}`,
          `quantity counted after ${hotel.quantityMs} ms (target <= 50 ms): ${hotel.quantityMs <= 50 ? 'MET' : 'NOT MET'}`,
          `longest task in the 3 s after the edits ${hotel.afterEditsLongestTaskMs} ms`,
          `longest task while scrolling ${hotel.scrollLongestTaskMs} ms (target <= 50 ms): ${hotel.scrollLongestTaskMs <= 50 ? 'MET' : 'NOT MET'}`,
          `the cart of every window: first line after ${hotel.cartFirstLineMs} ms, longest task until every line is there ${hotel.cartLongestTaskMs} ms, while scrolling ${hotel.cartScrollLongestTaskMs} ms`,
          `designs without products open in ${hotel.emptyOpenMs.map((empty) => `${empty.openMs} ms (${empty.windows} windows)`).join(', ')}`,
        ].join('; ');
  report.settings.hotel = hotelLine(await measureHotel().catch(failedHotel));
  console.log(`[chromium] ${report.settings.hotel}`);
  // The same job on PostgreSQL (issue 31: both databases).
  const hotelDatabase = await acquirePostgres();
  if ('skipped' in hotelDatabase) report.settings.hotelPostgres = `skipped: ${hotelDatabase.skipped}`;
  else {
    try {
      report.settings.hotelPostgres = hotelLine(await measureHotel(50, 20, hotelDatabase.target.databaseUrl).catch(failedHotel));
    } finally {
      await hotelDatabase.target.release();
    }
  }
  console.log(`[chromium, postgres] ${report.settings.hotelPostgres}`);

  console.log('\n[fleet] three processes behind nginx on PostgreSQL against one process, 64 shoppers renaming...');
  const fleet = await measureFleet((line) => console.log(`[fleet] ${line}`));
  report.settings.fleet = fleetLine(fleet);
  console.log(`[fleet] ${report.settings.fleet}`);

  console.log(`\n${formatReport(report)}`);
  writeReport(RESULTS_FILE, report);
  console.log(`\nResults written to ${RESULTS_FILE}`);
}

const engine = process.env.BENCH_ENGINE;
const toParent = process.send?.bind(process);
const work =
  (engine === 'pglite' || engine === 'postgres') && toParent
    ? measureOneDatabase(engine, (run, done) => void toParent(run, undefined, undefined, done))
    : main();
work.catch(async (error) => {
  await closeAll();
  console.error(error);
  process.exitCode = 1;
});
