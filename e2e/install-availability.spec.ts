import { ADDRESS_MESSAGES, NO_PROVIDER_MESSAGE, PROPERTY_ADDRESS_STORAGE_KEY } from '@eb/domain/address';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { productOnFirstWindow } from './support/designs.ts';
import { screenshotPath } from './support/screenshots.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const site11 = `http://site11.localhost:${port}`;
const LOAD_URL = /\/estimatebuilder\/load\/[0-9a-f-]{36}$/;
const INTRO =
  'Have your window treatments professionally measured and installed by an experienced service provider in your area. Enter your address below to check availability.';

interface Entry {
  line1: string;
  city: string;
  state: string;
  zip: string;
}
const ATLANTA: Entry = { line1: '2800 Cumberland Parkway', city: 'Atlanta', state: 'Georgia', zip: '30339' };
const MISSOULA: Entry = { line1: '200 West Broadway Street', city: 'Missoula', state: 'Montana', zip: '59801' };
/** Checkout's reason on a design with no product yet (the 'Good News!' step continues to Checkout). */
const NO_PRODUCT = 'Choose a product for a window, with Product Only or Product & Installation, to check out.';

const WIDTHS = [
  { width: 1440, height: 900, title: 'Professional Measure & Install', button: 'Find a Pro Installer**' },
  { width: 375, height: 812, title: 'Pro Measure & Install', button: 'Find Installer**' },
] as const;
type Width = (typeof WIDTHS)[number];

async function newDesign(page: Page, origin = '') {
  await page.goto(`${origin}/estimatebuilder/new`);
  await expect(page).toHaveURL(LOAD_URL);
}

