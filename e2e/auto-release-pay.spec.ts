import { ARE_YOU_SURE, PAY_FAILED } from '@eb/domain/commerce';
import { INVALID_CONFIGURATION_BODY, RETURN_TO_PAGE } from '@eb/domain/validity';
import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { productOnFirstWindow } from './support/designs.ts';
import { placedOrder } from './support/orders.ts';
import { screenshot } from './support/screenshots.ts';

/**
 * The auto-release pay flow (issue 12; doc 001 §2, §4, §5, §8): a shopper's order is placed and paid;
 * a rep opens it, adds windows through a new auto-release design, and pays it with Add to Order:
 * 'Are you sure?', validate and reprice, the change order on site 3, then the order page with the
 * added lines. A window whose configuration is no longer valid stops at the windows to check; a failed
 * step shows the pay flow's message and leaves the order as it was.
 */
const DISCONTINUED_PRODUCT = '533009';
const LOAD_URL = /\/estimatebuilder\/load\/[0-9a-f-]{36}$/;
const ORDER_URL = /\/mandi\/order\/[2-9a-hjkmnp-z]{10}$/;

const windowCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const summaryPanel = (page: Page) => page.getByRole('complementary', { name: 'Summary' });

/** Signs the rep in; sign-in returns to the builder, which opens a design: wait for it before going elsewhere. */
async function signInAsRep(page: Page): Promise<void> {
  await signIn(page, 'rep@example.com');
  await expect(page).toHaveURL(LOAD_URL);
}

/** The order as the server has it now. */
async function orderLines(
  page: Page,
  orderNumber: string,
): Promise<{ windowName: string | null; changeOrderId: string | null; unitPrice: number; quantity: number }[]> {
  const answer = await page.request.get(`/api/orders/${orderNumber}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).data.lines;
}

/** The rep opens the order, adds windows through a new auto-release design, and gets a product on its Window 1. */
async function newOrderDesign(page: Page, orderNumber: string): Promise<{ designId: string; guid: string }> {
  await page.goto(`/mandi/order/${orderNumber}`);
  await expect(page.getByText(`Order Number: ${orderNumber.toUpperCase()}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add windows to this order' }).click();
  await expect(page).toHaveURL(LOAD_URL);
  const designId = page.url().split('/').at(-1) ?? '';
  await expect(windowCard(page, 'Window 1')).toBeVisible();
  const guid = await productOnFirstWindow(page, designId);
  // A load checks the windows' configurations (doc 000 §8); the design is settled once that answered,
  // so a test that changes the catalog afterwards changes it while the design is open, not under its load.
  const checked = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/estimates/validateAndRepriceConfigurations',
  );
  await page.reload();
  await expect(windowCard(page, 'Window 1').getByText('Larkspur Single Cell Light Filtering Shade', { exact: true })).toBeVisible();
  expect((await checked).ok()).toBe(true);
  return { designId, guid };
}

