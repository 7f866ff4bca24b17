import { expect, test } from '@playwright/test';
import { measure, productOnWindow, windowCard } from './support/designs.ts';
import { screenshot } from './support/screenshots.ts';

test("Copy Styles in product mode refuses only a custom product, with the spec's words, and names the source once", async ({ page }) => {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const designId = page.url().split('/').at(-1) ?? '';
  const room = page.getByRole('region', { name: 'Room A: Room 1' });
  for (let index = 0; index < 2; index += 1) {
    await room.getByRole('button', { name: 'Add New Window', exact: true }).click();
    await expect(room.getByRole('article')).toHaveCount(index + 2);
  }
  const items = await page.evaluate(
    (id) => JSON.parse(localStorage.getItem('eb.builder.v1') ?? '{}').designs?.[id]?.items as string[],
    designId,
  );
  // Window 1 a Northlight shade, Window 2 a custom product; Window 3 measured too tall for the source product.
  for (const [itemId, productId] of [
    [items[0], '533006'],
    [items[1], '533005'],
  ] as const) {
    await productOnWindow(page, designId, { itemId, productId, size: { width: 30, height: 40 } });
  }
  await page.reload();
  await measure(page, 'Window 3', '40', '150');

  await windowCard(page, 'Window 1').getByRole('button', { name: 'Copy Styles' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy Styles' });
  await expect(copy.getByText('Northlight Top-Down Cellular Shade', { exact: true })).toBeVisible();
  await expect(copy.getByText(/Northlight Northlight/)).toHaveCount(0);
  // The custom product is refused at once: the spec's failure text and its reason.
  await copy.getByRole('checkbox', { name: /Window 2/ }).click();
  await expect(copy.getByText("Unable to copy style. Source style is not compatible with this window's dimensions.")).toBeVisible();
  await expect(copy.getByText('Product is custom product')).toBeVisible();
  await expect(copy.getByRole('checkbox', { name: /Window 2/ })).toBeDisabled();
  // A size the product cannot be made in is not refused in product mode.
  await copy.getByRole('checkbox', { name: /Window 3/ }).check();
  await expect(copy.getByRole('checkbox', { name: /Window 3/ })).toBeChecked();
  await expect(copy.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await screenshot(page, 'catalog-copy-styles-refused');
  await copy.getByRole('button', { name: 'Apply' }).click();
  await expect(copy).toBeHidden();
  await expect(windowCard(page, 'Window 3').getByText('Northlight Top-Down Cellular Shade', { exact: true })).toBeVisible();
});

test('a shopper cannot buy a custom product online: Checkout is off and says so before any click (doc 001 §5)', async ({ page }) => {
  // A desktop's 1440 px first, then a phone's 375 px, then the desktop again.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const designId = page.url().split('/').at(-1) ?? '';
  await productOnWindow(page, designId, { productId: '533005', size: { width: 30, height: 40 } });
  await page.reload();
  await expect(windowCard(page, 'Window 1').getByText('Summit Arch Cellular Shade', { exact: true })).toBeVisible();
  // The room's banner points at the highlighted products below, and the window says why it is one.
  await expect(page.getByText('Please review and edit the highlighted products below. For help,')).toBeVisible();
  await expect(
    windowCard(page, 'Window 1').getByRole('note').filter({ hasText: 'A design consultant must review this product before purchase.' }),
  ).toBeVisible();
  await screenshot(page, 'review-window-1440');
  // On a phone too: the window says why, and the summary bar leads to the summary rather than a Checkout that is off.
  await page.setViewportSize({ width: 375, height: 812 });
  await windowCard(page, 'Window 1').scrollIntoViewIfNeeded();
  await expect(
    windowCard(page, 'Window 1').getByRole('note').filter({ hasText: 'A design consultant must review this product before purchase.' }),
  ).toBeInViewport();
  await expect(page.getByRole('region', { name: /total$/ }).getByRole('button', { name: 'Go to Summary' })).toBeVisible();
  await screenshot(page, 'review-window-375');
  // There, Checkout is off and names the reason and the window before any click, as on a wide screen.
  await page
    .getByRole('region', { name: /total$/ })
    .getByRole('button', { name: 'Go to Summary' })
    .click();
  const phoneCheckout = page.getByRole('complementary', { name: 'Summary' }).getByRole('button', { name: 'Checkout', exact: true });
  await expect(phoneCheckout).toBeInViewport();
  await expect(phoneCheckout).toBeDisabled();
  await expect(phoneCheckout).toHaveAccessibleDescription(
    'One or more products in this design must be reviewed by a design consultant before purchase. Room 1: Window 1',
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  // A custom product is not valid for the cart for a shopper ('Window valid for cart'): in the server's words.
  const checkout = page.getByRole('complementary', { name: 'Summary' }).getByRole('button', { name: 'Checkout', exact: true });
  await expect(checkout).toBeVisible();
  await expect(checkout).toBeDisabled();
  // The reason, then the window behind it by room and name.
  await expect(checkout).toHaveAccessibleDescription(
    'One or more products in this design must be reviewed by a design consultant before purchase. Room 1: Window 1',
  );
  const refused = await page.request.get(`/api/design-builder/estimates/${designId}/buy`);
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(
    'One or more products in this design must be reviewed by a design consultant before purchase.',
  );
});

test("the measurement editor's pick lists follow the window's product in product mode (doc 000 §5)", async ({ page }) => {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const designId = page.url().split('/').at(-1) ?? '';
  const card = windowCard(page, 'Window 1');
  /** The first and last choice of a pick list, waited for (the lists follow the product once it is known). */
  const expectRange = async (label: string, first: string, last: string) => {
    const options = card.getByLabel(label).locator('option');
    await expect(options.first()).toHaveText(first);
    await expect(options.last()).toHaveText(last);
  };

  // No product: 7 to 156 wide, 10 to 160 high.
  await card.getByRole('button', { name: /Measurements$/ }).click();
  await expectRange('Width inches', '7', '156');
  await expectRange('Height inches', '10', '160');
  await card.getByRole('button', { name: 'Cancel' }).click();

  // The roller shade is made 12" to 120" each way.
  await productOnWindow(page, designId, { productId: '533459' });
  await page.reload();
  await card.getByRole('button', { name: /Measurements$/ }).click();
  await expectRange('Width inches', '12', '120');
  await expectRange('Height inches', '12', '120');
  await expect(card.getByLabel('Width inches')).toHaveValue('40');
});

test('a ready-made product chosen from the listing says on its window, and at Checkout, that it cannot be bought through a design', async ({
  page,
}) => {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const designUrl = page.url();
  await windowCard(page, 'Window 1').getByRole('link', { name: 'Add Blinds to Window' }).click();
  await page.getByLabel('Category').selectOption('cellular-shades');
  await expect(page.getByText(/Basics Cordless Cellular Shade.*Ready made/)).toBeVisible();
  await page.getByRole('button', { name: 'Choose Basics Cordless Cellular Shade' }).click();
  await page.getByRole('button', { name: 'Add to Window' }).click();
  await expect(page).toHaveURL(designUrl);
  const card = windowCard(page, 'Window 1');
  await expect(card.getByText('Basics Cordless Cellular Shade', { exact: true })).toBeVisible();
  const why =
    'One or more products in this design is ready made and cannot be bought through a design. Swap it for a made-to-measure product.';
  await expect(
    card
      .getByRole('note')
      .filter({ hasText: 'This product is ready made and cannot be bought through a design. Swap it for a made-to-measure product.' }),
  ).toBeVisible();
  const checkout = page.getByRole('complementary', { name: 'Summary' }).getByRole('button', { name: 'Checkout', exact: true });
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription(`${why} Room 1: Window 1`);
  await expect(checkout).not.toHaveAccessibleDescription(/design consultant/);
});
