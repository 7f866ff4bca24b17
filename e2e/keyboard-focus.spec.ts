import { expect, type Page, test } from '@playwright/test';
import { productOnFirstWindow } from './support/designs.ts';
import { DEV_BUILD } from './support/tags.ts';

const windowCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test(
  'keyboard focus lands somewhere useful after editing measurements, duplicating, deleting and changing page',
  DEV_BUILD,
  async ({ page }) => {
    await page.goto('/estimatebuilder/new');
    await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
    const window1 = windowCard(page, 'Window 1');

    // The measurement editor: opening puts focus in the form; Escape and Save put it back on its button.
    await window1.getByRole('button', { name: 'Add Measurements' }).focus();
    await page.keyboard.press('Enter');
    await expect(window1.getByLabel('Width inches')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(window1.getByRole('button', { name: 'Add Measurements' })).toBeFocused();
    await page.keyboard.press('Enter');
    await window1.getByLabel('Width inches').selectOption('30');
    await window1.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect(window1.getByRole('button', { name: 'Edit Measurements' })).toBeFocused();

    // The duplicate panel: Escape and Cancel put focus back on its button; duplicating, on the first copy.
    const duplicate = window1.getByRole('button', { name: 'Duplicate Window 1' });
    await duplicate.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Number of copies')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Number of copies')).toHaveCount(0);
    await expect(duplicate).toBeFocused();
    await page.keyboard.press('Enter');
    await window1.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Number of copies')).toHaveCount(0);
    await expect(duplicate).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Number of copies')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(windowCard(page, 'Window 2')).toBeFocused();
    await expect(windowCard(page, 'Window 3')).toBeVisible();

    // Deleting the last window of a room: focus goes to the window before it.
    await windowCard(page, 'Window 3').getByRole('button', { name: 'Delete Window 3' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete Window' });
    await confirm.getByRole('button', { name: 'Delete Window' }).focus();
    await page.keyboard.press('Enter');
    await expect(windowCard(page, 'Window 3')).toHaveCount(0);
    await expect(windowCard(page, 'Window 2')).toBeFocused();

    // Undo from the keyboard: the delete comes back; then the duplicate goes, with the copy that had
    // focus, and focus stays in the page instead of falling to its body.
    await page.keyboard.press('Control+z');
    await expect(windowCard(page, 'Window 3')).toBeVisible();
    await expect(windowCard(page, 'Window 2')).toBeFocused();
    await page.keyboard.press('Control+z');
    await expect(windowCard(page, 'Window 2')).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();

    // A page change inside the app: the new page's heading.
    await page.getByRole('link', { name: 'Sign In' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'My Designs', level: 1 })).toBeFocused();
    await expect(page.locator('body')).not.toBeFocused();
  },
);

test('Clear in Copy Styles keeps focus in the modal, on the first window to tick', async ({ page }) => {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const designId = page.url().split('/').at(-1) ?? '';
  const roomA = page.getByRole('region', { name: 'Room A: Room 1' });
  await roomA.getByRole('button', { name: 'Add New Window', exact: true }).click();
  await expect(roomA.getByRole('article')).toHaveCount(2);
  await productOnFirstWindow(page, designId);
  await page.reload();

  await windowCard(page, 'Window 1').getByRole('button', { name: 'Copy Styles' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy Styles' });
  const window2 = copy.getByRole('checkbox', { name: /Window 2/ });
  await window2.check();
  const clear = copy.getByRole('button', { name: 'Clear' });
  await expect(clear).toBeEnabled();
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(clear).toBeDisabled();
  await expect(window2).not.toBeChecked();
  await expect(window2).toBeFocused();
  await expect(page.locator('body')).not.toBeFocused();
});
