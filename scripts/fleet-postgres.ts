/**
 * The fleet's throwaway PostgreSQL: scripts/pg-test.sh makes and removes it; stopping and starting
 * it (the drills' outage) goes through pg_ctl on the same data directory, as the `postgres` user when
 * we are root, like pg-test.sh does.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PG_TEST = new URL('./pg-test.sh', import.meta.url).pathname;

export interface Postgres {
  /** `postgres://postgres@127.0.0.1:PORT/app` */
  url: string;
  dir: string;
  /** Fast shutdown: open connections are ended, as when the server is restarted. */
  stop(): Promise<void>;
  /** Starts it again with the options it had; resolves once it takes connections. */
  start(): Promise<void>;
  /** Runs SQL with psql and answers its unaligned output (for a drill's diagnosis). */
  query(statement: string): Promise<string>;
  /** Stops it for good and deletes its data. */
  remove(): Promise<void>;
  /** The same, synchronously (for process exit handlers). */
  removeNow(): void;
}

function pgBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const latest = versions.at(-1);
  if (!latest) throw new Error('PostgreSQL server binaries not found. Install them with: apt-get install -y postgresql');
  return join('/usr/lib/postgresql', latest, 'bin');
}

/** pg_ctl as the data directory's owner. */
function asOwner(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** Creates and starts a cluster in `dir` (which must not exist yet). */
export async function startPostgres(dir: string): Promise<Postgres> {
  const { stdout } = await run('bash', [PG_TEST, 'start', dir]);
  const url = /^DATABASE_URL=(.+)$/m.exec(stdout)?.[1];
  if (!url) throw new Error(`pg-test.sh did not print a DATABASE_URL:\n${stdout}`);
  const data = join(dir, 'data');
  // The server's own command line (pg-test.sh's options), kept by PostgreSQL for `pg_ctl restart`.
  const options = readFileSync(join(data, 'postmaster.opts'), 'utf8')
    .trim()
    .replace(/^\S+ "-D" "[^"]*"/, '');
  const pgCtl = join(pgBin(), 'pg_ctl');
  const ctl = (args: string[]) => {
    const [command, all] = asOwner(pgCtl, ['-D', data, ...args]);
    return run(command, all);
  };
  return {
    url,
    dir,
    async stop() {
      await ctl(['-m', 'fast', '-w', '-t', '30', 'stop']);
    },
    async start() {
      await ctl(['-l', join(data, 'server.log'), '-w', '-t', '30', '-o', options, 'start']);
    },
    async query(statement) {
      const { stdout } = await run('psql', ['-At', '-F', ' ', url, '-c', statement]);
      return stdout.trim();
    },
    async remove() {
      await run('bash', [PG_TEST, 'stop', dir]);
    },
    removeNow() {
      if (existsSync(dir)) execFileSync('bash', [PG_TEST, 'stop', dir], { stdio: 'ignore' });
    },
  };
}