test.describe('the auto-release pay flow', () => {
  test.describe.configure({ timeout: scaled(120_000) });

  test('a rep adds windows to a paid order: Add to Order, Are you sure?, the change order, then the order page', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const orderNumber = await placedOrder(browser, baseURL ?? '', { pay: true });
    await signInAsRep(page);
    await page.goto(`/mandi/order/${orderNumber}`);
    await expect(page.getByRole('button', { name: 'Add windows to this order' })).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshot(page, 'order-page-rep-1440');
    const taxEvents: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/analytics/events') || request.method() !== 'POST') return;
      const { events } = request.postDataJSON() as { events: { name: string }[] };
      taxEvents.push(...events.map((event) => event.name).filter((name) => name.startsWith('estimate.tax')));
    });
    await newOrderDesign(page, orderNumber);
    // Its Estimated Tax is worked out where the order ships (its ZIP is the order's), not 'To Be Calculated'.
    await expect(
      summaryPanel(page)
        .locator('div', { has: page.locator('dt', { hasText: /^Estimated Tax$/ }) })
        .getByRole('definition'),
    ).toHaveText(/^\$\d+\.\d\d$/);
    await expect.poll(() => taxEvents.includes('estimate.taxSuccess')).toBe(true);
    expect(taxEvents).not.toContain('estimate.taxFailure');
    // Made from the order, it shows where the order goes and links back to it (doc 001 §3 Property
    // Address), from what the order wrote, not from attributes set by hand.
    const address = page.getByRole('region', { name: 'Property Address' });
    await expect(address).toContainText(/CUMBERLAND/i);
    await expect(address.getByRole('link', { name: orderNumber.toUpperCase() })).toHaveAttribute(
      'href',
      new RegExp(`/mandi/order/${orderNumber}$`, 'i'),
    );

    // Reps see Add to Order on the auto-release design; Escape cancels the question and focus comes back.
    const addToOrder = summaryPanel(page).getByRole('button', { name: 'Add to Order', exact: true });
    await expect(addToOrder).toBeEnabled();
    await addToOrder.click();
    const sure = page.getByRole('dialog', { name: ARE_YOU_SURE });
    await expect(sure).toBeVisible();
    await expect(sure).toContainText(`added to order ${orderNumber.toUpperCase()}`);
    await expect(sure.getByRole('button', { name: 'Yes, Add to Order' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sure).toBeHidden();
    await expect(addToOrder).toBeFocused();
    expect((await orderLines(page, orderNumber)).length).toBe(1);

    // What the rep is shown and confirms: the product total (retail only, doc 001 §2, §9).
    const productTotal = Number(
      (
        (await summaryPanel(page)
          .locator('div', { has: page.locator('dt', { hasText: /^Product Total$/ }) })
          .getByRole('definition')
          .textContent()) ?? ''
      ).replace(/[$,]/g, ''),
    );
    expect(productTotal).toBeGreaterThan(0);
    const charged = productTotal.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // An auto-release design shows no tabs (doc 000 §2); its panel's one figure is what will be charged.
    await expect(page.getByRole('tab')).toHaveCount(0);
    await addToOrder.click();
    await expect(sure).toBeVisible();
    // The question names what the change order will charge: the same Product Total.
    await expect(sure).toContainText(`at $${charged} before tax (the retail price, as the summary shows)`);
    await expectNoA11yViolations(page);
    await screenshot(page, 'add-to-order-sure-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    // On a phone the question says the same amount, its answer in reach.
    await expect(sure).toContainText(`at $${charged} before tax (the retail price, as the summary shows)`);
    await expect(sure.getByRole('button', { name: 'Yes, Add to Order' })).toBeInViewport();
    await screenshot(page, 'add-to-order-sure-375');
    await page.setViewportSize({ width: 1440, height: 1000 });

    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/validateAndReprice|\/api\/ordering\/|set-attribute/.test(url.pathname))
        calls.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await sure.getByRole('button', { name: 'Yes, Add to Order' }).click();
    await expect(page).toHaveURL(new RegExp(`/mandi/order/${orderNumber}$`));
    const designPath = calls.find((call) => call.includes('set-attribute'))?.split(' ')[1] ?? '';
    expect(calls).toEqual([
      'POST /api/estimates/validateAndRepriceConfigurations',
      `PUT /api/ordering/startchangeorder?siteId=3&orderNumber=${orderNumber}`,
      `PUT /api/ordering/addlineitems?siteId=3&orderNumber=${orderNumber}`,
      `PUT /api/ordering/completechangeorder?siteId=3&orderNumber=${orderNumber}`,
      `POST ${designPath}`,
    ]);
    expect(designPath).toMatch(/^\/api\/design-builder\/designs\/[0-9a-f-]{36}\/set-attribute$/);

    // The order page: the added window, marked as added later, under its design, with the rep's design listed as added.
    const added = page.getByRole('region', { name: `Order ${orderNumber.toUpperCase()}` });
    await expect(added).toContainText('Window 1');
    await expect(added).toContainText('Added later');
    await expect(added).toContainText('Larkspur Single Cell Light Filtering Shade');
    await expect(page.getByRole('list', { name: 'Designs tied to this order' })).toContainText('Added to order');
    const lines = await orderLines(page, orderNumber);
    expect(lines).toHaveLength(2);
    expect(lines.filter((line) => line.changeOrderId !== null)).toHaveLength(1);
    // The order is charged what the rep was shown.
    const [addedLine] = lines.filter((line) => line.changeOrderId !== null);
    expect((addedLine?.unitPrice ?? 0) * (addedLine?.quantity ?? 0)).toBeCloseTo(productTotal, 2);
    // The order was paid before; what the change order added is due, and the page says so.
    await expect(page.getByText('Balance due', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshot(page, 'order-page-added-1440');
    // On a phone the page says it too, there to scroll to.
    await page.setViewportSize({ width: 375, height: 800 });
    const balanceDue = page.getByText('Balance due', { exact: true });
    await expect(balanceDue).toBeVisible();
    await balanceDue.scrollIntoViewIfNeeded();
    await expect(balanceDue).toBeInViewport();
    await screenshot(page, 'order-page-added-375');
  });

  test('a window whose configuration is no longer valid stops at the windows to check, before any change order', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const orderNumber = await placedOrder(browser, baseURL ?? '', { pay: true });
    await signInAsRep(page);
    const { guid } = await newOrderDesign(page, orderNumber);
    // The catalog moves on while the design is open: the window's configuration now names a discontinued product.
    const changed = await page.request.put(`/api/configurations/${guid}`, {
      data: { productId: DISCONTINUED_PRODUCT, width: 40, height: 60, choices: {} },
    });
    expect(changed.status()).toBe(200);

    const ordering: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/ordering/')) ordering.push(request.url());
    });
    await summaryPanel(page).getByRole('button', { name: 'Add to Order', exact: true }).click();
    await page.getByRole('dialog', { name: ARE_YOU_SURE }).getByRole('button', { name: 'Yes, Add to Order' }).click();
    const check = page.getByRole('dialog', { name: 'Windows to Check' });
    await expect(check.getByText(INVALID_CONFIGURATION_BODY, { exact: true })).toBeVisible();
    await expect(check.getByRole('listitem')).toHaveText(['Window 1']);
    await expect(check.getByRole('button', { name: RETURN_TO_PAGE })).toBeFocused();
    await expectNoA11yViolations(page);
    await screenshot(page, 'add-to-order-check-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'add-to-order-check-375');
    await page.setViewportSize({ width: 1440, height: 1000 });
    await check.getByRole('button', { name: RETURN_TO_PAGE }).click();
    await expect(check).toBeHidden();
    // Back at the window to check. The page has heard that repricing changed it (its product is
    // discontinued now), so Add to Order is off and says why.
    await expect(windowCard(page, 'Window 1')).toBeFocused();
    const addToOrder = summaryPanel(page).getByRole('button', { name: 'Add to Order', exact: true });
    await expect(addToOrder).toBeDisabled();
    await expect(addToOrder).toHaveAccessibleDescription('Edit the highlighted products before adding them to the order.');
    await expect(page).toHaveURL(LOAD_URL);
    expect(ordering).toEqual([]);
    expect(await orderLines(page, orderNumber)).toHaveLength(1);
  });

  test('a step that fails shows the pay flow message and leaves the order as it was; trying again completes it', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const orderNumber = await placedOrder(browser, baseURL ?? '', { pay: true });
    await signInAsRep(page);
    await newOrderDesign(page, orderNumber);
    // The change order cannot be completed this time (the service is down).
    await page.route('**/api/ordering/completechangeorder**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Service unavailable', code: 'INTERNAL', details: [] }),
      }),
    );
    const addToOrder = summaryPanel(page).getByRole('button', { name: 'Add to Order', exact: true });
    await addToOrder.click();
    await page.getByRole('dialog', { name: ARE_YOU_SURE }).getByRole('button', { name: 'Yes, Add to Order' }).click();
    const error = page.getByRole('dialog', { name: 'Uh oh!' });
    await expect(error).toContainText(PAY_FAILED);
    await expect(page.getByRole('dialog', { name: ARE_YOU_SURE })).toHaveCount(0);
    await screenshot(page, 'add-to-order-failed-1440');
    await error.getByRole('button', { name: 'Got It' }).click();
    await expect(error).toBeHidden();
    await expect(addToOrder).toBeFocused();
    expect(await orderLines(page, orderNumber)).toHaveLength(1);

    await page.unroute('**/api/ordering/completechangeorder**');
    await addToOrder.click();
    await page.getByRole('dialog', { name: ARE_YOU_SURE }).getByRole('button', { name: 'Yes, Add to Order' }).click();
    await expect(page).toHaveURL(ORDER_URL);
    expect(await orderLines(page, orderNumber)).toHaveLength(2);
  });
});
