import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { productOnFirstWindow, windowCard } from './support/designs.ts';
import { screenshot, screenshotPath } from './support/screenshots.ts';

/**
 * Bulk edits (issue 31), as a rep: a room's 'Select all' or a shift-click range picks windows, and
 * one Apply sets their quantity or purchase option together, as one step that Undo takes back whole.
 */
const LOAD_URL = /\/estimatebuilder\/load\/([0-9a-f-]{36})$/;
const bar = (page: Page) => page.getByRole('region', { name: 'Change the selected windows' });
const pick = (page: Page, name: string) => page.getByRole('checkbox', { name: `Select ${name} in Room 1` });
const quantities = (page: Page) => page.getByLabel('Qty');

async function fourWindowsWithAProduct(page: Page): Promise<void> {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(LOAD_URL);
  const designId = LOAD_URL.exec(page.url())?.[1] ?? '';
  await productOnFirstWindow(page, designId);
  await page.reload();
  const first = windowCard(page, 'Window 1');
  await first.getByRole('button', { name: 'Duplicate Window 1' }).click();
  await page.getByLabel('Number of copies').fill('3');
  await page.getByLabel('Number of copies').press('Enter');
  await expect(page.getByRole('region', { name: 'Room A: Room 1' }).getByRole('article')).toHaveCount(4);
}

test("a room's windows take one quantity in one step, and Undo takes it back whole", async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await signIn(page, 'rep@example.com');
  await fourWindowsWithAProduct(page);
  await expect(bar(page)).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Select all windows in Room 1' }).check();
  await expect(bar(page)).toContainText('4 windows selected');
  for (const name of ['Window 1', 'Window 2', 'Window 3', 'Window 4']) await expect(pick(page, name)).toBeChecked();
  await bar(page).getByLabel('Quantity').selectOption('3');
  await bar(page).getByRole('button', { name: 'Apply quantity to the selected windows' }).click();
  await expect(page.getByText('Quantity set to 3 on 4 windows.')).toBeVisible();
  for (const select of await quantities(page).all()) await expect(select).toHaveValue('3');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await page.screenshot({ path: screenshotPath('bulk-edit-1440') });
  await screenshot(page, 'bulk-edit-1440-page');

  await page.getByRole('button', { name: 'Undo change quantity on 4 windows' }).click();
  for (const select of await quantities(page).all()) await expect(select).toHaveValue('1');
  await page.getByRole('button', { name: 'Redo change quantity on 4 windows' }).click();
  for (const select of await quantities(page).all()) await expect(select).toHaveValue('3');

  // The server holds the step: a reload shows it.
  await page.reload();
  await expect(windowCard(page, 'Window 4').getByLabel('Qty')).toHaveValue('3');
  await expectNoA11yViolations(page);
});

test('shift-click picks a range; a purchase option lands on those windows only', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await signIn(page, 'rep@example.com');
  await fourWindowsWithAProduct(page);

  await pick(page, 'Window 2').check();
  await pick(page, 'Window 4').click({ modifiers: ['Shift'] });
  await expect(bar(page)).toContainText('3 windows selected');
  await expect(pick(page, 'Window 3')).toBeChecked();
  await expect(pick(page, 'Window 1')).not.toBeChecked();
  // Mixed: some of the room's windows are picked.
  await expect(page.getByRole('checkbox', { name: 'Select all windows in Room 1' })).not.toBeChecked();

  await bar(page).getByLabel('Purchase option').selectOption({ label: 'Product Only' });
  await bar(page).getByLabel('Purchase option').press('Enter');
  await expect(page.getByText('Purchase option set to Product Only on 3 windows.')).toBeVisible();
  for (const name of ['Window 2', 'Window 3', 'Window 4']) {
    await expect(windowCard(page, name).getByRole('radio', { name: 'Product Only' })).toBeChecked();
  }
  await expect(windowCard(page, 'Window 1').getByRole('radio', { name: 'Product Only' })).not.toBeChecked();

  await bar(page).getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar(page)).toHaveCount(0);
  await expect(pick(page, 'Window 2')).not.toBeChecked();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('checkbox', { name: 'Select all windows in Room 1' }).check();
  await expect(bar(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The bar stays at the foot of the screen while the windows scroll under it.
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await windowCard(page, 'Window 3').scrollIntoViewIfNeeded();
  await expect(bar(page)).toBeInViewport();
  await page.screenshot({ path: screenshotPath('bulk-edit-375') });
});
