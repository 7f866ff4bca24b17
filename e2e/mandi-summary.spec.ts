import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { productOnFirstWindow } from './support/designs.ts';
import { screenshot } from './support/screenshots.ts';

test('a professional-measure design shows its own summary panel: products, the installation priced with the measure credit, Total Cost', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/signin?returnUrl=/estimatebuilder/mandi/new');
  await signIn(page, 'rep@example.com');
  await expect(page).toHaveURL(/\/estimatebuilder\/mandi\/load\/[0-9a-f-]{36}$/);
  const designId = page.url().split('/').at(-1) ?? '';
  await productOnFirstWindow(page, designId);
  await page.reload();

  const panel = page.getByRole('complementary', { name: /Summary$/ });
  await expect(panel.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveText([
    /^Room 1 · Window 1: Larkspur Single Cell Light Filtering Shade\$[\d,]+\.\d{2}$/,
  ]);
  await expect(panel.getByRole('heading', { name: 'Measure & Install Summary' })).toBeVisible();
  const breakdown = panel.getByLabel('Service Cost Breakdown:');
  await expect(breakdown).toContainText('Installation');
  // A measure-and-install design is measured by the pro: the measure is credited back, in red with a minus.
  await expect(breakdown).toContainText(/Measure Credit-\$\d+\.\d{2}/);
  const totalCost = panel.getByLabel('Total Cost', { exact: true }).locator('dd');
  await expect(totalCost).toHaveText(/^\$[\d,]+\.\d{2}$/);
  // One figure for what the design costs: the panel's Subtotal adds the installation its own summary priced.
  const subtotal = panel
    .locator('.eb-summary__rows > div')
    .filter({ has: page.locator('dt', { hasText: /^Subtotal$/ }) })
    .locator('dd');
  await expect(subtotal).toHaveText((await totalCost.textContent()) ?? '');
  // The charges are listed once, in the Measure & Install Summary.
  await expect(panel.getByText('Measure Credit')).toHaveCount(1);
  await expectNoA11yViolations(page);
  await screenshot(page, 'mandi-summary-1440');
});
