import { expect, test } from '@playwright/test';

const windowCard = (page: import('@playwright/test').Page, name: string) => page.getByRole('article', { name, exact: true });

test('the design tab and the summary give the same window count: every window covering, quantities included', async ({ page }) => {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const room1 = page.getByRole('region', { name: 'Room A: Room 1' });
  await room1.getByRole('button', { name: 'Add New Window' }).click();
  await expect(windowCard(page, 'Window 2')).toBeVisible();
  await windowCard(page, 'Window 1').getByLabel('Qty').selectOption('3');
  await expect(windowCard(page, 'Window 1').getByLabel('Qty')).toHaveValue('3');

  const tab = page.getByRole('tab', { selected: true });
  await expect(tab).toContainText('4 windows');
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary.locator('div', { has: page.locator('dt', { hasText: /^Windows$/ }) }).locator('dd')).toHaveText('4');
});
