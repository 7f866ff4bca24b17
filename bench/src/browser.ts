import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startApi } from './api-server.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist/index.html');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserResult {
  windows: number;
  /** From navigation to every window card on screen. */
  renderMs: number;
  /** From pressing Save in the rename modal to the new name on the card. */
  renameMs: number;
  skipped?: string;
}

/**
 * A design of 30 rooms × 10 windows, every window with a product (one configured, copied to the rest
 * with cloneStyle), opened in Chromium: how long it takes to render, and how soon a rename shows.
 */
export async function measureBuilderInChromium(): Promise<BrowserResult> {
  if (!existsSync(CHROME)) return { windows: 0, renderMs: 0, renameMs: 0, skipped: `no browser at ${CHROME} (apt-get install chromium)` };
  if (!existsSync(WEB_DIST)) return { windows: 0, renderMs: 0, renameMs: 0, skipped: 'the web app is not built (npm run build)' };
  const api = await startApi();
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: api.baseUrl });
    const page = await context.newPage();
    await page.goto('/signin');
    const request = context.request;
    const containers = Array.from({ length: 30 }, (_, index) => ({ containerId: randomUUID(), name: `Room ${index + 1}` }));
    const items = containers.flatMap((room) =>
      Array.from({ length: 10 }, (_, index) => ({ itemId: randomUUID(), containerId: room.containerId, label: `Window ${index + 1}` })),
    );
    const designId = randomUUID();
    const api404 = (what: string, status: number) => new Error(`${what} answered ${status}`);
    let answer = await request.post('/api/design-builder/designs', {
      data: { design: { designId, name: 'Big design' }, containers, items },
    });
    if (answer.status() !== 201) throw api404('POST /designs', answer.status());
    answer = await request.post('/api/configurations', { data: { productId: '533459', width: 40, height: 60, choices: {} } });
    const guid = ((await answer.json()) as { data: { configurationGuid: string } }).data.configurationGuid;
    const [first, ...rest] = items;
    if (!first) throw new Error('No windows were made.');
    answer = await request.post(`/api/design-builder/designs/${designId}/items/${first.itemId}/product`, {
      data: { configurationGuid: guid },
    });
    if (answer.status() !== 200) throw api404('POST product', answer.status());
    answer = await request.post(`/api/design-builder/designs/${designId}/items/${first.itemId}/cloneStyle`, {
      data: { ids: rest.map((item) => item.itemId) },
    });
    if (answer.status() !== 200) throw api404('POST cloneStyle', answer.status());

    const started = Date.now();
    await page.goto(`/estimatebuilder/load/${designId}`);
    await page
      .locator('.eb-window-product')
      .nth(items.length - 1)
      .waitFor();
    const renderMs = Date.now() - started;
    const windows = await page.locator('.eb-window-product').count();

    await page.getByRole('button', { name: 'Rename Window 1' }).first().click();
    await page.getByRole('textbox', { name: 'Window name' }).fill('Bay');
    // Sent as text: the bench runs through a TypeScript loader whose helpers do not exist in the page.
    const renameMs = (await page.evaluate(`new Promise((done) => {
      const start = performance.now();
      document.querySelector('dialog[open] button[type=submit]').click();
      const check = () => (document.querySelector('article h3')?.textContent === 'Bay' ? done(performance.now() - start) : requestAnimationFrame(check));
      check();
    })`)) as number;
    return { windows, renderMs, renameMs: Math.round(renameMs) };
  } finally {
    await browser.close();
    await api.close();
  }
}
