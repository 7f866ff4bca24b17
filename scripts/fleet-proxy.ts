/**
 * nginx in front of the fleet: deploy/nginx.conf filled in (ports, certificate, upstream list) under
 * a directory of its own, with a throwaway self-signed certificate, run in the foreground.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TEMPLATE = new URL('../deploy/nginx.conf', import.meta.url).pathname;
/** Debian's nginx lives in /usr/sbin, which is not on every user's PATH; NGINX names another. */
const NGINX = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
/** The passive health check of every upstream line (see deploy/nginx.conf). */
const SERVER_PARAMETERS = 'max_fails=2 fail_timeout=3s';
/** The design group never marks a process down (deploy/nginx.conf says why). */
const DESIGN_SERVER_PARAMETERS = 'max_fails=0';

export interface ProxySettings {
  /** A directory of its own (config, pid, temp files, logs, certificate). */
  dir: string;
  port: number;
  /** `HOST:PORT` of each server process. */
  upstreams: string[];
}

export interface ProxyProcess {
  process: ChildProcess;
  /** Its access log: which process answered each request. */
  accessLog: string;
  errorLog: string;
  stop(): Promise<void>;
}

/** Fills every {{NAME}} of the template; a name left unfilled is an error, not a broken config. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  const filled = template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  const left = /\{\{[A-Z_]+\}\}/.exec(filled);
  if (left) throw new Error(`deploy/nginx.conf: no value for ${left[0]}`);
  return filled;
}

/** The user nginx's workers run as when it starts as root (they write its temp files). */
function workerUser(): { name: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['www-data', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { name, uid, gid };
    } catch {
      // Not on this system: try the next one.
    }
  }
  throw new Error('Running as root, but neither www-data nor nobody exists for nginx to run its workers as.');
}

/** A self-signed certificate for localhost, valid for a day. */
function makeCertificate(dir: string): { certificate: string; key: string } {
  const certificate = join(dir, 'localhost.crt');
  const key = join(dir, 'localhost.key');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1'],
      ...['-keyout', key, '-out', certificate],
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}

export function nginxConfig(settings: ProxySettings, files: { certificate: string; key: string }, user: string | null): string {
  return fillTemplate(readFileSync(TEMPLATE, 'utf8'), {
    USER: user ? `user ${user};` : '# (not root: nginx runs as the user who starts it)',
    PREFIX: settings.dir,
    LISTEN: String(settings.port),
    CERTIFICATE: files.certificate,
    CERTIFICATE_KEY: files.key,
    UPSTREAM_SERVERS: settings.upstreams.map((address) => `    server ${address} ${SERVER_PARAMETERS};`).join('\n'),
    DESIGN_UPSTREAM_SERVERS: settings.upstreams.map((address) => `    server ${address} ${DESIGN_SERVER_PARAMETERS};`).join('\n'),
  });
}

/** Writes the config and starts nginx in the foreground; resolves once it has checked its config. */
export async function startProxy(settings: ProxySettings): Promise<ProxyProcess> {
  const user = workerUser();
  mkdirSync(join(settings.dir, 'temp'), { recursive: true });
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    const path = join(settings.dir, 'temp', name);
    mkdirSync(path, { recursive: true });
    if (user) chownSync(path, user.uid, user.gid);
  }
  const files = makeCertificate(settings.dir);
  const config = join(settings.dir, 'nginx.conf');
  writeFileSync(config, nginxConfig(settings, files, user?.name ?? null));
  const args = ['-p', settings.dir, '-c', config, '-e', 'stderr'];
  execFileSync(NGINX, [...args, '-t', '-q'], { stdio: ['ignore', 'ignore', 'inherit'] });

  const errorLog = join(settings.dir, 'error.log');
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.pipe(createWriteStream(errorLog));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    accessLog: join(settings.dir, 'access.log'),
    errorLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
