import { expect, test } from '@playwright/test';
import { PRODUCT, registerShopper, savedDesign } from './support/estimates.ts';
import { streamGivenUp } from './support/streams.ts';

test('an estimate deleted from My Estimates in another tab closes in the builder, saying why', async ({ page }) => {
  await page.goto('/signin');
  await registerShopper(page);
  const den = await savedDesign(page, { name: 'Den', windows: 1, productId: PRODUCT });
  const attic = await savedDesign(page, { name: 'Attic', windows: 1, productId: PRODUCT });
  await page.goto(`/estimatebuilder/load/${den.designId}`);
  await expect(page.getByRole('heading', { name: 'Den', exact: true })).toBeVisible();
  // The builder follows the design's change stream once it shows it.
  const following = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(`/designs/${attic.designId}/events`));
  await page.goto(`/estimatebuilder/load/${attic.designId}`);
  await expect(page.getByRole('heading', { name: 'Attic', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Den/ })).toBeVisible();
  await following;
  // The design's rename is open when it goes.
  await page.getByRole('button', { name: 'Rename design' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  const list = await page.context().newPage();
  await list.goto('/myaccount/estimates');
  await list.getByRole('button', { name: 'Delete Attic estimate' }).click();
  await list.getByRole('dialog', { name: 'Delete Estimate' }).getByRole('button', { name: 'Delete Estimate' }).click();
  await expect(list.getByRole('link', { name: 'Attic', exact: true })).toHaveCount(0);

  // Not left open to fail at the next edit ('We could not find that design.'): the other design shows,
  // and focus stays in the page.
  await expect(page.getByText('Attic was deleted elsewhere, so it is closed here.')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Attic/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Den/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Den', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The address goes with it, to the design shown, so a reload does not look for the deleted one.
  await expect(page).toHaveURL(new RegExp(`/estimatebuilder/load/${den.designId}$`));
  await expect
    .poll(() =>
      page.evaluate(
        () => document.activeElement !== document.body && Boolean(document.querySelector('main')?.contains(document.activeElement)),
      ),
    )
    .toBe(true);

  // With the last design gone, the new-design modal opens.
  await list.reload();
  await list.getByRole('button', { name: 'Delete Den estimate' }).click();
  await list.getByRole('dialog', { name: 'Delete Estimate' }).getByRole('button', { name: 'Delete Estimate' }).click();
  await expect(page.getByText('Den was deleted elsewhere, so it is closed here.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Add New Design' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Uh oh!' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/estimatebuilder$/);
  // A reload goes where the base goes with nothing selected (doc 000 §2): a new design, never a
  // deleted one.
  await page.reload();
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: /Den|Attic/ })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Uh oh!' })).toHaveCount(0);
  for (const deleted of [den.designId, attic.designId]) expect(page.url()).not.toContain(deleted);
});

test('an estimate deleted while its builder tab was in the background closes when the tab is shown again', async ({ page }) => {
  await page.goto('/signin');
  await registerShopper(page);
  const den = await savedDesign(page, { name: 'Den', windows: 1, productId: PRODUCT });
  const attic = await savedDesign(page, { name: 'Attic', windows: 1, productId: PRODUCT });
  await page.goto(`/estimatebuilder/load/${den.designId},${attic.designId}`);
  await expect(page.getByRole('tab', { name: /Den/ })).toBeVisible();
  await page.getByRole('tab', { name: /Attic/ }).click();
  await expect(page.getByRole('heading', { name: 'Attic', exact: true })).toBeVisible();
  // In the background until it gives up its change stream (headless tabs are always 'visible', so
  // the page is told what a browser with tabs would tell it).
  const givenUp = streamGivenUp(page);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await givenUp;

  const list = await page.context().newPage();
  await list.goto('/myaccount/estimates');
  await list.getByRole('button', { name: 'Delete Attic estimate' }).click();
  await list.getByRole('dialog', { name: 'Delete Estimate' }).getByRole('button', { name: 'Delete Estimate' }).click();
  await expect(list.getByRole('link', { name: 'Attic', exact: true })).toHaveCount(0);
  await list.close();

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByText('Attic was deleted elsewhere, so it is closed here.')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Attic/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Den', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Uh oh!' })).toHaveCount(0);
  // The address named both; now it names the one left.
  await expect(page).toHaveURL(new RegExp(`/estimatebuilder/load/${den.designId}$`));
});