async function openModal(page: Page, at: Width): Promise<Locator> {
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary.getByText('**Professional installation requires professional measure.')).toBeVisible();
  await summary.getByRole('button', { name: at.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: at.title, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(dialog: Locator, entry: Entry, line1Label = 'Address') {
  await dialog.getByLabel(line1Label, { exact: true }).fill(entry.line1);
  await dialog.getByLabel('City', { exact: true }).fill(entry.city);
  await dialog.getByLabel('State', { exact: true }).selectOption({ label: entry.state });
  await dialog.getByLabel('Zip Code', { exact: true }).fill(entry.zip);
}

/** Opens the modal at a width, and checks the address and uses it as found. */
async function checkAddress(page: Page, at: Width, entry: Entry): Promise<Locator> {
  const dialog = await openModal(page, at);
  await fill(dialog, entry);
  await dialog.getByRole('button', { name: 'Check Availability' }).click();
  await dialog.getByRole('button', { name: 'Use This Address' }).click();
  return dialog;
}

async function shot(page: Page, name: string, at: Width) {
  await page.screenshot({ path: screenshotPath(`avail-${name}-${at.width}`) });
  await expectNoA11yViolations(page);
}

const storedAddress = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as Record<string, string> | null,
    PROPERTY_ADDRESS_STORAGE_KEY,
  );

for (const at of WIDTHS) {
  test.describe(`at ${at.width} px`, () => {
    test.use({ viewport: { width: at.width, height: at.height } });

    test('a shopper in a covered zip goes address → confirm → covered', async ({ page }) => {
      await newDesign(page);
      const dialog = await openModal(page, at);
      await expect(dialog.getByText(INTRO)).toBeVisible();
      await expect(dialog.getByLabel('Address', { exact: true })).toBeFocused();
      await expect(dialog.getByLabel('Address 2', { exact: true })).toBeVisible();
      // The 50 states, DC and PR, after the empty choice.
      await expect(dialog.getByLabel('State', { exact: true }).getByRole('option')).toHaveCount(53);
      const check = dialog.getByRole('button', { name: 'Check Availability' });
      await expect(check).toBeDisabled();
      await fill(dialog, ATLANTA);
      await expect(check).toBeEnabled();
      await shot(page, 'address', at);

      await check.click();
      await expect(dialog.getByText(ADDRESS_MESSAGES.found, { exact: true })).toBeVisible();
      await expect(dialog.getByText('2800 CUMBERLAND PKWY, ATLANTA, GA 30339')).toBeVisible();
      await shot(page, 'confirm-found', at);

      await dialog.getByRole('button', { name: 'Use This Address' }).click();
      await expect(dialog.getByRole('heading', { name: 'Good News!' })).toBeFocused();
      await expect(dialog.getByText('2800 CUMBERLAND PKWY, ATLANTA, GA 30339')).toBeVisible();
      await shot(page, 'covered', at);
      const stored = await storedAddress(page);
      expect(stored).toMatchObject({ line1: '2800 CUMBERLAND PKWY', city: 'ATLANTA', state: 'GA', zipCode: '30339' });
      expect(stored?.addressId).toMatch(/^[0-9a-f-]{36}$/);

      // 'Continue to Checkout' is the design's Checkout: off while no window has a product, and it says why.
      const continueToCheckout = dialog.getByRole('button', { name: 'Continue to Checkout' });
      await expect(continueToCheckout).toBeDisabled();
      await expect(continueToCheckout).toHaveAccessibleDescription(NO_PRODUCT);
      await expect(dialog.getByText(NO_PRODUCT, { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    // Apart from the journey above: with its screenshots and accessibility checks, the two together
    // took longer than one test may on a slow machine.
    test('opening again starts over at the address, filled from MI_PropertyAddress, and the same home is on file', async ({ page }) => {
      await newDesign(page);
      const dialog = await checkAddress(page, at, ATLANTA);
      await expect(dialog.getByRole('heading', { name: 'Good News!' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Opened again, it starts over at the address as kept; Escape closes.
      const again = await openModal(page, at);
      await expect(again.getByLabel('Address', { exact: true })).toHaveValue('2800 CUMBERLAND PKWY');
      await expect(again.getByLabel('City', { exact: true })).toHaveValue('ATLANTA');
      await expect(again.getByLabel('State', { exact: true })).toHaveValue('GA');
      await expect(again.getByLabel('Zip Code', { exact: true })).toHaveValue('30339');
      // The same home again: the address on file.
      await again.getByLabel('Zip Code', { exact: true }).press('Enter');
      await expect(again.getByText(ADDRESS_MESSAGES.onFile, { exact: true })).toBeVisible();
      await shot(page, 'confirm-on-file', at);
      await page.keyboard.press('Escape');
      await expect(again).toBeHidden();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test("a wrong city gives a similar address; an unknown zip can be used anyway; an uncovered zip is 'We're Sorry'", async ({ page }) => {
      await newDesign(page);
      const dialog = await openModal(page, at);

      // Wrong city: the ZIP's city is suggested; the shopper keeps the suggestion (Enter submits).
      await fill(dialog, { ...ATLANTA, city: 'Decatur' });
      await dialog.getByLabel('Zip Code', { exact: true }).press('Enter');
      const choices = dialog.getByRole('group', { name: ADDRESS_MESSAGES.similar });
      await expect(choices).toBeVisible();
      await expect(choices.getByRole('radio', { name: /Suggested address 2800 CUMBERLAND PKWY, ATLANTA, GA 30339/ })).toBeChecked();
      await expect(
        choices.getByRole('radio', { name: /Address you entered 2800 Cumberland Parkway, Decatur, GA 30339/ }),
      ).not.toBeChecked();
      await shot(page, 'confirm-similar', at);

      // Edit Address goes back with the entry kept; an unknown zip is not found.
      await dialog.getByRole('button', { name: 'Edit Address' }).click();
      await expect(dialog.getByLabel('Address', { exact: true })).toBeFocused();
      await expect(dialog.getByLabel('City', { exact: true })).toHaveValue('Decatur');
      await dialog.getByLabel('Zip Code', { exact: true }).fill('99999');
      await dialog.getByRole('button', { name: 'Check Availability' }).click();
      await expect(dialog.getByText(ADDRESS_MESSAGES.notFound, { exact: true })).toBeVisible();
      await shot(page, 'confirm-not-found', at);
      await dialog.getByRole('button', { name: 'Use Anyway' }).click();
      await expect(dialog.getByRole('heading', { name: "We're Sorry" })).toBeVisible();
      expect(await storedAddress(page)).toMatchObject({ zipCode: '99999' });

      // Closing resets to the first step; an uncovered zip reaches 'We're Sorry' with the phone.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      const again = await openModal(page, at);
      await expect(again.getByText(INTRO)).toBeVisible();
      await fill(again, MISSOULA);
      await again.getByRole('button', { name: 'Check Availability' }).click();
      await expect(again.getByText(ADDRESS_MESSAGES.found, { exact: true })).toBeVisible();
      await again.getByRole('button', { name: 'Use This Address' }).click();
      await expect(again.getByRole('heading', { name: "We're Sorry" })).toBeFocused();
      await expect(again.getByText(NO_PROVIDER_MESSAGE)).toBeVisible();
      await expect(again.getByRole('heading', { name: 'Get DIY Help' })).toBeVisible();
      await expect(again.getByRole('heading', { name: 'Shop at Home' })).toBeVisible();
      // No store covers Missoula, so the shopper's store is the default one (Atlanta, 30339): not local to
      // this address, it is not named as their local store.
      const store = await page.evaluate(
        async () => (await (await fetch('/api/design-builder/interconnected-quotes/storeInfo')).json()).data,
      );
      expect(store).toMatchObject({ storeId: 121, zipcode: '30339' });
      await expect(again.getByRole('heading', { name: 'Get DIY Help' })).toBeVisible();
      await expect(again.getByRole('region', { name: 'Your Local Store' })).toHaveCount(0);
      await expect(again.getByText(store.storeFullName)).toHaveCount(0);
      await expect(again.getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', '/blinds-installation');
      await shot(page, 'sorry', at);
      const events = await page.evaluate(() =>
        ((window as { dataLayer?: { event?: unknown }[] }).dataLayer ?? []).map((entry) => entry.event),
      );
      expect(events).toContain('installation.noProvider');
    });
  });
}

test('site 11 labels the fields its own way, asks for what is missing, and keeps edits after 300 ms', async ({ page }) => {
  await newDesign(page, site11);
  const at = WIDTHS[0];
  const dialog = await openModal(page, at);
  for (const label of ['Install Address', 'Address 2', 'City', 'State', 'Zip Code']) {
    await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByLabel('Install Address', { exact: true })).toBeFocused();
  await dialog.getByLabel('Zip Code', { exact: true }).fill('30339');
  await dialog.getByRole('button', { name: 'Check Availability' }).click();
  await expect(dialog.getByLabel('Install Address', { exact: true })).toHaveAccessibleDescription('Install Address is required.');
  await expect(dialog.getByLabel('City', { exact: true })).toHaveAccessibleDescription('City is required.');
  await expect(dialog.getByLabel('State', { exact: true })).toHaveAccessibleDescription('State is required.');
  await expect(dialog.getByLabel('Install Address', { exact: true })).toBeFocused();
  await page.screenshot({ path: screenshotPath('avail-site11-required-1440') });
  await expectNoA11yViolations(page);

  // Edits are kept (MI_PropertyAddress) and come back when the modal opens again.
  await dialog.getByLabel('Install Address', { exact: true }).fill('2800 Cumberland Parkway');
  await expect(dialog.getByLabel('Install Address', { exact: true })).not.toHaveAccessibleDescription('Install Address is required.');
  await expect.poll(() => storedAddress(page)).toMatchObject({ line1: '2800 Cumberland Parkway', zipCode: '30339' });
  await page.keyboard.press('Escape');
  const again = await openModal(page, at);
  await expect(again.getByLabel('Install Address', { exact: true })).toHaveValue('2800 Cumberland Parkway');
  await fill(again, ATLANTA, 'Install Address');
  await again.getByRole('button', { name: 'Check Availability' }).click();
  await again.getByRole('button', { name: 'Use This Address' }).click();
  await expect(again.getByRole('heading', { name: 'Good News!' })).toBeVisible();
  await expect(again.getByText('Harborline Home Improvement network')).toBeVisible();
});

test("reps meet the coverage check too: an uncovered ZIP is 'We're Sorry'; measure-and-install designs have no Find a Pro Installer", async ({
  page,
}) => {
  await page.goto('/signin?returnUrl=/estimatebuilder/new');
  await signIn(page, 'rep@example.com');
  await expect(page).toHaveURL(LOAD_URL);
  const dialog = await checkAddress(page, WIDTHS[0], MISSOULA);
  await expect(dialog.getByRole('heading', { name: "We're Sorry" })).toBeFocused();
  await expect(dialog.getByText(NO_PROVIDER_MESSAGE)).toBeVisible();
  await page.screenshot({ path: screenshotPath('rep-were-sorry-1440'), animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // On a phone the rep meets the same step, its message and ways on in view.
  await page.setViewportSize({ width: WIDTHS[1].width, height: WIDTHS[1].height });
  const onPhone = await checkAddress(page, WIDTHS[1], MISSOULA);
  await expect(onPhone.getByRole('heading', { name: "We're Sorry" })).toBeFocused();
  await expect(onPhone.getByText(NO_PROVIDER_MESSAGE)).toBeInViewport();
  await expect(onPhone.getByRole('button', { name: 'Try another address' })).toBeInViewport();
  await page.screenshot({ path: screenshotPath('rep-were-sorry-375'), animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(onPhone).toBeHidden();
  await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });

  const covered = await checkAddress(page, WIDTHS[0], ATLANTA);
  await expect(covered.getByRole('heading', { name: 'Good News!' })).toBeVisible();
  await expect(covered.getByRole('button', { name: 'Continue to Checkout' })).toHaveAccessibleDescription(NO_PRODUCT);
  await page.keyboard.press('Escape');
  await expect(covered).toBeHidden();

  await page.goto('/estimatebuilder/mandi/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/mandi\/load\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('toolbar', { name: 'Design actions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find a Pro Installer**' })).toHaveCount(0);
  await expect(page.getByText('**Professional installation requires professional measure.')).toHaveCount(0);
});

test('a failed address check still advances with the address as entered; a failed coverage check is covered by other', async ({ page }) => {
  await newDesign(page);
  await page.route('**/api/customer/addressvalidation/v1/validate', (route) => route.fulfill({ status: 503, body: '' }));
  await page.route('**/api/service-providers/check-availability?**', (route) => route.fulfill({ status: 503, body: '' }));
  const dialog = await openModal(page, WIDTHS[0]);
  await fill(dialog, ATLANTA);
  await dialog.getByRole('button', { name: 'Check Availability' }).click();
  await expect(dialog.getByText(ADDRESS_MESSAGES.notFound, { exact: true })).toBeVisible();
  await expect(dialog.getByText('2800 Cumberland Parkway, Atlanta, GA 30339')).toBeVisible();
  await dialog.getByRole('button', { name: 'Use Anyway' }).click();
  await expect(dialog.getByRole('heading', { name: "We're Sorry" })).toBeFocused();
  await expect(dialog.getByText(NO_PROVIDER_MESSAGE)).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Find out more' })).toBeVisible();
  // The shopper's store (Cumberland, 30339) is in this address's region: named as their local store.
  await expect(dialog.getByRole('region', { name: 'Your Local Store' })).toContainText('(30339)');
  expect(await storedAddress(page)).toMatchObject({ line1: '2800 Cumberland Parkway', city: 'Atlanta', zipCode: '30339' });

  // 'Find out more' opens the site's {product}-installation services page.
  await dialog.getByRole('link', { name: 'Find out more' }).click();
  await expect(page).toHaveURL(/\/blinds-installation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Blinds Measure & Install' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Not covered in your area?' }).getByRole('link', { name: '1-800-555-0103' }),
  ).toHaveAttribute('href', 'tel:18005550103');
  await expect(page.getByRole('link', { name: 'Start a Measure & Install estimate' })).toHaveAttribute(
    'href',
    '/estimatebuilder/mandi/new',
  );
  await expectNoA11yViolations(page);
});

for (const at of WIDTHS) {
  test(`where nobody installs at ${at.width} px: 'Try another address' goes back to the address, 'Buy the products only' switches every window in one undoable step`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: at.width, height: at.height });
    await newDesign(page);
    const designId = page.url().split('/').at(-1) ?? '';
    await productOnFirstWindow(page, designId);
    await page.reload();
    const window1 = page.getByRole('article', { name: 'Window 1', exact: true });
    await expect(window1.getByRole('radio', { name: 'Product & Installation' })).toBeChecked();

    const dialog = await checkAddress(page, at, MISSOULA);
    await expect(dialog.getByRole('heading', { name: "We're Sorry" })).toBeVisible();
    // The step shows whole: nothing arrives later to move the buttons under the pointer.
    expect(await dialog.getByRole('heading', { name: 'Shop at Home' }).isVisible()).toBe(true);
    // The third way on: the phone, a link that dials it.
    await expect(dialog.getByRole('link', { name: /^1-800-555-01\d\d$/ }).first()).toHaveAttribute('href', /^tel:1800555\d{4}$/);
    // Another address: back to the address step with what was typed.
    await dialog.getByRole('button', { name: 'Try another address' }).click();
    await expect(dialog.getByLabel('City', { exact: true })).toHaveValue(/^missoula$/i);
    await dialog.getByRole('button', { name: 'Check Availability' }).click();
    await dialog.getByRole('button', { name: 'Use This Address' }).click();
    await expect(dialog.getByRole('heading', { name: "We're Sorry" })).toBeVisible();

    // Both ways on are reachable on a phone too.
    await expect(dialog.getByRole('button', { name: 'Buy the products only' })).toBeVisible();
    await page.screenshot({ path: screenshotPath(`avail-sorry-ways-${at.width}`), animations: 'disabled' });
    // The products only: the window becomes Product Only, said in a toast; one Undo takes it back.
    await dialog.getByRole('button', { name: 'Buy the products only' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Every window is now Product Only' })).toBeVisible();
    await expect(window1.getByRole('radio', { name: 'Product Only' })).toBeChecked();
    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect(window1.getByRole('radio', { name: 'Product & Installation' })).toBeChecked();
  });
}
