import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, type KyselyConfig, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import { PgliteThread } from './pglite-thread.ts';
import type { Database } from './schema.ts';

export type Engine = 'pglite' | 'postgres';
export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** PostgreSQL's connection pool, for its counts on /metrics (PGlite has none). */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  close(): Promise<void>;
}

// int8 and numeric come back as strings from pg by default; counts and sums here fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Hot statements whose text never changes: each connection prepares them once (a named statement),
 * so PostgreSQL parses and plans them once per connection instead of on every call. Register a text
 * with `preparedOnPostgres` and send exactly that text; any other statement goes as it is.
 */
const preparedNames = new Map<string, string>();

export function preparedOnPostgres(text: string): string {
  if (!preparedNames.has(text)) preparedNames.set(text, `eb_${preparedNames.size + 1}`);
  return text;
}

/**
 * Statements that come back with the same text (an edit's one statement, the reads of a load) are
 * prepared too, from their second use: at most AUTO_MAX texts, short ones, reads and writes only.
 */
const AUTO_MAX = 256;
const AUTO_TEXT_MAX = 8_000;
const seen = new Set<string>();
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

export function preparedNameFor(text: string): string | undefined {
  const known = preparedNames.get(text);
  if (known !== undefined || preparedNames.size >= AUTO_MAX || text.length > AUTO_TEXT_MAX) return known;
  if (!seen.has(text)) {
    if (seen.size >= AUTO_MAX * 4) seen.clear();
    seen.add(text);
    return undefined;
  }
  if (!PREPARABLE.test(text)) return undefined;
  seen.delete(text);
  preparedOnPostgres(text);
  return preparedNames.get(text);
}

class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() is heavily overloaded; only (text, values) is rerouted.
  override query(...args: any[]): any {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length === 2 && Array.isArray(values) ? preparedNameFor(text) : undefined;
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    return name ? super.query({ name, text, values }) : (super.query as (...rest: any[]) => any)(...args);
  }
}

/** `log` sees every query (the tests count the statements of a write with it). */
export async function openPostgres(url: string, log?: KyselyConfig['log']): Promise<DatabaseHandle> {
  // A request waits at most this long for a connection while the database is away (then a clean 503).
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: PreparingClient, connectionTimeoutMillis: 5000 });
  // A connection the server ends (restart, failover, dropped database) must not crash the process:
  // an idle one is discarded by the pool, one in use fails its query, and the next opens anew.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  pool.on('connect', (client) => client.on('error', (error) => console.warn(`PostgreSQL closed a connection: ${error.message}`)));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
  return { db, engine: 'postgres', pool, close: () => db.destroy() };
}

/** Embedded PGlite: in memory when no directory is given (tests), else files under `dir`. */
export async function openPglite(dir?: string): Promise<DatabaseHandle> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PgliteThread.start(dir ? { dir } : {});
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, engine: 'pglite', close: () => db.destroy() };
}

export function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(join(options.dataDir, 'pglite'));
}
