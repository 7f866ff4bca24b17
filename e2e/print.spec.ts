import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { screenshotPath } from './support/screenshots.ts';

/** Larkspur Single Cell Light Filtering Shade, 30% off. */
const LARKSPUR = '533002';

/** A new design in the builder (already there when `go` is false); answers its id. */
async function newDesign(page: Page, go = true): Promise<string> {
  if (go) await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('article', { name: 'Window 1', exact: true })).toBeVisible();
  return page.url().split('/').at(-1) ?? '';
}

/** Configures the product at 40" × 60" and puts it on the design's first window, as the configurator's Add to Window does. */
async function putProductOnFirstWindow(page: Page, designId: string): Promise<{ price: number }> {
  const graph = await (await page.request.get(`/api/design-builder/designs/${designId}`)).json();
  const itemId = graph.data.items[0].itemId as string;
  const configured = await page.request.post('/api/configurations', { data: { productId: LARKSPUR, width: 40, height: 60, choices: {} } });
  expect(configured.status()).toBe(201);
  const guid = (await configured.json()).data.configurationGuid as string;
  const put = await page.request.post(`/api/design-builder/designs/${designId}/items/${itemId}/product`, {
    data: { configurationGuid: guid },
  });
  expect(put.status()).toBe(200);
  const item = (await put.json()).data.items.find((candidate: { itemId: string }) => candidate.itemId === itemId);
  await page.reload();
  await expect(page.getByText('Larkspur Single Cell Light Filtering Shade', { exact: true })).toBeVisible();
  return { price: item.itemProduct.price as number };
}

/** The text of a downloaded PDF, read back with pdftotext (poppler-utils). */
function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const money = (value: number) => `$${value.toFixed(2)}`;

test('a shopper downloads the residential PDF of a design with a product; a design without products offers no print', async ({ page }) => {
  const designId = await newDesign(page);
  // No product yet: nothing to print.
  await expect(page.getByRole('link', { name: 'Download Residential' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download Commercial' })).toHaveCount(0);

  const { price } = await putProductOnFirstWindow(page, designId);
  const residential = page.getByRole('link', { name: 'Download Residential' });
  await expect(residential).toBeVisible();
  // Commercial is for reps only.
  await expect(page.getByRole('button', { name: 'Download Commercial' })).toHaveCount(0);

  // The keyboard works: focus the link and press Enter.
  await residential.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/^Estimate-1-Residential-\d{4}-\d{2}-\d{2}\.pdf$/);
  const path = test.info().outputPath('residential.pdf');
  await download.saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(path);
  expect(text).toContain('Estimate 1');
  expect(text).toContain('A Room 1');
  expect(text).toContain('Window 1');
  expect(text).toContain('Larkspur Single Cell Light Filtering Shade');
  expect(text).toContain('40" W × 60" H');
  expect(text).toContain(money(price));
});

test('a rep downloads the commercial PDF with line-item pricing switched off, from a 450 × 300 dialog', async ({ page }) => {
  // Sign-in, a design, a product and two downloads: a long journey on a busy machine.
  test.setTimeout(scaled(60_000));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/signin?returnUrl=/estimatebuilder/new');
  await signIn(page, 'rep@example.com');
  const designId = await newDesign(page, false);
  const { price } = await putProductOnFirstWindow(page, designId);

  const open = page.getByRole('button', { name: 'Download Commercial' });
  await expect(page.getByRole('link', { name: 'Download Residential' })).toBeVisible();
  await page.getByRole('toolbar', { name: 'Design actions' }).screenshot({ path: screenshotPath('print-actions-1440') });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Commercial PDF Controls' });
  await expect(dialog).toBeVisible();
  const dimensions = dialog.getByRole('switch', { name: 'Dimensions' });
  const pricing = dialog.getByRole('switch', { name: 'Line-item pricing' });
  // Both on by default; the first one has focus.
  await expect(dimensions).toBeChecked();
  await expect(pricing).toBeChecked();
  await expect(dimensions).toBeFocused();
  // Measured once the opening animation has ended.
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(450);
  expect((await dialog.boundingBox())?.height).toBe(300);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: screenshotPath('print-commercial-1440') });

  // Escape closes it and focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // Switch pricing off (with the keyboard) and download.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(pricing).toBeFocused();
  await page.keyboard.press('Space');
  await expect(pricing).not.toBeChecked();
  await expect(dimensions).toBeChecked();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download PDF' }).click()]);
  await expect(dialog).toBeHidden();
  expect(download.suggestedFilename()).toMatch(/^Estimate-1-Commercial-\d{4}-\d{2}-\d{2}\.pdf$/);
  const path = test.info().outputPath('commercial.pdf');
  await download.saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(path);
  expect(text).toContain('COMMERCIAL ESTIMATE');
  expect(text).toContain('Estimate 1');
  expect(text).toContain('40" W × 60" H');
  expect(text).not.toContain('Unit Price');
  expect(text).not.toContain(`Reg. `);
  // The one window's price is the room's total and the design's Product Total, Subtotal and Pretax Total, which
  // still print; the unit price column does not.
  expect(text).toContain(`Room A total ${money(price)}`);
  expect(text).toContain(`Product Total ${money(price)}`);
  expect(text).toContain(`Subtotal ${money(price)}`);
  expect(text).toContain(`Pretax Total ${money(price)}`);
  expect(text.split(money(price)).length - 1).toBe(4);
  expect(text).toContain('Your design consultant');

  // Opened again, both switches are back on. The dialog on a phone.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('toolbar', { name: 'Design actions' }).screenshot({ path: screenshotPath('print-actions-375') });
  await open.click();
  await expect(pricing).toBeChecked();
  await page.screenshot({ path: screenshotPath('print-commercial-375') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
