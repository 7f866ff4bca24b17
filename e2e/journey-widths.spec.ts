import { randomUUID } from 'node:crypto';
import { SHARE_STEP_TITLES } from '@eb/domain/sharing';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { LARKSPUR_NAME, shareAsRep, windowCard } from './support/designs.ts';
import { screenshot } from './support/screenshots.ts';
import { designWithProducts, LOAD_URL, registerShopper, SITE_11, savedDesign, signInByApi, WIDTHS } from './support/widths.ts';

/**
 * What other journeys check at one width only, checked at the phone's 375 px and the desktop's
 * 1440 px (doc 000 §9): the site 11 header's cart count, a window's purchase option and what
 * Checkout will do, the configurator's size selects and window chip, the cart's quantity floor, the
 * delete questions' safe focus, a window's fractional size kept on one line, the rep's signature,
 * each site's date style, and whose designs My Estimates lists.
 */

const [CHOOSE, CRAFT] = SHARE_STEP_TITLES;
const HARBOR_NAME = 'Harbor Light Filtering Roller Shade';
/** The day and time an estimate was made, in each site's date style (doc 000 §9). */
const SITE_3_DAY = /\d{1,2}\/\d{2}\/\d{4} at \d{1,2}:\d{2} [AP]M/;
const SITE_11_DAY = /[A-Z][a-z]{2} \d{1,2} at \d{1,2}:\d{2} [AP]M/;

const summaryPanel = (page: Page) => page.getByRole('complementary', { name: /Summary$/ });
const checkoutButton = (page: Page) => summaryPanel(page).getByRole('button', { name: 'Checkout', exact: true });
const INSTALL_NEXT = 'Checkout with installation: first a few questions about your home, to price the installation.';
const PRODUCT_ONLY_NEXT = 'Checkout with products only: the windows go straight to your cart.';
/** The Larkspur shade at 40" × 60" is 100 united inches, window category 1's medium band (install-checkout.spec.ts). */
const INSTALL_MEDIUM_CATEGORY_1 = '$69.00';

/** How far the element's content reaches past its box, side to side (≤ 0 when nothing is cut off). */
const overflowOf = (locator: Locator) => locator.evaluate((element) => element.scrollWidth - element.clientWidth);

/**
 * How much narrower a select is drawn than it would be left to its own width, which the browser
 * makes room for its longest value and the arrow (≤ 0 when every value shows whole).
 */
const shortfall = (select: Locator) =>
  select.evaluate((element) => {
    const drawn = element.getBoundingClientRect().width;
    const style = element.getAttribute('style');
    (element as HTMLElement).style.cssText += ';width:auto!important;min-width:0!important;max-width:none!important;flex:none!important';
    const natural = element.getBoundingClientRect().width;
    if (style === null) element.removeAttribute('style');
    else element.setAttribute('style', style);
    return natural - drawn;
  });

/** The account list's entry for an estimate: a table row on a desktop, a card on a phone (the other is not drawn). */
const estimateEntry = (page: Page, name: string) =>
  page
    .getByRole('row')
    .or(page.getByRole('article'))
    .filter({ has: page.getByRole('link', { name, exact: true }) });
/** One Delete per estimate a shopper's list shows. */
const estimateDeletes = (page: Page) => page.getByRole('button', { name: /^Delete .+ estimate$/ });

