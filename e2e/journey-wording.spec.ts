import { contrastRatio, printColors } from '@eb/domain/color-contrast';
import { SHARE_STEP_TITLES } from '@eb/domain/sharing';
import { SITES } from '@eb/domain/sites';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { call } from './support/page-call.ts';
import {
  atWidth,
  designIdOf,
  expectedPromo,
  graphOf,
  isPdf,
  LOAD_URL,
  namedDesignWithProduct,
  pdfColourAt,
  pdfText,
  picture,
  productsOn,
  registerShopper,
  renameDesign,
  SITE11,
  WIDTHS,
} from './support/wording.ts';

const [CHOOSE, CRAFT, DONE] = SHARE_STEP_TITLES;
const actions = (page: Page) => page.getByRole('toolbar', { name: 'Design actions' });

/**
 * Docs/decisions.md, 2026-12-07 "Design or Estimate: one word in each place": the builder, the summary
 * page, the cart, checkout and the order page say design; the save alert and toast, the share modal,
 * My Estimates and the PDF say estimate. The spec pins a few words across (the builder's first name
 * 'Estimate 1' and rename label 'Estimate name'; 'Duplicate Design' and 'Design name' on My Estimates).
 * The journeys name their designs 'Sunroom' so a design's name never brings either word.
 */
const ESTIMATE_WORD = /(?<!My )\bestimates?\b/i;
const DESIGN_WORD = /\bdesigns?\b/i;
/** The words a part of the page shows, as laid out (innerText keeps the breaks between its blocks). */
// biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, read as laid out on purpose (textContent runs words together).
const shown = (locator: Locator) => () => locator.innerText();

test('the builder speaks of designs, its saved toast and the share modal of estimates, at 375 and 1440 px', async ({ page }) => {
  test.setTimeout(scaled(45_000));
  await registerShopper(page);
  const designId = await namedDesignWithProduct(page, '', 'Sunroom');
  const card = page.getByRole('tabpanel', { name: /^Sunroom/ });
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Designs');
    await expect(page.getByRole('button', { name: '+ New Design' })).toBeVisible();
    await expect(actions(page).getByRole('button', { name: 'Duplicate Design' })).toBeVisible();
    await expect(actions(page).getByRole('button', { name: 'Close Design' })).toBeVisible();
    // Saved to the account on load: the list keeps its name, the card says nothing else of estimates.
    await expect(actions(page).getByText('Saved to My Estimates.')).toBeVisible();
    await expect.poll(shown(card)).not.toMatch(ESTIMATE_WORD);
    await picture(page, `wording-builder-${width}`);
  }
  // The rename label is the one the spec pins: 'Estimate name' in 'Rename Design name'.
  await actions(page).getByRole('button', { name: 'Rename design' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Design name' });
  await expect(rename.getByLabel('Estimate name')).toHaveValue('Sunroom');
  await page.keyboard.press('Escape');
  await expect(rename).toBeHidden();

  // Share speaks of estimates at each step.
  await actions(page).getByRole('button', { name: 'Share' }).click();
  const choose = page.getByRole('dialog', { name: CHOOSE });
  await expect(choose.getByRole('group', { name: /^Pick up to 4 estimates to send in one email\./ })).toBeVisible();
  await expect.poll(shown(choose)).not.toMatch(DESIGN_WORD);
  await picture(page, 'wording-share-choose-1440');
  await choose.getByRole('button', { name: 'Next Step' }).click();
  const craft = page.getByRole('dialog', { name: CRAFT });
  await craft.getByLabel('Customer Email').fill('friend@example.com');
  await expect.poll(shown(craft)).not.toMatch(DESIGN_WORD);
  // The message it starts with (a field's value is not in the text above).
  await expect(craft.getByLabel('Message')).toHaveValue(/\bestimates\b/);
  await expect(craft.getByLabel('Message')).not.toHaveValue(DESIGN_WORD);
  await craft.getByRole('button', { name: 'Share', exact: true }).click();
  const done = page.getByRole('dialog', { name: DONE });
  await expect(done.getByText('We emailed a link to friend@example.com.')).toBeVisible();
  await expect.poll(shown(done)).not.toMatch(DESIGN_WORD);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(done).toBeVisible();
    await picture(page, `wording-share-done-${width}`);
  }
  await done.getByRole('button', { name: 'Got it' }).click();

  // Back from the cart, the toast says the estimate was saved.
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto(`/estimatebuilder/load/${designId}?fromCart=true`);
    await expect(page.getByText('Your estimate was saved and is available under My Estimates.')).toBeVisible();
    await picture(page, `wording-saved-toast-${width}`);
  }
});

