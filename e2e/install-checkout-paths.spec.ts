import { expect, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { LARKSPUR_NAME, windowCard } from './support/designs.ts';
import {
  checkAvailability,
  continueToCheckout,
  INSTALL_MEDIUM_CATEGORY_1,
  installationJobOf,
  money,
  newDesignWithProduct,
  REMOVAL,
  summaryPanel,
} from './support/installation.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * The other ways to professional installation from the builder (doc 001 §2, §4, §5): Installation Only
 * for reps, site 11 without count pickers, and the professional estimate path (a measure estimate of
 * the design). A shopper's checkout with installation is in install-checkout.spec.ts.
 *
 * Prices are checked by hand in support/installation.ts: $69.00 a window to install the Larkspur shade
 * at 40" × 60", $15.00 a window to remove the old covering.
 */

const port = Number(process.env.E2E_PORT ?? 3100);
const site11 = `http://site11.localhost:${port}`;

test('a rep uses Installation Only: windows by room, Select All / Clear All, the count, then books', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, 'rep@example.com');
  const designId = await newDesignWithProduct(page);
  await page.getByRole('region', { name: 'Room A: Room 1' }).getByRole('button', { name: 'Add New Window' }).click();
  await expect(windowCard(page, 'Window 2')).toBeVisible();
  // Window 2 has no product, so Checkout is off, and 'Continue to Checkout' with it, saying why.
  const proModal = await checkAvailability(page);
  await expect(proModal.getByRole('button', { name: 'Continue to Checkout' })).toBeDisabled();
  await expect(proModal.getByRole('button', { name: 'Continue to Checkout' })).toHaveAccessibleDescription(
    'All windows must have an item selected.',
  );
  await proModal.getByRole('button', { name: 'Close' }).click();
  await expect(proModal).toBeHidden();

  await summaryPanel(page).getByRole('button', { name: 'Installation Only' }).click();
  const modal = page.getByRole('dialog', { name: 'Installation Only' });
  await expect(modal.getByRole('heading', { name: 'Window Selection' })).toBeVisible();
  const addToCart = modal.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeDisabled();
  await expect(addToCart).toHaveAccessibleDescription('Select at least one window to add installation to the cart.');
  await expect(modal.getByText('0 of 2 windows selected')).toBeVisible();
  // Install-only: removal and haul are answered no, and no count picker shows even for yes.
  await expect(modal.getByRole('group', { name: /Remove your existing/ }).getByRole('radio', { name: 'No' })).toBeChecked();
  await modal
    .getByRole('group', { name: /Remove your existing/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await expect(modal.getByLabel('Windows to remove')).toHaveCount(0);

  await modal.getByRole('button', { name: 'Select All' }).click();
  await expect(modal.getByText('2 of 2 windows selected')).toBeVisible();
  await modal.getByRole('button', { name: 'Clear All' }).click();
  await expect(modal.getByText('0 of 2 windows selected')).toBeVisible();
  await modal.getByRole('checkbox', { name: /Window 1/ }).check();
  await expect(modal.getByText('1 of 2 windows selected')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Select All' })).toBeVisible();
  const breakdown = modal.getByLabel('Service Cost Breakdown:');
  await expect(breakdown).toContainText(`Installation${money(INSTALL_MEDIUM_CATEGORY_1)}`);
  await expect(breakdown).toContainText(`Removal${money(REMOVAL)}`);
  await modal
    .getByRole('group', { name: /Get text updates/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await expect(addToCart).toBeEnabled();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: screenshotPath('checkout-install-only-1440') });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: screenshotPath('checkout-install-only-375') });
  await page.setViewportSize({ width: 1440, height: 1000 });

  await addToCart.click();
  await expect(page).toHaveURL('/mandi/bookmeasure?cameFromEstimatePage=true');
  const jobUid = await installationJobOf(page, designId);
  const job = await (await page.request.get(`/installation/api/jobs/${jobUid}?siteCode=BDC`)).json();
  expect(job.data).toMatchObject({
    status: 'added-to-cart',
    options: { reworkType: 'install-only', windowRemoval: true, windowRemoveCount: 1 },
  });
  expect(job.data.items).toHaveLength(1);
});

test('site 11: no count pickers, and prices come with the USER authorization', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await page.goto(`${site11}/signin?returnUrl=/estimatebuilder`);
  await signIn(page, 'shopper@example.com');
  await newDesignWithProduct(page);
  const modal = await continueToCheckout(page, await checkAvailability(page, 'Install Address'));
  await modal
    .getByRole('group', { name: /Remove your existing/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await modal
    .getByRole('group', { name: /Haul away/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await expect(modal.getByRole('combobox')).toHaveCount(0);
  const breakdown = modal.getByLabel('Service Cost Breakdown:');
  await expect(breakdown).toContainText(`Removal${money(REMOVAL)}`);
  await expect(breakdown).toContainText(`Installation${money(INSTALL_MEDIUM_CATEGORY_1)}`);
  await page.screenshot({ path: screenshotPath('checkout-site11-1440') });
});

test('the professional estimate path: a measure estimate of the design, an empty window as a blank placeholder', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await signIn(page, 'shopper@example.com');
  const designId = await newDesignWithProduct(page);
  const room = page.getByRole('region', { name: 'Room A: Room 1' });
  await room.getByRole('button', { name: 'Add New Window' }).click();
  await expect(room.getByRole('article')).toHaveCount(2);
  const name = (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
  expect(name).toMatch(/^Estimate \d+$/);

  const modal = await checkAvailability(page);
  await modal.getByRole('button', { name: 'Create a Measure Estimate' }).click();
  // A new measure-and-install design at the saved address, opened in the mandi builder.
  await expect(page).toHaveURL(/\/estimatebuilder\/mandi\/load\/[0-9a-f-]{36}$/, { timeout: scaled(15_000) });
  const measureId = page.url().split('/').at(-1) ?? '';
  expect(measureId).not.toBe(designId);
  await expect(page.getByRole('heading', { level: 2, name: `${name} Measure` })).toBeVisible();
  await expect(windowCard(page, 'Window 1').getByText(LARKSPUR_NAME, { exact: true })).toBeVisible();
  await expect(windowCard(page, 'Window 2')).toBeVisible();
  await expect(windowCard(page, 'Window 2').getByText(LARKSPUR_NAME, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Property Address' })).toContainText('30339');
  const made = (await (await page.request.get(`/api/design-builder/designs/${measureId}`)).json()).data;
  expect(made.design.attributes.isMandi).toBe('true');
  expect(made.items.map((item: { itemProduct: unknown }) => item.itemProduct !== null)).toEqual([true, false]);
  await page.screenshot({ path: screenshotPath('measure-estimate-1440') });
  // On a phone: the measure estimate's name, its address and its first window on the first screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { level: 2, name: `${name} Measure` })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Property Address' })).toContainText('30339');
  await page.screenshot({ path: screenshotPath('measure-estimate-375'), fullPage: true, animations: 'disabled' });
});
