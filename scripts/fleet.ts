/**
 * `npm run fleet`: the app as it runs in production, on this machine, to try it out. A throwaway
 * PostgreSQL, FLEET_SIZE server processes (default 3) sharing it, nginx in front on
 * https://localhost:FLEET_PORT (default 8443) over HTTP/2 with a self-signed certificate. Ctrl-C
 * stops everything and deletes its data.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type Fleet, startFleet, stopAllFleetsNow } from './fleet-lib.ts';

const ROOT = new URL('..', import.meta.url).pathname;

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number of at least 1, not "${raw}".`);
    process.exit(2);
  }
  return value;
}

const size = positiveNumber('FLEET_SIZE', 3);
const proxyPort = positiveNumber('FLEET_PORT', 8443);
const say = (line: string) => console.log(`\x1b[1m==> ${line}\x1b[0m`);

if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  say('Building the web app (apps/web/dist is missing)');
  execFileSync('npm', ['run', 'build', '-w', '@eb/web'], { cwd: ROOT, stdio: 'inherit' });
}

let fleet: Fleet | undefined;
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  say(`${signal}: stopping the fleet and deleting its data`);
  if (fleet) await fleet.stop();
  // Still starting: no graceful stop to wait for.
  else stopAllFleetsNow();
  process.exit(0);
};
process.on('SIGINT', () => void stop('Ctrl-C'));
process.on('SIGTERM', () => void stop('SIGTERM'));

const started = await startFleet({
  size,
  proxyPort,
  say,
  // One line per request, as in production; SMTP_URL and the like pass through from this shell.
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
});
fleet = started;

// A process that dies on its own is reported; the others and nginx go on serving.
for (const server of started.servers) {
  void server.exited.then((how) => {
    if (!stopping) console.error(`Server ${server.index + 1} (port ${server.port}) ended: ${how}. Its log: ${server.logFile}`);
  });
}
started.proxy.process.once('exit', () => {
  if (!stopping) {
    console.error(`nginx ended; see ${started.proxy.errorLog}. Stopping.`);
    void stop('nginx ended');
  }
});

console.log(`
  Estimate Builder fleet is up on ${started.url}/estimatebuilder
  (self-signed certificate: your browser asks once; curl needs -k)

  ${size} server processes behind nginx (HTTP/2, TLS), one PostgreSQL: ${started.postgres.url}
  Logs: ${started.dir}/server-N.log, nginx's access log ${started.proxy.accessLog}
  Demo accounts (password "demo-password"): shopper@example.com, rep@example.com
  Try:  kill -9 ${started.servers.map((server) => server.pid).join(' or ')}   (a server process; nginx sends its work to the others)

  Ctrl-C stops everything and deletes its data.
`);