test('My Estimates speaks of estimates and the design summary page of designs, at 375 and 1440 px', async ({ page }) => {
  test.setTimeout(scaled(45_000));
  await registerShopper(page);
  const designId = await namedDesignWithProduct(page, '', 'Sunroom');
  await expect(actions(page).getByText('Saved to My Estimates.')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'My Estimates' }).click();
  const main = page.getByRole('main');
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Estimates');
    await expect(main.getByRole('link', { name: 'Sunroom' }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Start a New Estimate' })).toBeVisible();
    await expect.poll(shown(main)).not.toMatch(DESIGN_WORD);
    await picture(page, `wording-my-estimates-${width}`);
  }
  await expect(page.getByRole('columnheader', { name: 'Estimate', exact: true })).toBeAttached();
  await main.getByRole('button', { name: 'Delete Sunroom estimate' }).first().click();
  const remove = page.getByRole('dialog', { name: 'Delete Estimate' });
  await expect(remove.getByRole('button', { name: 'Delete Estimate' })).toBeVisible();
  await remove.getByRole('button', { name: 'Cancel' }).click();
  // The one recorded exception: the duplicate modal keeps the builder's 'Duplicate Design' and 'Design name'.
  await main.getByRole('button', { name: 'Duplicate Sunroom estimate' }).first().click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Design' });
  await expect(duplicate.getByLabel('Design name')).toHaveValue('Sunroom Copy');
  await duplicate.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/estimatebuilder/summary/${designId}`);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Designs');
    await expect(page.getByRole('button', { name: 'Add To Cart for Sunroom', exact: true })).toBeVisible();
    await expect.poll(shown(main)).not.toMatch(ESTIMATE_WORD);
    await picture(page, `wording-summary-page-${width}`);
  }
  await expect(page.getByRole('columnheader', { name: 'Design Name' })).toBeAttached();
});

test("site 11's estimate PDF, downloaded from the builder at 375 and 1440 px: the site's name, the design's line, its band colour at AA", async ({
  page,
}) => {
  test.setTimeout(scaled(45_000));
  await namedDesignWithProduct(page, SITE11, 'Harbor Loft');
  const site = SITES[11];
  const colours = printColors(site.theme);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    const download = actions(page).getByRole('link', { name: 'Download Residential' });
    await expect(download).toBeVisible();
    await picture(page, `wording-site11-print-${width}`);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^Harbor-Loft-Residential-\d{4}-\d{2}-\d{2}\.pdf$/);
    const path = test.info().outputPath(`site11-${width}.pdf`);
    await file.saveAs(path);
    expect(isPdf(path)).toBe(true);
    const text = pdfText(path);
    expect(text).toContain(site.brand);
    expect(text).not.toContain(SITES[3].brand);
    expect(text).toContain('Harbor Loft');
    expect(text).toMatch(/Window 1 Larkspur Single Cell Light Filtering Shade 40" W × 60" H 1 \$[\d,]+\.\d{2} \$[\d,]+\.\d{2}/);
    // Site 11's one date style (doc 000 §9): 'Est. Delivery' with MMM D.
    expect(text).toMatch(/Est\. Delivery:? [A-Z][a-z]{2} \d{1,2}\b/);
    // The band at the top is the site's orange darkened until its white text reads at 4.5:1.
    const band = pdfColourAt(path, 4, 4);
    expect(band).toBe(colours.band);
    expect(band).not.toBe(site.theme.primary);
    expect(contrastRatio(band, colours.onBand)).toBeGreaterThanOrEqual(4.5);
  }
});

/** Opens Share and goes to the email step with the current design picked. */
async function craftStep(page: Page) {
  await actions(page).getByRole('button', { name: 'Share' }).click();
  await page.getByRole('dialog', { name: CHOOSE }).getByRole('button', { name: 'Next Step' }).click();
  const craft = page.getByRole('dialog', { name: CRAFT });
  await expect(craft.getByLabel('Customer Email')).toBeFocused();
  return craft;
}

test('a rep who shares with the signature left empty is not told it went with their signature; with one, they are', async ({ page }) => {
  test.setTimeout(scaled(45_000));
  // Site 11: the rep's signature there is no other journey's.
  await page.goto(`${SITE11}/signin?returnUrl=/estimatebuilder`);
  await signIn(page, 'rep@example.com');
  await expect(page).toHaveURL(LOAD_URL);

  const craft = await craftStep(page);
  await craft.getByLabel('Customer Email').fill('unsigned@example.com');
  for (const label of ['Consultant Name', 'Consultant Email', 'Consultant Phone', 'Extension']) {
    await craft.getByLabel(label).fill('');
    await expect(craft.getByLabel(label)).toHaveValue('');
  }
  await craft.getByRole('button', { name: 'Share', exact: true }).click();
  const done = page.getByRole('dialog', { name: DONE });
  // The confirmation (the copy link's own status line sits beside it, empty until a copy).
  const confirmation = done.getByRole('status').filter({ hasText: 'unsigned@example.com' });
  await expect(confirmation).toHaveText('We emailed a link to unsigned@example.com.');
  await expect(done).not.toContainText(/signature/i);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(confirmation).toBeVisible();
    await picture(page, `wording-share-unsigned-${width}`);
    await expectNoA11yViolations(page);
  }
  await done.getByRole('button', { name: 'Got it' }).click();
  await expect(done).toBeHidden();

  // The same rep signs the share of another design: now the confirmation says it went with their signature.
  await page.getByRole('button', { name: '+ New Design' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Design' });
  await add.getByLabel('Design name').fill('Signed Den');
  await add.getByRole('button', { name: 'Add Design' }).click();
  await expect(page.getByRole('heading', { name: 'Signed Den', level: 2 })).toBeVisible();
  const signed = await craftStep(page);
  await signed.getByLabel('Customer Email').fill('signed@example.com');
  await signed.getByLabel('Consultant Name').fill('Riley Rep');
  await signed.getByRole('button', { name: 'Share', exact: true }).click();
  const again = page.getByRole('dialog', { name: DONE }).getByRole('status').filter({ hasText: 'signed@example.com' });
  await expect(again).toHaveText('Sent to signed@example.com with your signature.');
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(again).toBeVisible();
    await picture(page, `wording-share-signed-${width}`);
  }
});

const PROMO = /^Use promo code /;

for (const [siteId, origin] of [
  [3, ''],
  [11, SITE11],
] as const) {
  test(`site ${siteId}: the promotion's end day reads the same in the estimate summary and the Installation Summary, at 375 and 1440 px`, async ({
    page,
  }) => {
    test.setTimeout(scaled(45_000));
    const promo = expectedPromo(siteId);
    await atWidth(page, 375);
    await namedDesignWithProduct(page, origin, 'Promo Porch');
    const panel = page.getByRole('complementary', { name: 'Promo Porch Summary' });

    // The estimate summary modal ('View Summary', below 1004 px).
    await panel.getByRole('button', { name: 'View Summary' }).click();
    const summary = page.getByRole('dialog', { name: 'Promo Porch Summary' });
    await expect(summary.getByText(PROMO)).toHaveText(promo);
    await picture(page, `wording-promo-site${siteId}-summary-375`);
    await page.keyboard.press('Escape');
    await expect(summary).toBeHidden();

    // The Installation Summary (Checkout with a window bought with installation), on a phone and a desktop.
    await panel.getByRole('button', { name: 'Checkout', exact: true }).click();
    const installation = page.getByRole('dialog', { name: 'Installation Summary' });
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await expect(installation.getByText(PROMO)).toHaveText(promo);
      await picture(page, `wording-promo-site${siteId}-installation-${width}`);
    }
  });
}

