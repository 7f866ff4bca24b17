import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type KyselyConfig, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Engine = 'pglite' | 'postgres';
export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

// int8 and numeric come back as strings from pg by default; counts and sums here fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** `log` sees every query (the tests count the statements of a write with it). */
export async function openPostgres(url: string, log?: KyselyConfig['log']): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, dropped database) must not crash the
  // process: the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

/** Embedded PGlite: in memory when no directory is given (tests), else files under `dir`. */
export async function openPglite(dir?: string): Promise<DatabaseHandle> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir ? await PGlite.create(dir) : await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, engine: 'pglite', close: () => db.destroy() };
}

export function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(join(options.dataDir, 'pglite'));
}