for (const size of WIDTHS) {
  const px = size.width;

  test(`at ${px} px site 11's header cart link shows how many items the cart holds`, async ({ page }) => {
    await page.setViewportSize(size);
    await designWithProducts(page, { origin: SITE_11, windows: 2, option: 'product-only' });
    await checkoutButton(page).click();
    await expect(page).toHaveURL(`${SITE_11}/cart`);
    await expect(page.getByRole('heading', { name: 'Cart (2 items)', level: 1 })).toBeVisible();
    const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
    await expect(cartLink).toHaveAccessibleName('Cart 2 items');
    // The count is drawn, not only read out, and the link is on the screen.
    await expect(cartLink.getByText('2', { exact: true })).toBeVisible();
    await expect(cartLink).toBeInViewport();
    await screenshot(page, `widths-cart-link-${px}`);
  });

  test(`at ${px} px a window shows its purchase option and installation price, and Checkout says what it will do`, async ({ page }) => {
    await page.setViewportSize(size);
    await designWithProducts(page);
    const window1 = windowCard(page, 'Window 1');
    const withInstall = window1.getByRole('radio', { name: 'Product & Installation' });
    await expect(withInstall).toBeChecked();
    await expect(window1.getByText('Installation is priced for your address at Checkout, before you pay.')).toBeVisible();
    const checkout = checkoutButton(page);
    await expect(checkout).toHaveAccessibleDescription(INSTALL_NEXT);
    await expect(summaryPanel(page).getByText(INSTALL_NEXT)).toBeVisible();

    // Checkout prices the installation; back on the design, the window says what installing it costs.
    await checkout.click();
    const modal = page.getByRole('dialog', { name: 'Installation Summary' });
    await expect(modal.getByLabel('Service Cost Breakdown:')).toContainText(`Installation${INSTALL_MEDIUM_CATEGORY_1}`);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
    const price = window1.getByText(`Installation for this window: ${INSTALL_MEDIUM_CATEGORY_1}`);
    await price.scrollIntoViewIfNeeded();
    await expect(price).toBeInViewport();
    await screenshot(page, `widths-purchase-install-${px}`);

    // Product Only: no installation on the window, and Checkout goes straight to the cart.
    await window1.getByRole('radio', { name: 'Product Only' }).check();
    await expect(window1.getByRole('radio', { name: 'Product Only' })).toBeChecked();
    await expect(withInstall).not.toBeChecked();
    await expect(window1.getByText(/^Installation (for this window|is priced)/)).toHaveCount(0);
    await expect(checkout).toHaveAccessibleDescription(PRODUCT_ONLY_NEXT);
    await expect(summaryPanel(page).getByText(PRODUCT_ONLY_NEXT)).toBeVisible();
    await screenshot(page, `widths-purchase-product-only-${px}`);
  });

  for (const site of [
    { name: 'site 3', origin: '', shop: 'Add Blinds to Window', product: LARKSPUR_NAME, width: '144', height: '120' },
    { name: 'site 11', origin: SITE_11, shop: 'Add Window Treatments to Window', product: HARBOR_NAME, width: '72', height: '72' },
  ]) {
    test(`at ${px} px ${site.name}'s configurator shows its size values and the window's room name whole`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(`${site.origin}/estimatebuilder/new`);
      await expect(page).toHaveURL(LOAD_URL);
      await page.getByRole('button', { name: 'Rename Room 1' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename Room' });
      await rename.getByLabel('Room name').fill('Living Room');
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('heading', { name: 'Room A: Living Room' })).toBeVisible();
      await windowCard(page, 'Window 1').getByRole('link', { name: site.shop }).click();
      await page.getByRole('button', { name: `Choose ${site.product}` }).click();
      await expect(page.getByRole('heading', { name: site.product, level: 1 })).toBeVisible();

      // The chip keeps doc 000's 10 characters and gives the room name it cut whole beside it, inside its pill.
      const chip = page.getByText('For window A1 Living (Living Room)');
      await expect(chip).toBeVisible();
      expect(await overflowOf(chip), 'the chip clips its text').toBeLessThanOrEqual(0);
      const box = await chip.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(px);

      // The size selects, set to the product's widest values, each at least as wide as its longest value needs.
      await page.getByLabel('Width inches').selectOption(site.width);
      await page.getByLabel('Height inches').selectOption(site.height);
      await expect(page.getByLabel('Width inches')).toHaveValue(site.width);
      await expect(page.getByLabel('Height inches')).toHaveValue(site.height);
      for (const label of ['Width inches', 'Width eighths', 'Height inches', 'Height eighths']) {
        expect(await shortfall(page.getByLabel(label)), `${label} is narrower than its values`).toBeLessThanOrEqual(0.5);
      }
      await page.getByLabel('Width inches').scrollIntoViewIfNeeded();
      await screenshot(page, `widths-configurator-${site.name.replace(' ', '')}-${px}`);
    });
  }

  test(`at ${px} px the delete questions start on Cancel, not on the delete`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/estimatebuilder/new');
    await expect(page).toHaveURL(LOAD_URL);
    const room1 = page.getByRole('region', { name: 'Room A: Room 1' });
    await room1.getByRole('button', { name: 'Add New Window', exact: true }).click();
    await expect(windowCard(page, 'Window 2')).toBeVisible();

    await windowCard(page, 'Window 2').getByRole('button', { name: 'Delete Window 2', exact: true }).click();
    const deleteWindow = page.getByRole('dialog', { name: 'Delete Window' });
    await expect(deleteWindow).toContainText('Are you sure you want to delete Window 2 from Room 1?');
    await expect(deleteWindow.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expect(deleteWindow.getByRole('button', { name: 'Delete Window' })).not.toBeFocused();
    await screenshot(page, `widths-delete-window-${px}`);
    // Enter on the focused button keeps the window.
    await page.keyboard.press('Enter');
    await expect(deleteWindow).toBeHidden();
    await expect(windowCard(page, 'Window 2')).toBeVisible();

    await room1.getByRole('button', { name: 'Delete Room' }).click();
    const deleteRoom = page.getByRole('dialog', { name: 'Delete Room' });
    await expect(deleteRoom).toContainText('Are you sure you want to delete Room 1');
    await expect(deleteRoom.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expect(deleteRoom.getByRole('button', { name: 'Delete Room' })).not.toBeFocused();
    await page.keyboard.press('Enter');
    await expect(deleteRoom).toBeHidden();
    await expect(room1.getByRole('article')).toHaveCount(2);
  });

  test(`at ${px} px a window card writes a fractional size whole, never wrapping inside its fraction`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/estimatebuilder/new');
    await expect(page).toHaveURL(LOAD_URL);
    const card = windowCard(page, 'Window 1');
    await card.getByRole('button', { name: 'Add Measurements' }).click();
    await card.getByLabel('Width inches').selectOption('36');
    await card.getByLabel('Width eighths').selectOption({ label: '3/8' });
    await card.getByLabel('Height inches').selectOption('48');
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(card.getByText('36 3/8" W × 48" H', { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: /Window 36 3\/8" wide by 48" high/ })).toBeVisible();
    // Each size is drawn on one line: a break inside '36 3/8" W' would put part of it on a second line.
    // (Chromium gives an inline element a box per text node, '36 3/8"' and ' W': they share one line's top.)
    const sizes = card.locator('.eb-size');
    await expect(sizes).toHaveText(['36 3/8" W', '48" H']);
    for (const part of await sizes.all()) {
      await expect(part).toBeVisible();
      const drawn = await part.evaluate((element) => ({
        lineTops: new Set(Array.from(element.getClientRects(), (rect) => Math.round(rect.top))).size,
        height: element.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(drawn.lineTops, `${await part.textContent()} is on one line`).toBe(1);
      expect(drawn.height, `${await part.textContent()} is one line high`).toBeLessThanOrEqual(drawn.lineHeight);
    }
    await screenshot(page, `widths-fractional-size-${px}`);
  });

  test(`at ${px} px the rep's share form starts with their signature filled in`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'rep@example.com');
    await expect(page).toHaveURL(LOAD_URL);
    await page.getByRole('toolbar', { name: 'Design actions' }).getByRole('button', { name: 'Share' }).click();
    await page.getByRole('dialog', { name: CHOOSE }).getByRole('button', { name: 'Next Step' }).click();
    const craft = page.getByRole('dialog', { name: CRAFT });
    // The signature the server keeps, else the rep's name and email from the account (share.spec.ts
    // saves riley@example.com for this rep when it runs first).
    const name = craft.getByLabel('Consultant Name');
    const email = craft.getByLabel('Consultant Email');
    await expect(name).toHaveValue('Riley Rep');
    await expect(email).toHaveValue(/^(rep|riley)@example\.com$/);
    await name.scrollIntoViewIfNeeded();
    await expect(name).toBeInViewport();
    await screenshot(page, `widths-share-signature-${px}`);
    await page.keyboard.press('Escape');
    await expect(craft).toBeHidden();
  });

  test(`at ${px} px My Estimates lists this site's saved designs only, never an empty one the builder opened`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/signin');
    const shopper = await registerShopper(page);
    await savedDesign(page, 'Kitchen', 3);
    // The builder opens a new, empty design and links it to the account as it loads: $0.00, no estimate.
    await page.goto('/estimatebuilder/new');
    await expect(page).toHaveURL(LOAD_URL);
    const actions = page.getByRole('toolbar', { name: 'Design actions' });
    await expect(actions.getByText('Changes save automatically.')).toBeVisible();
    const empty = (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
    expect(empty).toMatch(/^Estimate \d+$/);
    // The same account on site 11, with a design of its own there.
    await page.goto(`${SITE_11}/signin`);
    await signInByApi(page, shopper);
    await savedDesign(page, 'Porch', 11);

    await page.goto(`${SITE_11}/estimatebuilder/new`);
    await expect(page).toHaveURL(LOAD_URL);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Window Treatments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Window Treatments' })).toBeVisible();
    await expect(estimateDeletes(page)).toHaveCount(1);
    await expect(estimateEntry(page, 'Porch')).toContainText(SITE_11_DAY);
    await screenshot(page, `widths-my-window-treatments-${px}`);

    await page.goto('/estimatebuilder/new');
    await expect(page).toHaveURL(LOAD_URL);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Estimates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Estimates' })).toBeVisible();
    await expect(estimateDeletes(page)).toHaveCount(1);
    await expect(estimateEntry(page, 'Kitchen')).toContainText(SITE_3_DAY);
    for (const absent of [empty, 'Porch']) await expect(page.getByRole('link', { name: absent, exact: true })).toHaveCount(0);
    await screenshot(page, `widths-my-estimates-${px}`);
  });

  test(`at ${px} px a rep's My Estimates lists the design they built and shared, with whom, to open or duplicate`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'rep@example.com');
    await expect(page).toHaveURL(LOAD_URL);
    const name = `Widths ${px} ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: 'Rename design' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Design name' });
    await rename.getByLabel('Estimate name').fill(name);
    await rename.getByLabel('Estimate name').press('Enter');
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    // Shared with a customer, as the Share modal sends it.
    const customer = `casey.${px}.${randomUUID().slice(0, 6)}@example.com`;
    await shareAsRep(page, page.url().split('/').at(-1) ?? '', customer);

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Estimates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Estimates' })).toBeVisible();
    const entry = estimateEntry(page, name);
    await expect(entry.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(entry.getByRole('button', { name: `Duplicate ${name} estimate` })).toBeVisible();
    await expect(entry.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(entry.getByText(`Shared with ${customer}`)).toBeVisible();
    await entry.scrollIntoViewIfNeeded();
    await screenshot(page, `widths-rep-estimates-${px}`);
    await entry.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('tab', { name: new RegExp(name) })).toHaveAttribute('aria-selected', 'true');
  });
}

test('at 375 px a cart line given 0 goes back to 1 and says why', async ({ page }) => {
  await page.setViewportSize(WIDTHS[0]);
  await designWithProducts(page, { option: 'product-only' });
  await checkoutButton(page).click();
  await expect(page).toHaveURL('/Ordering/Cart');
  const label = `Window 1, ${LARKSPUR_NAME}`;
  const quantity = page.getByRole('textbox', { name: `Quantity of ${label}` });
  const total = page
    .getByRole('complementary', { name: 'Summary' })
    .locator('div', { has: page.locator('dt', { hasText: /^Product Total$/ }) })
    .locator('dd');
  await expect(quantity).toHaveValue('1');
  await expect(total).toHaveText(/^\$[\d,]+\.\d\d$/);
  const one = (await total.textContent()) ?? '';
  await page.getByRole('button', { name: `Increase quantity of ${label}` }).click();
  await expect(quantity).toHaveValue('2');
  await expect(total).not.toHaveText(one);

  // 0 is not a way to remove a line: the field goes back to 1 and says so, beside it on the phone's screen.
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('1');
  const note = 'A line holds at least 1. To take it out of the cart, use Remove.';
  await expect(quantity).toHaveAccessibleDescription(note);
  await expect(page.getByText(note, { exact: true })).toBeInViewport();
  await expect(total).toHaveText(one);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoA11yViolations(page);
  await screenshot(page, 'widths-cart-quantity-375');
});

test("at 375 px each site writes a window's ship day, and site 3 the summary page's day, in its own style", async ({ page }) => {
  await page.setViewportSize(WIDTHS[0]);
  const designId = await designWithProducts(page);
  // Site 3: M/DD/YYYY (doc 000 §9).
  const shipping = windowCard(page, 'Window 1').getByText(/^Est\. Shipping: \d{1,2}\/\d{2}\/\d{4}$/);
  await shipping.scrollIntoViewIfNeeded();
  await expect(shipping).toBeInViewport();
  await page.goto(`/estimatebuilder/summary/${designId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Designs' })).toBeVisible();
  const row = page.getByRole('row', { name: /^Estimate \d+ / });
  await expect(row.getByRole('cell').nth(0)).toHaveText(/^\d{1,2}\/\d{2}\/\d{4}$/);
  await expect(row.getByRole('cell').nth(0)).toBeInViewport();
  await screenshot(page, 'widths-date-summary-site3-375');

  // Site 11: MMM D.
  await designWithProducts(page, { origin: SITE_11 });
  const delivery = windowCard(page, 'Window 1').getByText(/^Est\. Delivery: [A-Z][a-z]{2} \d{1,2}$/);
  await delivery.scrollIntoViewIfNeeded();
  await expect(delivery).toBeInViewport();
  await screenshot(page, 'widths-date-window-site11-375');
});
