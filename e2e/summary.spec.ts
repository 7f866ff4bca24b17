import { randomUUID } from 'node:crypto';
import type { DesignGraph } from '@eb/domain/design';
import { formatMoney, formatPercent, savingsPercent } from '@eb/domain/format';
import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { DEMO_PASSWORD } from './support/auth.ts';
import { call } from './support/page-call.ts';
import { screenshot } from './support/screenshots.ts';

/**
 * The summary labels, panel and modal, and the design summary page (doc 001 §2, §9): 'My Designs'
 * with its columns, name links, Add To Cart disabled for invalid and discontinued designs, and the
 * two banners with the site's phone; the estimate summary panel's figures and the modal 'View
 * Summary' opens on mobile.
 */
const PRODUCT = '533459';
const DISCONTINUED_PRODUCT = '533009';
const LARKSPUR = '533002';
const BASE = '/api/design-builder';
const SUMMARY_CALL = '/api/estimates/estimateSummary';
/** Site 3's help phone for shoppers (the site registry's Online phone). */
const PHONE = '1-800-555-0103';

async function registerShopper(page: Page): Promise<void> {
  await page.goto('/signin');
  const email = `summary-${randomUUID().slice(0, 8)}@example.com`;
  const answer = await call(page, 'POST', '/api/account/register', { email, password: `${DEMO_PASSWORD}-Q7!x`, name: 'Summary Shopper' });
  expect(answer.status, answer.text).toBe(200);
}

/** A design made through the API with one window holding the product at the size given. */
async function designWith(
  page: Page,
  { name, productId, width = 30, height = 40 }: { name: string; productId: string; width?: number; height?: number },
): Promise<DesignGraph> {
  const created = await call<DesignGraph>(page, 'POST', `${BASE}/designs`, { design: { name } });
  expect(created.status, created.text).toBe(201);
  const designId = created.data.design.designId;
  const itemId = created.data.items[0]?.itemId;
  if (!itemId) throw new Error('A new design has a window');
  const configured = await call<{ configurationGuid: string }>(page, 'POST', '/api/configurations', {
    productId,
    width,
    height,
    choices: {},
  });
  expect(configured.status, configured.text).toBe(201);
  const put = await call<DesignGraph>(page, 'POST', `${BASE}/designs/${designId}/items/${itemId}/product`, {
    configurationGuid: configured.data.configurationGuid,
  });
  expect(put.status, put.text).toBe(200);
  return put.data;
}

const DISCONTINUED_BANNER = `One or more products in the design below is discontinued. Review now or contact ${PHONE} for help.`;
const EDITS_BANNER = `One or more products in the design below requires edits before purchase. Edit now or contact ${PHONE} for help.`;

