/**
 * How many times slower than usual this machine runs the tests. Every time limit of the test suites
 * (Playwright's and Vitest's, and the explicit ones in the tests) is multiplied by it, so a slow or
 * busy machine gets more time instead of failing on the clock. Waits still end as soon as what they
 * wait for is there: a larger factor costs time only when a test is about to fail.
 *
 * TIME_SCALE sets it (a number, at least 1). Without it, a short calibration measures it once and
 * leaves the answer in TIME_SCALE, so the processes started after it (test workers, the next suite)
 * use the same factor without measuring again.
 *
 * Run as a script it prints the factor: `npx tsx scripts/time-scale.ts`.
 */
import { pathToFileURL } from 'node:url';

/** The calibration's work took about this long on a usual machine with nothing else running. */
const USUAL_MS = 250;
/** More than this is no longer a slow machine but a broken one; its tests should fail. */
const MOST = 5;

/** A fixed piece of the work tests do most: building objects, JSON both ways, sorting. */
function sampleWork(): number {
  const rows: { id: number; name: string; width: number }[] = [];
  for (let id = 0; id < 20_000; id += 1) rows.push({ id, name: `Window ${id}`, width: (id * 7919) % 97 });
  const copy = JSON.parse(JSON.stringify(rows)) as typeof rows;
  copy.sort((a, b) => a.width - b.width || b.id - a.id);
  return copy.length;
}

/** Times the sample work (six rounds, about a quarter of a second on a usual machine) against the usual time, rounded up to a half. */
export function measureTimeScale(): number {
  const started = performance.now();
  for (let round = 0; round < 6; round += 1) sampleWork();
  const ratio = (performance.now() - started) / USUAL_MS;
  return Math.min(MOST, Math.max(1, Math.ceil(ratio * 2) / 2));
}

/** The factor: TIME_SCALE when set, else measured once (and kept in TIME_SCALE). */
export function timeScale(): number {
  const given = process.env.TIME_SCALE;
  if (given !== undefined && given !== '') {
    const factor = Number(given);
    if (!Number.isFinite(factor) || factor < 1) throw new Error(`TIME_SCALE must be a number of at least 1, not "${given}".`);
    return factor;
  }
  const factor = measureTimeScale();
  process.env.TIME_SCALE = String(factor);
  return factor;
}

/** A time limit of `ms` on a usual machine, on this one. */
export function scaled(ms: number): number {
  return Math.round(ms * timeScale());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(timeScale());
