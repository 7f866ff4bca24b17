import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { WEB_APP_API_KEY } from '@eb/domain/identity';
import { DEFAULT_SITE_ID, isSiteId, parseSiteHosts, type SiteId } from '@eb/domain/sites';
import { z } from 'zod';
import type { LogOutput } from './log-batch.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.email('MAIL_FROM must be an email address').default('estimates@estimate-builder.example'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SITE_HOSTS: z.string().optional(),
  DEFAULT_SITE_ID: z.coerce.number().refine(isSiteId, 'DEFAULT_SITE_ID must be one of 1, 2, 3, 5, 11').default(DEFAULT_SITE_ID),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  CATALOG_DIR: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: z.string().optional(),
  API_KEYS: z.string().optional(),
  // Empty counts as unset, as in a .env file that lists the name without a value.
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[\x21-\x7e]{32,}$/, 'METRICS_TOKEN must be at least 32 visible characters, without spaces')
      .optional(),
  ),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The From address of every mail; the site's brand is its display name. */
  mailFrom: string;
  /** How often mail delivery looks for due mail, in ms; 0 only when woken (the tests' default: no poll lands in a statement count). */
  mailPollMs: number;
  sessionSecret: string;
  siteHosts: Map<string, SiteId>;
  defaultSiteId: SiteId;
  logLevel: string;
  /** Where log lines go, a batch at a time; standard output unless set (tests and the bench set it). */
  logStream?: LogOutput;
  webDist: string;
  /** The folder of catalog data files (*.json); unset: the catalog shipped with the server. */
  catalogDir: string | undefined;
  /** Sign-in attempts per minute for one email; one address gets three times as many across emails. */
  loginRateLimit: number;
  /** Addresses (or CIDR ranges, or loopback / linklocal / uniquelocal) whose X-Forwarded-* headers are believed; empty: none. */
  trustProxy: string[];
  /** The `x-api-key` values accepted: this web app's, and those of API_KEYS (comma-separated). */
  apiKeys: ReadonlySet<string>;
  /** The bearer token that reads /metrics; unset: /metrics is off (and nothing is measured). */
  metricsToken: string | undefined;
  /** On SIGTERM/SIGINT, how long /readyz answers 503 while requests are still served, before closing. */
  shutdownDrainMs: number;
}

/** Reads and checks the environment; a wrong value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  const trustProxy = parseTrustProxy(value.TRUST_PROXY);
  const dataDir = resolve(value.DATA_DIR);
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    mailPollMs: value.NODE_ENV === 'test' ? 0 : 1000,
    sessionSecret: value.SESSION_SECRET ?? persistentSecret(dataDir),
    siteHosts: parseSiteHosts(value.SITE_HOSTS),
    defaultSiteId: value.DEFAULT_SITE_ID as SiteId,
    logLevel: value.LOG_LEVEL,
    webDist: resolve(value.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    catalogDir: value.CATALOG_DIR ? resolve(value.CATALOG_DIR) : undefined,
    loginRateLimit: value.LOGIN_RATE_LIMIT,
    trustProxy,
    apiKeys: new Set([
      WEB_APP_API_KEY,
      ...(value.API_KEYS ?? '')
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    ]),
    metricsToken: value.METRICS_TOKEN,
    shutdownDrainMs: value.SHUTDOWN_DRAIN_MS,
  };
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY names the proxies in front of the server, comma-separated. Unset, empty or `false`
 * trusts none, so a caller cannot pick its own address with X-Forwarded-For. `true` is refused:
 * it would believe any caller.
 */
export function parseTrustProxy(raw: string | undefined): string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value.toLowerCase() === 'false') return [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (wrong.length > 0) {
    throw new Error(
      `Invalid configuration:\n  TRUST_PROXY: ${wrong.join(', ')} is not an address, a CIDR range or loopback / linklocal / uniquelocal (for example 127.0.0.1,10.0.0.0/8)`,
    );
  }
  return entries;
}

/** A generated secret kept in DATA_DIR so sessions survive restarts without any setup. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