test('the design summary page: columns, name links, both banners with the phone, Add To Cart only for designs ready to buy', async ({
  page,
}) => {
  test.setTimeout(scaled(90_000));
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerShopper(page);
  const ready = await designWith(page, { name: 'Kitchen', productId: PRODUCT });
  const invalid = await designWith(page, { name: 'Office', productId: PRODUCT, height: 150 });
  const discontinued = await designWith(page, { name: 'Bedroom', productId: DISCONTINUED_PRODUCT });
  const ids = [ready, invalid, discontinued].map((graph) => graph.design.designId);

  await page.goto(`/estimatebuilder/summary/${ids.join(',')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Designs' })).toBeVisible();
  await expect(page).toHaveTitle(/^My Designs \| /);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Design Name', 'Date Created', 'Quote ID', 'Qty', 'Subtotal', 'Add To Cart']);
  await expect(table.getByRole('rowheader')).toHaveText(['Kitchen', 'Office', 'Bedroom']);

  // Both banners, word for word, with the site's phone as a telephone link.
  const discontinuedBanner = page.getByText(/One or more products in the design below is discontinued/);
  const editsBanner = page.getByText(/One or more products in the design below requires edits before purchase/);
  await expect(discontinuedBanner).toHaveText(DISCONTINUED_BANNER);
  await expect(editsBanner).toHaveText(EDITS_BANNER);
  await expect(discontinuedBanner.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:18005550103');
  await expect(editsBanner.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:18005550103');

  // Add To Cart: disabled for the invalid and the discontinued design, each described by its banner.
  const addToCart = (name: string) => page.getByRole('button', { name: `Add To Cart for ${name}`, exact: true });
  await expect(addToCart('Kitchen')).toBeEnabled();
  await expect(addToCart('Office')).toBeDisabled();
  await expect(addToCart('Office')).toHaveAccessibleDescription(EDITS_BANNER);
  await expect(addToCart('Bedroom')).toBeDisabled();
  await expect(addToCart('Bedroom')).toHaveAccessibleDescription(DISCONTINUED_BANNER);

  // The row's figures and the standard load path.
  const kitchen = table.getByRole('row', { name: /^Kitchen / });
  // The day in site 3's one date style, M/DD/YYYY (doc 000 §9).
  await expect(kitchen.getByRole('cell').nth(0)).toHaveText(/^\d{1,2}\/\d{2}\/\d{4}$/);
  await expect(kitchen.getByRole('cell').nth(2)).toHaveText('1');
  await expect(kitchen.getByRole('cell').nth(3)).toContainText(formatMoney(ready.design.subtotal));
  await expect(table.getByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', `/estimatebuilder/load/${ready.design.designId}`);
  await expectNoA11yViolations(page);
  await screenshot(page, 'summary-page-1440');

  // The store-to-online switch by query flag adds Design Type.
  await page.goto(`/estimatebuilder/summary/${ids.join(',')}?storeToOnline=true`);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Design Name',
    'Design Type',
    'Date Created',
    'Quote ID',
    'Qty',
    'Subtotal',
    'Add To Cart',
  ]);
  await expect(
    table
      .getByRole('row', { name: /^Kitchen / })
      .getByRole('cell')
      .nth(0),
  ).toHaveText('Product Only');

  // On a phone each design is a card that fits the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/estimatebuilder/summary/${ids.join(',')}`);
  await expect(discontinuedBanner).toBeVisible();
  await expect(addToCart('Kitchen')).toBeInViewport();
  // The button spans the card, its words whole (it clipped to 'd To C' once).
  const button = await addToCart('Kitchen').boundingBox();
  expect(button?.width).toBeGreaterThan(300);
  expect(await addToCart('Kitchen').evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
  await screenshot(page, 'summary-page-375');

  // Add To Cart runs the product-only cart flow, then the cart.
  await addToCart('Kitchen').click();
  await expect(page).toHaveURL(/\/Ordering\/Cart$/);
  await expect(page.getByRole('heading', { name: /^Cart/, level: 1 })).toBeVisible();
});

/** Orders the design (through the cart and checkout calls), which locks it (doc 001 §4). */
async function orderDesign(page: Page, designId: string): Promise<void> {
  const statuses = await page.evaluate(async (designId) => {
    const headers = { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() };
    const buy = (await (await fetch(`/api/design-builder/estimates/${designId}/buy`)).json()).data;
    const carted = await fetch('/estimatebuilder/addtocart', {
      method: 'POST',
      headers,
      body: JSON.stringify({ designId, lines: buy.lines }),
    });
    const order = await fetch('/api/orders', {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        contact: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '4045550199' },
        address: { line1: '2800 Cumberland Pkwy', line2: null, city: 'Atlanta', state: 'GA', zipCode: '30339' },
      }),
    });
    return [carted.status, order.status];
  }, designId);
  expect(statuses).toEqual([200, 201]);
}

