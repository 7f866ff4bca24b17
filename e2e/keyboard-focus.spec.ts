import { expect, type Page, test } from '@playwright/test';
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

    // Duplicating: focus goes to the first copy.
    await window1.getByRole('button', { name: 'Duplicate Window 1' }).focus();
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

    // A page change inside the app: the new page's heading.
    await page.getByRole('link', { name: 'Sign In' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'My Designs', level: 1 })).toBeFocused();
    await expect(page.locator('body')).not.toBeFocused();
  },
);
