import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { productOnFirstWindow } from './support/designs.ts';
import { placedOrder } from './support/orders.ts';

/**
 * What a change order adds, on the order page: a rep stages the window of an auto-release design on the
 * order's change order, and the order page lists it at the price completing would charge, with the total
 * it adds before tax. (Prices moving between staging and completion are covered by the API tests.)
 */
const LOAD_URL = /\/estimatebuilder\/load\/[0-9a-f-]{36}$/;

/** The rep's auto-release design for the order with a product on Window 1, staged on the order's change order. */
async function stagedWindow(page: Page, orderNumber: string): Promise<void> {
  const made = await page.request.post(`/api/orders/${orderNumber}/designs`, { data: {} });
  expect(made.status()).toBe(201);
  const { designId } = (await made.json()).data as { designId: string };
  const guid = await productOnFirstWindow(page, designId);
  const ordering = (step: string) => `/api/ordering/${step}?siteId=3&orderNumber=${orderNumber}`;
  // Writes take JSON bodies only; an array is sent as JSON only when Playwright is told.
  const json = { 'content-type': 'application/json' };
  expect((await page.request.put(ordering('startchangeorder'), { headers: json, data: '{}' })).status()).toBe(200);
  expect((await page.request.put(ordering('addlineitems'), { headers: json, data: JSON.stringify([guid]) })).status()).toBe(200);
}

test.describe('what a change order adds, on the order page', () => {
  test.describe.configure({ timeout: scaled(90_000) });

  test('a staged window shows at the price completing would charge, with the total it adds', async ({ page, browser, baseURL }) => {
    const orderNumber = await placedOrder(browser, baseURL ?? '');
    await signIn(page, 'rep@example.com');
    await expect(page).toHaveURL(LOAD_URL);
    await stagedWindow(page, orderNumber);

    await page.goto(`/mandi/order/${orderNumber}`);
    const panel = page.getByRole('region', { name: /^Being added to this order: / });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(panel.getByRole('listitem')).toContainText(/Window 1: .+ \$\d[\d,]*\.\d\d$/);
    await expect(panel).toContainText(/Adds \$\d[\d,]*\.\d\d before tax/);
    await expectNoA11yViolations(page);
  });
});
