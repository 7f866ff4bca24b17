import { expect, type Locator, type Page } from '@playwright/test';
import { LARKSPUR_NAME, productOnFirstWindow, windowCard } from './designs.ts';

/**
 * Prices and steps of the checkout-with-installation journeys (install-checkout*.spec.ts).
 *
 * Prices checked by hand against apps/api/src/modules/installation/data/installation-prices.json:
 * the Larkspur cellular shade is window category 1 ({product}-shades); 40" × 60" is 100 united inches,
 * the medium band: $69.00 a window. Removal $15.00 a window. Product-mode designs get no measure credit.
 */
export const INSTALL_MEDIUM_CATEGORY_1 = 69;
export const REMOVAL = 15;

export const LOAD_URL = /\/estimatebuilder\/load\/[0-9a-f-]{36}$/;

export const summaryPanel = (page: Page) => page.getByRole('complementary', { name: 'Summary' });
export const money = (value: number) => `$${value.toFixed(2)}`;

/** The Larkspur shade (40" × 60") on the design's first window, then the page as it shows it. */
async function putProductOnFirstWindow(page: Page, designId: string): Promise<void> {
  await productOnFirstWindow(page, designId);
  await page.reload();
  await expect(page.getByText(LARKSPUR_NAME, { exact: true })).toBeVisible();
}

/** The availability flow ('Find a Pro Installer**'), with an address in a covered zip (store 121's, 30339): 'Good News!'. */
export async function checkAvailability(page: Page, line1Label: 'Address' | 'Install Address' = 'Address'): Promise<Locator> {
  await summaryPanel(page)
    .getByRole('button', { name: /Find a Pro Installer\*\*|Find Installer\*\*/ })
    .click();
  const modal = page.getByRole('dialog', { name: /Pro(fessional)? Measure & Install/ });
  await modal.getByLabel(line1Label, { exact: true }).fill('2455 Paces Ferry Rd SE');
  await modal.getByLabel('City', { exact: true }).fill('Atlanta');
  await modal.getByLabel('State', { exact: true }).selectOption('GA');
  await modal.getByLabel('Zip Code', { exact: true }).fill('30339');
  await modal.getByRole('button', { name: 'Check Availability' }).click();
  await modal.getByRole('button', { name: /^(Use This Address|Use Anyway)$/ }).click();
  await expect(modal.getByRole('heading', { name: 'Good News!' })).toBeVisible();
  return modal;
}

/** 'Continue to Checkout' is Checkout: with installation windows it opens the Installation Summary. */
export async function continueToCheckout(page: Page, proModal: Locator): Promise<Locator> {
  await proModal.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(proModal).toBeHidden();
  const summary = page.getByRole('dialog', { name: 'Installation Summary' });
  await expect(summary.getByRole('heading', { name: 'Share Project Details' })).toBeVisible();
  return summary;
}

/** The job uid of the design's installation line in the caller's cart (demo accounts' carts are shared by journeys). */
export async function installationJobOf(page: Page, designId: string): Promise<string> {
  const cart = await (await page.request.get('/api/cart')).json();
  const lines = cart.data.lines as { kind: string; designId: string | null; jobUid: string | null }[];
  const installation = lines.find((entry) => entry.kind === 'installation' && entry.designId === designId);
  expect(installation?.jobUid).toBeTruthy();
  return installation?.jobUid ?? '';
}

/** The page's new design (at its load URL) with the Larkspur shade on its first window; answers the design's id. */
export async function newDesignWithProduct(page: Page): Promise<string> {
  await expect(page).toHaveURL(LOAD_URL);
  const designId = page.url().split('/').at(-1) ?? '';
  await expect(windowCard(page, 'Window 1')).toBeVisible();
  await putProductOnFirstWindow(page, designId);
  return designId;
}
