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
  /** The other interactions of the issue, each from the input to its result on screen. */
  interactions?: Interactions;
  /** A rename saved in one browser context until it shows in another one on the same design: p50 and p95 over LIVE_CHANGES. */
  live?: { changes: number; p50Ms: number; p95Ms: number };
  skipped?: string;
}

export interface Interactions {
  /** From the click on a window's rename button to its dialog open. */
  renameModalMs: number;
  /** From the click on a room's 'Add New Window' to the new window card. */
  addWindowMs: number;
  /** From the click on 'Add New Room' to the new room. */
  addRoomMs: number;
  /** From a window's quantity picked to the design tab counting it. */
  quantityMs: number;
  /** The longest task while scrolling the whole design (0: none over 50 ms). */
  scrollLongestTaskMs: number;
}

/**
 * In-page timers (sent as text: the bench runs through a TypeScript loader whose helpers do not
 * exist in the page). Each does its input, then looks once a frame for its result.
 */
export const timeUntil = (act: string, done: string) => `new Promise((resolve) => {
  const start = performance.now();
  ${act};
  const check = () => ((${done}) ? resolve(performance.now() - start) : requestAnimationFrame(check));
  check();
})`;
export const LONG_TASKS = `window.__longTasks = []; new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });`;
export const SCROLL_DOWN = `new Promise(async (resolve) => {
  const start = performance.now();
  window.scrollTo(0, 0);
  while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
    window.scrollBy(0, 600);
    await new Promise((frame) => requestAnimationFrame(frame));
  }
  await new Promise((settle) => setTimeout(settle, 300));
  resolve(Math.max(0, ...window.__longTasks.filter((task) => task.startTime >= start).map((task) => task.duration)));
})`;

/** From Save in the first window's rename modal ('Bay') to the new name on its card. */
export async function timeFirstRename(page: import('playwright-core').Page): Promise<number> {
  await page.locator('article.eb-window').first().getByRole('button', { name: 'Rename Window 1' }).click();
  await page.getByRole('textbox', { name: 'Window name' }).fill('Bay');
  const renameMs = (await page.evaluate(
    timeUntil(
      `document.querySelector('dialog[open] button[type=submit]').click()`,
      `document.querySelector('article h3')?.textContent === 'Bay'`,
    ),
  )) as number;
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
  return renameMs;
}

/** From the first window's quantity set to 3 to the design's tab counting it. */
export async function timeQuantity(page: import('playwright-core').Page): Promise<number> {
  return (await page.evaluate(
    timeUntil(
      `window.__count = document.querySelector('.eb-tabs__meta').textContent; const select = document.querySelector('.eb-quantity select'); select.value = '3'; select.dispatchEvent(new Event('change', { bubbles: true }))`,
      `document.querySelector('.eb-tabs__meta').textContent !== window.__count`,
    ),
  )) as number;
}

async function measureInteractions(page: import('playwright-core').Page): Promise<Interactions> {
  const ms = async (script: string) => Math.round((await page.evaluate(script)) as number);
  const renameModalMs = await ms(
    timeUntil(
      `[...document.querySelectorAll('article.eb-window')[1].querySelectorAll('button')].find((button) => (button.getAttribute('aria-label') ?? button.textContent).startsWith('Rename')).click()`,
      `document.querySelector('dialog[open]')`,
    ),
  );
  await page.keyboard.press('Escape');
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
  const addWindowMs = await ms(
    timeUntil(
      `window.__cards = document.querySelectorAll('article.eb-window').length; document.querySelector('.eb-room__add').click()`,
      `document.querySelectorAll('article.eb-window').length > window.__cards`,
    ),
  );
  const addRoomMs = await ms(
    timeUntil(
      `window.__rooms = document.querySelectorAll('section.eb-room').length; [...document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Add New Room').click()`,
      `document.querySelectorAll('section.eb-room').length > window.__rooms`,
    ),
  );
  const quantityMs = Math.round(await timeQuantity(page));
  const scrollLongestTaskMs = await ms(SCROLL_DOWN);
  await page.evaluate('window.scrollTo(0, 0)');
  return { renameModalMs, addWindowMs, addRoomMs, quantityMs, scrollLongestTaskMs };
}

/**
 * A design of `rooms` × `perRoom` windows, every window with a product (one configured, copied to
 * the rest with cloneStyle), made through the API as the caller of `request`.
 */
