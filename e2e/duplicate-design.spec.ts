import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { productOnWindow } from './support/designs.ts';

const CUSTOM_PRODUCT = '533005';
const DISCONTINUED_PRODUCT = '533009';

/** A new design whose Window 1 holds the given product; answers once the builder shows it. */
async function designWithProduct(page: Page, productId: string): Promise<void> {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  const designId = page.url().split('/').at(-1) ?? '';
  const [itemId] = await page.evaluate(
    (id) => JSON.parse(localStorage.getItem('eb.builder.v1') ?? '{}').designs?.[id]?.items as string[],
    designId,
  );
  await productOnWindow(page, designId, { itemId, productId, size: { width: 30, height: 40 } });
  await page.reload();
  await expect(page.getByRole('article', { name: 'Window 1', exact: true }).getByRole('button', { name: 'Copy Styles' })).toBeVisible();
}

// Doc 001 §6, one case a test: each needs its own design and reloads, and on a slow machine the four
// together took longer than one test may.
test('Duplicate Design is disabled for a shopper with a Custom product, and the page says why', async ({ page }) => {
  await designWithProduct(page, CUSTOM_PRODUCT);
  const duplicate = page.getByRole('button', { name: 'Duplicate Design' });
  await expect(duplicate).toBeDisabled();
  await expect(duplicate).toHaveAccessibleDescription(/associates only/);
  await expect(page.getByText(/special-order products can be duplicated by our associates only/)).toBeVisible();
});

test('Duplicate Design is hidden for a design with a discontinued product', async ({ page }) => {
  await designWithProduct(page, DISCONTINUED_PRODUCT);
  await expect(page.getByRole('button', { name: 'Duplicate Design' })).toHaveCount(0);
});

test('an associate may duplicate a design with a Custom product, but not an auto-release design', async ({ page: rep }) => {
  await rep.goto('/signin?returnUrl=/estimatebuilder/new');
  await signIn(rep, 'rep@example.com');
  await expect(rep).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await designWithProduct(rep, CUSTOM_PRODUCT);
  await expect(rep.getByRole('button', { name: 'Duplicate Design' })).toBeEnabled();

  // An auto-release design: hidden.
  const designId = rep.url().split('/').at(-1) ?? '';
  const marked = await rep.request.post(`/api/design-builder/designs/${designId}/set-attribute`, {
    data: { attribute: { name: 'isAutoReleaseDesign', value: 'true' } },
    headers: { 'x-repid': 'R1001' },
  });
  expect(marked.status()).toBe(200);
  await rep.reload();
  await expect(rep.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  await expect(rep.getByRole('button', { name: 'Duplicate Design' })).toHaveCount(0);
});
