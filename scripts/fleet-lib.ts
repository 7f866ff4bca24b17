/**
 * A local fleet: one throwaway PostgreSQL, N server processes on ports of their own, nginx in front
 * over HTTP/2 and TLS. `npm run fleet` (scripts/fleet.ts) and the drills in fleet/ both start it here.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { type Postgres, startPostgres } from './fleet-postgres.ts';
import { freePort, isReady, runOnce, type ServerProcess, startServerProcess, tailOf, waitFor } from './fleet-processes.ts';
import { type ProxyProcess, startProxy } from './fleet-proxy.ts';

export { isReady, type ServerProcess, tailOf, waitFor };

const ROOT = new URL('..', import.meta.url).pathname;

export interface FleetOptions {
  /** Server processes (FLEET_SIZE, default 3). */
  size?: number;
  /** The proxy's port; a free one when absent. */
  proxyPort?: number;
  /** More environment for every server process (SMTP_URL, LOG_LEVEL, …). */
  env?: Record<string, string>;
  /** Time limits are multiplied by it (TIME_SCALE). */
  timeScale?: number;
  /** Progress lines (the CLI prints them). */
  say?: (line: string) => void;
}

export interface Fleet {
  /** `https://localhost:PORT`, through nginx. */
  url: string;
  dir: string;
  postgres: Postgres;
  proxy: ProxyProcess;
  servers: ServerProcess[];
  /** The environment every server process gets (PORT aside). */
  env: Record<string, string>;
  /** SIGTERM (graceful) or SIGKILL; resolves with how it ended once the process has exited. */
  stopServer(index: number, signal?: 'SIGTERM' | 'SIGKILL'): Promise<string>;
  /** Starts the process again on its port; resolves once it is ready. */
  startServer(index: number): Promise<void>;
  /** Starts again every process that has ended; answers their indexes. */
  heal(): Promise<number[]>;
  /** Everything stopped and deleted. Safe to call twice. */
  stop(): Promise<void>;
}

/** Processes of all fleets of this process, for the exit handler. */
const running = new Set<{ stopNow(): void }>();
let exitHandlerAdded = false;

/** Kills every fleet of this process at once and deletes its data (exit and signal handlers). */
export function stopAllFleetsNow(): void {
  for (const fleet of running) fleet.stopNow();
  running.clear();
}

function addExitHandler(): void {
  if (exitHandlerAdded) return;
  exitHandlerAdded = true;
  // Last resort when the caller never got to stop(): kill what is left and delete the data.
  process.on('exit', stopAllFleetsNow);
  // A signal ends the process without 'exit' unless someone handles it: when no one else does, we do.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.on(signal, () => {
      if (process.listenerCount(signal) > 1) return;
      stopAllFleetsNow();
      process.exit(code);
    });
  }
}

/** FLEET_KEEP_LOGS=DIR: the servers' and nginx's logs are copied there before the fleet's data goes. */
function keepLogs(dir: string): void {
  const target = process.env.FLEET_KEEP_LOGS;
  if (!target) return;
  const into = join(target, basename(dir));
  mkdirSync(into, { recursive: true });
  for (const file of [...readdirSync(dir).map((name) => join(dir, name)), join(dir, 'nginx/access.log'), join(dir, 'nginx/error.log')]) {
    if (file.endsWith('.log') && existsSync(file)) copyFileSync(file, join(into, basename(file)));
  }
}

export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  const size = options.size ?? 3;
  const scale = options.timeScale ?? 1;
  const say = options.say ?? (() => {});
  const dir = mkdtempSync(join(tmpdir(), 'eb-fleet-'));
  // The postgres user (PostgreSQL's data) and nginx's workers (its temp files) must get inside.
  chmodSync(dir, 0o755);
  const servers: ServerProcess[] = [];
  let postgres: Postgres | undefined;
  let proxy: ProxyProcess | undefined;
  let stopped = false;

  const handle = {
    stopNow() {
      for (const server of servers) server.killNow();
      // SIGTERM, not SIGKILL: nginx's master then takes its workers down with it.
      proxy?.process.kill('SIGTERM');
      try {
        postgres?.removeNow();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  running.add(handle);
  addExitHandler();

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.allSettled([...servers.map((server) => server.stop('SIGTERM', 10_000 * scale)), proxy?.stop()]);
    keepLogs(dir);
    try {
      await postgres?.remove();
    } finally {
      rmSync(dir, { recursive: true, force: true });
      running.delete(handle);
    }
  };

  try {
    say('Starting a throwaway PostgreSQL');
    postgres = await startPostgres(join(dir, 'postgres'));
    const env: Record<string, string> = {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      // One secret for all: a cookie signed by one process is read by the others.
      SESSION_SECRET: randomBytes(48).toString('base64url'),
      // Only nginx's X-Forwarded-* headers are believed; it reaches the processes from 127.0.0.1.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    say('Migrating and seeding the database once');
    await runOnce(['--import', 'tsx', join(ROOT, 'scripts/fleet-migrate.ts')], { ...env, DATA_DIR: join(dir, 'migrate') }, 60_000 * scale);

    const ports = await Promise.all(Array.from({ length: size }, () => freePort()));
    for (const [index, port] of ports.entries()) {
      servers.push(startServerProcess({ index, port, env: { ...env, DATA_DIR: join(dir, `server-${index + 1}`) }, logDir: dir }));
    }
    say(`Starting ${size} server processes on ports ${ports.join(', ')}`);
    await Promise.all(servers.map((server) => server.ready(90_000 * scale)));

    const proxyPort = options.proxyPort ?? (await freePort());
    say(`Starting nginx on port ${proxyPort}`);
    proxy = await startProxy({ dir: join(dir, 'nginx'), port: proxyPort, upstreams: ports.map((port) => `127.0.0.1:${port}`) });
    const url = `https://localhost:${proxyPort}`;
    await waitFor(`nginx on ${url}`, () => isReady(url), 10_000 * scale);

    const found = (index: number): ServerProcess => {
      const server = servers[index];
      if (!server) throw new Error(`No server process ${index}`);
      return server;
    };
    const startServer = async (index: number) => {
      const old = found(index);
      if (old.ended === null) throw new Error(`Server ${index + 1} is still running`);
      const next = startServerProcess({ index, port: old.port, env: old.env, logDir: dir });
      servers[index] = next;
      await next.ready(90_000 * scale);
    };
    return {
      url,
      dir,
      postgres,
      proxy,
      servers,
      env,
      stopServer: (index, signal = 'SIGTERM') => found(index).stop(signal, 15_000 * scale),
      startServer,
      async heal() {
        const ended = servers.filter((server) => server.ended !== null).map((server) => server.index);
        await Promise.all(ended.map(startServer));
        return ended;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
