import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { HOTEL_API_TARGETS, type HotelApiJob, type HotelApiRun, type Timing } from './hotel-api.ts';
import type { ScenarioResult } from './scenario.ts';

/**
 * One of the figures:
 * - ratio: the numerator scenario serves at least `min` times the requests a second of the denominator;
 * - p99: the scenario's 99th percentile is at most `maxMs`;
 * - throughput: the scenario serves at least `min` requests a second (`before` says where `min` comes from);
 * - no failures: no connection error, time-out or non-2xx answer in the scenario, and no write
 *   answered 2xx missing from the database afterwards (where the scenario checks it).
 */
export type Target =
  | { kind: 'ratio'; label: string; numerator: string; denominator: string; min: number }
  | { kind: 'p99'; label: string; scenario: string; maxMs: number }
  | { kind: 'throughput'; label: string; scenario: string; min: number; before: string }
  | { kind: 'no failures'; label: string; scenario: string };

export type TargetResult = Target & {
  /** The ratio, milliseconds, requests a second or failures measured; null when a scenario is missing. */
  value: number | null;
  met: boolean;
};

export interface DatabaseRun {
  engine: 'pglite' | 'postgres';
  /** Set when this database was not measured, with why. */
  skipped?: string;
  source?: string;
  scenarios: ScenarioResult[];
  targets: TargetResult[];
  /** The hotel job through the API (hotel-api.ts): a 300-window and a 1,000-window design. */
  hotelApi?: HotelApiRun;
}

export interface Report {
  startedAt: string;
  node: string;
  cpus: number;
  settings: Record<string, number | string>;
  runs: DatabaseRun[];
}

export function evaluate(target: Target, scenarios: ScenarioResult[]): TargetResult {
  const find = (name: string) => scenarios.find((result) => result.name === name);
  switch (target.kind) {
    case 'ratio': {
      const top = find(target.numerator)?.rps;
      const bottom = find(target.denominator)?.rps;
      const value = top !== undefined && bottom ? top / bottom : null;
      return { ...target, value, met: value !== null && value >= target.min };
    }
    case 'p99': {
      const value = find(target.scenario)?.p99Ms ?? null;
      return { ...target, value, met: value !== null && value <= target.maxMs };
    }
    case 'throughput': {
      const value = find(target.scenario)?.rps ?? null;
      return { ...target, value, met: value !== null && value >= target.min };
    }
    case 'no failures': {
      const result = find(target.scenario);
      const value = result ? result.failures + (result.lostWrites ?? 0) : null;
      return { ...target, value, met: value === 0 };
    }
  }
}

