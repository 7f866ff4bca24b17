import { readFileSync } from 'node:fs';
import { ADDRESS_MESSAGES } from '@eb/domain/address';
import { SHARE_STEP_TITLES } from '@eb/domain/sharing';
import { jurisdictionFor, type TaxRates } from '@eb/domain/tax';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { LARKSPUR, LARKSPUR_NAME, productOnFirstWindow } from './support/designs.ts';
import { screenshot } from './support/screenshots.ts';

/**
 * Checkout and the order page (issue 12; doc 001 §2, §3, §4, §5): a site 3 product-only design goes to
 * the cart through the summary panel's Checkout, then /checkout: contact and shipping address (checked
 * like the professional address), the review with the Estimated Tax of Atlanta GA 30339, pay on
 * delivery, Place order once, and the order page with its number, Confirmed with the total due on delivery, and the tax.
 */
const LOAD_URL = /\/estimatebuilder\/load\/[0-9a-f-]{36}$/;
const RATES = JSON.parse(
  readFileSync(new URL('../apps/api/src/modules/commerce/data/tax-rates.json', import.meta.url), 'utf8'),
) as TaxRates;

const windowCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const summaryPanel = (page: Page) => page.getByRole('complementary', { name: 'Summary' });
const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The Larkspur shade (40" × 60") on the design's first window, then the page as it shows it. */
async function putProductOnFirstWindow(page: Page, designId: string): Promise<void> {
  await productOnFirstWindow(page, designId);
  await page.reload();
  await expect(page.getByText(LARKSPUR_NAME, { exact: true })).toBeVisible();
}

