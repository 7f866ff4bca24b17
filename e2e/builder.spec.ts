import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { screenshot } from './support/screenshots.ts';
import { DEV_BUILD } from './support/tags.ts';

const WIDTHS = [375, 768, 1024, 1440] as const;

/** Opens the builder on a fresh design and waits for its first room. */
async function openNewDesign(page: Page, base = '/estimatebuilder'): Promise<string> {
  await page.goto(`${base}/new`);
  await expect(page).toHaveURL(new RegExp(`${base}/load/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  return page.url();
}

const room = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^Room [A-Z]: ${name}$`) });
const windowCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test(
  'a shopper builds a design of rooms and windows, meets every name rule, and finds it all after a reload',
  DEV_BUILD,
  async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await openNewDesign(page);
    await expect(page.getByRole('heading', { name: 'My Designs', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Estimate 1/ })).toHaveAttribute('aria-selected', 'true');
    const room1 = room(page, 'Room 1');
    await expect(windowCard(page, 'Window 1')).toBeVisible();
    await expect(windowCard(page, 'Window 1').getByRole('link', { name: 'Add Blinds to Window' })).toBeVisible();

    // Add a window and a room: numbering follows the highest existing number, rooms take the next letter.
    await room1.getByRole('button', { name: 'Add New Window', exact: true }).click();
    await expect(windowCard(page, 'Window 2')).toBeVisible();
    await page.getByRole('button', { name: 'Add New Room', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Room B: Room 2' })).toBeVisible();

    // Every message of the shared name validator, with the action disabled while invalid.
    await windowCard(page, 'Window 2').getByRole('button', { name: 'Rename Window 2' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Window name' });
    const field = rename.getByLabel('Window name');
    const save = rename.getByRole('button', { name: 'Save' });
    await field.fill('');
    await expect(rename.getByText('Please enter a Window name.')).toBeVisible();
    await expect(save).toBeDisabled();
    await field.fill('window 1');
    await expect(rename.getByText('Window name must be unique.')).toBeVisible();
    await expect(save).toBeDisabled();
    await field.fill('Living Room Bay');
    await expect(rename.getByText('Window name must not exceed 10 characters.')).toBeVisible();
    await field.fill('Bay');
    await expect(save).toBeEnabled();
    await field.press('Enter');
    await expect(rename).toBeHidden();
    await expect(windowCard(page, 'Bay')).toBeVisible();

    // Room names: unique in the design; Escape cancels.
    await room1.getByRole('button', { name: 'Rename Room 1' }).click();
    const renameRoom = page.getByRole('dialog', { name: 'Rename Room' });
    await renameRoom.getByLabel('Room name').fill('room 2');
    await expect(renameRoom.getByText('Room name must be unique.')).toBeVisible();
    await renameRoom.getByLabel('Room name').fill('Kitchen');
    await renameRoom.getByRole('button', { name: 'Save' }).click();
    const kitchen = room(page, 'Kitchen');
    await expect(kitchen).toBeVisible();

    // Duplicate a window three times: default 2 in the panel, Enter confirms.
    await windowCard(page, 'Bay').getByRole('button', { name: 'Duplicate Bay' }).click();
    const copies = page.getByLabel('Number of copies');
    await expect(copies).toHaveValue('2');
    await copies.fill('0');
    await copies.blur();
    await expect(copies).toHaveValue('0');
    await expect(page.getByRole('button', { name: 'Duplicate', exact: true })).toBeDisabled();
    await copies.fill('3');
    await copies.press('Enter');
    await expect(kitchen.getByRole('article')).toHaveCount(5);
    for (const name of ['Window 1', 'Bay', 'Window 2', 'Window 3', 'Window 4']) await expect(windowCard(page, name)).toBeVisible();
    await expect(page.getByRole('tab', { name: /Estimate 1/ })).toContainText('5 windows');

    // Delete a window after confirming.
    await windowCard(page, 'Window 4').getByRole('button', { name: 'Delete Window 4' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete Window' });
    await confirmDelete.getByRole('button', { name: 'Delete Window' }).click();
    await expect(windowCard(page, 'Window 4')).toHaveCount(0);
    await expect(kitchen.getByRole('article')).toHaveCount(4);

    // Quantity 1 to 50 and measurements in eighths.
    const bay = windowCard(page, 'Bay');
    await bay.getByLabel('Qty').selectOption('3');
    await bay.getByRole('button', { name: 'Add Measurements' }).click();
    await bay.getByLabel('Width inches').selectOption('36');
    await bay.getByLabel('Width eighths').selectOption({ label: '3/8' });
    await bay.getByLabel('Height inches').selectOption('60');
    await bay.getByRole('button', { name: 'Save' }).click();
    await expect(bay.getByText('36 3/8" W', { exact: true })).toBeVisible();
    await expect(bay.getByRole('img', { name: /Window 36 3\/8" wide by 60" high/ })).toBeVisible();

    await expectNoA11yViolations(page);

    // Everything is still there after a reload, once the page says it is kept.
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
    await page.reload();
    await expect(room(page, 'Kitchen').getByRole('article')).toHaveCount(4);
    await expect(windowCard(page, 'Bay').getByLabel('Qty')).toHaveValue('3');
    await expect(windowCard(page, 'Bay').getByText('36 3/8" W', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Room B: Room 2' })).toBeVisible();

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `builder-design-${width}`);
    }

    // Closing an unsaved design asks first; the only design closing opens the new-design modal.
    await page.getByRole('tab', { name: /Estimate 1/ }).press('Delete');
    const closeDialog = page.getByRole('dialog', { name: 'Close Unsaved Design' });
    await expect(closeDialog).toContainText('has not been saved');
    await closeDialog.getByRole('button', { name: 'Close Without Saving' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add New Design' });
    await expect(addDialog).toBeVisible();
    await expect(addDialog.getByLabel('Design name')).toHaveValue('Design 1');
    await addDialog.getByRole('button', { name: 'Add Design' }).click();
    await expect(page.getByRole('tab', { name: /Design 1/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /Estimate 1/ })).toHaveCount(0);
  },
);

test('on a phone a double click on Close Without Saving closes the design and makes none: the New Design sheet waits', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openNewDesign(page);
  await page.getByRole('button', { name: 'Close Design' }).click();
  const close = page.getByRole('dialog', { name: 'Close Unsaved Design' }).getByRole('button', { name: 'Close Without Saving' });
  const box = await close.boundingBox();
  if (!box) throw new Error('Close Without Saving has no box');
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // The first click closes the design; the second click of the double click comes once the sheet is up.
  await page.mouse.click(at.x, at.y);
  const addDialog = page.getByRole('dialog', { name: 'Add New Design' });
  await expect(addDialog).toBeVisible();
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  // The sheet is still asking: no design was made by the click meant for the other dialog.
  await expect(addDialog.getByLabel('Design name')).toHaveValue('Design 1');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await addDialog.getByRole('button', { name: 'Add Design' }).click();
  await expect(page.getByRole('tab', { name: /Design 1/ })).toHaveAttribute('aria-selected', 'true');
});

test('designs open side by side in tabs; new, duplicate and rename check design names', DEV_BUILD, async ({ page }) => {
  await openNewDesign(page);
  await page.getByRole('button', { name: '+ New Design' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Design' });
  await add.getByLabel('Design name').fill('estimate 1');
  await expect(add.getByText('Design name must be unique.')).toBeVisible();
  await expect(add.getByRole('button', { name: 'Add Design' })).toBeDisabled();
  await add.getByLabel('Design name').fill('x'.repeat(51));
  await expect(add.getByText('Design name must not exceed 50 characters.')).toBeVisible();
  await add.getByLabel('Design name').fill('Upstairs');
  await add.getByRole('button', { name: 'Add Design' }).click();
  await expect(page.getByRole('tab', { name: /Upstairs/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab')).toHaveCount(2);

  await page.getByRole('button', { name: 'Rename design' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Design name' });
  await rename.getByLabel('Estimate name').fill('');
  await expect(rename.getByText('Please enter a Estimate name.')).toBeVisible();
  await rename.getByLabel('Estimate name').fill('Upstairs Rooms');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('tab', { name: /Upstairs Rooms/ })).toBeVisible();

  await page.getByRole('button', { name: 'Duplicate Design' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Design' });
  await duplicate.getByLabel('Design name').fill('Upstairs Copy');
  await duplicate.getByRole('button', { name: 'Duplicate Design' }).click();
  await expect(page.getByRole('tab', { name: /Upstairs Copy/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab')).toHaveCount(3);

  // Arrow keys move between tabs; closing a design selects the next one.
  await page.getByRole('tab', { name: /Upstairs Copy/ }).press('ArrowLeft');
  await expect(page.getByRole('tab', { name: /Upstairs Rooms/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Close Design' }).click();
  await page.getByRole('dialog', { name: 'Close Unsaved Design' }).getByRole('button', { name: 'Close Without Saving' }).click();
  await expect(page.getByRole('tab')).toHaveCount(2);
  await expect(page.getByRole('tab', { name: /Upstairs Copy/ })).toHaveAttribute('aria-selected', 'true');
  await expectNoA11yViolations(page);
});

/** Estimate 1, then Design 2 made with '+ New Design' and selected; their ids and the first one's address. */
async function openTwoDesigns(page: Page): Promise<{ first: string; firstId: string; secondId: string }> {
  const first = await openNewDesign(page);
  const firstId = first.split('/').at(-1) ?? '';
  await page.getByRole('button', { name: '+ New Design' }).click();
  await page.getByRole('dialog', { name: 'Add New Design' }).getByRole('button', { name: 'Add Design' }).click();
  await expect(page.getByRole('tab', { name: /Design 2/ })).toHaveAttribute('aria-selected', 'true');
  // The tab is marked at once; the address follows the new design a moment later.
  await expect(page).not.toHaveURL(first);
  const secondId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  return { first, firstId, secondId };
}

test('choosing a design tab shows that design at once, before its load answers, and a late load does not take it back', async ({
  page,
}) => {
  const { first, firstId, secondId } = await openTwoDesigns(page);

  // Estimate 1's loads are held until the test lets them go; anything else goes through.
  const held: (() => Promise<void>)[] = [];
  await page.route(`**/api/design-builder/designs/${firstId}`, (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    held.push(() => route.fallback());
  });
  await page.getByRole('tab', { name: /Estimate 1/ }).click();
  await expect(page).toHaveURL(first);
  await expect(page.getByRole('tab', { name: /Estimate 1/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Estimate 1' })).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThanOrEqual(1);

  // Back to Design 2 with the keyboard, then Estimate 1's late load answers: Design 2 stays.
  await page.getByRole('tab', { name: /Estimate 1/ }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Design 2/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`${secondId}$`));
  const [estimateLoad, ...rest] = held.splice(0);
  const lateAnswer = page.waitForResponse((response) => response.url().endsWith(`/designs/${firstId}`));
  await estimateLoad?.();
  await lateAnswer;
  // Nothing to wait for when nothing happens: once the late answer is in, give a wrong selection time
  // (more on a slow machine) to show.
  await page.waitForTimeout(scaled(500));
  await expect(page.getByRole('tab', { name: /Design 2/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Design 2' })).toBeVisible();
  await page.unroute(`**/api/design-builder/designs/${firstId}`);
  for (const release of rest) await release();
  await expect(page.getByRole('tab', { name: /Design 2/ })).toHaveAttribute('aria-selected', 'true');
  expect(firstId).not.toBe(secondId);
});

test('a closed design leaves the address, so a reload does not open it again', DEV_BUILD, async ({ page }) => {
  // Of two designs, closing the selected one goes to the other's address.
  const { firstId, secondId } = await openTwoDesigns(page);
  await page.getByRole('button', { name: 'Close Design' }).click();
  await page.getByRole('dialog', { name: 'Close Unsaved Design' }).getByRole('button', { name: 'Close Without Saving' }).click();
  await expect(page.getByRole('tab')).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`/estimatebuilder/load/${firstId}$`));

  // The only design closing: the new-design modal opens; dismissed, the address is the builder's base.
  await page.getByRole('button', { name: 'Close Design' }).click();
  await page.getByRole('dialog', { name: 'Close Unsaved Design' }).getByRole('button', { name: 'Close Without Saving' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Design' });
  await expect(add).toBeVisible();
  // The modal opens as the page moves to the base; Escape once it is there (a slow machine may show both steps).
  await expect(page).toHaveURL(/\/estimatebuilder$/);
  await expect(add.getByLabel('Design name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
  await expect(page.getByText('No design is open')).toBeVisible();
  await expect(page).toHaveURL(/\/estimatebuilder$/);
  // The modal opened by itself: focus goes to the page's own way to add a design, not to the body.
  await expect(page.getByRole('button', { name: 'Add New Design' })).toBeFocused();

  // A reload goes where the base goes with nothing selected (doc 000 §2): a new design, not a closed one.
  await page.reload();
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(1);
  for (const closed of [firstId, secondId]) expect(page.url()).not.toContain(closed);
});

test('load, session and saved-product routes open the right design', async ({ page }) => {
  const first = await openNewDesign(page);
  const designId = first.split('/').at(-1) ?? '';

  // From the cart: the saved toast names the account's designs list and goes away after 5 s (the
  // limit leaves 3 s to spare on a usual machine, and grows with TIME_SCALE).
  await page.goto(`/estimatebuilder/load/${designId}?fromCart=true`);
  const toast = page.getByRole('status').filter({ hasText: 'Your estimate was saved and is available under My Estimates.' });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: scaled(8000) });

  // A job session attaches the design and opens it.
  const sessionId = crypto.randomUUID();
  const sessionRead = page.waitForResponse((response) => response.url().includes(`/sessions/${sessionId}`));
  await page.goto(`/estimatebuilder/${sessionId}?designId=${designId}`);
  expect((await sessionRead).ok()).toBe(true);
  await expect(page.getByRole('tab', { name: /Estimate 1/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();

  // A saved product design shows a spinner, then the load path.
  await page.goto(`/estimatebuilder/loadSavedProductDesign/${designId}`);
  await expect(page).toHaveURL(new RegExp(`/estimatebuilder/load/${designId}$`));
  await expect(page.getByRole('tab', { name: /Estimate 1/ })).toHaveAttribute('aria-selected', 'true');

  // Leaving the page while a session is still loading keeps the designs open here (the cut-off read
  // is no empty session).
  await page.route('**/sessions/**', () => undefined);
  const stalled = page.waitForRequest((request) => request.url().includes('/sessions/'));
  await page.goto(`/estimatebuilder/${crypto.randomUUID()}?designId=${designId}`);
  await stalled;
  await page.unroute('**/sessions/**');

  // The base path goes to the selected design.
  await page.goto('/estimatebuilder');
  await expect(page).toHaveURL(new RegExp(`/estimatebuilder/load/${designId}$`));

  // SetEstimateInfo (doc 000 §1 other paths) leads into the builder on the estimate it names.
  await page.goto(`/EstimateShopping/SetEstimateInfo?designId=${designId}`);
  await expect(page).toHaveURL(new RegExp(`/estimatebuilder/load/${designId}$`));
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
});
