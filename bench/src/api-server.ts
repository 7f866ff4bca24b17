import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { devNull, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { seedDemoAccounts } from '../../apps/api/src/modules/accounts/seed.ts';
import { createServer } from '../../apps/api/src/server.ts';

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  close(): Promise<void>;
}

/** Host every bench server listens on: loopback only. */
export const LOOPBACK = '127.0.0.1';

/** The port the OS gave a server that listened on port 0. */
export function baseUrlOf(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('The server is not listening on a TCP port.');
  return `http://${LOOPBACK}:${address.port}`;
}

/**
 * The real API (migrate + seed + buildApp, as on start) listening on a free loopback port.
 * Without `databaseUrl` it uses embedded PGlite under a temporary DATA_DIR, deleted on close.
 * `env` adds settings (e.g. SMTP_URL); `demoAccounts` adds the demo shopper and rep, which a
 * production server does not seed, for scenarios that sign in.
 */
export async function startApi(
  databaseUrl?: string,
  options: { env?: Record<string, string>; demoAccounts?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eb-bench-'));
  const loaded = loadConfig({
    NODE_ENV: 'production',
    // Request logging on, as in production (issue 9 measures /api/account/me so); the lines go nowhere.
    LOG_LEVEL: 'info',
    HOST: LOOPBACK,
    PORT: '0',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  // The lines are batched as on standard output, then written to the null device.
  const config = { ...loaded, logStream: nullOutput() };
  const database = await openDatabase(config);
  const app = await createServer(config, database);
  try {
    if (options.demoAccounts) await seedDemoAccounts(database.db);
    await app.listen({ host: LOOPBACK, port: 0 });
  } catch (error) {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl: baseUrlOf(app.server.address()),
    async close() {
      try {
        await app.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** The null device, written at once, as standard output to a file or a pipe is. */
function nullOutput(): { write(chunk: string): void } {
  const fd = openSync(devNull, 'w');
  return { write: (chunk) => void writeSync(fd, chunk) };
}