const row = (scope: Locator, label: string) =>
  scope.locator('div', { has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).getByRole('definition');

test('site 3: a product-only design goes through the cart and checkout to a paid order with tax, and its order page', async ({ page }) => {
  test.setTimeout(scaled(120_000));
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(LOAD_URL);
  const designId = page.url().split('/').at(-1) ?? '';
  await expect(windowCard(page, 'Window 1')).toBeVisible();
  await putProductOnFirstWindow(page, designId);
  await windowCard(page, 'Window 1').getByRole('radio', { name: 'Product Only' }).check();
  await expect(windowCard(page, 'Window 1').getByRole('radio', { name: 'Product Only' })).toBeChecked();

  // The summary panel's Checkout runs the product-only cart flow: the cart page, then checkout.
  await summaryPanel(page).getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/Ordering\/Cart$/);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page).toHaveTitle(/^Checkout \| /);

  const summary = page.getByRole('region', { name: /^Order Summary/ });
  await expect(summary.getByRole('heading', { name: /^Estimate \d+$/ })).toBeVisible();
  await expect(summary.getByText('Larkspur Single Cell Light Filtering Shade')).toBeVisible();
  await expect(row(summary, 'Shipping')).toHaveText('FREE');
  await expect(row(summary, 'Estimated Tax')).toHaveText('To Be Calculated');
  // The sale price is below retail: the savings show, with what their star means.
  await expect(row(summary, "You'll Save\\*")).toBeVisible();
  await expect(summary.getByText('*Savings off the retail price of the products, already taken off the Subtotal.')).toBeVisible();
  const subtotalText = (await row(summary, 'Subtotal').textContent()) ?? '';
  const subtotal = Number(subtotalText.replace(/[$,]/g, ''));
  expect(subtotal).toBeGreaterThan(0);

  // Step 1: every required field says what is missing, and focus goes to the first.
  const step = page.getByRole('region', { name: 'Contact and Shipping' });
  await step.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(step.getByLabel('First name')).toBeFocused();
  await expect(step.getByLabel('First name')).toHaveAccessibleDescription('First name is required.');
  await expect(step.getByLabel('Email')).toHaveAccessibleDescription('Email is required.');
  await expect(step.getByLabel('Phone')).toHaveAccessibleDescription(/Phone number must be ten digits/);
  await expect(step.getByLabel('Zip Code')).toHaveAccessibleDescription('Zip Code is required.');
  await screenshot(page, 'checkout-errors-1440');

  await step.getByLabel('First name').fill('Ada');
  await expect(step.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
  await step.getByLabel('Last name').fill('Lovelace');
  await step.getByLabel('Email').fill('ada@example.com');
  await step.getByLabel('Phone').fill('(404) 555-01');
  await expect(step.getByLabel('Phone')).toHaveValue('40455501');
  await step.getByLabel('Address', { exact: true }).fill('2800 Cumberland Parkway');
  // A city that is not the ZIP's: the check suggests a similar address; Edit Address keeps what was typed.
  await step.getByLabel('City').fill('Decatur');
  await step.getByLabel('State').selectOption('GA');
  await step.getByLabel('Zip Code').fill('30339');
  await step.getByLabel('Phone').press('Enter');
  await expect(step.getByLabel('Phone')).toBeFocused();
  await expect(step.getByText('Phone number must be ten digits')).toBeVisible();
  await step.getByLabel('Phone').fill('4045550123');
  await expect(step.getByText('Phone number must be ten digits')).toHaveCount(0);
  await step.getByRole('button', { name: 'Continue to Review' }).click();
  const choices = step.getByRole('group', { name: ADDRESS_MESSAGES.similar });
  await expect(choices).toBeVisible();
  await expect(choices.getByRole('radio', { name: /Suggested address/ })).toBeChecked();
  await expect(choices.getByRole('radio', { name: /Suggested address/ })).toHaveAccessibleName(/ATLANTA, GA 30339/);
  await screenshot(page, 'checkout-similar-1440');
  await step.getByRole('button', { name: 'Edit Address' }).click();
  await expect(step.getByLabel('City')).toHaveValue('Decatur');
  await expect(step.getByLabel('First name')).toHaveValue('Ada');
  await step.getByLabel('City').fill('Atlanta');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'checkout-shipping-375');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await expectNoA11yViolations(page);
  await step.getByRole('button', { name: 'Continue to Review' }).click();

  // Step 2: the review, with Atlanta's tax (the rate table's combined rate for 303xx) on the product.
  const review = page.getByRole('region', { name: 'Review Your Order' });
  await expect(review.getByRole('heading', { name: 'Review Your Order' })).toBeFocused();
  await expect(review).toContainText('Ada Lovelace');
  await expect(review).toContainText('(404) 555-0123');
  await expect(review).toContainText('2800 CUMBERLAND PKWY');
  await expect(review).toContainText('ATLANTA, GA 30339');
  const payOnDelivery = review.getByRole('radio', { name: 'Pay on delivery' });
  await expect(payOnDelivery).toBeChecked();
  await expect(payOnDelivery).toHaveAccessibleDescription('No card is taken now: you pay when your order is delivered.');
  const rate = jurisdictionFor(RATES, 'GA', '30339')?.rate ?? 0;
  expect(rate).toBeGreaterThan(0);
  const tax = Math.round((Math.round(subtotal * 100) * rate) / 100) / 100;
  await expect(row(summary, 'Estimated Tax')).toHaveText(money(tax));
  await expect(row(summary, 'Total')).toHaveText(money(subtotal + tax));
  await expectNoA11yViolations(page);
  await screenshot(page, 'checkout-review-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'checkout-review-375');
  await page.setViewportSize({ width: 1440, height: 1000 });

  // A reload keeps what was entered: the review comes back with the same contact, address and tax.
  await page.reload();
  await expect(review.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
  await expect(review).toContainText('Ada Lovelace');
  await expect(review).toContainText('2800 CUMBERLAND PKWY');
  await expect(row(summary, 'Estimated Tax')).toHaveText(money(tax));
  // On a phone too: the review and its tax come back, with Place order on the page.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(review.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
  await expect(review).toContainText('Ada Lovelace');
  await expect(review).toContainText('ATLANTA, GA 30339');
  await expect(row(summary, 'Estimated Tax')).toHaveText(money(tax));
  await summary.getByRole('button', { name: 'Place order' }).scrollIntoViewIfNeeded();
  await expect(summary.getByRole('button', { name: 'Place order' })).toBeInViewport();
  await page.setViewportSize({ width: 1440, height: 1000 });

  // The window is configured again at another size after it was carted (in another tab): Place order
  // names it and charges nothing; once the design is as it was, Check again brings the review back.
  await productOnFirstWindow(page, designId, LARKSPUR, { width: 44, height: 60 });
  await summary.getByRole('button', { name: 'Place order' }).click();
  await expect(summary.getByRole('alert')).toHaveText(
    'Some windows changed in their design after you added them to your cart: Window 1 in Room 1 (now 44" W × 60" H). Add the design to your cart again to buy it as it is now, or remove those lines.',
  );
  await expect(summary.getByRole('button', { name: 'Place order' })).toBeDisabled();
  // The review asks again after the refusal; its answer names the same window and offers Check again.
  const checkAgain = summary.getByRole('button', { name: 'Check again' });
  await expect(checkAgain).toBeVisible();
  await productOnFirstWindow(page, designId, LARKSPUR, { width: 40, height: 60 });
  await checkAgain.click();
  await expect(summary.getByRole('alert')).toHaveCount(0);
  await expect(row(summary, 'Total')).toHaveText(money(subtotal + tax));

  // Place order: one order and one payment, however often it is clicked.
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/orders(\/[^/]+\/pay)?$/.test(new URL(request.url()).pathname)) {
      writes.push(`${new URL(request.url()).pathname} ${request.headers()['idempotency-key'] ?? ''}`);
    }
  });
  const placeOrder = summary.getByRole('button', { name: 'Place order' });
  await placeOrder.dblclick();
  await expect(page).toHaveURL(/\/mandi\/order\/[2-9a-hjkmnp-z]{10}$/);
  const orderNumber = page.url().split('/').at(-1) ?? '';
  expect(writes).toHaveLength(2);
  expect(writes[0]).toMatch(/^\/api\/orders [0-9a-f-]{36}$/);
  expect(writes[1]).toMatch(new RegExp(`^/api/orders/${orderNumber}/pay [0-9a-f-]{36}$`));

  // The order page: its number upper case, confirmed with the total due on delivery, the tax and the total.
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  // First the thank-you, with focus: the number, where the confirmation went, what happens next, the phone.
  const thanks = page.getByRole('region', { name: 'Thank you for your order' });
  await expect(thanks.getByRole('heading', { name: 'Thank you for your order' })).toBeFocused();
  await expect(thanks).toContainText(`We have your order ${orderNumber.toUpperCase()}. A confirmation is on its way to ada@example.com.`);
  await expect(thanks.getByRole('listitem')).toHaveText([
    /^We make your window coverings to the sizes on your order and ship them to /,
    `${money(subtotal + tax)} is collected when your order is delivered.`,
  ]);
  await expect(thanks.getByRole('link', { name: '1-800-555-0103' })).toBeVisible();
  // The order took the cart's lines: the header's cart link counts none.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart');
  expect((await (await page.request.get('/api/cart')).json()).data.itemCount).toBe(0);
  // The confirmation mail is queued once, to the contact, naming the order.
  const outbox = (await (await page.request.get('/api/mail/outbox?limit=200')).json()).data.mails as {
    kind: string;
    to: string;
    subject: string;
  }[];
  expect(outbox.filter((mail) => mail.kind === 'order-confirmation' && mail.subject.endsWith(orderNumber.toUpperCase()))).toEqual([
    expect.objectContaining({ to: 'ada@example.com', subject: `Your Brightline Blinds order ${orderNumber.toUpperCase()}` }),
  ]);
  await expect(page.getByText(`Order Number: ${orderNumber.toUpperCase()}`, { exact: true })).toBeVisible();
  const facts = page.locator('.eb-order__facts');
  await expect(row(facts, 'Status')).toHaveText('Confirmed');
  await expect(row(facts, 'Payment')).toHaveText('Pay on delivery');
  const totals = page.getByRole('region', { name: 'Summary' });
  await expect(row(totals, 'Tax')).toHaveText(money(tax));
  await expect(row(totals, 'Total')).toHaveText(money(subtotal + tax));
  await expect(row(totals, 'Due on delivery')).toHaveText(money(subtotal + tax));
  await expect(totals.getByText('Balance due')).toHaveCount(0);
  const design = page.getByRole('region', { name: /^Estimate \d+$/ });
  await expect(design).toContainText('Larkspur Single Cell Light Filtering Shade');
  await expect(design).toContainText('Window 1');
  await expect(row(design, 'Tax')).toHaveText(money(tax));
  await expect(page.getByRole('region', { name: 'Contact' })).toContainText('ada@example.com');
  // A shopper has no rep tools.
  await expect(page.getByRole('button', { name: 'Add windows to this order' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshot(page, 'order-page-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  // On a phone the same facts show: the thank-you, how it is paid, and what is due on delivery.
  await expect(thanks).toBeVisible();
  await expect(row(facts, 'Payment')).toBeVisible();
  await expect(row(facts, 'Payment')).toHaveText('Pay on delivery');
  await expect(row(totals, 'Due on delivery')).toBeVisible();
  await expect(row(totals, 'Due on delivery')).toHaveText(money(subtotal + tax));
  await screenshot(page, 'order-page-375');

  // The order stays readable by its buyer; the cart is empty now, and checkout says so.
  await page.reload();
  await expect(page.getByText(`Order Number: ${orderNumber.toUpperCase()}`, { exact: true })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to My Designs' })).toHaveAttribute('href', '/estimatebuilder');
  await expectNoA11yViolations(page);

  // The confirmation mail as it reads (in the built-in mailbox): the order's line and the figures the
  // order page shows, the tax and the total charged among them.
  await page.goto('/mailbox');
  const mail = page
    .getByRole('list', { name: 'Mail' })
    .getByRole('listitem')
    .filter({ hasText: `order ${orderNumber.toUpperCase()}` });
  await mail.getByRole('link').click();
  const reader = page.getByRole('region', { name: 'Mail' });
  const mailText = reader.locator('pre').filter({ hasText: /Thank you, Ada\. We have your order/ });
  await expect(mailText).toContainText('Room 1 · Window 1: Larkspur Single Cell Light Filtering Shade, qty 1');
  await expect(mailText).toContainText(`Subtotal: ${money(subtotal)}`);
  await expect(mailText).toContainText(`Tax: ${money(tax)}`);
  await expect(mailText).toContainText(`Total: ${money(subtotal + tax)}`);
  await expect(mailText).toContainText('Payment: Pay on delivery');
  const html = reader.getByTitle(/^HTML part of /).contentFrame();
  await expect(html.getByText(money(subtotal + tax), { exact: true })).toBeVisible();

  // The ordered design can no longer be changed, but its buyer can still share it (doc 001 §4).
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/estimatebuilder/load/${designId}`);
  await expect(windowCard(page, 'Window 1').getByText('Larkspur Single Cell Light Filtering Shade', { exact: true })).toBeVisible();
  await expect(windowCard(page, 'Window 1').getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('toolbar', { name: 'Design actions' }).getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: SHARE_STEP_TITLES[0] })).toBeVisible();
});

test('an order no one placed is not found, by order number or job uid', async ({ page }) => {
  await page.goto('/mandi/order/zzzzzzzzzz');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await expect(page.getByText('We could not find that order.')).toBeVisible();
  await page.goto('/orderdetail?jobid=MI-2222-2222');
  await expect(page.getByText('We could not find that order.')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the professional landing pages say the job is in the cart and what comes next', async ({ page }) => {
  const port = Number(process.env.E2E_PORT ?? 3100);
  await page.goto('/mandi/bookmeasure?cameFromEstimatePage=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Measure Appointment' })).toBeVisible();
  await expect(page.getByText('Your professional measure and install job was added to your cart.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/Ordering/Cart');
  await expect(page.getByRole('link', { name: 'Back to Your Estimate' })).toHaveAttribute('href', '/estimatebuilder');
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'pro-landing-375');
  await page.goto(`http://site11.localhost:${port}/installation/schedule/bookappointment`);
  await expect(page.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'pro-landing-1440');
});
