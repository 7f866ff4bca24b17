import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startApi } from './api-server.ts';
import { bigDesign, LONG_TASKS, SCROLL_DOWN, timeFirstRename, timeQuantity, timeUntil } from './browser.ts';
import { acquirePostgres } from './postgres.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist/index.html');

export interface HotelResult {
  windows: number;
  /** From navigation to the first window card and the design's summary on screen. */
  openMs: number;
  /**
   * From navigation until the first room has every window card rendered (they render a few at a
   * time after the first screen; a design this long renders only the rooms near the screen).
   */
  allCardsMs: number;
  /** From Save in the rename modal to the new name on the card. */
  renameMs: number;
  /** From a quantity picked to the design's tab counting it (the summary figures follow the same render). */
  quantityMs: number;
  /** The longest task in the 3 s after the edits, while nothing is done (the design written to local storage). */
  afterEditsLongestTaskMs: number;
  /** The longest task while scrolling the whole design. */
  scrollLongestTaskMs: number;
  /** The design's windows carted, then the cart page opened: from navigation to its first line on screen. */
  cartFirstLineMs: number;
  /** The longest task from the cart page's navigation until every line is there, then while scrolling it. */
  cartLongestTaskMs: number;
  cartScrollLongestTaskMs: number;
  /**
   * Designs of windows without products, opened the same way (navigation to the first card and the
   * tab's figures): by window count, so the growth with the design's size shows.
   */
  emptyOpenMs: { windows: number; openMs: number }[];
  skipped?: string;
}

/** The figures of a hotel job that was not measured (its reason in `skipped`). */
export const NO_HOTEL: Omit<HotelResult, 'skipped'> = {
  windows: 0,
  openMs: 0,
  allCardsMs: 0,
  renameMs: 0,
  quantityMs: 0,
  afterEditsLongestTaskMs: 0,
  scrollLongestTaskMs: 0,
  cartFirstLineMs: 0,
  cartLongestTaskMs: 0,
  cartScrollLongestTaskMs: 0,
  emptyOpenMs: [],
};

/** Designs without products (rooms × windows), opened to compare with the hotel job's size. */
const EMPTY_DESIGNS = [
  [15, 20],
  [50, 20],
] as const;

/** From navigation to the first window card and the tab's figures on screen. */
async function timeOpen(page: Page, designId: string): Promise<number> {
  const started = Date.now();
  await page.goto(`/estimatebuilder/load/${designId}`);
  await page.locator('article.eb-window').first().waitFor();
  await page.locator('.eb-tabs__meta').first().waitFor();
  return Date.now() - started;
}

/**
 * A hotel job (issue 31): `rooms` × `perRoom` windows, each with a product, opened at 1440 px, on the
 * embedded database or on the PostgreSQL at `databaseUrl`.
 */
export async function measureHotel(rooms = 50, perRoom = 20, databaseUrl?: string): Promise<HotelResult> {
  if (!existsSync(CHROME)) return { ...NO_HOTEL, skipped: `no browser at ${CHROME} (apt-get install chromium)` };
  if (!existsSync(WEB_DIST)) return { ...NO_HOTEL, skipped: 'the web app is not built (npm run build)' };
  const api = await startApi(databaseUrl);
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: api.baseUrl });
    const page = await context.newPage();
    await page.addInitScript(LONG_TASKS);
    await page.goto('/signin');
    const emptyOpenMs: HotelResult['emptyOpenMs'] = [];
    for (const [emptyRooms, emptyPerRoom] of EMPTY_DESIGNS) {
      // A browser of its own each, so the hotel job later opens as the only design of its page.
      const own = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: api.baseUrl });
      const empty = await bigDesign(own.request, emptyRooms, emptyPerRoom, { products: false });
      emptyOpenMs.push({ windows: empty.items.length, openMs: await timeOpen(await own.newPage(), empty.designId) });
      await own.close();
    }
    const { designId, items } = await bigDesign(context.request, rooms, perRoom);
    const started = Date.now();
    const openMs = await timeOpen(page, designId);
    await page.evaluate(
      timeUntil('', `(document.querySelector('section.eb-room')?.querySelectorAll('article.eb-window').length ?? 0) >= ${perRoom}`),
    );
    const allCardsMs = Date.now() - started;

    const editsStart = (await page.evaluate('performance.now()')) as number;
    const renameMs = await timeFirstRename(page);
    const quantityMs = await timeQuantity(page);
    // Once the edits are written away (the builder writes a large design to local storage when idle).
    await page.waitForTimeout(3000);
    const afterEditsLongestTaskMs = (await page.evaluate(
      `Math.max(0, ...window.__longTasks.filter((task) => task.startTime >= ${editsStart}).map((task) => task.duration))`,
    )) as number;
    const scrollLongestTaskMs = (await page.evaluate(SCROLL_DOWN)) as number;
    const cart = await measureCart(page, designId, items.length);
    return {
      windows: items.length,
      openMs,
      allCardsMs,
      renameMs: Math.round(renameMs),
      quantityMs: Math.round(quantityMs),
      afterEditsLongestTaskMs: Math.round(afterEditsLongestTaskMs),
      scrollLongestTaskMs: Math.round(scrollLongestTaskMs),
      ...cart,
      emptyOpenMs,
    };
  } finally {
    await browser.close();
    await api.close();
  }
}

/** Every window of the design in the cart (buy-design, then the add-to-cart the builder's Checkout sends), then the cart page opened. */
async function measureCart(page: Page, designId: string, windows: number) {
  const buy = await page.request.get(`/api/design-builder/estimates/${designId}/buy`);
  const { lines } = (await buy.json()).data as { lines: unknown[] };
  const added = await page.request.post('/estimatebuilder/addtocart', {
    data: { designId, lines },
    headers: { 'idempotency-key': randomUUID() },
  });
  if (!added.ok()) throw new Error(`Adding the design to the cart answered ${added.status()}`);
  const started = Date.now();
  await page.goto('/Ordering/Cart');
  await page.locator('.eb-cart-line').first().waitFor();
  const cartFirstLineMs = Date.now() - started;
  await page.evaluate(timeUntil('', `document.querySelectorAll('.eb-cart-line').length >= ${windows}`));
  const cartLongestTaskMs = (await page.evaluate('Math.max(0, ...window.__longTasks.map((task) => task.duration))')) as number;
  const cartScrollLongestTaskMs = (await page.evaluate(SCROLL_DOWN)) as number;
  return {
    cartFirstLineMs,
    cartLongestTaskMs: Math.round(cartLongestTaskMs),
    cartScrollLongestTaskMs: Math.round(cartScrollLongestTaskMs),
  };
}

if (process.argv[1]?.endsWith('hotel.ts')) {
  const [rooms, perRoom] = process.argv.slice(2).map(Number);
  console.log('pglite', await measureHotel(rooms || 50, perRoom || 20));
  const postgres = await acquirePostgres();
  if ('skipped' in postgres) console.log(`postgres: ${postgres.skipped}`);
  else {
    try {
      console.log('postgres', await measureHotel(rooms || 50, perRoom || 20, postgres.target.databaseUrl));
    } finally {
      await postgres.target.release();
    }
  }
}
