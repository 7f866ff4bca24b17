import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';

const windowCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test("a rep on site 11 picks the {product}-shades category in the site's words and it is stored under the site's key", async ({
  page,
  baseURL,
}) => {
  const site11 = (baseURL ?? '').replace('://localhost', '://site11.localhost');
  await page.goto(`${site11}/signin?returnUrl=/estimatebuilder/mandi/new`);
  await signIn(page, 'rep@example.com');
  await expect(page).toHaveURL(/\/estimatebuilder\/mandi\/load\/[0-9a-f-]{36}$/);
  const designId = new URL(page.url()).pathname.split('/').at(-1);
  const window1 = windowCard(page, 'Window 1');
  await window1.getByRole('button', { name: 'Edit Window' }).click();
  const editing = page.getByRole('dialog', { name: 'Editing' });
  const category = editing.getByLabel('Category', { exact: true });
  await expect(category.locator('option')).toHaveText([
    'Choose a category',
    'Window Treatments & Shades',
    'Roller Shades',
    'Verticals',
    'Perfect Arch',
  ]);
  await category.selectOption({ label: 'Window Treatments & Shades' });
  await editing.getByLabel('Reason').fill('Measured on site');
  await editing.getByRole('checkbox').check();
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Uh oh!' })).toHaveCount(0);

  await window1.getByRole('button', { name: 'Show Details' }).click();
  await expect(window1.getByText('Window Treatments & Shades')).toBeVisible();
  // What the server stored, as the design call answers it. The edit is shown at once and saved in
  // the background, so the server is asked until its answer holds it.
  const storedCategory = () =>
    page.evaluate(async (id) => {
      const answer = await fetch(`/api/design-builder/designs/${id}`);
      const attributes: { name: string; value: string | null }[] = (await answer.json()).data.items[0].attributes;
      return attributes.find((attribute) => attribute.name === 'category')?.value;
    }, designId);
  await expect.poll(storedCategory).toBe('window-treatments-shades');
  // And a reload shows it, from the server (the details stay open: that choice is remembered).
  await page.reload();
  await expect(window1.getByRole('button', { name: 'Hide Details' })).toBeVisible();
  await expect(window1.getByText('Window Treatments & Shades')).toBeVisible();
});
