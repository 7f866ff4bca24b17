import { expect, type Locator, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { openNewDesign, room } from './support/builder-layout.ts';
import { productOnFirstWindow, windowCard } from './support/designs.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * What the builder keeps in view as a design grows: the selected tab among many, the total and Checkout
 * in a bar at the foot of a phone's screen (and no bar beside a wide screen's summary panel), and the
 * window or room just added.
 */

/**
 * The characters of the element a sighted person sees: drawn with a size, inside every box that clips
 * them (an ellipsis hides what lies past its box; visually hidden text lies outside its 1 px box).
 */
const visibleText = (locator: Locator) =>
  locator.evaluate((element) => {
    const clipped = (rect: DOMRect, from: Element | null) => {
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      for (let parent = from; parent && parent !== element.parentElement; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = parent.getBoundingClientRect();
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) return true;
      }
      return false;
    };
    let seen = '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0 && rect.height > 0 && !clipped(rect, node.parentElement)) seen += text[index];
      }
    }
    return seen.replace(/\s+/g, ' ').trim();
  });

/** Whether the element's left and right edges are inside the visible part of the box that scrolls it. */
const horizontallyInView = async (locator: Locator, scroller: Locator) =>
  locator.evaluate(
    (element, strip) => {
      const box = element.getBoundingClientRect();
      const view = (strip as Element).getBoundingClientRect();
      return box.left >= view.left - 1 && box.right <= view.right + 1 && box.right <= window.innerWidth + 1;
    },
    await scroller.elementHandle(),
  );

test('many tabs keep distinguishable names, and the selected tab is always in view', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await page.setViewportSize({ width: 375, height: 800 });
  await openNewDesign(page);
  const tablist = page.getByRole('tablist', { name: 'Open designs' });
  const strip = page.locator('.eb-tabs');
  const names = Array.from({ length: 6 }, (_, index) => `Upstairs bedroom estimate ${index + 1}`);
  for (const name of names) {
    await page.getByRole('button', { name: '+ New Design' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Design' });
    await add.getByLabel('Design name').fill(name);
    await add.getByRole('button', { name: 'Add Design' }).click();
    const tab = tablist.getByRole('tab', { name: new RegExp(`^${name} `) });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => horizontallyInView(tab, strip), `the new tab '${name}' is in view`).toBe(true);
  }

  // A proper tablist: seven tabs, one selected, its panel named by it, each tab with its full name as tooltip.
  const tabs = tablist.getByRole('tab');
  await expect(tabs).toHaveCount(7);
  await expect(tablist.getByRole('tab', { selected: true })).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: /^Upstairs bedroom estimate 6 / })).toBeVisible();
  for (const name of names) await expect(tablist.getByRole('tab', { name: new RegExp(`^${name} `) })).toHaveAttribute('title', name);

  // What a sighted person reads on each tab tells the six apart.
  const seen: string[] = [];
  for (const name of names) seen.push(await visibleText(tablist.getByRole('tab', { name: new RegExp(`^${name} `) })));
  expect(new Set(seen).size, `tabs read: ${seen.join(' | ')}`).toBe(6);

  // Keyboard and pointer selection bring the tab into view.
  const first = tablist.getByRole('tab', { name: /^Estimate 1 / });
  await tablist.getByRole('tab', { selected: true }).press('Home');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => horizontallyInView(first, strip)).toBe(true);
  const third = tablist.getByRole('tab', { name: /^Upstairs bedroom estimate 3 / });
  await page.getByRole('button', { name: 'Duplicate Design' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Design' });
  await duplicate.getByRole('button', { name: 'Duplicate Design' }).click();
  const copy = tablist.getByRole('tab', { name: /^Estimate 1 Copy / });
  await expect(copy).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => horizontallyInView(copy, strip), 'the duplicated design is in view').toBe(true);
  await third.click();
  await expect(third).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => horizontallyInView(third, strip)).toBe(true);

  // Selected on a wide screen, still in view when the screen narrows.
  await page.setViewportSize({ width: 1440, height: 800 });
  const last = tablist.getByRole('tab', { name: /^Upstairs bedroom estimate 6 / });
  await last.click();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => horizontallyInView(last, strip), 'the selected tab after narrowing').toBe(true);
});

test('at 375 px a bar at the foot of the screen keeps the total and Checkout reachable on a long design', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await page.setViewportSize({ width: 375, height: 740 });
  await openNewDesign(page);
  const designId = page.url().split('/').at(-1) ?? '';
  await productOnFirstWindow(page, designId);
  await page.reload();
  const room1 = room(page, 'Room 1');
  // Eleven copies of the window with a product: the review's twelve windows, Checkout ready.
  await windowCard(page, 'Window 1').getByRole('button', { name: 'Duplicate Window 1' }).click();
  await page.getByLabel('Number of copies').fill('11');
  await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(windowCard(page, 'Window 12')).toBeVisible();
  const panel = page.getByRole('complementary', { name: /Summary$/ });
  await expect(panel.getByRole('button', { name: 'Checkout', exact: true })).toBeEnabled();
  const subtotal =
    (await panel
      .getByText(/^\$[\d,]+\.\d\d$/)
      .nth(1)
      .textContent()) ?? '';
  const bar = page.getByRole('region', { name: /total$/ });
  // At the top the panel itself is in view: no bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(panel).toBeInViewport();
  await expect(bar).toHaveCount(0);

  await windowCard(page, 'Window 12').scrollIntoViewIfNeeded();
  await expect(panel).not.toBeInViewport();
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText('Subtotal');
  await expect(bar.getByText(subtotal, { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('summary-bar-375') });

  await bar.getByRole('button', { name: 'Go to Checkout' }).click();
  await expect(panel.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(panel.getByRole('button', { name: 'Checkout', exact: true })).toBeInViewport();
  await expect(bar).toHaveCount(0);

  // A window without a product turns Checkout off: the bar no longer promises it, it leads to the panel that says why.
  await room1.getByRole('button', { name: 'Add New Window' }).click();
  await expect(windowCard(page, 'Window 13')).toBeVisible();
  await windowCard(page, 'Window 13').scrollIntoViewIfNeeded();
  await expect(bar.getByRole('button', { name: 'Go to Summary' })).toBeVisible();
  await bar.getByRole('button', { name: 'Go to Summary' }).click();
  await expect(panel.getByRole('button', { name: 'Checkout', exact: true })).toBeDisabled();
  await expect(panel.getByText('All windows must have an item selected.')).toBeInViewport();
});

test('at 1440 px the summary panel stays beside the rooms and no bar shows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openNewDesign(page);
  for (const next of [2, 3, 4, 5, 6]) {
    await room(page, 'Room 1').getByRole('button', { name: 'Add New Window' }).click();
    await expect(windowCard(page, `Window ${next}`)).toBeVisible();
  }
  await windowCard(page, 'Window 6').scrollIntoViewIfNeeded();
  await expect(page.getByRole('complementary', { name: /Summary$/ })).toBeInViewport();
  await expect(page.getByRole('region', { name: /total$/ })).toHaveCount(0);
});

test('Add New Window brings the new window into view, and Duplicate Room the copy (doc 000 §3)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const room1 = page.getByRole('region', { name: 'Room A: Room 1' });
  for (let count = 2; count <= 5; count += 1) {
    await room1.getByRole('button', { name: 'Add New Window' }).click();
    await expect(page.getByRole('article', { name: `Window ${count}`, exact: true })).toBeInViewport();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await room1.getByRole('button', { name: 'Duplicate Room' }).click();
  await expect(page.getByRole('region', { name: /^Room B: / })).toBeInViewport();
});
