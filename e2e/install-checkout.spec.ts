import { expect, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { windowCard } from './support/designs.ts';
import {
  checkAvailability,
  continueToCheckout,
  INSTALL_MEDIUM_CATEGORY_1,
  installationJobOf,
  LOAD_URL,
  money,
  newDesignWithProduct,
  REMOVAL,
  summaryPanel,
} from './support/installation.ts';
import { screenshot, screenshotPath } from './support/screenshots.ts';

/**
 * A shopper's checkout with professional installation (doc 001 §2, §4, §5): Checkout's disabled rule,
 * the Installation Summary with job options and prices, booking, product-only windows straight to the
 * cart, an installation that cannot be priced, and a guest who must sign in to book. A rep's
 * Installation Only, site 11 and the professional estimate path are in install-checkout-paths.spec.ts.
 *
 * Prices are checked by hand in support/installation.ts: $69.00 a window to install the Larkspur shade
 * at 40" × 60", $15.00 a window to remove the old covering.
 */

test('a shopper checks out with installation: job options, prices that follow them, and a booked job', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, 'shopper@example.com');
  await expect(page).toHaveURL(LOAD_URL);
  // No product on any window: nothing to check out, and the page says why.
  const checkout = summaryPanel(page).getByRole('button', { name: 'Checkout', exact: true });
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription(/Choose a product for a window/);

  const designId = await newDesignWithProduct(page);
  // Bought with installation, the window says where its installation price comes from.
  await expect(
    windowCard(page, 'Window 1').getByText('Installation is priced for your address at Checkout, before you pay.'),
  ).toBeVisible();
  await windowCard(page, 'Window 1').getByLabel('Qty').selectOption('3');
  await expect(windowCard(page, 'Window 1').getByLabel('Qty')).toHaveValue('3');
  // Checkout says before the click that installation questions come first (the product went on as Product & Installation).
  await expect(checkout).toBeEnabled();
  await expect(checkout).toHaveAccessibleDescription(
    'Checkout with installation: first a few questions about your home, to price the installation.',
  );
  // Availability not checked yet: the modal asks for it first, and add to cart waits.
  await checkout.click();
  const modal = page.getByRole('dialog', { name: 'Installation Summary' });
  await expect(modal.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(modal.getByRole('button', { name: 'Add to Cart' })).toHaveAccessibleDescription(
    "Check that installation is offered at your address first: close this window and use 'Find a Pro Installer**'.",
  );
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  // Covered: 'Continue to Checkout' goes on to the Installation Summary, as Checkout would.
  await continueToCheckout(page, await checkAvailability(page));
  await expect(modal.getByRole('heading', { name: 'Share Project Details' })).toBeVisible();
  await expect(modal.getByRole('heading', { name: /^Estimate \d+ Summary$/ })).toBeVisible();
  const breakdown = modal.getByLabel('Service Cost Breakdown:');
  const line = (label: string) =>
    breakdown.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).getByRole('definition');
  await expect(line('Installation')).toHaveText(money(3 * INSTALL_MEDIUM_CATEGORY_1));
  const total = modal.getByLabel('Total Cost', { exact: true }).getByRole('definition');
  const graph = await (await page.request.get(`/api/design-builder/designs/${designId}`)).json();
  const productSubtotal = graph.data.items[0].subtotal as number;
  const products = modal.getByRole('list', { name: 'Products' });
  await expect(products.getByRole('listitem')).toHaveText([
    `Room 1 · Window 1: Larkspur Single Cell Light Filtering Shade${money(productSubtotal)}`,
  ]);
  await expect(total).toHaveText(money(productSubtotal + 3 * INSTALL_MEDIUM_CATEGORY_1));
  // Priced, add to cart still waits for the removal and haul-away answers, and says so beside it.
  const addToCart = modal.getByRole('button', { name: 'Add to Cart' });
  const unanswered = 'Choose yes or no for removal and haul away to add to the cart.';
  await expect(addToCart).toBeDisabled();
  await expect(addToCart).toHaveAccessibleDescription(unanswered);
  await expect(modal.getByText(unanswered, { exact: true })).toBeVisible();

  // Escape in the phone field with nothing typed to cancel closes the modal, as Escape does elsewhere.
  await modal.getByLabel('Mobile phone for text updates').focus();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  // Closed after pricing, the summary panel lists the installation charges on desktop, not below 1004 px.
  const charges = summaryPanel(page).locator('.eb-summary__line--installationCharge');
  await expect(charges.first()).toBeVisible();
  await expect(charges.first()).toContainText(money(3 * INSTALL_MEDIUM_CATEGORY_1));
  // And the window card shows what installing it costs.
  await expect(
    windowCard(page, 'Window 1').getByText(`Installation for this window: ${money(3 * INSTALL_MEDIUM_CATEGORY_1)}`),
  ).toBeVisible();
  // One Subtotal on the panel, and it adds the installation its charge lines list.
  await expect(summaryPanel(page).getByText('Subtotal', { exact: true })).toHaveCount(1);
  await expect(summaryPanel(page).locator('.eb-summary__line--subtotal dd')).toBeVisible();
  await expect(summaryPanel(page).locator('.eb-summary__line--subtotal dd')).toHaveText(
    money(productSubtotal + 3 * INSTALL_MEDIUM_CATEGORY_1),
  );
  await page.screenshot({ path: screenshotPath('checkout-panel-1440') });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(charges).toBeHidden();
  await screenshot(page, 'checkout-panel-375');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await checkout.click();
  await expect(line('Installation')).toHaveText(money(3 * INSTALL_MEDIUM_CATEGORY_1));

  // Removal: yes brings the count picker, 01..03, defaulting to the selected windows; the total follows.
  const removal = modal.getByRole('group', { name: /Remove your existing window coverings/ });
  // Each question says its price per window before it is answered (the installation service's specs lookup).
  await expect(removal).toHaveAccessibleDescription(`${money(REMOVAL)} per window`);
  await removal.getByRole('radio', { name: 'Yes' }).check();
  const removeCount = modal.getByLabel('Windows to remove');
  await expect(removeCount).toHaveValue('3');
  await expect(removeCount.getByRole('option')).toHaveText(['01', '02', '03']);
  await expect(line('Removal')).toHaveText(money(3 * REMOVAL));
  await expect(addToCart).toBeDisabled();
  await expect(addToCart).toHaveAccessibleDescription('Choose yes or no for haul away to add to the cart.');
  await removeCount.selectOption('1');
  await expect(line('Removal')).toHaveText(money(REMOVAL));
  await expect(total).toHaveText(money(productSubtotal + 3 * INSTALL_MEDIUM_CATEGORY_1 + REMOVAL));
  await modal
    .getByRole('group', { name: /Haul away/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await expect(modal.getByLabel('Windows to haul away')).toHaveCount(0);

  // Closed and opened again, the answers and the count are still there, and the prices with them.
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await checkout.click();
  await expect(removal.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(removeCount).toHaveValue('1');
  await expect(modal.getByRole('group', { name: /Haul away/ }).getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(line('Removal')).toHaveText(money(REMOVAL));
  await expect(total).toHaveText(money(productSubtotal + 3 * INSTALL_MEDIUM_CATEGORY_1 + REMOVAL));

  // Add to cart checks the answers: text updates are on, so the phone must be ten digits.
  await expect(addToCart).toBeEnabled();
  await addToCart.click();
  await expect(modal.getByText('Phone number must be ten digits')).toBeVisible();
  const phone = modal.getByLabel('Mobile phone for text updates');
  await expect(phone).toHaveAttribute('maxlength', '10');
  await phone.fill('404555');
  await phone.press('Enter');
  await expect(modal.getByText('Phone number must be ten digits')).toBeVisible();
  await phone.fill('4045550123');
  await expect(modal.getByText('Phone number must be ten digits')).toHaveCount(0);
  await phone.press('Enter');
  await expect(modal.getByText('(404) 555-0123')).toBeVisible();
  // Escape cancels an edit back to the confirmed number, and leaves the modal open.
  await modal.getByRole('button', { name: 'Change phone number' }).click();
  await modal.getByLabel('Mobile phone for text updates').fill('40455');
  await modal.getByLabel('Mobile phone for text updates').press('Escape');
  await expect(modal).toBeVisible();
  await expect(modal.getByText('(404) 555-0123')).toBeVisible();
  await modal.getByLabel('Special instructions (optional)').fill('Gate code 1234');
  await expectNoA11yViolations(page);
  await page.screenshot({ path: screenshotPath('checkout-summary-1440'), fullPage: false });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: screenshotPath('checkout-summary-375'), fullPage: false });
  await page.setViewportSize({ width: 1440, height: 1000 });

  await addToCart.click();
  // Booked and in the cart: the browser goes to the landing page, and the cart holds the product and the installation.
  await expect(page).toHaveURL('/mandi/bookmeasure?cameFromEstimatePage=true');
  const jobUid = await installationJobOf(page, designId);
  expect(jobUid).toMatch(/^MI-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  await page.screenshot({ path: screenshotPath('checkout-booked-1440') });
  // The job as the server has it: booked, its configuration reported in the cart, at the price shown.
  const job = await page.request.get(`/installation/api/jobs/${jobUid}?siteCode=BDC`);
  expect(job.status()).toBe(200);
  const { data } = await job.json();
  expect(data).toMatchObject({
    status: 'added-to-cart',
    serviceType: 'I',
    designId,
    options: { windowRemoval: true, windowRemoveCount: 1, windowHaul: false, textOptIn: true, textOptInNumber: '4045550123' },
    pricingResult: { retail: 3 * INSTALL_MEDIUM_CATEGORY_1 + REMOVAL },
  });
  expect(data.options.specialInstructions).toBe('Gate code 1234');

  // The booking's facts reach the design: back on it, its home and the job's vendor (the provider
  // nearest 30339, its technicians and phone), with the Order ID linking to the order details page.
  await page.goto(`/estimatebuilder/load/${designId}`);
  const vendor = page.getByRole('region', { name: 'Vendor Information' });
  await expect(vendor.getByRole('link', { name: jobUid })).toHaveAttribute('href', `/mandi/order/${jobUid}`);
  await expect(vendor.getByRole('definition').filter({ hasText: 'Peachtree Window Services' })).toBeVisible();
  await expect(vendor.getByRole('listitem')).toHaveText(['Marcus Bell', 'Tanya Reed']);
  await expect(vendor.getByRole('link', { name: '(404) 555-0121' })).toHaveAttribute('href', 'tel:4045550121');
  await expect(page.getByRole('region', { name: 'Property Address' })).toContainText('30339');
  // The special instructions the shopper typed are the job's first note, by the shopper as Customer.
  const note = page.getByRole('region', { name: 'Job Notes' }).getByRole('listitem').first();
  await expect(note).toContainText('Gate code 1234');
  await expect(note).toContainText('(Customer)');
  await page.screenshot({ path: screenshotPath('booked-design-blocks-1440') });
  await page.setViewportSize({ width: 375, height: 800 });
  await vendor.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('booked-design-blocks-375') });

  // A second option for the same home: Duplicate Design makes a copy that belongs to the same job,
  // so it shows the job's Order ID and home, and the job lists both designs.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Duplicate Design' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Design' });
  await duplicate.getByLabel('Design name').fill('Second Option');
  await duplicate.getByLabel('Design name').press('Enter');
  await expect(page.getByRole('tab', { name: /Second Option/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(new RegExp(designId));
  const copyId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('region', { name: 'Vendor Information' }).getByRole('link', { name: jobUid })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Property Address' })).toContainText('30339');
  const listed = await (await page.request.get(`/installation/api/jobs/${jobUid}?siteCode=BDC`)).json();
  expect((listed.data.designs as { designId: string }[]).map((entry) => entry.designId).sort()).toEqual([designId, copyId].sort());

  // Checking out in this browser starts from the address and contact the booking kept in it (doc 001 §3).
  await page.goto('/Ordering/Cart');
  // The windows the installation was priced for keep their quantity in the cart, and say where it changes.
  await expect(
    page.getByRole('table').getByText('Booked for installation at this quantity: remove the installation to change it.').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Increase quantity of/ })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: screenshotPath('cart-installed-375'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  const shipping = page.getByRole('region', { name: 'Contact and Shipping' });
  // As the address check put it (in capitals, as the post office writes it).
  await expect(shipping.getByLabel('Address', { exact: true })).toHaveValue(/^2455 Paces Ferry Rd SE$/i);
  await expect(shipping.getByLabel('City')).toHaveValue(/^Atlanta$/i);
  await expect(shipping.getByLabel('State')).toHaveValue('GA');
  await expect(shipping.getByLabel('Zip Code')).toHaveValue('30339');
  await expect(shipping.getByLabel('Phone')).toHaveValue(/^\(?404\)? ?555-?0123$/);
  await expect(shipping.getByLabel('First name')).not.toHaveValue('');
  await expect(shipping.getByLabel('Email')).toHaveValue('shopper@example.com');
});

test('Checkout with only product-only windows puts the design in the cart at once', async ({ page }) => {
  await page.goto('/estimatebuilder/new');
  const designId = await newDesignWithProduct(page);
  await windowCard(page, 'Window 1').getByRole('radio', { name: 'Product Only' }).check();
  await summaryPanel(page).getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL('/Ordering/Cart');
  await expect(page.getByRole('dialog', { name: 'Installation Summary' })).toHaveCount(0);
  const cart = await (await page.request.get('/api/cart')).json();
  expect(cart.data.lines.map((entry: { designId: string; kind: string }) => [entry.designId, entry.kind])).toEqual([[designId, 'product']]);
});

test('when the installation cannot be priced, Add to Cart is off and says why', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, 'shopper@example.com');
  await newDesignWithProduct(page);
  await page.route('**/jobs/by-design?*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
  const modal = await continueToCheckout(page, await checkAvailability(page));
  const addToCart = modal.getByRole('button', { name: 'Add to Cart' });
  for (const question of [/Remove your existing window coverings/, /Haul away/]) {
    await modal.getByRole('group', { name: question }).getByRole('radio', { name: 'No' }).check();
  }
  // Every answer given: what is missing now is the price.
  await expect(addToCart).toBeDisabled();
  await expect(addToCart).toHaveAccessibleDescription('We could not price the installation just now. Please try again.');
});

for (const width of [1440, 375]) {
  test(`at ${width} px a guest learns up front that booking needs an account, signs in from the Installation Summary and comes back to it with the answers kept`, async ({
    page,
  }) => {
    test.setTimeout(scaled(60_000));
    await page.setViewportSize({ width, height: width === 375 ? 812 : 1000 });
    await page.goto('/estimatebuilder/new');
    const designId = await newDesignWithProduct(page);
    await summaryPanel(page).getByRole('button', { name: 'Checkout', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Installation Summary' });
    const notice = modal.locator('p', { hasText: 'Booking professional measure and install needs an account.' });
    await expect(notice).toBeVisible();
    // Add to Cart names the summary's button as it reads at this width (doc 001 §2's mobile label).
    const button = width === 375 ? 'Find Installer**' : 'Find a Pro Installer**';
    await expect(modal.getByRole('button', { name: 'Add to Cart' })).toHaveAccessibleDescription(
      `Check that installation is offered at your address first: close this window and use '${button}'.`,
    );
    await page.screenshot({ path: screenshotPath(`install-guest-notice-${width}`), animations: 'disabled' });
    await modal
      .getByRole('group', { name: /Remove your existing window coverings/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await notice.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/signin\?returnUrl=.*&reason=installation$/);
    await expect(page.getByText('Sign in or create an account to book professional installation.', { exact: false })).toBeVisible();
    await signIn(page, 'shopper@example.com');

    // Back on the design, without the reopening mark in its address, in the Installation Summary again.
    await expect(page).toHaveURL(new RegExp(`/estimatebuilder/load/${designId}$`));
    const again = page.getByRole('dialog', { name: 'Installation Summary' });
    await expect(again.getByRole('group', { name: /Remove your existing/ }).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(again.locator('p', { hasText: 'needs an account' })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
}
