import { getSite } from '@eb/domain/sites';
import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { DEV_BUILD } from './support/tags.ts';

const windowCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test(
  'a measure-and-install design: the rep edits, flags, measures and opens the listing; the shopper sees it read-only',
  DEV_BUILD,
  async ({ browser }) => {
    // Two people, several pages and an accessibility scan: slower than most, above all on a development build.
    test.setTimeout(scaled(90_000));
    const site = getSite(3);
    const repContext = await browser.newContext();
    const rep = await repContext.newPage();
    await rep.goto('/signin?returnUrl=/estimatebuilder/mandi/new');
    await signIn(rep, 'rep@example.com');
    await expect(rep).toHaveURL(/\/estimatebuilder\/mandi\/load\/[0-9a-f-]{36}$/);
    const designUrl = new URL(rep.url()).pathname;
    const window1 = windowCard(rep, 'Window 1');
    await expect(window1).toBeVisible();
    // Rename, delete and duplicate are hidden on mandi windows, even for reps.
    await expect(window1.getByRole('button', { name: /^Rename/ })).toHaveCount(0);
    await expect(window1.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(window1.getByRole('button', { name: /^Duplicate/ })).toHaveCount(0);
    await expect(window1.getByLabel('Qty')).toHaveCount(0);

    // The edit-attributes modal: Save stays disabled until category, reason and verification are given.
    await window1.getByRole('button', { name: 'Edit Window' }).click();
    const editing = rep.getByRole('dialog', { name: 'Editing' });
    const save = editing.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(editing.getByText('Riley Rep')).toBeVisible();
    // 596 × 586 (doc 000 §9), measured once the opening animation has ended.
    await expect.poll(async () => (await editing.boundingBox())?.width).toBe(596);
    expect((await editing.boundingBox())?.height).toBe(586);
    await editing.getByLabel('Category', { exact: true }).selectOption('roller-shades');
    await editing.getByLabel('Reason').fill('x');
    await editing.getByLabel('Reason').fill('');
    await expect(editing.getByText('Reason is required.')).toBeVisible();
    const verify = editing.getByRole('checkbox');
    await verify.check();
    await verify.uncheck();
    await expect(editing.getByText('Please verify that the new category can be used.')).toBeVisible();
    await editing.getByLabel('Reason').fill('Customer asked for a roller shade');
    await verify.check();
    await editing.getByRole('radio', { name: 'Outside' }).check();
    await editing.getByLabel('Width inches').selectOption('40');
    await editing.getByLabel('Width eighths').selectOption({ label: '2/8' });
    await editing.getByLabel('Height inches').selectOption('72');
    await screenshot(rep, 'mandi-rep-editing');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(editing).toBeHidden();
    await expect(window1.getByText('40 2/8" W', { exact: true })).toBeVisible();

    // Reps on mandi see the attribute list, notes and flag panels; a flag shows its banner.
    await window1.getByRole('button', { name: 'Show Details' }).click();
    await expect(window1.getByText('Roller Shades')).toBeVisible();
    await expect(window1.getByText('Outside')).toBeVisible();
    await window1.getByLabel('Add a note').fill('Bracket needs a spacer');
    await window1.getByRole('button', { name: 'Add Note' }).click();
    await expect(window1.getByText('Bracket needs a spacer')).toBeVisible();
    await window1.getByLabel('Flag for review').fill('Check the sill depth');
    await window1.getByRole('button', { name: 'Add Flag' }).click();
    await expect(window1.getByText('Flagged for review')).toBeVisible();
    await expect(window1.getByText('Has notes')).toBeVisible();
    await expectNoA11yViolations(rep);
    await screenshot(rep, 'mandi-rep');

    // From the window to the mandi listing: only products for roller-shade windows that we install.
    await window1.getByRole('link', { name: 'Add Blinds to Window' }).click();
    await expect(rep).toHaveURL(/\/Catalog\/SiteProduct\/EstimateSearchMandi\?filters=windowCategory%3A2%2CinstallEligible%3Atrue&itemId=/);
    await expect(rep.getByRole('heading', { name: 'Choose a Product', level: 1 })).toBeVisible();
    const constraint = rep.getByText('Showing products for Roller Shades windows that we install.');
    const roller = rep.getByRole('button', { name: 'Choose Harbor Light Filtering Roller Shade' });
    const solar = rep.getByRole('button', { name: 'Choose Meridian 5% Openness Solar Shade' });
    await expect(constraint).toBeVisible();
    await expect(roller).toBeVisible();
    // Another window category (cellular shades) and a roller-shade window's product we do not install are left out.
    await expect(rep.getByRole('button', { name: 'Choose Larkspur Single Cell Light Filtering Shade' })).toHaveCount(0);
    await expect(rep.getByRole('button', { name: 'Choose Tidewater Exterior Solar Screen' })).toHaveCount(0);
    await expect(rep.getByLabel('Category').getByRole('option', { name: /Cellular Shades/ })).toHaveCount(0);
    // The rep's own filters narrow further; the window's constraint stays.
    await rep.getByLabel('Category').selectOption('solar-shades');
    await expect(roller).toHaveCount(0);
    await expect(solar).toBeVisible();
    await expect(constraint).toBeVisible();
    // A category in the link is only a starting value: choosing All categories brings the window's others back.
    const listingPath = new URL(rep.url()).pathname;
    await rep.goto(`${listingPath}?filters=${encodeURIComponent('category:solar-shades,windowCategory:2,installEligible:true')}`);
    await expect(rep.getByLabel('Category')).toHaveValue('solar-shades');
    await expect(solar).toBeVisible();
    await expect(roller).toHaveCount(0);
    await rep.getByLabel('Category').selectOption('');
    await expect(roller).toBeVisible();
    await expect(constraint).toBeVisible();
    await expectNoA11yViolations(rep);
    await screenshot(rep, 'mandi-listing');
    await repContext.close();

    // The shopper opens the same estimate from the product base: the page moves to the mandi base.
    const shopperContext = await browser.newContext();
    const shopper = await shopperContext.newPage();
    await shopper.goto(designUrl.replace('/estimatebuilder/mandi/', '/estimatebuilder/'));
    await expect(shopper).toHaveURL(new RegExp(`${designUrl}$`));
    const seen = windowCard(shopper, 'Window 1');
    await expect(seen).toBeVisible();
    await expect(seen.getByText('Expert Help Required')).toBeVisible();
    await expect(seen.getByRole('link', { name: site.phones.online })).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Edit Window' })).toHaveCount(0);
    await expect(seen.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(seen.getByRole('button', { name: 'Edit Measurements' })).toHaveCount(0);
    await expect(shopper.getByRole('button', { name: /Add New Window/ })).toHaveCount(0);
    await expect(seen.getByText('Flagged for review')).toHaveCount(0);
    await expectNoA11yViolations(shopper);
    await screenshot(shopper, 'mandi-shopper');
    await shopperContext.close();
  },
);
