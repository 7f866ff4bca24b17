import { expect, type Locator, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { signIn } from './support/auth.ts';
import { measure, openNewDesign, putProductOnWindow1, room } from './support/builder-layout.ts';
import { productOnFirstWindow, windowCard } from './support/designs.ts';
import { screenshot } from './support/screenshots.ts';

/**
 * The builder's layout and wording as people see them, measured in the browser at the widths of doc 000 §9.
 * Its controls' names and behaviour are in builder-layout-controls.spec.ts; what it keeps in view as a
 * design grows, in builder-layout-in-view.spec.ts.
 */

const WIDTHS = [375, 1024, 1440] as const;
const port = Number(process.env.E2E_PORT ?? 3100);

/** How many lines the element's drawn text takes on screen. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    // The middle of each piece of text drawn: a badge's smaller text sits on its line's middle too.
    const middles: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text read out but not drawn (in a 1 px visually hidden box) takes no line.
      if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) if (rect.width > 1) middles.push(rect.top + rect.height / 2);
    }
    // Lines are a line's height apart; pieces whose middles are within a few pixels share one.
    const lines: number[] = [];
    for (const middle of middles.sort((a, b) => a - b)) if (lines.every((line) => Math.abs(line - middle) > 6)) lines.push(middle);
    return lines.length;
  });

/** The room left between the element's text and its border, side by side (negative when the text sticks out). */
const textClearance = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    return { top: text.top - box.top, bottom: box.bottom - text.bottom, left: text.left - box.left, right: box.right - text.right };
  });

/** The names of the buttons and links shown in a part of the page, as people read them, in order. */
async function controlNames(part: Locator): Promise<string[]> {
  const names: string[] = [];
  for (const control of await part.locator('button:visible, a[href]:visible').all()) {
    // biome-ignore lint/performance/useDomNodeTextContent: the words as rendered, which is what a width could change.
    const name = ((await control.innerText()) || (await control.getAttribute('aria-label')) || '').replace(/\s+/g, ' ').trim();
    if (name) names.push(name);
  }
  return names;
}

test('each control of a design and its windows reads the same at 375, 1024 and 1440 px, but where the spec gives a phone its own words', async ({
  page,
}) => {
  test.setTimeout(scaled(60_000));
  await page.setViewportSize({ width: 1440, height: 900 });
  await openNewDesign(page);
  await putProductOnWindow1(page);
  const parts = {
    actions: page.getByRole('toolbar', { name: 'Design actions' }),
    room: room(page, 'Room 1'),
    summary: page.getByRole('complementary', { name: 'Summary' }),
  };
  // Doc 001 §2 gives these their own words on a phone.
  const phoneWords: Record<string, string> = { 'Find a Pro Installer**': 'Find Installer**', 'Order Installation*': 'Order Install*' };
  const wide: Record<string, string[]> = {};
  for (const [name, part] of Object.entries(parts)) {
    wide[name] = await controlNames(part);
    expect(wide[name]?.length, name).toBeGreaterThan(0);
  }
  for (const width of [1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(windowCard(page, 'Window 1').getByText('Larkspur Single Cell Light Filtering Shade', { exact: true })).toBeVisible();
    for (const [name, part] of Object.entries(parts)) {
      // The same words, read once the page has laid itself out for the width.
      const expected = width === 375 ? (wide[name] ?? []).map((label) => phoneWords[label] ?? label) : wide[name];
      await expect(async () => {
        await part.scrollIntoViewIfNeeded();
        const names = await controlNames(part);
        // Doc 001 §2: the panel has a 'View Summary' link on tablets and phones (below 1004 px) only.
        if (name === 'summary' && width === 375) expect(names).toContain('View Summary');
        const compared = width === 375 ? names.filter((label) => label !== 'View Summary') : names;
        expect(compared, `${name} at ${width} px`).toEqual(expected);
      }).toPass({ timeout: scaled(10_000) });
    }
  }
});

test('the window drawing shows both measurements whole at every width and for every shape', async ({ page }) => {
  await openNewDesign(page);
  const room1 = room(page, 'Room 1');
  for (let count = 2; count <= 3; count += 1) {
    await room1.getByRole('button', { name: /Add New Window$/ }).click();
    await expect(room1.getByRole('article')).toHaveCount(count);
  }
  // Square, wide and tall windows with the longest labels they can have.
  await measure(page, 'Window 1', ['48', '3/8'], ['48', '5/8']);
  await measure(page, 'Window 2', ['150', '7/8'], ['12', '1/8']);
  await measure(page, 'Window 3', ['12', '3/8'], ['150', '7/8']);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const name of ['Window 1', 'Window 2', 'Window 3']) {
      const drawing = windowCard(page, name).getByRole('img', { name: /^Window .* wide by .* high$/ });
      await expect(drawing).toBeVisible();
      const outside = await drawing.evaluate((svg) => {
        const frame = svg.getBoundingClientRect();
        return Array.from(svg.querySelectorAll('text'))
          .filter((label) => {
            const box = label.getBoundingClientRect();
            return box.left < frame.left || box.right > frame.right || box.top < frame.top || box.bottom > frame.bottom;
          })
          .map((label) => label.textContent);
      });
      expect(outside, `${name} at ${width} px: labels cut off by the drawing's edge`).toEqual([]);
    }
  }
});