test('the design summary page: Add To Cart is off for an ordered design and for one with a window and no product, each with its reason beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerShopper(page);
  const ordered = await designWith(page, { name: 'Ordered', productId: PRODUCT });
  await orderDesign(page, ordered.design.designId);
  const open = await designWith(page, { name: 'Open', productId: PRODUCT });
  const bare = await call<DesignGraph>(page, 'POST', `${BASE}/designs`, { design: { name: 'Bare' } });
  expect(bare.status, bare.text).toBe(201);

  await page.goto(`/estimatebuilder/summary/${ordered.design.designId},${open.design.designId},${bare.data.design.designId}`);
  // A $0.00 design whose window has no product: buy-design would refuse it, so the page says why first.
  const noProduct = 'All windows must have an item selected.';
  await expect(page.getByRole('button', { name: 'Add To Cart for Bare', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add To Cart for Bare', exact: true })).toHaveAccessibleDescription(noProduct);
  const reason = 'This design has been ordered or locked, so it cannot be added to the cart.';
  const addToCart = (name: string) => page.getByRole('button', { name: `Add To Cart for ${name}`, exact: true });
  await expect(addToCart('Open')).toBeEnabled();
  await expect(addToCart('Ordered')).toBeDisabled();
  await expect(addToCart('Ordered')).toHaveAccessibleDescription(reason);
  await expect(page.getByRole('row', { name: /^Ordered / }).getByText(reason, { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Open / }).getByText(reason, { exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshot(page, 'summary-page-ordered-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('row', { name: /^Ordered / }).getByText(reason, { exact: true })).toBeInViewport({ ratio: 0.5 });
  await page
    .getByRole('row', { name: /^Bare / })
    .getByText(noProduct, { exact: true })
    .scrollIntoViewIfNeeded();
  await expect(page.getByRole('row', { name: /^Bare / }).getByText(noProduct, { exact: true })).toBeInViewport({ ratio: 0.5 });
  await screenshot(page, 'summary-page-ordered-375');
});

test('the estimate summary panel: its labels and one summary call after a burst of edits; View Summary opens the modal at 375 px', async ({
  page,
}) => {
  test.setTimeout(scaled(90_000));
  await page.setViewportSize({ width: 1440, height: 1000 });
  await registerShopper(page);
  const graph = await designWith(page, { name: 'Living Room', productId: LARKSPUR, width: 40, height: 60 });
  const designId = graph.design.designId;
  const summaryCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(SUMMARY_CALL)) summaryCalls.push(request.postData() ?? '');
  });
  await page.goto(`/estimatebuilder/load/${designId}`);

  const panel = page.getByRole('complementary', { name: 'Living Room Summary' });
  const line = (label: string) =>
    panel.locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
  const item = graph.items[0];
  if (!item) throw new Error('The design has a window');
  expect(item.retail).toBeGreaterThan(item.subtotal);
  await expect(panel.getByRole('heading', { level: 3, name: 'Living Room Summary' })).toBeVisible();
  await expect(line('Selected Items')).toHaveText('1');
  await expect(line('Product Total')).toHaveText(formatMoney(item.subtotal));
  await expect(line('Shipping')).toHaveText('FREE');
  await expect(line("You'll Save\\*")).toHaveText(
    `${formatMoney(item.retail - item.subtotal)} (${formatPercent(savingsPercent(item.retail, item.subtotal))})`,
  );
  await expect(line('Subtotal')).toHaveText(formatMoney(item.subtotal));
  // Desktop: no Pretax Total and no View Summary (the panel is a sticky column).
  await expect(line('Pretax Total')).toBeHidden();
  await expect(panel.getByRole('button', { name: 'View Summary' })).toBeHidden();
  await expect(page.locator('.eb-design__summary')).toHaveCSS('position', 'sticky');
  // Doc 000 §2: the summary panel, then the room cards: first in the page's (and Tab's) order, drawn
  // to the right of the rooms on desktop and above them below 1004 px.
  const placing = () =>
    page.evaluate(() => {
      const summary = document.querySelector('.eb-design__summary') as Element;
      const rooms = document.querySelector('.eb-design__rooms') as Element;
      const [a, b] = [summary.getBoundingClientRect(), rooms.getBoundingClientRect()];
      return {
        first: Boolean(summary.compareDocumentPosition(rooms) & Node.DOCUMENT_POSITION_FOLLOWING),
        right: a.left >= b.right,
        above: a.bottom <= b.top,
      };
    });
  expect(await placing()).toEqual({ first: true, right: true, above: false });
  await expect.poll(() => summaryCalls.length).toBe(1);
  await expectNoA11yViolations(page);
  await screenshot(page, 'summary-panel-1440');

  // Quick quantity changes: the panel follows each at once, and asks the server once they are over.
  const window1 = page.getByRole('article', { name: 'Window 1', exact: true });
  for (const quantity of ['2', '3', '4', '5']) await window1.getByLabel('Qty').selectOption(quantity);
  await expect(line('Selected Items')).toHaveText('5');
  await expect(line('Product Total')).toHaveText(formatMoney(item.subtotal * 5));
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect.poll(() => summaryCalls.length).toBeGreaterThan(1);
  // Nothing to wait for when nothing happens: a while (longer on a slow machine) for any further call.
  await page.waitForTimeout(scaled(1000));
  expect(summaryCalls.length).toBeLessThanOrEqual(3);
  await expect(line('Subtotal')).toHaveText(formatMoney(item.subtotal * 5));

  // Mobile: the panel is inline, with Pretax Total and View Summary.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('.eb-design__summary')).toHaveCSS('position', 'static');
  expect(await placing()).toEqual({ first: true, right: false, above: true });
  await expect(line('Pretax Total')).toHaveText(formatMoney(item.subtotal * 5));
  const viewSummary = panel.getByRole('button', { name: 'View Summary' });
  // Tab goes on from the panel to the rooms under it, not back up from the end of the page.
  await viewSummary.focus();
  await expect
    .poll(async () => {
      await page.keyboard.press('Tab');
      return page.evaluate(() =>
        document.activeElement?.closest('.eb-design__summary')
          ? 'summary'
          : document.activeElement?.closest('.eb-design__rooms')
            ? 'rooms'
            : 'elsewhere',
      );
    })
    .not.toBe('summary');
  expect(await page.evaluate(() => (document.activeElement?.closest('.eb-design__rooms') ? 'rooms' : 'elsewhere'))).toBe('rooms');
  await viewSummary.scrollIntoViewIfNeeded();
  await screenshot(page, 'summary-panel-375');
  await viewSummary.click();

  const modal = page.getByRole('dialog', { name: 'Living Room Summary' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('list', { name: 'Room 1' }).getByRole('listitem')).toHaveText([
    `Window 1 (×5)Larkspur Single Cell Light Filtering Shade${formatMoney(item.subtotal * 5)}`,
  ]);
  const modalLine = (label: string) =>
    modal.locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
  await expect(modalLine('Shipping')).toHaveText('FREE');
  await expect(modalLine("You'll Save\\*")).toBeVisible();
  await expect(modalLine('Pretax Total')).toHaveText(formatMoney(item.subtotal * 5));
  await expect(modal.getByText('*Professional installation requires professional measure.', { exact: true })).toBeVisible();
  const orderInstall = modal.getByRole('button', { name: 'Order Install*', exact: true });
  await expect(orderInstall).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshot(page, 'summary-modal-375');

  // Focus stays in the dialog: Tab and Shift+Tab go round its controls.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
  }

  // 'Order Install*' starts professional measure and install; closing it comes back to the summary.
  await orderInstall.click();
  const proModal = page.getByRole('dialog', { name: 'Pro Measure & Install' });
  await expect(proModal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(proModal).toBeHidden();
  await expect(orderInstall).toBeFocused();

  // Escape closes the summary and gives focus back to View Summary.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(viewSummary).toBeFocused();

  // Opened on a tablet, then seen on a wide screen: the button reads 'Order Installation*'.
  await page.setViewportSize({ width: 900, height: 1000 });
  await panel.getByRole('button', { name: 'View Summary' }).click();
  await page.setViewportSize({ width: 1440, height: 1000 });
  await expect(modal.getByRole('button', { name: 'Order Installation*', exact: true })).toBeVisible();
  await screenshot(page, 'summary-modal-1440');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // The Room Total adds up what the Product Total does: a window saved for later is in neither,
  // though its own line keeps its price.
  const roomTotal = page.getByRole('region', { name: 'Room A: Room 1' }).locator('.eb-room__total .eb-price__subtotal');
  // ('Now' is read out before a price with a struck retail beside it.)
  await expect(roomTotal).toHaveText(`Now ${formatMoney(item.subtotal * 5)}`);
  await window1.getByRole('radio', { name: 'Save for Later' }).check();
  await expect(line('Selected Items')).toHaveText('0');
  await expect(line('Product Total')).toHaveText('$0.00');
  await expect(roomTotal).toHaveText('$0.00');
  await expect(window1.locator('.eb-price__subtotal')).toHaveText(`Now ${formatMoney(item.subtotal * 5)}`);
  await window1.getByRole('radio', { name: 'Product Only' }).check();
  await expect(line('Product Total')).toHaveText(formatMoney(item.subtotal * 5));
  await expect(roomTotal).toHaveText(`Now ${formatMoney(item.subtotal * 5)}`);
});
