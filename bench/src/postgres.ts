import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { defer } from './cleanup.ts';

const run = promisify(execFile);
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const PG_TEST = join(REPO_ROOT, 'scripts/pg-test.sh');

/** A PostgreSQL database the bench may fill, and how to get rid of it. */
export interface PostgresTarget {
  databaseUrl: string;
  /** Where it came from, for the report. */
  source: string;
  release(): Promise<void>;
}

export type PostgresOutcome = { target: PostgresTarget } | { skipped: string };

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server behind `serverUrl`, dropped on release; the given database is not touched. */
async function freshDatabase(serverUrl: string): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const name = `eb_bench_${randomBytes(5).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** A throwaway server from scripts/pg-test.sh (127.0.0.1 only), stopped and deleted on release. */
async function throwawayServer(): Promise<{ serverUrl: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'eb-bench-pg-'));
  // Registered before starting, so that Ctrl-C during `start` stops what it started.
  const stop = defer(async () => {
    await run('bash', [PG_TEST, 'stop', dir], { cwd: REPO_ROOT }).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });
  try {
    const { stdout } = await run('bash', [PG_TEST, 'start', dir], { cwd: REPO_ROOT });
    const serverUrl = /^DATABASE_URL=(.+)$/m.exec(stdout)?.[1]?.trim();
    if (!serverUrl) throw new Error(`pg-test.sh printed no DATABASE_URL:\n${stdout}`);
    return { serverUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const reason = (error: unknown) => {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  return stderr || (error instanceof Error ? error.message : String(error));
};

/** BENCH_DATABASE_URL's server when set, else a throwaway one; skipped (with why) when neither works. */
export async function acquirePostgres(env: NodeJS.ProcessEnv = process.env): Promise<PostgresOutcome> {
  const given = env.BENCH_DATABASE_URL;
  let stopServer = async () => {};
  try {
    let serverUrl = given;
    let source = 'BENCH_DATABASE_URL';
    if (!serverUrl) {
      const server = await throwawayServer();
      serverUrl = server.serverUrl;
      stopServer = server.stop;
      source = 'throwaway server (scripts/pg-test.sh)';
    }
    const database = await freshDatabase(serverUrl);
    const release = async () => {
      try {
        await database.drop();
      } finally {
        await stopServer();
      }
    };
    return { target: { databaseUrl: database.databaseUrl, source, release } };
  } catch (error) {
    await stopServer();
    const where = given ? 'BENCH_DATABASE_URL' : 'a throwaway server (scripts/pg-test.sh)';
    return { skipped: `PostgreSQL skipped: could not use ${where}: ${reason(error)}` };
  }
}