test("site 11's 'Add Window Treatments to Window' keeps its words inside its button at every width", async ({ page }) => {
  await page.goto(`http://site11.localhost:${port}/estimatebuilder/new`);
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  const shop = windowCard(page, 'Window 1').getByRole('link', { name: 'Add Window Treatments to Window' });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const clearance = await textClearance(shop);
    for (const side of ['top', 'bottom', 'left', 'right'] as const) {
      expect(clearance[side], `${side} room at ${width} px`).toBeGreaterThanOrEqual(4);
    }
    if (width >= 1024) expect(await lineCount(shop), `lines at ${width} px`).toBe(1);
  }
});

test('a rep sees mandi details within a 375 px screen', async ({ page }) => {
  await page.goto('/signin?returnUrl=/estimatebuilder/mandi/new');
  await signIn(page, 'rep@example.com');
  await expect(page).toHaveURL(/\/estimatebuilder\/mandi\/load\/[0-9a-f-]{36}$/);
  await page.setViewportSize({ width: 375, height: 900 });
  const window1 = windowCard(page, 'Window 1');
  await window1.getByRole('button', { name: 'Show Details' }).click();
  await expect(window1.getByLabel('Add a note')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const box = await window1.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(375);
});

test("the design's actions stay on one row, each on one line, at 1024 px", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await openNewDesign(page);
  await putProductOnWindow1(page);
  await page.getByRole('button', { name: 'Rename design' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Design name' });
  await rename.getByLabel('Estimate name').fill('Living room and kitchen design');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  const actions = page.getByRole('toolbar', { name: 'Design actions' });
  const rows = new Set<number>();
  for (const name of [/^Expand All$/, /^Duplicate Design$/, /Add New Room$/, /^Close Design$/]) {
    const button = actions.getByRole('button', { name });
    expect(await lineCount(button), `${name} takes one line`).toBe(1);
    const box = await button.boundingBox();
    if (box) rows.add(Math.round(box.y + box.height / 2));
  }
  expect(rows.size, 'the actions share one row').toBe(1);
});

test('builder screenshots at 375, 1024 and 1440: product on a window, site 11, mandi as a rep', async ({ page, browser }) => {
  test.setTimeout(scaled(90_000));
  await openNewDesign(page);
  await putProductOnWindow1(page);
  const window1 = windowCard(page, 'Window 1');
  await room(page, 'Room 1').getByRole('button', { name: 'Add New Window', exact: true }).click();
  await expect(windowCard(page, 'Window 2')).toBeVisible();
  await window1.getByRole('button', { name: 'Duplicate Window 1' }).click();
  await page.getByLabel('Number of copies').fill('0');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `product mode at ${width} px`).toBeLessThanOrEqual(width);
    await screenshot(page, `layout-product-${width}`);
  }

  const site11 = await browser.newPage();
  await site11.goto(`http://site11.localhost:${port}/estimatebuilder/new`);
  await expect(site11.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  for (const width of WIDTHS) {
    await site11.setViewportSize({ width, height: 900 });
    expect(await site11.evaluate(() => document.documentElement.scrollWidth), `site 11 at ${width} px`).toBeLessThanOrEqual(width);
    await screenshot(site11, `layout-site11-${width}`);
  }

  const rep = await browser.newPage();
  await rep.goto('/signin?returnUrl=/estimatebuilder/mandi/new');
  await signIn(rep, 'rep@example.com');
  await expect(rep).toHaveURL(/\/estimatebuilder\/mandi\/load\/[0-9a-f-]{36}$/);
  await windowCard(rep, 'Window 1').getByRole('button', { name: 'Show Details' }).click();
  for (const width of WIDTHS) {
    await rep.setViewportSize({ width, height: 900 });
    expect(await rep.evaluate(() => document.documentElement.scrollWidth), `mandi at ${width} px`).toBeLessThanOrEqual(width);
    await screenshot(rep, `layout-mandi-${width}`);
  }
});

test("the rep's header keeps 'You're shopping Custom Blinds' on one line at 1024 and 1440 px, with a cart count", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, 'rep@example.com');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  // Something in the cart: its count takes room in the header too.
  const designId = page.url().split('/').at(-1) ?? '';
  await productOnFirstWindow(page, designId);
  const added = await page.evaluate(async (id) => {
    const buy = await fetch(`/api/design-builder/estimates/${id}/buy`);
    const answer = await fetch('/estimatebuilder/addtocart', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ designId: id, lines: (await buy.json()).data.lines }),
    });
    return answer.status;
  }, designId);
  expect(added).toBe(200);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toContainText('1');
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const captive = page.getByRole('banner').getByText("You're shopping Custom Blinds");
    await expect(captive).toBeVisible();
    // Read once the header is laid out (the session's answer may still be changing it).
    await expect.poll(() => lineCount(captive)).toBe(1);
    // The links sit under the account: each on one line too.
    for (const link of await page.getByRole('banner').getByRole('navigation', { name: 'Account' }).getByRole('link').all()) {
      await expect.poll(() => lineCount(link)).toBe(1);
    }
  }
});

