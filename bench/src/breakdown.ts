/**
 * Where the time of one design load goes, measured in-process and one call at a time (no
 * concurrency): each of loadStates' queries, the whole loadState, presentGraph, the response
 * serialization the route does (zod encode of the design graph's answer, then JSON.stringify) against a plain
 * JSON.stringify, and the whole route through app.inject and over HTTP.
 *
 *   npm run bench:breakdown -w @eb/bench            (PGlite, plus PostgreSQL as `npm run bench` finds it)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { designGraphSchema } from '@eb/domain/design';
import { z } from 'zod';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { presentGraph } from '../../apps/api/src/modules/designs/present.ts';
import { loadState } from '../../apps/api/src/modules/designs/state.ts';
import { createServer } from '../../apps/api/src/server.ts';
import { baseUrlOf, LOOPBACK } from './api-server.ts';
import { createDesignFixture, DESIGN_API } from './design-fixture.ts';
import { acquirePostgres } from './postgres.ts';

const ROUNDS = 60;

/** Median milliseconds of `rounds` sequential calls, after a few unmeasured ones. */
async function median(work: () => unknown, rounds = ROUNDS): Promise<number> {
  for (let index = 0; index < 5; index += 1) await work();
  const times: number[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function breakdown(engine: string, databaseUrl?: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eb-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const handle = await openDatabase(config);
  const app = await createServer(config, handle);
  try {
    await app.listen({ host: LOOPBACK, port: 0 });
    const baseUrl = baseUrlOf(app.server.address());
    const { designId, cookie } = await createDesignFixture(baseUrl, 30, 10);
    const { db } = handle;
    const url = `${DESIGN_API}/designs/${designId}`;

    const state = (await loadState(db, designId))!;
    const graph = presentGraph(state);
    const schema = z.object({ data: designGraphSchema });
    const rows: [string, number][] = [
      ['query designs', await median(() => db.selectFrom('designs').selectAll().where('id', 'in', [designId]).execute())],
      [
        'query design_attributes',
        await median(() => db.selectFrom('design_attributes').selectAll().where('design_id', 'in', [designId]).execute()),
      ],
      ['query containers (30)', await median(() => db.selectFrom('containers').selectAll().where('design_id', 'in', [designId]).execute())],
      ['query items (300)', await median(() => db.selectFrom('items').selectAll().where('design_id', 'in', [designId]).execute())],
      [
        'query item_attributes',
        await median(() => db.selectFrom('item_attributes').selectAll().where('design_id', 'in', [designId]).execute()),
      ],
      ['loadState (5 queries)', await median(() => loadState(db, designId))],
      ['presentGraph', await median(() => presentGraph(state))],
      ['zod encode (design answer)', await median(() => schema.safeEncode({ data: graph }))],
      ['JSON.stringify', await median(() => JSON.stringify({ data: graph }))],
      ['route via app.inject', await median(() => app.inject({ method: 'GET', url, headers: { cookie } }))],
      ['route via HTTP (fetch)', await median(async () => (await fetch(`${baseUrl}${url}`, { headers: { cookie } })).arrayBuffer())],
    ];
    console.log(`\n[${engine}] median ms of ${ROUNDS} sequential calls, design of 30 rooms x 10 windows`);
    for (const [label, ms] of rows) console.log(`  ${label.padEnd(28)} ${ms.toFixed(2).padStart(8)}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await breakdown('pglite');
  const postgres = await acquirePostgres();
  if ('skipped' in postgres) {
    console.log(`\n[postgres] ${postgres.skipped}`);
    return;
  }
  try {
    await breakdown('postgres', postgres.target.databaseUrl);
  } finally {
    await postgres.target.release();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