export async function bigDesign(
  request: import('playwright-core').APIRequestContext,
  rooms: number,
  perRoom: number,
  { products = true }: { products?: boolean } = {},
) {
  const containers = Array.from({ length: rooms }, (_, index) => ({ containerId: randomUUID(), name: `Room ${index + 1}` }));
  const items = containers.flatMap((room) =>
    Array.from({ length: perRoom }, (_, index) => ({ itemId: randomUUID(), containerId: room.containerId, label: `Window ${index + 1}` })),
  );
  const designId = randomUUID();
  const failed = (what: string, status: number) => new Error(`${what} answered ${status}`);
  let answer = await request.post('/api/design-builder/designs', {
    data: { design: { designId, name: 'Big design' }, containers, items },
  });
  if (answer.status() !== 201) throw failed('POST /designs', answer.status());
  if (!products) return { designId, items };
  answer = await request.post('/api/configurations', { data: { productId: '533459', width: 40, height: 60, choices: {} } });
  const guid = ((await answer.json()) as { data: { configurationGuid: string } }).data.configurationGuid;
  const [first, ...rest] = items;
  if (!first) throw new Error('No windows were made.');
  answer = await request.post(`/api/design-builder/designs/${designId}/items/${first.itemId}/product`, {
    data: { configurationGuid: guid },
  });
  if (answer.status() !== 200) throw failed('POST product', answer.status());
  // Copy Styles takes up to 500 windows a call.
  for (let start = 0; start < rest.length; start += 500) {
    answer = await request.post(`/api/design-builder/designs/${designId}/items/${first.itemId}/cloneStyle`, {
      data: { ids: rest.slice(start, start + 500).map((item) => item.itemId) },
    });
    if (answer.status() !== 200) throw failed('POST cloneStyle', answer.status());
  }
  return { designId, items };
}

/** Renames made in one browser and watched for in the other. */
const LIVE_CHANGES = 50;
/** Longer than this and the change is reported as lost. */
const LIVE_WAIT_MS = 10_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

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
    await page.addInitScript(LONG_TASKS);
    await page.goto('/signin');
    const { designId, items } = await bigDesign(context.request, 30, 10);

    const started = Date.now();
    await page.goto(`/estimatebuilder/load/${designId}`);
    await page
      .locator('.eb-window-product')
      .nth(items.length - 1)
      .waitFor();
    const renderMs = Date.now() - started;
    const windows = await page.locator('.eb-window-product').count();

    const renameMs = await timeFirstRename(page);
    const interactions = await measureInteractions(page);

    // A second browser context (its own cookies jar and page, signed in as the same guest) with
    // the design open: each rename saved in the first is timed until its card in the second shows it.
    const other = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: api.baseUrl,
      storageState: await context.storageState(),
    });
    const watcher = await other.newPage();
    await watcher.goto(`/estimatebuilder/load/${designId}`);
    await watcher.locator('article h3').first().waitFor();
    const delays: number[] = [];
    let current = 'Bay';
    await watcher.waitForFunction(`document.querySelector('article h3')?.textContent === ${JSON.stringify(current)}`);
    for (let change = 1; change <= LIVE_CHANGES; change += 1) {
      const next = `Live ${change}`;
      // Looked for in the first window card only: a role query over all 300 cards takes seconds.
      await page
        .locator('article.eb-window')
        .first()
        .getByRole('button', { name: `Rename ${current}` })
        .click();
      await page.getByRole('textbox', { name: 'Window name' }).fill(next);
      // The watcher notes the wall-clock time it first sees the name; the saver notes when Save was pressed.
      const seen = watcher.evaluate(
        `new Promise((done) => {
          const heading = () => document.querySelector('article h3');
          const look = () => heading()?.textContent === ${JSON.stringify(next)} && (observer.disconnect(), done(Date.now()), true);
          const observer = new MutationObserver(look);
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          look();
        })`,
      ) as Promise<number>;
      const saved = (await page.evaluate(
        `(() => { document.querySelector('dialog[open] button[type=submit]').click(); return Date.now(); })()`,
      )) as number;
      const shown = await Promise.race([seen, new Promise<null>((done) => setTimeout(() => done(null), LIVE_WAIT_MS))]);
      if (shown === null) {
        throw new Error(`'${next}' did not show in the second browser within ${LIVE_WAIT_MS} ms.`);
      }
      delays.push(shown - saved);
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
      current = next;
    }
    await other.close();
    const live = { changes: delays.length, p50Ms: percentile(delays, 50), p95Ms: percentile(delays, 95) };
    return { windows, renderMs, renameMs: Math.round(renameMs), interactions, live };
  } finally {
    await browser.close();
    await api.close();
  }
}
