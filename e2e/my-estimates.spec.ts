import { randomUUID } from 'node:crypto';
import { formatMoney } from '@eb/domain/format';
import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { PRODUCT, registerShopper, savedDesign } from './support/estimates.ts';
import { screenshot } from './support/screenshots.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SITE_11 = `http://site11.localhost:${PORT}`;
const DISCONTINUED_PRODUCT = '533009';
const DISCONTINUED_SENTENCE = /^One or more products in the design below is discontinued\. Review now or contact .+ for help\.$/;
const EDITS_SENTENCE = /^One or more products in the design below requires edits before purchase\. Edit now or contact .+ for help\.$/;

/** The rows of the table, top to bottom, by the estimate names their header cells link. */
const rowNames = (page: Page) => page.getByRole('table').getByRole('rowheader').getByRole('link');

test('a shopper opens My Estimates from the header: newest first, duplicate, delete, open, then the empty state', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await page.setViewportSize({ width: 1440, height: 900 });
  // The sign-in page, not the builder: a builder visit would start a design of its own.
  await page.goto('/signin');
  await registerShopper(page);
  const kitchen = await savedDesign(page, { name: 'Kitchen', windows: 3, productId: PRODUCT });
  const bedroom = await savedDesign(page, { name: 'Bedroom', windows: 1, productId: DISCONTINUED_PRODUCT });

  await page.reload();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Estimates' }).click();
  await expect(page).toHaveURL(/\/myaccount\/estimates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Estimates' })).toBeVisible();
  await expect(page).toHaveTitle(/^My Estimates \| /);

  // Newest first, with date, window count and subtotal.
  await expect(rowNames(page)).toHaveText(['Bedroom', 'Kitchen']);
  const kitchenRow = page.getByRole('row', { name: /^Kitchen / });
  await expect(kitchenRow.getByRole('cell').nth(1)).toHaveText('3');
  await expect(kitchenRow.getByRole('cell').nth(2)).toContainText(formatMoney(kitchen.subtotal));
  // Date and time, and the first rooms under the name: estimates of one name tell themselves apart.
  // The day in the site's one date style (doc 000 §9: M/DD/YYYY on site 3, as its ship estimate).
  await expect(kitchenRow.getByRole('cell').nth(0)).toHaveText(/^\d{1,2}\/\d{2}\/\d{4} at \d{1,2}:\d{2} [AP]M$/);
  await expect(kitchenRow.getByRole('rowheader')).toContainText('Room 1');
  const bedroomRow = page.getByRole('row', { name: /^Bedroom / });
  await expect(bedroomRow.getByRole('cell').nth(1)).toHaveText('1');
  await expect(bedroomRow.getByRole('cell').nth(2)).toContainText(formatMoney(bedroom.subtotal));
  await expect(page.getByRole('link', { name: 'Kitchen', exact: true })).toHaveAttribute(
    'href',
    `/estimatebuilder/load/${kitchen.designId}`,
  );

  // The discontinued design carries doc 001 §2's banner with the help phone to call; it cannot be duplicated.
  const banner = page.getByRole('table').getByText(/One or more products in the design below is discontinued/);
  await expect(banner).toHaveCount(1);
  await expect(banner).toHaveText(DISCONTINUED_SENTENCE);
  await expect(banner.getByRole('link')).toHaveAttribute('href', /^tel:\+?\d+$/);
  // One banner a row: the discontinued product is invalid too, and the discontinued banner says more.
  await expect(page.getByRole('table').getByText(EDITS_SENTENCE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Duplicate Bedroom estimate' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download Kitchen estimate' })).toHaveAttribute(
    'href',
    new RegExp(`^/api/myaccount/estimates/${kitchen.designId}/-?\\d+/print$`),
  );
  await expectNoA11yViolations(page);
  await screenshot(page, 'estimates-1440');

  // Duplicate: the copy is named by the builder's rule, joins the account and shows on top.
  await page.getByRole('button', { name: 'Duplicate Kitchen estimate' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Design' });
  await expect(duplicate.getByLabel('Design name')).toHaveValue('Kitchen Copy');
  await duplicate.getByLabel('Design name').fill('Bedroom');
  await expect(duplicate.getByText('Design name must be unique.')).toBeVisible();
  await expect(duplicate.getByRole('button', { name: 'Duplicate Design' })).toBeDisabled();
  await duplicate.getByLabel('Design name').fill('Kitchen Copy');
  await duplicate.getByLabel('Design name').press('Enter');
  await expect(duplicate).toBeHidden();
  await expect(rowNames(page)).toHaveText(['Kitchen Copy', 'Bedroom', 'Kitchen']);
  await expect(page.getByRole('link', { name: 'Kitchen Copy', exact: true })).toBeFocused();
  await expect(
    page
      .getByRole('row', { name: /^Kitchen Copy / })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('3');
  await expect(page.getByRole('status').getByText('Kitchen Copy was added to My Estimates.')).toBeVisible();
  // The server keeps it: a reload shows the same list.
  await page.reload();
  await expect(rowNames(page)).toHaveText(['Kitchen Copy', 'Bedroom', 'Kitchen']);

  // Delete asks first, naming the estimate; Escape cancels and focus goes back.
  const deleteCopy = page.getByRole('button', { name: 'Delete Kitchen Copy estimate' });
  await deleteCopy.click();
  const confirm = page.getByRole('dialog', { name: 'Delete Estimate' });
  await expect(confirm).toContainText('Are you sure you want to delete Kitchen Copy?');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(deleteCopy).toBeFocused();
  await expect(rowNames(page)).toHaveCount(3);
  // Focus starts on Cancel (a delete cannot be taken back); Tab reaches Delete Estimate, and Enter
  // there deletes: the row goes and focus moves to the row that took its place.
  await deleteCopy.click();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete Estimate' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(rowNames(page)).toHaveText(['Bedroom', 'Kitchen']);
  await expect(page.getByRole('link', { name: 'Bedroom', exact: true })).toBeFocused();

  // Open lands in the builder on that design.
  await page.getByRole('link', { name: 'Kitchen', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/estimatebuilder/load/${kitchen.designId}$`));
  await expect(page.getByRole('heading', { name: 'Kitchen', exact: true })).toBeVisible();

  // Back to the list; deleting the rest leaves the empty state, which starts a design.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Estimates' }).click();
  for (const name of ['Bedroom', 'Kitchen']) {
    await page.getByRole('button', { name: `Delete ${name} estimate` }).click();
    await page.getByRole('dialog', { name: 'Delete Estimate' }).getByRole('button', { name: 'Delete Estimate' }).click();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByText('You have no saved estimates yet.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My Estimates' })).toBeFocused();
  const start = page.getByRole('link', { name: 'Start a New Estimate' });
  await expect(start).toHaveAttribute('href', '/estimatebuilder/new');
  await page.reload();
  await expect(page.getByText('You have no saved estimates yet.')).toBeVisible();
  await start.click();
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('article', { name: 'Window 1', exact: true })).toBeVisible();
});

test('on a phone the estimates are cards with the same actions', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/signin');
  await registerShopper(page);
  const kitchen = await savedDesign(page, { name: 'Kitchen', windows: 2, productId: PRODUCT });
  await savedDesign(page, { name: 'Bedroom', windows: 1, productId: DISCONTINUED_PRODUCT });
  // Too tall for the product's price grid: a product that needs edits.
  await savedDesign(page, { name: 'Office', windows: 1, productId: PRODUCT, height: 150 });
  await page.goto('/myaccount/estimates');

  await expect(page.getByRole('table')).toBeHidden();
  const cards = page.getByRole('list', { name: 'My Estimates' }).getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Office', 'Bedroom', 'Kitchen']);
  const office = page.getByRole('article', { name: 'Office' });
  await expect(office.getByText(EDITS_SENTENCE)).toBeVisible();
  await expect(office.getByText(/is discontinued/)).toHaveCount(0);
  await expect(office.getByRole('button', { name: 'Duplicate Office estimate' })).toHaveCount(0);
  const card = page.getByRole('article', { name: 'Kitchen' });
  await expect(card).toContainText('Windows2');
  await expect(card).toContainText(formatMoney(kitchen.subtotal));
  // On a phone too, cards of one name tell themselves apart: the first rooms, and the day and time
  // in the site's date style.
  await expect(card).toContainText('Room 1');
  await expect(card).toContainText(/\d{1,2}\/\d{2}\/\d{4} at \d{1,2}:\d{2} [AP]M/);
  await expect(page.getByRole('article', { name: 'Bedroom' }).getByText(DISCONTINUED_SENTENCE)).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshot(page, 'estimates-375');

  // Delete asks first, and on a phone too focus starts on Cancel (a delete cannot be taken back); Tab reaches Delete Estimate.
  await card.getByRole('button', { name: 'Delete Kitchen estimate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Estimate' });
  await expect(confirm).toContainText('Are you sure you want to delete Kitchen?');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete Estimate' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete Estimate' }).click();
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Bedroom', exact: true })).toBeFocused();
});

test('a guest is sent to sign in and comes back to My Estimates', async ({ page }) => {
  await page.goto('/myaccount/estimates');
  await expect(page).toHaveURL(/\/signin\?returnUrl=%2Fmyaccount%2Festimates&referenceHost=localhost%3A\d+$/);
  await signIn(page, 'shopper@example.com');
  await expect(page).toHaveURL(/\/myaccount\/estimates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Estimates' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading My Estimates' })).toHaveCount(0);
});

test("site 11 calls the list 'My Window Treatments', under the professional-service base", async ({ page }) => {
  await page.goto(`${SITE_11}/signin`);
  await registerShopper(page);
  await savedDesign(page, { name: 'Living Room', windows: 2, productId: PRODUCT, site: 11 });
  await page.reload();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Window Treatments' }).click();
  await expect(page).toHaveURL(`${SITE_11}/installation/mywindowtreatments`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Window Treatments' })).toBeVisible();
  // The old address still leads there.
  await page.goto(`${SITE_11}/mywindowtreatments`);
  await expect(page).toHaveURL(`${SITE_11}/installation/mywindowtreatments`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Window Treatments' })).toBeVisible();
  await expect(page).toHaveTitle(/^My Window Treatments \| /);
  await expect(rowNames(page)).toHaveText(['Living Room']);
  // Site 11 writes its days as MMM D, as its ship estimate does (doc 000 §9).
  await expect(
    page
      .getByRole('row', { name: /^Living Room / })
      .getByRole('cell')
      .nth(0),
  ).toHaveText(/^[A-Z][a-z]{2} \d{1,2} at \d{1,2}:\d{2} [AP]M$/);
  await expect(page.getByRole('link', { name: /^Download Living Room estimate$/ })).toHaveAttribute(
    'href',
    /^\/api\/design-builder\/estimates\/[0-9a-f-]{36}\/-?\d+\/print$/,
  );
});

test('a list that fails to load offers Try Again; a delete that fails shows the global error and keeps the row', async ({ page }) => {
  await page.goto('/signin');
  await registerShopper(page);
  await savedDesign(page, { name: 'Porch', windows: 1, productId: PRODUCT });

  let failures = 1;
  await page.route('**/api/myaccount/estimates', (route) =>
    failures-- > 0 ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );
  await page.goto('/myaccount/estimates');
  const failed = page.getByRole('alert').filter({ hasText: 'We could not load your estimates.' });
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'Try Again' }).click();
  await expect(rowNames(page)).toHaveText(['Porch']);

  await page.route('**/api/myaccount/estimates/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: 'FORBIDDEN', message: 'Not yours.' }) })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Delete Porch estimate' }).click();
  await page.getByRole('dialog', { name: 'Delete Estimate' }).getByRole('button', { name: 'Delete Estimate' }).click();
  const error = page.getByRole('dialog', { name: 'Uh oh!' });
  await expect(error).toContainText('Not yours.');
  await error.getByRole('button', { name: 'Got It' }).click();
  await expect(rowNames(page)).toHaveText(['Porch']);

  // The residential PDF link answers a PDF.
  const href = await page.getByRole('link', { name: 'Download Porch estimate' }).getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
});

test("a rep's list holds the designs they build, to open again or duplicate; Delete is not theirs", async ({ page }) => {
  await page.goto('/signin?returnUrl=/estimatebuilder/new');
  await signIn(page, 'rep@example.com');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const name = `Harbor Hotel ${randomUUID().slice(0, 6)}`;
  await page.getByRole('button', { name: 'Rename design' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Design name' });
  await rename.getByLabel('Estimate name').fill(name);
  await rename.getByLabel('Estimate name').press('Enter');
  await expect(page.getByRole('tab', { name: new RegExp(name) })).toBeVisible();

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Estimates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Estimates' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: `Duplicate ${name} estimate` })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('tab', { name: new RegExp(name) })).toHaveAttribute('aria-selected', 'true');
});
