import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../../../../scripts/time-scale.ts';
import { loadConfig } from '../../src/config.ts';
import { createServer } from '../../src/server.ts';
import { createClient, createTestApp, type TestApp } from '../support.ts';
import { addRoom, BASE, createDesign, firstWindow, graphOf, loadDesign } from './helpers.ts';

/** A design outlives the process: closed and opened again on the same data (see foundation/persistence). */
describe('design persistence across a restart', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dataDir = mkdtempSync(join(tmpdir(), 'eb-design-restart-'));
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

  it('keeps the design graph, its version and its owner', { timeout: scaled(60_000) }, async () => {
    const first = await startServer();
    const browser = createClient(first);
    await browser.request('GET', '/api/account/me');
    const created = await createDesign(browser, { design: { name: 'Kept' } });
    const designId = created.design.designId;
    const { itemId } = firstWindow(created);
    await addRoom(browser, designId, 'Porch');
    await browser.request('POST', `${BASE}/designs/${designId}/items/${itemId}/measurements`, { body: { Width: 35.625, Height: 60 } });
    const before = await loadDesign(browser, designId);
    expect(before.design.version).toBe(3);
    await first.close();

    const second = await startServer();
    try {
      const again = createClient(second);
      const after = await again.request('GET', `${BASE}/designs/${designId}`, { headers: { cookie: browser.cookie } });
      expect(graphOf(after)).toEqual(before);
      // The same browser still owns it on the new process.
      const renamed = await again.request('POST', `${BASE}/designs/${designId}/rename`, {
        body: { Name: 'Still mine' },
        headers: { cookie: browser.cookie, 'if-match': '3' },
      });
      expect(graphOf(renamed).design).toMatchObject({ name: 'Still mine', version: 4 });
    } finally {
      await second.close();
    }
  });
});
