import { expect, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { WIDTHS } from './support/widths.ts';

test('signing in with a return to the mandi builder lands in mandi mode, and the page says which mode it is', async ({ page }) => {
  // A product design is open (and selected) before signing in.
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  await expect(page.getByText('Measure & Install design')).toHaveCount(0);

  await page.goto('/signin?returnUrl=/estimatebuilder/mandi');
  await signIn(page, 'rep@example.com');
  await expect(page).toHaveURL(/\/estimatebuilder\/mandi\/load\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  await expect(page.getByText('Measure & Install design')).toBeVisible();

  // The product base still opens the product design.
  await page.goto('/estimatebuilder');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Measure & Install design')).toHaveCount(0);
});

test("closing a measure-and-install design asks 'Remove Design' (doc 000 §4), and Remove This Design closes it", async ({ page }) => {
  await page.goto('/signin?returnUrl=/estimatebuilder/mandi');
  await signIn(page, 'rep@example.com');
  await expect(page).toHaveURL(/\/estimatebuilder\/mandi\/load\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'New Design' }).click();
  await page.getByRole('dialog', { name: 'Add New Design' }).getByRole('button', { name: 'Add Design' }).click();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(2);
  const remove = page.getByRole('dialog', { name: 'Remove Design' });
  // A destructive question starts on Cancel, on a phone (375 px) and a desktop (1440 px); Escape keeps the design.
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.getByRole('button', { name: 'Close Design' }).click();
    await expect(remove).toContainText('will be removed from this session.');
    await expect(remove.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expect(remove.getByRole('button', { name: 'Cancel' })).toBeInViewport();
    await expect(remove.getByRole('button', { name: 'Remove This Design' })).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(remove).toBeHidden();
    await expect(tabs).toHaveCount(2);
  }
  await page.getByRole('button', { name: 'Close Design' }).click();
  await remove.getByRole('button', { name: 'Remove This Design' }).click();
  await expect(tabs).toHaveCount(1);
});