test("a site 11 rep's header keeps 'You're shopping Custom Window Treatments' on one line from 1004 to 1440 px", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`http://site11.localhost:${port}/estimatebuilder/new`);
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await signIn(page, 'rep@example.com');
  await expect(page.getByRole('banner').getByText('Rep', { exact: true })).toBeVisible();
  const captive = page.getByRole('banner').getByText("You're shopping Custom Window Treatments");
  for (const width of [1004, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(captive).toBeVisible();
    await expect.poll(() => lineCount(captive), `lines at ${width} px`).toBe(1);
    for (const link of await page.getByRole('banner').getByRole('navigation', { name: 'Account' }).getByRole('link').all()) {
      await expect.poll(() => lineCount(link)).toBe(1);
    }
  }
  await screenshot(page, 'header-site11-rep-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'header-site11-rep-1024');
});

test("the page changes its layout at doc 000 §9's 530 and 710 px, not a pixel before", async ({ page }) => {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const footer = page.getByRole('contentinfo');
  const questions = footer.getByText('Questions? Call us at');
  const brand = footer.getByText(/^© \d{4} /);
  const sameRow = async (a: Locator, b: Locator) => {
    const [first, second] = [await a.boundingBox(), await b.boundingBox()];
    return Math.abs((first?.y ?? 0) + (first?.height ?? 0) / 2 - ((second?.y ?? 0) + (second?.height ?? 0) / 2)) < 8;
  };
  // 710: the footer's phone and brand go side by side.
  await page.setViewportSize({ width: 709, height: 800 });
  await expect.poll(() => sameRow(questions, brand)).toBe(false);
  await page.setViewportSize({ width: 710, height: 800 });
  await expect.poll(() => sameRow(questions, brand)).toBe(true);
  // 530: below it the header's phone, list and cart keep to one row without their icons.
  const icon = page.getByRole('banner').getByRole('navigation', { name: 'Account' }).locator('svg').first();
  await page.setViewportSize({ width: 529, height: 800 });
  await expect(icon).toBeHidden();
  await page.setViewportSize({ width: 530, height: 800 });
  await expect(icon).toBeVisible();
});
