import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../../../../scripts/time-scale.ts';
import { loadConfig } from '../../src/config.ts';
import { createServer } from '../../src/server.ts';
import { createClient, createTestApp, type TestApp } from '../support.ts';

/**
 * A real server on a real store, stopped and started again: on PGlite a data directory on disk,
 * on PostgreSQL this file's own database. The session secret is the one generated in DATA_DIR.
 */
describe('restart', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dataDir = mkdtempSync(join(tmpdir(), 'eb-restart-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const startServer = () =>
    createServer(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
      }),
    );

  it('keeps accounts and sessions', { timeout: scaled(60_000) }, async () => {
    const first = await startServer();
    const browser = createClient(first);
    const registered = await browser.request('POST', '/api/account/register', {
      body: { email: 'kept@example.com', password: 'kept-password', name: 'Kept Shopper' },
    });
    expect(registered.status).toBe(200);
    await first.close();

    const second = await startServer();
    try {
      // The cookie from before the restart is still honoured...
      const again = createClient(second);
      const me = await again.request('GET', '/api/account/me', { headers: { cookie: browser.cookie } });
      expect(me.body.data).toMatchObject({ role: 'consumer', email: 'kept@example.com' });
      // ...and the account signs in on the new process.
      const login = await createClient(second).request('POST', '/api/account/login', {
        body: { email: 'kept@example.com', password: 'kept-password' },
      });
      expect(login.status).toBe(200);
      expect(login.body.data.name).toBe('Kept Shopper');
    } finally {
      await second.close();
    }
  });
});