test('site 11: a measure-and-install design’s summary panel gives the promotion’s end day in the same words, at 375 and 1440 px', async ({
  page,
}) => {
  test.setTimeout(scaled(45_000));
  await page.goto(`${SITE11}/signin?returnUrl=/estimatebuilder/mandi/new`);
  await signIn(page, 'rep@example.com');
  await expect(page).toHaveURL(/\/estimatebuilder\/mandi\/load\/[0-9a-f-]{36}$/);
  const designId = designIdOf(page);
  const graph = await graphOf(page, designId);
  await productsOn(
    page,
    designId,
    graph.items.map((item) => item.itemId),
  );
  await page.reload();
  const panel = page.getByRole('complementary', { name: /Summary$/ });
  await expect(panel.getByRole('heading', { name: 'Measure & Install Summary' })).toBeVisible();
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(panel.getByText(PROMO)).toHaveText(expectedPromo(11));
    await panel.getByText(PROMO).scrollIntoViewIfNeeded();
    await picture(page, `wording-promo-site11-mandi-${width}`);
  }
});

/** What the checkout review and the order page say of each window line: 'room · window · size'. */
const DESIGN_ORDER = ['Kitchen · Sink', 'Kitchen · Bay', 'Bedroom · West', 'Bedroom · East'];
const inDesignOrder = DESIGN_ORDER.map((where) => new RegExp(`${where} · 40" W × 60" H`));

