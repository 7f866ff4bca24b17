import { expect, type Page, test } from '@playwright/test';

async function openNewDesign(page: Page): Promise<void> {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
}

const windowCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Holds the design's writes back (loads go through) until `release` is called, so an edit stays unsent. */
async function holdDesignWrites(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/design-builder/designs/**', async (route) => {
    if (route.request().method() === 'GET') return route.continue();
    await held;
    await route.continue();
  });
  return release;
}

test('quick edits of one person never conflict: double clicks and a held arrow key end where they should', async ({ page }) => {
  await openNewDesign(page);
  const room1 = page.getByRole('region', { name: 'Room A: Room 1' });

  // A double click is one action: one window, one room (the second click of each is dropped).
  await room1.getByRole('button', { name: 'Add New Window' }).dblclick();
  await expect(room1.getByRole('article').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Add New Room' }).first().dblclick();
  await expect(page.getByRole('heading', { name: /^Room B: / })).toBeVisible();

  const quantity = windowCard(page, 'Window 1').getByLabel('Qty');
  await quantity.focus();
  for (let press = 0; press < 3; press += 1) await quantity.press('ArrowDown');
  await expect(quantity).toHaveValue('4');

  await expect(page.getByRole('dialog', { name: 'Uh oh!' })).toHaveCount(0);
  const windows = await room1.getByRole('article').count();
  const rooms = await page.getByRole('heading', { name: /^Room [A-Z]: / }).count();
  expect(windows).toBe(2);
  expect(rooms).toBe(2);
  // What the server kept is what the page showed, once the page says so.
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Room A: Room 1' }).getByRole('article')).toHaveCount(windows);
  await expect(page.getByRole('heading', { name: /^Room [A-Z]: / })).toHaveCount(rooms);
  await expect(windowCard(page, 'Window 1').getByLabel('Qty')).toHaveValue('4');
});

test('while an edit is still on its way the browser asks before the page is left; once saved it does not', async ({ page }) => {
  await openNewDesign(page);
  const quantity = windowCard(page, 'Window 1').getByLabel('Qty');

  // Hold the design's writes back so the edit stays unsent.
  const release = await holdDesignWrites(page);
  await quantity.focus();
  await quantity.press('ArrowDown');
  await expect(page.getByRole('status').filter({ hasText: 'Saving…' })).toBeVisible();

  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);

  release();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  let askedAgain = false;
  page.on('dialog', async (second) => {
    askedAgain = true;
    await second.accept();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(askedAgain).toBe(false);
});

test('an edit still on its way keeps the browser asking after moving to another page of the app', async ({ page }) => {
  await openNewDesign(page);
  const release = await holdDesignWrites(page);
  await windowCard(page, 'Window 1').getByLabel('Qty').selectOption('2');
  await expect(page.getByRole('status').filter({ hasText: 'Saving…' })).toBeVisible();

  // My Estimates is another page of the app: the edit is still on its way there, so leaving asks.
  await page.getByRole('link', { name: 'My Estimates' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('My Designs');
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toHaveCount(0);
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);

  // Once it is in, the design has it.
  release();
  await page.goBack();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(windowCard(page, 'Window 1').getByLabel('Qty')).toHaveValue('2');
});

test('the Delete Window question does not say it cannot be undone: Undo takes the window back', async ({ page }) => {
  await openNewDesign(page);
  const room1 = page.getByRole('region', { name: 'Room A: Room 1' });
  await room1.getByRole('button', { name: 'Add New Window' }).click();
  await expect(windowCard(page, 'Window 2')).toBeVisible();
  await windowCard(page, 'Window 2').getByRole('button', { name: 'Delete Window 2' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Window' });
  await expect(confirm).toContainText('Are you sure you want to delete Window 2 from Room 1?');
  await expect(confirm).not.toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Delete Window' }).click();
  await expect(room1.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo delete window' }).click();
  await expect(windowCard(page, 'Window 2')).toBeVisible();
});
