import { expect, test } from '@playwright/test';
import { openNewDesign, putProductOnWindow1, room } from './support/builder-layout.ts';
import { windowCard } from './support/designs.ts';

/**
 * The builder's controls as the spec names them and as they behave: the add and rename actions, Show
 * Details, Expand All and Collapse All, and the duplicate panel (its layout at each width is in
 * builder-layout.spec.ts).
 */

test('add actions are named exactly as the spec names them, with the plus hidden from assistive technology', async ({ page }) => {
  await openNewDesign(page);
  const addWindow = room(page, 'Room 1').getByRole('button', { name: 'Add New Window', exact: true });
  await expect(addWindow).toBeVisible();
  await expect(addWindow).toHaveText('Add New Window');
  const addRoom = page.getByRole('button', { name: 'Add New Room', exact: true });
  await expect(addRoom).toHaveCount(2);
  for (const button of await addRoom.all()) await expect(button).toHaveText('Add New Room');
  await addWindow.click();
  await expect(windowCard(page, 'Window 2')).toBeVisible();
});

test('a room has one rename control beside its name, and an actions bar to duplicate and delete it', async ({ page }) => {
  await openNewDesign(page);
  const room1 = room(page, 'Room 1');
  // Window cards in the room have their own Rename links; the room's are the others.
  const roomRename = room1.getByRole('button', { name: /^Rename(?! Window)/ });
  await expect(roomRename).toHaveCount(1);
  await expect(roomRename).toHaveAccessibleName('Rename Room 1');
  await expect(room1.getByRole('group', { name: 'Room 1 actions' }).getByRole('button')).toHaveText(['Duplicate Room', 'Delete Room']);
  await roomRename.click();
  await expect(page.getByRole('dialog', { name: 'Rename Room' })).toBeVisible();
});

test('Show Details appears only when a window has details to show', async ({ page }) => {
  await openNewDesign(page);
  // A guest's window without a product or notes has nothing behind Show Details.
  const window1 = windowCard(page, 'Window 1');
  await expect(window1.getByRole('button', { name: 'Add Measurements' })).toBeVisible();
  await expect(window1.getByRole('button', { name: 'Show Details' })).toHaveCount(0);
  await expect(window1.getByRole('button', { name: 'Hide Details' })).toHaveCount(0);

  // With a product, Expand All opens its whole option table; still no empty details panel.
  await putProductOnWindow1(page);
  await expect(window1.getByRole('button', { name: 'Show Details' })).toHaveCount(0);
  const options = window1.getByRole('table', { name: /^Options of / });
  const shownRows = await options.getByRole('row').count();
  await page.getByRole('button', { name: 'Expand All' }).click();
  await expect(page.getByRole('button', { name: 'Collapse All' })).toBeVisible();
  await expect(window1.getByRole('button', { name: 'Fewer options' })).toHaveAttribute('aria-expanded', 'true');
  expect(await options.getByRole('row').count()).toBeGreaterThan(shownRows);
});

test('Expand All and Collapse All count only the windows that can expand: those with a product', async ({ page }) => {
  await openNewDesign(page);
  await putProductOnWindow1(page);
  const room1 = room(page, 'Room 1');
  await room1.getByRole('button', { name: 'Add New Window', exact: true }).click();
  await expect(room1.getByRole('article')).toHaveCount(2);
  const actions = page.getByRole('toolbar', { name: 'Design actions' });
  await expect(actions.getByRole('button', { name: 'Expand All' })).toBeVisible();

  // Window 1 is the only window with a product: opened by its own expander, every window that can is open.
  await windowCard(page, 'Window 1')
    .getByRole('button', { name: /^More options/ })
    .click();
  await expect(windowCard(page, 'Window 1').getByRole('button', { name: 'Fewer options' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Collapse All' })).toBeVisible();
  await actions.getByRole('button', { name: 'Collapse All' }).click();
  await expect(windowCard(page, 'Window 1').getByRole('button', { name: /^More options/ })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Expand All' })).toBeVisible();
  await actions.getByRole('button', { name: 'Expand All' }).click();
  await expect(windowCard(page, 'Window 1').getByRole('button', { name: 'Fewer options' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Collapse All' })).toBeVisible();
});

test('the duplicate panel keeps the number typed and says why it cannot duplicate', async ({ page }) => {
  await openNewDesign(page);
  const room1 = room(page, 'Room 1');
  await windowCard(page, 'Window 1').getByRole('button', { name: 'Duplicate Window 1' }).click();
  const copies = page.getByLabel('Number of copies');
  const confirm = page.getByRole('button', { name: 'Duplicate', exact: true });
  await expect(copies).toHaveValue('2');
  await expect(confirm).toBeEnabled();
  for (const [typed, reason] of [
    ['0', 'Enter at least 1 copy.'],
    ['-3', 'Enter at least 1 copy.'],
    ['51', 'You can make up to 50 copies at a time.'],
    ['', 'Enter the number of copies.'],
  ] as const) {
    await copies.fill(typed);
    await copies.blur();
    await expect(copies, `'${typed}' stays as typed`).toHaveValue(typed);
    await expect(confirm).toBeDisabled();
    await expect(copies).toHaveAccessibleDescription(reason);
    await expect(page.getByText(reason)).toBeVisible();
    // Enter does nothing while the count is refused.
    await copies.press('Enter');
    await expect(room1.getByRole('article')).toHaveCount(1);
  }
  // A fraction is rounded (doc 000 §5), in view; 50 is the most.
  await copies.fill('2.6');
  await copies.blur();
  await expect(copies).toHaveValue('3');
  await expect(confirm).toBeEnabled();
  await expect(copies).toHaveAccessibleDescription('');
  await copies.press('Enter');
  await expect(room1.getByRole('article')).toHaveCount(4);
});
