import { expect, type Page } from '@playwright/test';
import { windowCard } from './designs.ts';

/** The builder as the builder-layout journeys open it and fill it (builder-layout*.spec.ts). */

/** A room's region, by its name. */
export const room = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^Room [A-Z]: ${name}$`) });

/** Opens a new design at the base (the builder's, unless told) and waits for its first room. */
export async function openNewDesign(page: Page, base = '/estimatebuilder'): Promise<void> {
  await page.goto(`${base}/new`);
  await expect(page).toHaveURL(new RegExp(`${base}/load/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
}

/**
 * Sets a window's width and height, each as inches and eighths, through its measurement editor, and
 * waits for the editor to close (designs.ts's `measure` takes whole inches and waits for the width).
 */
export async function measure(page: Page, name: string, width: [string, string], height: [string, string]): Promise<void> {
  const card = windowCard(page, name);
  await card.getByRole('button', { name: /Measurements$/ }).click();
  await card.getByLabel('Width inches').selectOption(width[0]);
  await card.getByLabel('Width eighths').selectOption({ label: width[1] });
  await card.getByLabel('Height inches').selectOption(height[0]);
  await card.getByLabel('Height eighths').selectOption({ label: height[1] });
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('button', { name: 'Edit Measurements' })).toBeVisible();
}

/** Measures Window 1 and puts the first cellular shade on it through the listing and the configurator. */
export async function putProductOnWindow1(page: Page): Promise<void> {
  await measure(page, 'Window 1', ['40', '0'], ['60', '0']);
  await windowCard(page, 'Window 1').getByRole('link', { name: 'Add Blinds to Window' }).click();
  await page.getByLabel('Category').selectOption('cellular-shades');
  await page.getByRole('button', { name: 'Choose Larkspur Single Cell Light Filtering Shade' }).click();
  await page.getByRole('radio', { name: 'Linen' }).check();
  await page.getByRole('button', { name: 'Add to Window' }).click();
  await expect(windowCard(page, 'Window 1').getByText('Larkspur Single Cell Light Filtering Shade', { exact: true })).toBeVisible();
}