/** "ratio 0.40 (target >= 0.6)": what was measured against what was wanted. */
function measuredAgainstWanted(result: TargetResult): string {
  if (result.value === null) return 'not measured';
  switch (result.kind) {
    case 'ratio':
      return `ratio ${result.value.toFixed(2)} (target >= ${result.min})`;
    case 'p99':
      return `p99 ${result.value.toFixed(1)} ms (target <= ${result.maxMs} ms)`;
    case 'throughput':
      return `${result.value.toFixed(0)} req/s (target >= ${result.min} req/s, ${result.before})`;
    case 'no failures':
      return `${result.value} failed or lost (target: none)`;
  }
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export function formatReport(report: Report): string {
  const header = ['database', 'scenario', 'p50 ms', 'p99 ms', 'req/s', 'requests', 'failures', 'body KB'];
  const rows = report.runs.flatMap((run) =>
    run.scenarios.map((result) => [
      run.engine,
      result.name,
      fixed(result.p50Ms),
      fixed(result.p99Ms),
      fixed(result.rps, 0),
      String(result.requests),
      String(result.failures),
      fixed(result.responseBytes / 1024),
    ]),
  );
  const lines = [table([header, ...rows])];
  for (const run of report.runs) {
    if (run.skipped) lines.push(`${run.engine}: ${run.skipped}`);
    for (const target of run.targets) {
      lines.push(`${run.engine}: ${target.label}: ${measuredAgainstWanted(target)}: ${target.met ? 'MET' : 'NOT MET'}`);
    }
  }
  const hotel = hotelApiLines(report.runs);
  if (hotel.length > 0) lines.push('', ...hotel);
  return lines.join('\n');
}

/** A figure of the hotel job: what it is, where to find it in a job, and its target in ms (null: done at all). */
const HOTEL_FIGURES: { label: string; of: (job: HotelApiJob) => Timing | undefined; maxMs: number | null }[] = [
  { label: 'summary after an edit', of: (job) => job.summaryAfterEdit, maxMs: HOTEL_API_TARGETS.summaryMs },
  { label: 'summary + cart after an edit', of: (job) => job.summaryAndCartAfterEdit, maxMs: HOTEL_API_TARGETS.summaryMs },
  { label: 'commercial PDF', of: (job) => job.commercialPdf, maxMs: HOTEL_API_TARGETS.pdfMs },
  { label: 'checkout of every window', of: (job) => job.checkoutAll, maxMs: HOTEL_API_TARGETS.checkoutMs },
  { label: 'share mail sent', of: (job) => job.shareMail, maxMs: HOTEL_API_TARGETS.shareMailMs },
];

/** Met when every run was within the target (the max, not only the p50); a figure with no number, when it was done. */
function hotelVerdict(timing: Timing | undefined, maxMs: number | null): string {
  if (!timing) return 'not measured';
  if (timing.failed) return 'NOT MET';
  return maxMs === null || timing.maxMs <= maxMs ? 'MET' : 'NOT MET';
}

const hotelCell = (timing: Timing | undefined) => (!timing ? '-' : timing.failed ? 'failed' : `${timing.p50Ms} / ${timing.maxMs}`);

/**
 * The hotel job side by side: each figure's p50 / max (ms) for the 300- and the 1,000-window design on
 * each database, with its target and MET / NOT MET; then why a figure failed.
 */
export function hotelApiLines(runs: readonly DatabaseRun[]): string[] {
  const measured = runs.filter((run) => run.hotelApi);
  if (measured.length === 0) return [];
  const sizes = [...new Set(measured.flatMap((run) => run.hotelApi?.jobs.map((job) => job.windows) ?? []))].sort((a, b) => a - b);
  const header = ['hotel job through the API', ...sizes.flatMap((windows) => [`${windows} win p50 / max ms`, 'verdict']), 'target'];
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const run of measured) {
    const jobs = run.hotelApi?.jobs ?? [];
    if (run.hotelApi?.skipped) notes.push(`${run.engine}: hotel job: ${run.hotelApi.skipped}`);
    for (const figure of HOTEL_FIGURES) {
      const cells = sizes.flatMap((windows) => {
        const timing = jobs.find((job) => job.windows === windows);
        const value = timing && figure.of(timing);
        if (value?.failed) notes.push(`${run.engine}, ${windows} windows, ${figure.label}: ${value.failed}`);
        return [hotelCell(value), timing ? hotelVerdict(value, figure.maxMs) : '-'];
      });
      rows.push([`${run.engine}: ${figure.label}`, ...cells, figure.maxMs === null ? 'sent' : `<= ${figure.maxMs} ms`]);
    }
    for (const job of jobs) {
      const full = job.checkoutFullCart;
      if (full) {
        notes.push(
          `${run.engine}, ${job.windows} windows: checkout of a full cart (${full.windows} windows of it) p50 ${hotelCell(full)} ms; steps of its last run (ms): ${JSON.stringify(full.stepsMs)}`,
        );
      }
    }
  }
  return [
    'Hotel job through the API (bench/src/hotel-api.ts): p50 / max over 5 edits, 3 PDFs, 3 checkouts, 3 shares; MET when every run is within the target.',
    table([header, ...rows]),
    ...notes,
  ];
}

export function writeReport(file: string, report: Report): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
