import { expect, type Locator, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { signIn } from './support/auth.ts';
import { productOnFirstWindow } from './support/designs.ts';
import { screenshot, screenshotPath } from './support/screenshots.ts';

/** The builder's layout and wording as people see them, measured in the browser at the widths of doc 000 §9. */

const WIDTHS = [375, 1024, 1440] as const;
const port = Number(process.env.E2E_PORT ?? 3100);

const room = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^Room [A-Z]: ${name}$`) });
const windowCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function openNewDesign(page: Page, base = '/estimatebuilder'): Promise<void> {
  await page.goto(`${base}/new`);
  await expect(page).toHaveURL(new RegExp(`${base}/load/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
}

async function measure(page: Page, name: string, width: [string, string], height: [string, string]): Promise<void> {
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
async function putProductOnWindow1(page: Page): Promise<void> {
  await measure(page, 'Window 1', ['40', '0'], ['60', '0']);
  await windowCard(page, 'Window 1').getByRole('link', { name: 'Add Blinds to Window' }).click();
  await page.getByLabel('Category').selectOption('cellular-shades');
  await page.getByRole('button', { name: 'Choose Larkspur Single Cell Light Filtering Shade' }).click();
  await page.getByRole('radio', { name: 'Linen' }).check();
  await page.getByRole('button', { name: 'Add to Window' }).click();
  await expect(windowCard(page, 'Window 1').getByText('Larkspur Single Cell Light Filtering Shade', { exact: true })).toBeVisible();
}

/** How many lines the element's drawn text takes on screen. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text read out but not drawn (in a 1 px visually hidden box) takes no line.
      if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) if (rect.width > 1) tops.add(Math.round(rect.top));
    }
    return tops.size;
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

test('add actions are named exactly as the spec names them, with the plus hidden from assistive technology', async ({ page }) => {
  await openNewDesign(page);
  const addWindow = room(page, 'Room 1').getByRole('button', { name: 'Add New Window', exact: true });
  await expect(addWindow).toBeVisible();
  await expect(addWindow).toHaveText('Add New Window');
  const addRoom = page.getByRole('button', { name: 'Add New Room', exact: true });
  await expect(addRoom).toHaveCount(2);
  for (const button of await addRoom.all()) await expect(button).toHaveText('Add New Room');
  await addWindow.click();
  await expect(windowCard(page, 'Window 2')).toBeVisible();
});

test('a room has one rename control beside its name, and an actions bar to duplicate and delete it', async ({ page }) => {
  await openNewDesign(page);
  const room1 = room(page, 'Room 1');
  // Window cards in the room have their own Rename links; the room's are the others.
  const roomRename = room1.getByRole('button', { name: /^Rename(?! Window)/ });
  await expect(roomRename).toHaveCount(1);
  await expect(roomRename).toHaveAccessibleName('Rename Room 1');
  await expect(room1.getByRole('group', { name: 'Room 1 actions' }).getByRole('button')).toHaveText(['Duplicate Room', 'Delete Room']);
  await roomRename.click();
  await expect(page.getByRole('dialog', { name: 'Rename Room' })).toBeVisible();
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

test('Show Details appears only when a window has details to show', async ({ page }) => {
  await openNewDesign(page);
  // A guest's window without a product or notes has nothing behind Show Details.
  const window1 = windowCard(page, 'Window 1');
  await expect(window1.getByRole('button', { name: 'Add Measurements' })).toBeVisible();
  await expect(window1.getByRole('button', { name: 'Show Details' })).toHaveCount(0);
  await expect(window1.getByRole('button', { name: 'Hide Details' })).toHaveCount(0);

  // With a product, Expand All opens its whole option table; still no empty details panel.
  await putProductOnWindow1(page);
  await expect(window1.getByRole('button', { name: 'Show Details' })).toHaveCount(0);
  const options = window1.getByRole('table', { name: /^Options of / });
  const shownRows = await options.getByRole('row').count();
  await page.getByRole('button', { name: 'Expand All' }).click();
  await expect(page.getByRole('button', { name: 'Collapse All' })).toBeVisible();
  await expect(window1.getByRole('button', { name: 'Fewer options' })).toHaveAttribute('aria-expanded', 'true');
  expect(await options.getByRole('row').count()).toBeGreaterThan(shownRows);
});

test('Expand All and Collapse All count only the windows that can expand: those with a product', async ({ page }) => {
  await openNewDesign(page);
  await putProductOnWindow1(page);
  const room1 = room(page, 'Room 1');
  await room1.getByRole('button', { name: 'Add New Window', exact: true }).click();
  await expect(room1.getByRole('article')).toHaveCount(2);
  const actions = page.getByRole('toolbar', { name: 'Design actions' });
  await expect(actions.getByRole('button', { name: 'Expand All' })).toBeVisible();

  // Window 1 is the only window with a product: opened by its own expander, every window that can is open.
  await windowCard(page, 'Window 1')
    .getByRole('button', { name: /^More options/ })
    .click();
  await expect(windowCard(page, 'Window 1').getByRole('button', { name: 'Fewer options' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Collapse All' })).toBeVisible();
  await actions.getByRole('button', { name: 'Collapse All' }).click();
  await expect(windowCard(page, 'Window 1').getByRole('button', { name: /^More options/ })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Expand All' })).toBeVisible();
  await actions.getByRole('button', { name: 'Expand All' }).click();
  await expect(windowCard(page, 'Window 1').getByRole('button', { name: 'Fewer options' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Collapse All' })).toBeVisible();
});

test('the duplicate panel keeps the number typed and says why it cannot duplicate', async ({ page }) => {
  await openNewDesign(page);
  const room1 = room(page, 'Room 1');
  await windowCard(page, 'Window 1').getByRole('button', { name: 'Duplicate Window 1' }).click();
  const copies = page.getByLabel('Number of copies');
  const confirm = page.getByRole('button', { name: 'Duplicate', exact: true });
  await expect(copies).toHaveValue('2');
  await expect(confirm).toBeEnabled();
  for (const [typed, reason] of [
    ['0', 'Enter at least 1 copy.'],
    ['-3', 'Enter at least 1 copy.'],
    ['51', 'You can make up to 50 copies at a time.'],
    ['', 'Enter the number of copies.'],
  ] as const) {
    await copies.fill(typed);
    await copies.blur();
    await expect(copies, `'${typed}' stays as typed`).toHaveValue(typed);
    await expect(confirm).toBeDisabled();
    await expect(copies).toHaveAccessibleDescription(reason);
    await expect(page.getByText(reason)).toBeVisible();
    // Enter does nothing while the count is refused.
    await copies.press('Enter');
    await expect(room1.getByRole('article')).toHaveCount(1);
  }
  // A fraction is rounded (doc 000 §5), in view; 50 is the most.
  await copies.fill('2.6');
  await copies.blur();
  await expect(copies).toHaveValue('3');
  await expect(confirm).toBeEnabled();
  await expect(copies).toHaveAccessibleDescription('');
  await copies.press('Enter');
  await expect(room1.getByRole('article')).toHaveCount(4);
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

test("the rep's header keeps 'You're shopping Custom Blinds' on one line at 1024 px", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, 'rep@example.com');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const captive = page.getByRole('banner').getByText("You're shopping Custom Blinds");
  await expect(captive).toBeVisible();
  // Read once the header is laid out (the session's answer may still be changing it).
  await expect.poll(() => lineCount(captive)).toBe(1);
  // The links sit under the account: each on one line too.
  for (const link of await page.getByRole('banner').getByRole('navigation', { name: 'Account' }).getByRole('link').all()) {
    await expect.poll(() => lineCount(link)).toBe(1);
  }
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
