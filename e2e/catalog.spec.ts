import { expect, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { measure, windowCard } from './support/designs.ts';
import { screenshot, screenshotPath } from './support/screenshots.ts';
import { DEV_BUILD } from './support/tags.ts';

const DISCONTINUED_PRODUCT = '533009';

test('a shopper puts a configured product on a window, edits it, swaps it and copies its style', DEV_BUILD, async ({ page }) => {
  // A long journey through three pages and back, several times.
  test.setTimeout(scaled(90_000));
  // A desktop's 1440 px (doc 000 §9); a phone's 375 px at the end, and in the journey below.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const designUrl = page.url();
  const designId = designUrl.split('/').at(-1) ?? '';
  await measure(page, 'Window 1', '40', '60');

  // From the empty window to the listing: filters and sort.
  await windowCard(page, 'Window 1').getByRole('link', { name: 'Add Blinds to Window' }).click();
  await expect(page).toHaveURL(/\/Catalog\/SiteProduct\/ProductSearch\?/);
  // The window is handed over in cookies (doc 000 §9): its size, and postMeasureOptions for every path.
  const cookies = new Map((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
  expect(cookies.get('widthz')?.value).toBe('40');
  expect(cookies.get('hghtz')?.value).toBe('60');
  const handed = cookies.get('postMeasureOptions');
  expect(handed?.path).toBe('/');
  expect(JSON.parse(decodeURIComponent(handed?.value ?? '{}'))).toMatchObject({
    WindowName: 'A1 Room 1',
    RoomName: 'Room 1',
    RoomLabel: 'A',
    Width: '40',
    Height: '60',
  });
  await expect(page.getByRole('heading', { name: 'Shop Custom Blinds', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  await page.getByLabel('Category').selectOption('cellular-shades');
  await expect(page.getByRole('button', { name: 'Choose Larkspur Single Cell Light Filtering Shade' })).toBeVisible();
  // Each card is priced for the window's size (40" × 60"), and its picture is named.
  const larkspur = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Larkspur Single Cell Light Filtering Shade' }) });
  await expect(larkspur.getByText('for 40" × 60"')).toBeVisible();
  await expect(larkspur.getByText('From')).toHaveCount(0);
  await expect(larkspur.getByRole('img', { name: 'Larkspur Single Cell Light Filtering Shade' })).toBeVisible();
  await page.getByLabel('Sort by').selectOption('price-asc');
  // The size filter reads as one sentence beside its box.
  const fits = page.getByRole('checkbox', { name: 'Fits my window (40" × 60")' });
  await expect(fits).toBeChecked();
  await expectNoA11yViolations(page);
  await screenshot(page, 'catalog-listing');

  // Configure: a rule message appears for a combination that cannot be made, and clears when fixed.
  await page.getByRole('button', { name: 'Choose Larkspur Single Cell Light Filtering Shade' }).click();
  await expect(page).toHaveURL(/\/configurator\/custom\?configurationGuid=/);
  await expect(page.getByRole('heading', { name: 'Larkspur Single Cell Light Filtering Shade' })).toBeVisible();
  await expect(page.getByLabel('Width inches')).toHaveValue('40');
  // The window is named as the configurator shows it: room label, window label, room name (≤ 10).
  await expect(page.getByText('For window A1 Room 1')).toBeVisible();
  await page.getByLabel('Top-Down/Bottom-Up').selectOption({ label: 'Yes (+15%)' });
  await page.getByLabel('Lift System').selectOption({ label: 'Motorized (+$199.00)' });
  const message = page.getByText('Lift System: Motorized cannot be combined with Top-Down/Bottom-Up: Yes.');
  await expect(message).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Window' })).toBeDisabled();
  await screenshot(page, 'catalog-configurator');
  // The size selects show their whole values (a squeezed select once read '14' for 144).
  for (const label of ['Width inches', 'Height inches']) {
    const width = (await page.getByLabel(label).boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThanOrEqual(70);
  }
  await page.getByLabel('Lift System').selectOption({ label: 'Cordless' });
  await expect(message).toBeHidden();
  await page.getByRole('radio', { name: 'Linen' }).check();
  await expect(page.getByText(/Save \d+%/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Add to Window' }).click();

  // Back in the builder: the product, its price with retail struck through, savings and ship date.
  await expect(page).toHaveURL(designUrl);
  const window1 = windowCard(page, 'Window 1');
  await expect(window1.getByText('Larkspur Single Cell Light Filtering Shade', { exact: true })).toBeVisible();
  // Where the product landed: said, and focus is on that window for the keyboard.
  await expect(
    page.getByRole('status').filter({ hasText: 'Larkspur Single Cell Light Filtering Shade was added to Window 1 in Room 1.' }),
  ).toBeVisible();
  await expect(window1).toBeFocused();
  await expect(window1).toBeInViewport();
  await expect(window1.getByText('Linen')).toBeVisible();
  await expect(window1.getByText(/^Save \d+%$/)).toBeVisible();
  await expect(window1.getByText(/^Est\. Shipping: \d{1,2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(window1.getByRole('radio', { name: 'Product & Installation' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Expand All' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary.getByText("You'll Save*")).toBeVisible();

  // Edit Options goes back to the configurator with the window's choices; Save brings the change home.
  await window1.getByRole('button', { name: 'Edit Options' }).click();
  await expect(page).toHaveURL(/\/configurator\/custom\?configurationGuid=/);
  await expect(page.getByRole('radio', { name: 'Linen' })).toBeChecked();
  await expect(page.getByText('For window A1 Room 1')).toBeVisible();
  await page.getByRole('radio', { name: 'Stone' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(designUrl);
  await expect(windowCard(page, 'Window 1').getByText('Stone')).toBeVisible();
  // The change made in the configurator is one step the builder can take back, and says what it is.
  const undo = page.getByRole('button', { name: /^Undo\b/ });
  await expect(undo).toHaveAccessibleName('Undo change product');

  // Three more windows: one too tall for the product, so copying the style refuses it.
  const room = page.getByRole('region', { name: 'Room A: Room 1' });
  for (let index = 0; index < 3; index += 1) {
    await room.getByRole('button', { name: 'Add New Window', exact: true }).click();
    await expect(room.getByRole('article')).toHaveCount(index + 2);
  }
  await measure(page, 'Window 2', '30', '50');
  await measure(page, 'Window 3', '36', '48');
  await measure(page, 'Window 4', '40', '150');
  await windowCard(page, 'Window 1').getByRole('button', { name: 'Copy Styles' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy Styles' });
  await expect(copy.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await copy.getByRole('checkbox', { name: /Window 2/ }).check();
  await copy.getByRole('checkbox', { name: /Window 3/ }).check();
  await expect(copy.getByRole('checkbox', { name: /Window 2/ })).toBeChecked();
  await expect(copy.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await screenshot(page, 'catalog-copy-styles');
  await copy.getByRole('button', { name: 'Apply' }).click();
  await expect(copy).toBeHidden();
  for (const name of ['Window 2', 'Window 3']) {
    await expect(windowCard(page, name).getByText('Larkspur Single Cell Light Filtering Shade', { exact: true })).toBeVisible();
    await expect(windowCard(page, name).getByText('Stone')).toBeVisible();
  }
  await expect(windowCard(page, 'Window 4').getByRole('link', { name: 'Add Blinds to Window' })).toBeVisible();

  // Swap keeps the old sku and goes to the listing.
  await windowCard(page, 'Window 3').getByRole('button', { name: 'Swap' }).click();
  await expect(page).toHaveURL(/\/Catalog\/SiteProduct\/ProductSearch\?/);
  // The swap header names the product being swapped.
  await expect(page.getByText('Swapping Larkspur Single Cell Light Filtering Shade on your window.')).toBeVisible();
  await page.getByLabel('Category').selectOption('roller-shades');
  await page.getByRole('button', { name: 'Choose Harbor Light Filtering Roller Shade' }).click();
  await page.getByRole('button', { name: 'Add to Window' }).click();
  await expect(page).toHaveURL(designUrl);
  const window3 = windowCard(page, 'Window 3');
  const harbor = window3.getByText('Harbor Light Filtering Roller Shade', { exact: true });
  await expect(harbor).toBeVisible();
  // The swap is one step: undo puts the old product back, redo the new one.
  await expect(undo).toHaveAccessibleName('Undo swap product');
  await undo.click();
  await expect(window3.getByText('Larkspur Single Cell Light Filtering Shade', { exact: true })).toBeVisible();
  await expect(harbor).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo swap product' }).click();
  await expect(harbor).toBeVisible();
  await expect(window3.getByText('Larkspur Single Cell Light Filtering Shade', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  // A discontinued product shows its window message and the room banner.
  const configuration = await page.request.post('/api/configurations', {
    data: { productId: DISCONTINUED_PRODUCT, width: 30, height: 50, choices: {} },
  });
  const guid = (await configuration.json()).data.configurationGuid as string;
  const window2 = await page.evaluate(
    (id) => JSON.parse(localStorage.getItem('eb.builder.v1') ?? '{}').designs?.[id]?.items?.[1] as string,
    designId,
  );
  const put = await page.request.post(`/api/design-builder/designs/${designId}/items/${window2}/product`, {
    data: { configurationGuid: guid },
  });
  expect(put.status()).toBe(200);
  await page.reload();
  // On load the configurations are checked against the catalog: the discontinued one is listed.
  const oops = page.getByRole('dialog', { name: 'Oops... Invalid Configuration' });
  await expect(oops).toContainText('Please check the following windows and try again:');
  await expect(oops.getByRole('listitem')).toHaveText(['Window 2']);
  await oops.getByRole('button', { name: 'Return To Page' }).click();
  await expect(oops).toBeHidden();
  await expect(page.getByText('This product has been discontinued. Swap or delete this product before purchasing.')).toBeVisible();
  await expect(page.getByText('Swap or delete the discontinued products below. For help,')).toBeVisible();
  // It cannot be bought (doc 001 §5: a discontinued product is one to edit): Checkout is off, and says why before any click.
  const checkout = page.getByRole('complementary', { name: 'Summary' }).getByRole('button', { name: 'Checkout', exact: true });
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription('Edit the highlighted products before checking out.');
  await expectNoA11yViolations(page);
  await screenshot(page, 'catalog-design');
  // On a phone the window says why, and the summary bar leads to the summary, where Checkout says it too.
  await page.setViewportSize({ width: 375, height: 812 });
  const discontinued = windowCard(page, 'Window 2').getByText(
    'This product has been discontinued. Swap or delete this product before purchasing.',
  );
  await discontinued.scrollIntoViewIfNeeded();
  await expect(discontinued).toBeInViewport();
  await page
    .getByRole('region', { name: /total$/ })
    .getByRole('button', { name: 'Go to Summary' })
    .click();
  await expect(checkout).toBeInViewport();
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription('Edit the highlighted products before checking out.');
  await page.screenshot({ path: screenshotPath('buy-blocked-375'), animations: 'disabled' });
});

test('on a phone, Add to Window comes back to the window that got the product: in view, focused, and said', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const designUrl = page.url();
  // A second room, so the window that gets the product is far down a phone's page.
  await page.getByRole('button', { name: 'Add New Room' }).first().click();
  await page.getByRole('region', { name: 'Room B: Room 2' }).getByRole('button', { name: 'Add New Window' }).click();
  const inRoom2 = () => page.getByRole('region', { name: 'Room B: Room 2' }).getByRole('article', { name: 'Window 1', exact: true });
  const den = inRoom2();
  await expect(den).toBeVisible();
  await den.scrollIntoViewIfNeeded();
  await den.getByRole('link', { name: 'Add Blinds to Window' }).click();
  await expect(page).toHaveURL(/\/Catalog\/SiteProduct\/ProductSearch\?/);
  await page.getByRole('button', { name: 'Choose Larkspur Single Cell Light Filtering Shade' }).click();
  await expect(page).toHaveURL(/\/configurator\/custom\?configurationGuid=/);
  await expect(page.getByText('For window B1 Room 2')).toBeVisible();
  await page.getByLabel('Width inches').selectOption('36');
  await page.getByLabel('Height inches').selectOption('48');
  await page.getByRole('button', { name: 'Add to Window' }).click();

  await expect(page).toHaveURL(designUrl);
  const landed = inRoom2();
  await expect(landed.getByText('Larkspur Single Cell Light Filtering Shade', { exact: true })).toBeVisible();
  await expect(landed).toBeFocused();
  // Its top in view once the page has settled (the rooms above render, the router restores its scroll).
  await expect(async () => {
    const top = (await landed.boundingBox())?.y ?? -1;
    expect(top).toBeGreaterThanOrEqual(-1);
    expect(top).toBeLessThan(812 * 0.75);
  }).toPass({ timeout: scaled(5_000) });
  await expect(
    page.getByRole('status').filter({ hasText: 'Larkspur Single Cell Light Filtering Shade was added to Window 1 in Room 2.' }),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath('add-to-window-375'), animations: 'disabled' });
});

test('site 11 uses its own listing path and the custom base for the configurator', async ({ page }) => {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const site11 = `http://site11.localhost:${port}`;
  await page.goto(`${site11}/estimatebuilder/new`);
  await expect(page).toHaveURL(/\/estimatebuilder\/load\//);
  await windowCard(page, 'Window 1').getByRole('link', { name: 'Add Window Treatments to Window' }).click();
  await expect(page).toHaveURL(/\/catalog\/estimatebuildersearch\?/);
  await page.getByLabel('Category').selectOption('roller-shades');
  await page.getByRole('button', { name: 'Choose Harbor Light Filtering Roller Shade' }).click();
  await expect(page).toHaveURL(/\/custom-window-treatments\/configurator\/custom\?configurationGuid=/);
  await page.getByRole('button', { name: 'Add to Window' }).click();
  await expect(page).toHaveURL(/\/estimatebuilder\/load\//);
  await expect(windowCard(page, 'Window 1').getByText(/^Est\. Delivery: [A-Z][a-z]{2} \d{1,2}$/)).toBeVisible();
});

test('an empty listing offers Clear filters, which brings the products back', async ({ page }) => {
  await page.goto('/Catalog/SiteProduct/ProductSearch?q=nothing-sells-this');
  await expect(page.getByText('No products match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  await expect(page.getByLabel('Search products')).toHaveValue('');
  await expect(page).not.toHaveURL(/q=/);
});

test("the configurator's window chip keeps doc 000's 10 characters and gives a room name it cut whole beside it", async ({ page }) => {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Rename Room 1' }).click();
  const renameRoom = page.getByRole('dialog', { name: 'Rename Room' });
  await renameRoom.getByLabel('Room name').fill('Living Room');
  await renameRoom.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Room A: Living Room' })).toBeVisible();
  await windowCard(page, 'Window 1').getByRole('link', { name: 'Add Blinds to Window' }).click();
  await page.getByRole('button', { name: 'Choose Larkspur Single Cell Light Filtering Shade' }).click();
  await expect(page.getByRole('heading', { name: 'Larkspur Single Cell Light Filtering Shade' })).toBeVisible();
  await expect(page.getByText('For window A1 Living (Living Room)')).toBeVisible();
});
