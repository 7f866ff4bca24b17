import { expect, test } from '@playwright/test';
import { signIn } from './support/auth.ts';

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
