import { expect, test } from '@playwright/test';
import { productOnWindow, windowCard } from './support/designs.ts';

test("the design tab counts every window covering; the summary's Selected Items counts those with a product", async ({ page }) => {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const designId = page.url().split('/').at(-1) ?? '';
  const room1 = page.getByRole('region', { name: 'Room A: Room 1' });
  await room1.getByRole('button', { name: 'Add New Window' }).click();
  await expect(windowCard(page, 'Window 2')).toBeVisible();
  await windowCard(page, 'Window 1').getByLabel('Qty').selectOption('3');
  await expect(windowCard(page, 'Window 1').getByLabel('Qty')).toHaveValue('3');

  const tab = page.getByRole('tab', { selected: true });
  await expect(tab).toContainText('4 windows');
  const summary = page.getByRole('complementary', { name: /Summary$/ });
  const selectedItems = summary.locator('div', { has: page.locator('dt', { hasText: /^Selected Items$/ }) }).locator('dd');
  await expect(selectedItems).toHaveText('0');

  // A product on Window 1 (three coverings) selects it; Window 2 has none.
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await productOnWindow(page, designId, { productId: '533006', size: { width: 30, height: 40 } });
  await page.reload();
  await expect(page.getByRole('tab', { selected: true })).toContainText('4 windows');
  await expect(selectedItems).toHaveText('3');
});
