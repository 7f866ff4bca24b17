import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The migrations this build knows: one file each in db/migrations, named as migrate.ts names them
 * (`0012-mail-outbox.ts` runs as `0012-mail-outbox`). A test checks the names match what ran.
 */
export const KNOWN_MIGRATIONS: readonly string[] = readdirSync(new URL('../../db/migrations/', import.meta.url))
  .filter((file) => /^\d{4}-[\w-]+\.ts$/.test(file))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

/** How long a probe waits on the database: a pool with no free connection is not ready either. */
export const PROBE_TIMEOUT_MS = 2_000;

export const SHUTTING_DOWN = 'The server is shutting down; send requests to another instance.';
export const DATABASE_SILENT = 'The database is not answering.';
export const missingMigrations = (names: readonly string[]) =>
  `The database lacks ${names.length === 1 ? 'migration' : 'migrations'} ${names.join(', ')}; they are applied when the server starts.`;

/** `work`, or a rejection once `ms` have passed without an answer. */
export function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export type ReadinessResult = { ready: true; migrations: number } | { ready: false; reason: string; expected: boolean };

/**
 * Whether this instance should be sent traffic: the database answers, every migration this build
 * knows has been applied to it, and the instance is not draining before shutdown. `expected` says a
 * refusal is part of normal operation (draining), not a fault worth an error line.
 */
export class Readiness {
  #draining = false;

  constructor(
    private readonly db: Db,
    private readonly known: readonly string[] = KNOWN_MIGRATIONS,
  ) {}

  /** From now on /readyz answers 503, while every other route still serves (main.ts, on SIGTERM). */
  drain(): void {
    this.#draining = true;
  }

  get draining(): boolean {
    return this.#draining;
  }

  async check(): Promise<ReadinessResult> {
    if (this.#draining) return { ready: false, reason: SHUTTING_DOWN, expected: true };
    let applied: Set<string>;
    try {
      const { rows } = await within(PROBE_TIMEOUT_MS, sql<{ name: string }>`select name from schema_migrations`.execute(this.db));
      applied = new Set(rows.map((row) => row.name));
    } catch (error) {
      // No migration table yet: the database answers, but nothing has been applied to it.
      const code = (error as { code?: unknown }).code;
      if (code === '42P01') return { ready: false, reason: missingMigrations(this.known), expected: false };
      return { ready: false, reason: DATABASE_SILENT, expected: false };
    }
    const missing = this.known.filter((name) => !applied.has(name));
    if (missing.length > 0) return { ready: false, reason: missingMigrations(missing), expected: false };
    return { ready: true, migrations: this.known.length };
  }
}