test('the cart, the checkout review and the order page list the windows in the design’s order, whatever order they were added in, and speak of designs', async ({
  page,
}) => {
  test.setTimeout(scaled(60_000));
  await atWidth(page, 1440);
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(LOAD_URL);
  const designId = designIdOf(page);
  const roomA = page.getByRole('region', { name: /^Room A: / });
  await expect(roomA.getByRole('article')).toHaveCount(1);

  // Room B and its windows come first, room A's second window last: added out of the rooms' order.
  await page.getByRole('button', { name: 'Add New Room', exact: true }).first().click();
  const roomB = page.getByRole('region', { name: /^Room B: / });
  await expect(roomB).toBeVisible();
  const bWindows = await roomB.getByRole('article').count();
  for (let count = bWindows; count < 2; count += 1) {
    await roomB.getByRole('button', { name: 'Add New Window', exact: true }).click();
    await expect(roomB.getByRole('article')).toHaveCount(count + 1);
  }
  await roomA.getByRole('button', { name: 'Add New Window', exact: true }).click();
  await expect(roomA.getByRole('article')).toHaveCount(2);
  await expect(page.getByText('All changes saved')).toBeVisible();

  // Names whose alphabetical order is not the design's: room A 'Kitchen' after B 'Bedroom', 'Bay' before 'Sink'.
  // The design's own name brings neither 'design' nor 'estimate', so the pages' own words can be read.
  await renameDesign(page, designId, 'Sunroom');
  const graph = await graphOf(page, designId);
  const [first, second] = [...graph.containers].sort((a, b) => a.charLabel.localeCompare(b.charLabel));
  if (!first || !second) throw new Error('The design has rooms A and B');
  const windowsOf = (roomId: string) => graph.items.filter((item) => item.containerId === roomId);
  const renames = [
    ['containers', first.containerId, 'Kitchen'],
    ['containers', second.containerId, 'Bedroom'],
    ...windowsOf(first.containerId).map((item, index) => ['items', item.itemId, ['Sink', 'Bay'][index] ?? ''] as const),
    ...windowsOf(second.containerId).map((item, index) => ['items', item.itemId, ['West', 'East'][index] ?? ''] as const),
  ];
  for (const [kind, id, name] of renames) {
    expect((await call(page, 'POST', `/api/design-builder/designs/${designId}/${kind}/${id}/rename`, { Name: name })).status).toBe(200);
  }
  await productsOn(
    page,
    designId,
    graph.items.map((item) => item.itemId),
    'product-only',
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Room A: Kitchen' }).getByRole('article')).toHaveText([/Sink/, /Bay/]);
  await expect(page.getByRole('region', { name: 'Room B: Bedroom' }).getByRole('article')).toHaveText([/West/, /East/]);

  // Checkout (product only): the cart, then checkout's two steps.
  await page
    .getByRole('complementary', { name: /Summary$/ })
    .getByRole('button', { name: 'Checkout', exact: true })
    .click();
  await expect(page).toHaveURL(/\/Ordering\/Cart$/);
  // The cart too: its rooms and windows as the design has them, on a phone and on a desktop.
  const cartRows = page.getByRole('table', { name: 'Sunroom' }).getByRole('row');
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(cartRows).toHaveText([/^Item/, /^Kitchen$/, /^Sink/, /^Bay/, /^Bedroom$/, /^West/, /^East/]);
    for (const name of ['Sink', 'Bay', 'West', 'East']) await expect(cartRows.filter({ hasText: new RegExp(`^${name}`) })).toBeVisible();
  }
  // The cart, checkout and the order page speak of designs (decisions 2026-12-07), never of estimates.
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Continue with your designs' })).toBeVisible();
  await expect.poll(shown(main)).not.toMatch(ESTIMATE_WORD);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  const step = page.getByRole('region', { name: 'Contact and Shipping' });
  await step.getByLabel('First name').fill('Ada');
  await step.getByLabel('Last name').fill('Lovelace');
  await step.getByLabel('Email').fill('ada@example.com');
  await step.getByLabel('Phone').fill('4045550123');
  await step.getByLabel('Address', { exact: true }).fill('2800 Cumberland Pkwy');
  await step.getByLabel('City').fill('Atlanta');
  await step.getByLabel('State').selectOption('GA');
  await step.getByLabel('Zip Code').fill('30339');
  await step.getByRole('button', { name: 'Continue to Review' }).click();

  const review = page.getByRole('region', { name: 'Review Your Order' });
  await expect(review.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
  const summary = page.getByRole('region', { name: /^Order Summary/ });
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(summary.getByRole('listitem')).toHaveText(inDesignOrder);
    await expect.poll(shown(main)).not.toMatch(ESTIMATE_WORD);
    await picture(page, `wording-checkout-review-order-${width}`);
  }

  await summary.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/mandi\/order\/[2-9a-hjkmnp-z]{10}$/);
  const design = page.getByRole('region', { name: 'Sunroom' });
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(design.getByRole('listitem')).toHaveText(DESIGN_ORDER.map((where) => new RegExp(`^${where}`)));
    await expect.poll(shown(main)).not.toMatch(ESTIMATE_WORD);
    await picture(page, `wording-order-page-order-${width}`);
  }
});
