import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { productOnFirstWindow } from './support/designs.ts';

/**
 * The sizes and one timing of doc 000 §9 and doc 001 §2 that no other journey measures: the share
 * modal 750 px wide, the close and delete questions 450 px, the Installation Summary and Installation
 * Only 960 px with their lists at most 250 px and 340 px high, and the saved toast's 5 seconds on
 * the page's own clock (paused and moved by the test, so a busy machine cannot make it race).
 */
const LOAD_URL = /\/estimatebuilder\/load\/[0-9a-f-]{36}$/;
const width = async (dialog: Locator) => (await dialog.boundingBox())?.width;
const maxHeight = (list: Locator) => list.evaluate((element) => getComputedStyle(element).maxHeight);

async function designWithProduct(page: Page): Promise<string> {
  await expect(page).toHaveURL(LOAD_URL);
  const designId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('article', { name: 'Window 1', exact: true })).toBeVisible();
  await productOnFirstWindow(page, designId);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Window 1', exact: true }).getByRole('button', { name: 'Edit Options' })).toBeVisible();
  return designId;
}

test('modal widths and list heights on a desktop: 750, 450 and 960 px; 250 and 340 px lists', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/signin?returnUrl=/estimatebuilder/new');
  await signIn(page, 'rep@example.com');
  await designWithProduct(page);

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Choose Estimate(s) to Share' });
  await expect.poll(() => width(share)).toBe(750);
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  await page.getByRole('button', { name: 'Close Design' }).click();
  const close = page.getByRole('dialog', { name: 'Close Unsaved Design' });
  await expect.poll(() => width(close)).toBe(450);
  await page.keyboard.press('Escape');

  const window1 = page.getByRole('article', { name: 'Window 1', exact: true });
  await window1.getByRole('button', { name: 'Delete Window 1', exact: true }).click();
  const remove = page.getByRole('dialog', { name: 'Delete Window' });
  await expect.poll(() => width(remove)).toBe(450);
  await page.keyboard.press('Escape');

  const panel = page.getByRole('complementary', { name: 'Summary' });
  await panel.getByRole('button', { name: 'Checkout', exact: true }).click();
  const summary = page.getByRole('dialog', { name: 'Installation Summary' });
  await expect.poll(() => width(summary)).toBe(960);
  expect(await maxHeight(summary.getByRole('list', { name: 'Products' }))).toBe('250px');
  await page.keyboard.press('Escape');
  await expect(summary).toBeHidden();

  await panel.getByRole('button', { name: 'Installation Only' }).click();
  const only = page.getByRole('dialog', { name: 'Installation Only' });
  await expect.poll(() => width(only)).toBe(960);
  expect(await maxHeight(only.getByRole('region', { name: 'Rooms' }))).toBe('340px');
});

test("the saved toast stays 5 seconds on the page's clock, then goes", async ({ page }) => {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(LOAD_URL);
  const designId = page.url().split('/').at(-1) ?? '';
  // The page's clock stands still from the load on: only the test moves it.
  await page.clock.install({ time: new Date('2026-12-05T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-12-05T10:00:01Z'));
  await page.goto(`/estimatebuilder/load/${designId}?fromCart=true`);
  const toast = page.getByRole('status').filter({ hasText: 'Your estimate was saved and is available under My Estimates.' });
  await expect(toast).toBeVisible();
  await page.clock.runFor(4_900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toBeHidden();
});

test("an address edit is kept 300 ms after the last keystroke, on the page's clock (doc 001 §4, §9)", async ({ page }) => {
  await page.clock.install({ time: new Date('2026-12-05T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-12-05T10:00:01Z'));
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(LOAD_URL);
  await page
    .getByRole('complementary', { name: 'Summary' })
    .getByRole('button', { name: /Find a Pro Installer\*\*/ })
    .click();
  const modal = page.getByRole('dialog', { name: /Pro(fessional)? Measure & Install/ });
  const kept = () => page.evaluate(() => localStorage.getItem('MI_PropertyAddress') ?? '');
  await modal.getByLabel('City', { exact: true }).fill('Marietta');
  await page.clock.runFor(299);
  expect(await kept()).not.toContain('Marietta');
  await page.clock.runFor(2);
  await expect.poll(kept).toContain('Marietta');
});

test('the purchase options tooltip: 800 px wide at most, on the screen at 375 px, by mouse, keyboard and touch', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/estimatebuilder/new');
  await designWithProduct(page);
  const window1 = page.getByRole('article', { name: 'Window 1', exact: true });
  const about = window1.getByRole('button', { name: 'About the purchase options' });
  const tip = page.getByRole('tooltip');
  // A screen reader hears the explanation as the button's description, without opening anything.
  await expect(about).toHaveAccessibleDescription(/Product Only The covering is made to the size on this window/);
  await expect(tip).toBeHidden();

  // Hovering shows it under the button, 800 px wide (its text is longer than that); leaving hides it.
  await about.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('Save for Later');
  await expect.poll(() => width(tip)).toBe(800);
  const [button, bubble] = [await about.boundingBox(), await tip.boundingBox()];
  expect(bubble && button && bubble.y).toBeGreaterThanOrEqual((button?.y ?? 0) + (button?.height ?? 0));
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();

  // The keyboard: focus shows it, Escape closes it and leaves focus on the button.
  await about.focus();
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(about).toBeFocused();

  // On a phone a tap pins it open, inside the screen; a tap elsewhere closes it.
  await page.setViewportSize({ width: 375, height: 800 });
  await about.scrollIntoViewIfNeeded();
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await about.click();
  await expect(tip).toBeVisible();
  const narrow = await tip.boundingBox();
  expect(narrow?.x).toBeGreaterThanOrEqual(0);
  expect((narrow?.x ?? 0) + (narrow?.width ?? 0)).toBeLessThanOrEqual(375);
  // At the foot of the screen it opens above the button instead, whole.
  await page.evaluate(() => {
    const button = document.querySelector('[aria-label="About the purchase options"]');
    if (button) window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 4);
  });
  await expect.poll(async () => (await tip.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  const above = await tip.boundingBox();
  expect((above?.y ?? 0) + (above?.height ?? 0)).toBeLessThanOrEqual(800);
  await page.getByRole('heading', { level: 1, name: 'My Designs' }).click();
  await expect(tip).toBeHidden();
});
