import { expect, type Page, test } from '@playwright/test';

const windowCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/**
 * Names as people type them (doc 000 §5): characters counted as they see them, names that show
 * nothing taken as empty, and text the server cannot store said under the field at once.
 */
test('window names count emoji and accented letters as one character each, and refuse names that show nothing', async ({ page }) => {
  await page.goto('/estimatebuilder/new');
  await expect(windowCard(page, 'Window 1')).toBeVisible();
  await windowCard(page, 'Window 1').getByRole('button', { name: 'Rename Window 1' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Window name' });
  const field = rename.getByLabel('Window name');
  const save = rename.getByRole('button', { name: 'Save' });

  // Two zero-width spaces show nothing: empty.
  await field.fill('\u200b\u200b');
  await expect(rename.getByText('Please enter a Window name.')).toBeVisible();
  await expect(save).toBeDisabled();

  // A pasted U+0000 is refused under the field; the modal and what was typed stay.
  await field.fill('a\u0000b');
  await expect(rename.getByText('Text must not contain control characters or broken characters.')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page.getByRole('dialog', { name: 'Uh oh!' })).toHaveCount(0);

  // Eleven houses are too many; ten are ten characters, and the server agrees.
  await field.fill('🏠'.repeat(11));
  await expect(rename.getByText('Window name must not exceed 10 characters.')).toBeVisible();
  await field.fill('🏠'.repeat(10));
  await expect(rename.getByText(/must not exceed/)).toHaveCount(0);
  await save.click();
  await expect(rename).toBeHidden();
  await expect(windowCard(page, '🏠'.repeat(10))).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Uh oh!' })).toHaveCount(0);
  await page.reload();
  await expect(windowCard(page, '🏠'.repeat(10))).toBeVisible();
});

test('deleting an empty room asks about the room alone', async ({ page }) => {
  await page.goto('/estimatebuilder/new');
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Room', exact: true }).first().click();
  const room2 = page.getByRole('region', { name: 'Room B: Room 2' });
  await expect(room2).toBeVisible();
  // A new room is empty: the question is about the room alone.
  await room2.getByRole('button', { name: 'Delete Room' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Room' });
  await expect(confirm).toContainText('Are you sure you want to delete Room 2?');
  await expect(confirm).not.toContainText('and its');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  // With a window in it, the question names it too.
  await room2.getByRole('button', { name: 'Add New Window' }).click();
  await expect(room2.getByRole('article')).toHaveCount(1);
  await room2.getByRole('button', { name: 'Delete Room' }).click();
  await expect(confirm).toContainText('Are you sure you want to delete Room 2 and its window?');
});
