import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';

/** Opens the builder on a fresh design and waits for its first room. */
async function openNewDesign(page: Page): Promise<void> {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
}

const room = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^Room [A-Z]: ${name}$`) });
const windowCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const undoButton = (page: Page) => page.getByRole('button', { name: /^Undo\b/ });
const redoButton = (page: Page) => page.getByRole('button', { name: /^Redo\b/ });

/** Keys go to the page, not to a field (a field's own Ctrl+Z is the field's). */
async function pressOnPage(page: Page, keys: string): Promise<void> {
  await page.getByRole('heading', { name: 'My Designs', level: 1 }).click();
  await page.keyboard.press(keys);
}

/** Renames a window to 'Bay' through its rename modal. */
const renameWindowToBay = (page: Page, name: string) =>
  renameIn(page, windowCard(page, name).getByRole('button', { name: `Rename ${name}` }), 'Rename Window name', 'Window name', 'Bay');

async function renameIn(page: Page, opener: ReturnType<Page['getByRole']>, dialogName: string, label: string, name: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel(label).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('every kind of window edit can be undone and redone, with the buttons and the keyboard', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await openNewDesign(page);
  const room1 = room(page, 'Room 1');
  await expect(undoButton(page)).toBeDisabled();
  await expect(undoButton(page)).toHaveAttribute('title', 'Nothing to undo');
  await expect(undoButton(page)).toHaveAccessibleDescription('Nothing to undo');
  await expect(redoButton(page)).toBeDisabled();

  // Add a window: the buttons name the edit.
  await room1.getByRole('button', { name: 'Add New Window' }).click();
  await expect(windowCard(page, 'Window 2')).toBeVisible();
  await page.getByRole('button', { name: 'Undo add window' }).click();
  await expect(windowCard(page, 'Window 2')).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo add window' }).click();
  await expect(windowCard(page, 'Window 2')).toBeVisible();

  // Rename a window: Ctrl+Z, Ctrl+Shift+Z.
  await renameWindowToBay(page, 'Window 2');
  await expect(windowCard(page, 'Bay')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo rename window' })).toBeEnabled();
  await pressOnPage(page, 'Control+z');
  await expect(windowCard(page, 'Window 2')).toBeVisible();
  await pressOnPage(page, 'Control+Shift+Z');
  await expect(windowCard(page, 'Bay')).toBeVisible();

  // Quantity: Ctrl+Z then Ctrl+Y. A list has no undo of its own, so the keys work with focus on it:
  // a quantity chosen with the arrow keys is undone with the keyboard too.
  const bay = windowCard(page, 'Bay');
  await bay.getByLabel('Qty').selectOption('3');
  await pressOnPage(page, 'Control+z');
  await expect(bay.getByLabel('Qty')).toHaveValue('1');
  await pressOnPage(page, 'Control+y');
  await expect(bay.getByLabel('Qty')).toHaveValue('3');
  await bay.getByLabel('Qty').focus();
  await bay.getByLabel('Qty').press('ArrowDown');
  await expect(bay.getByLabel('Qty')).toHaveValue('4');
  await bay.getByLabel('Qty').press('Control+z');
  await expect(bay.getByLabel('Qty')).toHaveValue('3');
  await bay.getByLabel('Qty').press('Control+Shift+Z');
  await expect(bay.getByLabel('Qty')).toHaveValue('4');
  await bay.getByLabel('Qty').press('Control+z');
  await expect(bay.getByLabel('Qty')).toHaveValue('3');

  // Measurements.
  await bay.getByRole('button', { name: 'Add Measurements' }).click();
  await bay.getByLabel('Width inches').selectOption('36');
  await bay.getByLabel('Height inches').selectOption('60');
  await bay.getByRole('button', { name: 'Save' }).click();
  await expect(bay.getByText('36" W', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Undo change measurements' }).click();
  await expect(bay.getByText('No measurements yet')).toBeVisible();
  await page.getByRole('button', { name: 'Redo change measurements' }).click();
  await expect(bay.getByText('36" W', { exact: true })).toBeVisible();

  // Duplicate a window.
  await bay.getByRole('button', { name: 'Duplicate Bay' }).click();
  await page.getByLabel('Number of copies').fill('2');
  await page.getByLabel('Number of copies').press('Enter');
  await expect(room1.getByRole('article')).toHaveCount(4);
  await page.getByRole('button', { name: 'Undo duplicate window' }).click();
  await expect(room1.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'Redo duplicate window' }).click();
  await expect(room1.getByRole('article')).toHaveCount(4);

  // Delete a window: it comes back in its place.
  await windowCard(page, 'Window 1').getByRole('button', { name: 'Delete Window 1' }).click();
  await page.getByRole('dialog', { name: 'Delete Window' }).getByRole('button', { name: 'Delete Window' }).click();
  await expect(windowCard(page, 'Window 1')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo delete window' }).click();
  await expect(room1.getByRole('article').first()).toHaveAccessibleName('Window 1');
  await expect(room1.getByRole('article')).toHaveCount(4);

  // What the server kept is what the page shows.
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(room(page, 'Room 1').getByRole('article')).toHaveCount(4);
  await expect(windowCard(page, 'Bay').getByLabel('Qty')).toHaveValue('3');
  await expect(windowCard(page, 'Bay').getByText('36" W', { exact: true })).toBeVisible();
  await expect(windowCard(page, 'Window 1')).toBeVisible();
});

test('room and design edits can be undone and redone', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await openNewDesign(page);

  // Add a room.
  await page.getByRole('button', { name: 'Add New Room' }).first().click();
  await expect(page.getByRole('heading', { name: 'Room B: Room 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo add room' }).click();
  await expect(page.getByRole('heading', { name: 'Room B: Room 2' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo add room' }).click();
  await expect(page.getByRole('heading', { name: 'Room B: Room 2' })).toBeVisible();

  // Rename a room.
  await renameIn(page, room(page, 'Room 2').getByRole('button', { name: 'Rename Room 2' }), 'Rename Room', 'Room name', 'Kitchen');
  await expect(room(page, 'Kitchen')).toBeVisible();
  await pressOnPage(page, 'Control+z');
  await expect(room(page, 'Room 2')).toBeVisible();
  await pressOnPage(page, 'Control+Shift+Z');
  await expect(room(page, 'Kitchen')).toBeVisible();

  // Duplicate a room, with its window.
  await room(page, 'Kitchen').getByRole('button', { name: 'Duplicate Room' }).click();
  await expect(page.getByRole('heading', { name: /^Room C: / })).toBeVisible();
  await page.getByRole('button', { name: 'Undo duplicate room' }).click();
  await expect(page.getByRole('heading', { name: /^Room C: / })).toHaveCount(0);

  // Delete a room: it comes back with its letter and windows.
  await room(page, 'Room 1').getByRole('button', { name: 'Delete Room' }).click();
  await page.getByRole('dialog', { name: 'Delete Room' }).getByRole('button', { name: 'Delete Room' }).click();
  await expect(page.getByRole('heading', { name: 'Room A: Kitchen' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo delete room' }).click();
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Room B: Kitchen' })).toBeVisible();
  await expect(room(page, 'Room 1').getByRole('article')).toHaveCount(1);

  // Rename the design.
  await renameIn(page, page.getByRole('button', { name: 'Rename design' }), 'Rename Design name', 'Estimate name', 'Lake House');
  await expect(page.getByRole('heading', { name: 'Lake House', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Undo rename design' }).click();
  await expect(page.getByRole('heading', { name: 'Estimate 1', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Redo rename design' }).click();
  await expect(page.getByRole('heading', { name: 'Lake House', level: 2 })).toBeVisible();

  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lake House', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Room B: Kitchen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Room C: / })).toHaveCount(0);
});

test('an undo the server refuses is taken back, with its sentence, and Undo says why it is off', async ({ page }) => {
  await openNewDesign(page);
  await renameWindowToBay(page, 'Window 1');
  await expect(windowCard(page, 'Bay')).toBeVisible();

  const sentence = 'This design has been ordered or locked and can no longer be changed.';
  await page.route('**/api/design-builder/designs/*/commands', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ code: 'DESIGN_LOCKED', message: sentence }) }),
  );
  await page.getByRole('button', { name: 'Undo rename window' }).click();
  const error = page.getByRole('dialog', { name: 'Uh oh!' });
  // Said as an undo that failed.
  await expect(error).toContainText(`This can no longer be undone: ${sentence}`);
  await error.getByRole('button', { name: 'Got It' }).click();
  await expect(windowCard(page, 'Bay')).toBeVisible();
  await expect(undoButton(page)).toBeDisabled();
  await expect(undoButton(page)).toHaveAttribute('title', sentence);
  // The reason reaches the keyboard and screen readers too: Undo stays focusable, says why, and
  // Enter on it does nothing.
  await expect(undoButton(page)).toHaveAccessibleDescription(sentence);
  await undoButton(page).focus();
  await expect(undoButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(error).toBeHidden();
  await expect(windowCard(page, 'Bay')).toBeVisible();
  // Redo had nothing to redo before, and still says just that.
  await expect(redoButton(page)).toHaveAccessibleDescription('Nothing to redo');
});

test('Copy Styles is one undo step: undo takes the copied product off again, and the server keeps what shows', async ({ page }) => {
  await openNewDesign(page);
  const designId = page.url().split('/').at(-1) ?? '';
  const roomA = room(page, 'Room 1');
  await roomA.getByRole('button', { name: 'Add New Window', exact: true }).click();
  await expect(roomA.getByRole('article')).toHaveCount(2);
  const items = await page.evaluate(
    (id) => JSON.parse(localStorage.getItem('eb.builder.v1') ?? '{}').designs?.[id]?.items as string[],
    designId,
  );
  const configured = await page.request.post('/api/configurations', { data: { productId: '533006', width: 30, height: 40, choices: {} } });
  const guid = (await configured.json()).data.configurationGuid as string;
  const put = await page.request.post(`/api/design-builder/designs/${designId}/items/${items[0]}/product`, {
    data: { configurationGuid: guid },
  });
  expect(put.status()).toBe(200);
  await page.reload();
  const window2 = windowCard(page, 'Window 2');
  await window2.getByRole('button', { name: /Measurements$/ }).click();
  await window2.getByLabel('Width inches').selectOption('30');
  await window2.getByLabel('Height inches').selectOption('50');
  await window2.getByRole('button', { name: 'Save' }).click();
  await expect(window2.getByText('30" W', { exact: true })).toBeVisible();

  await windowCard(page, 'Window 1').getByRole('button', { name: 'Copy Styles' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy Styles' });
  await copy.getByRole('checkbox', { name: /Window 2/ }).check();
  await copy.getByRole('button', { name: 'Apply' }).click();
  await expect(copy).toBeHidden();
  const copiedName = window2.getByText('Northlight Top-Down Cellular Shade', { exact: true });
  await expect(copiedName).toBeVisible();

  await expect(undoButton(page)).toHaveAccessibleName('Undo copy styles');
  await undoButton(page).click();
  await expect(copiedName).toHaveCount(0);
  await expect(window2.getByRole('link', { name: 'Add Blinds to Window' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(windowCard(page, 'Window 2').getByRole('link', { name: 'Add Blinds to Window' })).toBeVisible();
  await expect(windowCard(page, 'Window 1').getByText('Northlight Top-Down Cellular Shade', { exact: true })).toBeVisible();
});

test('Copy Styles redo puts the copied product back on a window without measurements (it takes the source size)', async ({ page }) => {
  await openNewDesign(page);
  const designId = page.url().split('/').at(-1) ?? '';
  const roomA = room(page, 'Room 1');
  await roomA.getByRole('button', { name: 'Add New Window', exact: true }).click();
  await expect(roomA.getByRole('article')).toHaveCount(2);
  const items = await page.evaluate(
    (id) => JSON.parse(localStorage.getItem('eb.builder.v1') ?? '{}').designs?.[id]?.items as string[],
    designId,
  );
  const configured = await page.request.post('/api/configurations', { data: { productId: '533006', width: 30, height: 40, choices: {} } });
  const guid = (await configured.json()).data.configurationGuid as string;
  const put = await page.request.post(`/api/design-builder/designs/${designId}/items/${items[0]}/product`, {
    data: { configurationGuid: guid },
  });
  expect(put.status()).toBe(200);
  await page.reload();
  const window2 = windowCard(page, 'Window 2');
  await windowCard(page, 'Window 1').getByRole('button', { name: 'Copy Styles' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy Styles' });
  await copy.getByRole('checkbox', { name: /Window 2/ }).check();
  await copy.getByRole('button', { name: 'Apply' }).click();
  await expect(copy).toBeHidden();
  const copiedName = window2.getByText('Northlight Top-Down Cellular Shade', { exact: true });
  await expect(copiedName).toBeVisible();
  await undoButton(page).click();
  await expect(copiedName).toHaveCount(0);
  await expect(redoButton(page)).toHaveAccessibleName('Redo copy styles');
  await redoButton(page).click();
  await expect(copiedName).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(windowCard(page, 'Window 2').getByText('Northlight Top-Down Cellular Shade', { exact: true })).toBeVisible();
});

test('on a phone a double tap on Add to Window puts the product on once, as one undo step (the busy button keeps its place)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openNewDesign(page);
  const designUrl = page.url();
  await windowCard(page, 'Window 1').getByRole('link', { name: 'Add Blinds to Window' }).click();
  await page.getByLabel('Category').selectOption('cellular-shades');
  await page.getByRole('button', { name: 'Choose Larkspur Single Cell Light Filtering Shade' }).click();
  await expect(page).toHaveURL(/\/configurator\/custom\?configurationGuid=/);
  const add = page.getByRole('button', { name: 'Add to Window' });
  await expect(add).toBeEnabled();
  // The save is held until the second tap, so that tap meets the busy button wherever it is by then.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/designs/*/commands', async (route) => {
    await held;
    await route.continue();
  });
  await add.scrollIntoViewIfNeeded();
  const box = await add.boundingBox();
  if (!box) throw new Error('Add to Window has no box');
  const tap = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.click(tap.x, tap.y);
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await page.mouse.click(tap.x, tap.y);
  release();
  await expect(page).toHaveURL(designUrl);
  await expect(windowCard(page, 'Window 1').getByText('Larkspur Single Cell Light Filtering Shade', { exact: true })).toBeVisible();
  // The second tap met the busy button, not Cancel: the trip ended with the product, and undo has it.
  await expect(undoButton(page)).toHaveAccessibleName('Undo add product');
});

test('a product put on from the configurator is one undo step, and the steps before the trip are still there', async ({ page }) => {
  await openNewDesign(page);
  const designUrl = page.url();
  await renameWindowToBay(page, 'Window 1');
  await expect(windowCard(page, 'Bay')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  // To the listing and the configurator, and back with the product on the window.
  await windowCard(page, 'Bay').getByRole('link', { name: 'Add Blinds to Window' }).click();
  await page.getByLabel('Category').selectOption('cellular-shades');
  await page.getByRole('button', { name: 'Choose Larkspur Single Cell Light Filtering Shade' }).click();
  await expect(page).toHaveURL(/\/configurator\/custom\?configurationGuid=/);
  await page.getByRole('button', { name: 'Add to Window' }).click();
  await expect(page).toHaveURL(designUrl);
  const bay = windowCard(page, 'Bay');
  const placed = bay.getByText('Larkspur Single Cell Light Filtering Shade', { exact: true });
  await expect(placed).toBeVisible();
  await expect(bay.getByRole('radio', { name: 'Product & Installation' })).toBeChecked();
  await expect(bay.getByText(/^Est\. Shipping: /)).toBeVisible();

  // One undo takes the product, its ship date and the purchase option it brought back off.
  await expect(undoButton(page)).toHaveAccessibleName('Undo add product');
  await undoButton(page).click();
  await expect(placed).toHaveCount(0);
  await expect(bay.getByRole('link', { name: 'Add Blinds to Window' })).toBeVisible();
  await expect(bay.getByText(/^Est\. Shipping: /)).toHaveCount(0);
  // The rename made before going to the configurator is the next step back.
  await expect(undoButton(page)).toHaveAccessibleName('Undo rename window');
  await undoButton(page).click();
  await expect(windowCard(page, 'Window 1')).toBeVisible();

  await redoButton(page).click();
  await expect(windowCard(page, 'Bay')).toBeVisible();
  await expect(redoButton(page)).toHaveAccessibleName('Redo add product');
  await redoButton(page).click();
  await expect(placed).toBeVisible();
  await expect(bay.getByRole('radio', { name: 'Product & Installation' })).toBeChecked();

  // The server keeps what shows; a reload keeps this tab's history too.
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(windowCard(page, 'Bay').getByText('Larkspur Single Cell Light Filtering Shade', { exact: true })).toBeVisible();
  await expect(undoButton(page)).toHaveAccessibleName('Undo add product');
});
