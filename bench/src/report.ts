import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ScenarioResult } from './scenario.ts';

/** "numerator is at least `min` times denominator", in requests per second. */
export interface Target {
  label: string;
  numerator: string;
  denominator: string;
  min: number;
}

export interface TargetResult extends Target {
  ratio: number | null;
  met: boolean;
}

export interface DatabaseRun {
  engine: 'pglite' | 'postgres';
  /** Set when this database was not measured, with why. */
  skipped?: string;
  source?: string;
  scenarios: ScenarioResult[];
  targets: TargetResult[];
}

export interface Report {
  startedAt: string;
  node: string;
  cpus: number;
  settings: Record<string, number | string>;
  runs: DatabaseRun[];
}

export function evaluate(target: Target, scenarios: ScenarioResult[]): TargetResult {
  const rps = (name: string) => scenarios.find((result) => result.name === name)?.rps;
  const top = rps(target.numerator);
  const bottom = rps(target.denominator);
  const ratio = top !== undefined && bottom ? top / bottom : null;
  return { ...target, ratio, met: ratio !== null && ratio >= target.min };
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
      const ratio = target.ratio === null ? 'n/a' : fixed(target.ratio, 2);
      lines.push(`${run.engine}: ${target.label}: ratio ${ratio} (target >= ${target.min}): ${target.met ? 'MET' : 'NOT MET'}`);
    }
  }
  return lines.join('\n');
}

export function writeReport(file: string, report: Report): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
