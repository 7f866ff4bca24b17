import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Backups of the server's database, and their restore.
 *
 * PostgreSQL (DATABASE_URL): `pg_dump` in its custom format, taken while the server runs (a dump is
 * one snapshot), and `pg_restore` into an empty database in one transaction, so a failed restore
 * leaves the database empty; `clean` replaces what a database holds instead (`--clean --if-exists`).
 * Owners and grants are left out, so the dump restores into a database owned by another role.
 *
 * Embedded PGlite (no DATABASE_URL): its data directory as PGlite's own dump (`dumpDataDir`, a gzipped
 * tar), taken only while the server is stopped. PGlite's files are consistent only when it is closed,
 * and one process at a time may open them; the restore unpacks the dump into a new directory.
 */

export type BackupKind = 'postgres' | 'pglite';

export class OpsError extends Error {}

/** The embedded database's directory under DATA_DIR, as db/database.ts opens it. */
export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');

/** `backups/eb-2026-12-06T10-30-00Z.dump` (or `.pglite.tgz`): sorts by time, no colons. */
export function defaultBackupFile(kind: BackupKind, baseDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return join(baseDir, 'backups', `eb-${stamp}${kind === 'postgres' ? '.dump' : '.pglite.tgz'}`);
}

/** What a backup file holds, from its first bytes: a pg_dump archive, or PGlite's (gzipped) tar. */
export function backupKindOf(file: string): BackupKind {
  if (!existsSync(file)) throw new OpsError(`There is no file ${file}.`);
  const head = Buffer.alloc(262);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if ((head[0] === 0x1f && head[1] === 0x8b) || head.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite';
  throw new OpsError(`${file} is not a backup made by npm run backup (neither a pg_dump archive nor a PGlite dump).`);
}

// ---------------------------------------------------------------------------------------------------
// PostgreSQL

/**
 * The URL without its password, and the password as PGPASSWORD: a command line is visible to every
 * user of the machine (`ps`), the environment of a process is not.
 */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

const INSTALL_CLIENT =
  'Install the PostgreSQL client tools, in a version at least the server’s: apt-get install postgresql-client (Debian, Ubuntu), brew install libpq (macOS).';

/** Runs a PostgreSQL client tool; its own message when it fails, a clear one when it is not installed. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new OpsError(`${tool} was not found. ${INSTALL_CLIENT}`) : error);
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new OpsError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}

/** `pg_dump` of the whole database, custom format (compressed, restorable table by table). */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const { url, env } = connection(databaseUrl);
  await runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`], env);
}

/** Tables in the database's public schema: a restore goes into an empty database unless told to clean. */
async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new OpsError(`Cannot reach the database at DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const { rows } = await client.query<{ count: string }>(`select count(*) as count from pg_tables where schemaname = 'public'`);
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * `pg_restore` into the database of `databaseUrl`, in one transaction. The database must be empty
 * (create one with `createdb`), unless `clean`: then what the backup holds is dropped first and
 * replaced, and what it does not hold stays.
 */
export async function restorePostgres(databaseUrl: string, file: string, options: { clean?: boolean } = {}): Promise<void> {
  if (backupKindOf(file) !== 'postgres') {
    throw new OpsError(`${file} is a backup of the embedded database (PGlite): unset DATABASE_URL to restore it into DATA_DIR.`);
  }
  const tables = await tablesIn(databaseUrl);
  if (tables > 0 && !options.clean) {
    throw new OpsError(
      `The database at DATABASE_URL is not empty (${tables} tables). Restore into a new database (createdb, then point DATABASE_URL at it), or add --clean to replace its contents.`,
    );
  }
  const { url, env } = connection(databaseUrl);
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`];
  if (options.clean) args.push('--clean', '--if-exists');
  await runTool('pg_restore', [...args, file], env);
}

// ---------------------------------------------------------------------------------------------------
// PGlite

/** PostgreSQL's lock file, which PGlite writes while it has the directory open and removes on close. */
const OPEN_MARK = 'postmaster.pid';

/** The directory as PGlite's dump; refused while a server (or anything else) has it open. */
export async function backupPglite(dir: string, file: string): Promise<void> {
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    throw new OpsError(`There is no embedded database in ${dir} (is DATA_DIR right, or is DATABASE_URL missing?).`);
  }
  if (existsSync(join(dir, OPEN_MARK))) {
    throw new OpsError(
      `The embedded database in ${dir} is open: stop the server first, as only a closed PGlite directory can be copied consistently. If no server runs, it was stopped without closing: start it and stop it once.`,
    );
  }
  const db = await PGlite.create(dir);
  try {
    const dump = await db.dumpDataDir('gzip');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/** Unpacks a PGlite dump into `dir`, which must not exist yet or be empty. Answers the migrations it holds. */
export async function restorePglite(dir: string, file: string): Promise<number> {
  if (backupKindOf(file) !== 'pglite') {
    throw new OpsError(`${file} is a PostgreSQL backup: set DATABASE_URL to the (empty) database to restore it into.`);
  }
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new OpsError(`${dir} already holds a database: move it away first (mv ${dir} ${dir}.old), or set DATA_DIR to a new directory.`);
  }
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from schema_migrations');
    return rows[0]?.count ?? 0;
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// Either

export interface DatabaseTarget {
  databaseUrl: string | undefined;
  dataDir: string;
}

export const kindOf = (target: DatabaseTarget): BackupKind => (target.databaseUrl ? 'postgres' : 'pglite');

export async function backup(target: DatabaseTarget, file: string): Promise<void> {
  if (target.databaseUrl) await backupPostgres(target.databaseUrl, file);
  else await backupPglite(pgliteDirOf(target.dataDir), file);
}

export async function restore(target: DatabaseTarget, file: string, options: { clean?: boolean } = {}): Promise<void> {
  if (target.databaseUrl) {
    await restorePostgres(target.databaseUrl, file, options);
    return;
  }
  if (options.clean) throw new OpsError('--clean is for PostgreSQL; the embedded database is restored into a new directory.');
  await restorePglite(pgliteDirOf(target.dataDir), file);
}
