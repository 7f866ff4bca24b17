/**
 * The fleet's server processes (`node --max-semi-space-size=32 --import tsx src/main.ts`, one PID each, as STACK.md advises),
 * and the waits around them: readiness, exit, free ports.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { join } from 'node:path';

const API_DIR = new URL('../apps/api', import.meta.url).pathname;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on now. */
/** The last lines of a log file (each cut to 300 characters), or nothing when it cannot be read. */
export function tailOf(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .slice(-lines)
      .map((line) => line.slice(0, 300))
      .join('\n');
  } catch {
    return '';
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it answers true; fails with `what` when `ms` have passed. */
export async function waitFor(what: string, check: () => Promise<boolean>, ms: number, everyMs = 100): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Waited ${ms} ms for ${what}`);
    await sleep(everyMs);
  }
}

/** A GET that answers status and content type (any certificate: the fleet's is self-signed). */
function probe(url: string, timeoutMs = 2_000): Promise<{ status: number; json: boolean }> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { rejectUnauthorized: false, timeout: timeoutMs, headers: { accept: 'application/json' } }, (answer) => {
      answer.resume();
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, json: String(answer.headers['content-type'] ?? '').includes('application/json') }),
      );
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * Whether the server at `base` takes work: `GET /readyz` (database and migrations ready) where the
 * server has it, else `GET /healthz`. The one place that knows which, so switching is one line.
 * A server without /readyz answers it with the web app's page (HTML) or a 404, not JSON.
 */
export async function isReady(base: string): Promise<boolean> {
  const ready = await probe(`${base}/readyz`);
  if (ready.json && ready.status !== 404) return ready.status === 200;
  const health = await probe(`${base}/healthz`);
  return health.json && health.status === 200;
}

/** Runs `node ARGS` to the end; fails with its output when it fails or outlives `ms`. */
export function runOnce(args: string[], env: Record<string, string>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`node ${args.join(' ')} ended with ${code ?? signal}:\n${output}`));
    });
  });
}

export interface ServerProcess {
  /** 0-based place in the fleet. */
  index: number;
  port: number;
  pid: number;
  env: Record<string, string>;
  /** stdout and stderr of every run of this process (restarts append). */
  logFile: string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>;
  /** How it ended (`exit 1`, `SIGKILL`), or null while it runs. */
  readonly ended: string | null;
  /** Resolves once it answers ready; fails if it exits first or `ms` pass. */
  ready(ms: number): Promise<void>;
  /** Sends `signal`, waits until it has exited (SIGKILL after `ms`); answers how it ended. */
  stop(signal: 'SIGTERM' | 'SIGKILL', ms: number): Promise<string>;
  /** SIGKILL now, without waiting (exit handlers). */
  killNow(): void;
  /** The last lines of its log (each cut to 300 characters), for a failure message. */
  logTail(lines?: number): string;
}

export function startServerProcess(settings: { index: number; port: number; env: Record<string, string>; logDir: string }): ServerProcess {
  const { index, port, env } = settings;
  const logFile = join(settings.logDir, `server-${index + 1}.log`);
  const log = openSync(logFile, 'a');
  // As production starts them (README): a larger young generation, fewer pauses under load.
  const child = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let ended: string | null = null;
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = signal ?? `exit ${code}`;
      resolve(ended);
    });
  });
  const logTail = (lines = 30) => tailOf(logFile, lines);
  const alive = () => ended === null;

  return {
    index,
    port,
    pid: child.pid ?? 0,
    env,
    logFile,
    exited,
    get ended() {
      return ended;
    },
    async ready(ms) {
      const deadline = Date.now() + ms;
      for (;;) {
        if (!alive()) throw new Error(`server ${index + 1} ended (${ended}) before it was ready:\n${logTail()}`);
        if (await isReady(`http://127.0.0.1:${port}`).catch(() => false)) return;
        if (Date.now() > deadline) throw new Error(`Waited ${ms} ms for server ${index + 1} (port ${port}) to be ready:\n${logTail()}`);
        await sleep(100);
      }
    },
    async stop(signal, ms) {
      if (!alive()) return exited;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      const how = await exited;
      clearTimeout(timer);
      return how;
    },
    killNow() {
      if (alive()) child.kill('SIGKILL');
    },
    logTail,
  };
}
