import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { LARKSPUR, LARKSPUR_NAME, productOnFirstWindow, windowCard } from './support/designs.ts';
import { screenshot } from './support/screenshots.ts';

/**
 * Side-by-side designs, as a shopper on site 3: two designs, each with a product on its Window 1
 * (Room 1), compared from the builder's 'Compare designs' link. At 1440 px a table with a column per
 * design marks the cheaper window 'Lowest'; at 375 px one card per design, swiped one at a time, with
 * nothing wider than the screen. The print link answers the comparison as a PDF, and the same
 * designs opened from a shared link in another browser compare too.
 */
const LOAD_URL = /\/estimatebuilder\/load\/[0-9a-f-]{36}$/;
/** Cordless cellular shade at full price. */
const BASICS = '533004';
const BASICS_NAME = 'Basics Cordless Cellular Shade';

/** A new design with the product on its Window 1, shown in the builder once the store holds it; answers its id. */
async function designWithProduct(page: Page, productId: string, size: { width: number; height: number }, productName: string) {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(LOAD_URL);
  await expect(windowCard(page, 'Window 1')).toBeVisible();
  const designId = page.url().split('/').at(-1) ?? '';
  await productOnFirstWindow(page, designId, productId, size);
  // The builder's store (what the compare page reads) learns of the product on the design's load.
  await page.reload();
  await expect(windowCard(page, 'Window 1').getByText(productName, { exact: true })).toBeVisible();
  return designId;
}

/** The line total of the design's first window, from the server. */
async function firstWindowSubtotal(page: Page, designId: string): Promise<number> {
  const graph = await (await page.request.get(`/api/design-builder/designs/${designId}`)).json();
  return graph.data.items[0].subtotal as number;
}

/** The table row of a window, by the room and window its heading names. */
const tableRow = (page: Page, name: string): Locator =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('two designs side by side: a table on a desktop, one card per swipe on a phone, the lowest marked, printed as one PDF', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(scaled(120_000));
  await page.setViewportSize({ width: 1440, height: 900 });
  const firstId = await designWithProduct(page, LARKSPUR, { width: 40, height: 60 }, LARKSPUR_NAME);
  // No comparison with one design open.
  await expect(page.getByRole('link', { name: 'Compare designs' })).toHaveCount(0);
  const secondId = await designWithProduct(page, BASICS, { width: 30, height: 40 }, BASICS_NAME);
  const prices = [await firstWindowSubtotal(page, firstId), await firstWindowSubtotal(page, secondId)];
  expect(prices[0]).not.toBe(prices[1]);
  const cheaper = (prices[0] ?? 0) < (prices[1] ?? 0) ? 0 : 1;
  const names = ['Estimate 1', 'Design 2'] as const;
  const [first, second] = names;

  // From the builder's header to the compare page of the product mode.
  await page.getByRole('link', { name: 'Compare designs' }).click();
  await expect(page).toHaveURL(/\/estimatebuilder\/compare$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare designs' })).toBeVisible();
  for (const name of names) await expect(page.getByRole('checkbox', { name })).toBeChecked();

  // 1440: a column per design, Room 1's Window 1 on one row, the cheaper one marked in words.
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  for (const name of names) await expect(table.getByRole('columnheader', { name })).toBeVisible();
  const row = tableRow(page, 'Room 1, Window 1');
  await expect(row.getByRole('cell')).toHaveCount(2);
  await expect(row.getByRole('cell').nth(0)).toContainText(LARKSPUR_NAME);
  await expect(row.getByRole('cell').nth(1)).toContainText(BASICS_NAME);
  await expect(row.getByRole('cell').nth(cheaper)).toContainText('Lowest');
  await expect(row.getByRole('cell').nth(1 - cheaper)).not.toContainText('Lowest');
  await expect(tableRow(page, 'Subtotal').getByRole('cell').nth(cheaper)).toContainText('Lowest');
  await expect(page.getByRole('link', { name: 'Back to My Designs' })).toHaveAttribute('href', '/estimatebuilder');
  await expectNoA11yViolations(page);
  await screenshot(page, 'compare-designs-desktop');

  // The print link answers the comparison as one PDF.
  const href = (await page.getByRole('link', { name: 'Print comparison' }).getAttribute('href')) ?? '';
  expect(href).toBe(`/api/designs/compare/print?designs=${firstId},${secondId}`);
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const path = test.info().outputPath('comparison.pdf');
  writeFileSync(path, bytes);
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  for (const expected of [...names, 'Room 1', 'Window 1', LARKSPUR_NAME, BASICS_NAME, 'Lowest']) expect(text).toContain(expected);

  // 375: no table, one card per design; the first in view, then the second after a swipe (Next design).
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(table).toBeHidden();
  const cards = page.getByRole('region', { name: 'Designs, one per swipe' });
  await expect(cards).toBeVisible();
  const card = (name: string) => cards.getByRole('region', { name, exact: true });
  await expect(card(first)).toBeInViewport();
  await expect(card(first)).toContainText('1 of 2');
  await expect(card(second)).not.toBeInViewport();
  await expect(card(names[cheaper]).getByText('Lowest', { exact: true })).toHaveCount(2);
  await expect(card(names[1 - cheaper] ?? second).getByText('Lowest', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const box = await cards.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  await screenshot(page, 'compare-designs-phone-1');

  await card(first).getByRole('button', { name: 'Next design' }).click();
  await expect(card(second)).toBeInViewport();
  await expect(card(second)).toContainText('2 of 2');
  await expect(card(first)).not.toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'compare-designs-phone-2');

  // A swipe back (the row scrolled by hand) shows the first again.
  await cards.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
  await expect(card(first)).toBeInViewport();
  await expect(card(second)).not.toBeInViewport();

  // The same designs from a shared link, in another browser: open designs too, so they compare.
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const other = await context.newPage();
  await other.goto(`/estimatebuilder/load/${firstId},${secondId}`);
  await expect(other.getByRole('link', { name: 'Compare designs' })).toBeVisible();
  await other.getByRole('link', { name: 'Compare designs' }).click();
  await expect(other).toHaveURL(/\/estimatebuilder\/compare$/);
  const shared = tableRow(other, 'Room 1, Window 1');
  await expect(shared.getByRole('cell').nth(cheaper)).toContainText('Lowest');
  await context.close();
});
