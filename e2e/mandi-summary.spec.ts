import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
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
    /^Window 1: Larkspur Single Cell Light Filtering Shade\$[\d,]+\.\d{2}$/,
  ]);
  await expect(panel.getByRole('heading', { name: 'Measure & Install Summary' })).toBeVisible();
  const breakdown = panel.getByLabel('Service Cost Breakdown:');
  await expect(breakdown).toContainText('Installation');
  // A measure-and-install design is measured by the pro: the measure is credited back, in red with a minus.
  await expect(breakdown).toContainText(/Measure Credit-\$\d+\.\d{2}/);
  await expect(panel.getByLabel('Total Cost', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'mandi-summary-1440');
});
