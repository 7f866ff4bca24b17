import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';
import { Kysely, type KyselyConfig } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, openPostgres } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { PGliteDialect } from '../src/db/pglite-dialect.ts';
import { PgliteThread } from '../src/db/pglite-thread.ts';
import type { Database } from '../src/db/schema.ts';

/** What the global setup hands each test file: where to copy a migrated, seeded database from. */
export type TemplateDatabase =
  | { engine: 'pglite'; dumpFile: string }
  | { engine: 'postgres'; adminUrl: string; template: string; prefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase | undefined;
  }
}

/** Every statement each test database ran, in order (what a test of statement counts reads). */
const statements = new WeakMap<Kysely<Database>, string[]>();
export function statementsOf(db: Kysely<Database>): string[] {
  return statements.get(db) ?? [];
}
function recorder(): { log: KyselyConfig['log']; list: string[] } {
  const list: string[] = [];
  return {
    list,
    log: (event) => {
      list.push(event.query.sql);
    },
  };
}

/** A database of its own for one test app, and the URL to reach it again (PostgreSQL only). */
export interface TestDatabase {
  handle: DatabaseHandle;
  databaseUrl: string | undefined;
}

export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A test database's buffer pool: its tables hold a few rows, and PGlite's 128 MB took a third of
 * every copy's start (the pool is cleared as the database opens).
 */
const TEST_SETTINGS = { shared_buffers: '16MB' };

/** The template dump, read once per process into memory every database thread reads without a copy. */
let templateBytes: { file: string; bytes: Uint8Array } | undefined;
function dumpBytes(file: string): Uint8Array {
  if (templateBytes?.file !== file) {
    const read = readFileSync(file);
    const bytes = new Uint8Array(new SharedArrayBuffer(read.byteLength));
    bytes.set(read);
    templateBytes = { file, bytes };
  }
  return templateBytes.bytes;
}

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
/** Node's WebAssembly (its types come with the DOM library, which the server's code does not load). */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }).WebAssembly;

/** PGlite's pglite.wasm, compiled once per process for every database thread it starts. */
let pgliteModule: Promise<WasmModule> | undefined;
function compiledPglite(): Promise<WasmModule> {
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  pgliteModule ??= wasm.compile(readFileSync(join(dist, 'pglite.wasm')));
  return pgliteModule;
}

/** PGlite in memory: a copy of the template dump, or (no global setup) a freshly migrated one. */
async function openPgliteCopy(dumpFile: string | undefined): Promise<TestDatabase> {
  // On a thread of its own, as the server runs it (src/db/pglite-thread.ts).
  const client = await PgliteThread.start({
    ...(dumpFile ? { dump: dumpBytes(dumpFile) } : {}),
    settings: TEST_SETTINGS,
    wasmModule: await compiledPglite(),
  });
  const recording = recorder();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client), log: recording.log });
  statements.set(db, recording.list);
  if (!dumpFile) await migrateToLatest(db);
  return { handle: { db, engine: 'pglite', close: () => db.destroy() }, databaseUrl: undefined };
}

/** A fresh PostgreSQL database made from the template, dropped again when the handle closes. */
async function openPostgresCopy(template: Extract<TemplateDatabase, { engine: 'postgres' }>): Promise<TestDatabase> {
  const name = `${template.prefix}${randomBytes(6).toString('hex')}`;
  await withAdmin(template.adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.template}"`));
  const databaseUrl = databaseUrlFor(template.adminUrl, name);
  const recording = recorder();
  const opened = await openPostgres(databaseUrl, recording.log);
  statements.set(opened.db, recording.list);
  let dropped = false;
  const close = async () => {
    await opened.close();
    if (dropped) return;
    dropped = true;
    await withAdmin(template.adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  };
  return { handle: { ...opened, close }, databaseUrl };
}

export function openTestDatabase(template: TemplateDatabase | undefined): Promise<TestDatabase> {
  if (template?.engine === 'postgres') return openPostgresCopy(template);
  if (!template && process.env.TEST_DATABASE_URL) {
    throw new Error('TEST_DATABASE_URL is set but the global setup did not run: use apps/api/vitest.config.ts.');
  }
  return openPgliteCopy(template?.dumpFile);
}
