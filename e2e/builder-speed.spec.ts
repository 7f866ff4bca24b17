import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';

const ROOMS = 10;
const WINDOWS_PER_ROOM = 30;

/** A design of 10 rooms of 30 windows (or as told), made in one call, opened in the builder. */
async function openLongDesign(page: Page, rooms = ROOMS, windowsPerRoom = WINDOWS_PER_ROOM): Promise<void> {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const designId = await page.evaluate(
    async ({ rooms, windows }) => {
      const containers = Array.from({ length: rooms }, (_, index) => ({ containerId: crypto.randomUUID(), name: `Room ${index + 1}` }));
      const items = containers.flatMap((room) =>
        Array.from({ length: windows }, (_, index) => ({ containerId: room.containerId, label: `Window ${index + 1}` })),
      );
      const response = await fetch('/api/design-builder/designs', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ design: { name: 'Long House' }, containers, items }),
      });
      const body = (await response.json()) as { data: { design: { designId: string } } };
      return body.data.design.designId;
    },
    { rooms, windows: windowsPerRoom },
  );
  await page.goto(`/estimatebuilder/load/${designId}`);
  // The load itself is the server's (several seconds for a design this size on a busy machine).
  const last = `Room ${String.fromCharCode(64 + rooms)}: Room ${rooms}`;
  await expect(page.getByRole('heading', { name: last })).toBeAttached({ timeout: scaled(30_000) });
}

/** The design's first screen of windows renders at once; the rest follow a few at a time. */
async function allWindowsRendered(page: Page): Promise<void> {
  await expect(page.locator('article.eb-window')).toHaveCount(ROOMS * WINDOWS_PER_ROOM, { timeout: scaled(30_000) });
}

test('a long design renders its first screen at once and the rest a few at a time, without a scroll', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await openLongDesign(page);
  // Go to a far room at once: its windows come, and every other window follows without a scroll.
  await page.getByLabel('Go to room').selectOption({ label: 'J · Room 10' });
  await expect(page.getByRole('region', { name: 'Room J: Room 10' }).getByRole('article')).toHaveCount(WINDOWS_PER_ROOM);
  await allWindowsRendered(page);
  await expect(page.locator('.eb-window-slot')).toHaveCount(0);
});

type Counts = { design?: Record<string, number>; room?: Record<string, number>; window?: Record<string, number> };
const total = (counts: Record<string, number> | undefined) => Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0);

async function rendersDuring(page: Page, action: () => Promise<void>): Promise<Counts> {
  await page.evaluate(() => {
    (globalThis as { __ebRenders?: Counts }).__ebRenders = {};
  });
  await action();
  // Let any late render (the server's answer, the change stream) come in too: nothing to wait for
  // when nothing more happens, so a while, longer on a slow machine.
  await page.waitForTimeout(scaled(500));
  return page.evaluate(() => (globalThis as { __ebRenders?: Counts }).__ebRenders ?? {});
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    (globalThis as { __ebRenders?: Counts }).__ebRenders = {};
  });
});

test('a 300-window design: an edit renders only the cards it changed, and a modal renders none of the design', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await openLongDesign(page);
  await allWindowsRendered(page);
  const room = page.getByRole('region', { name: 'Room A: Room 1' });
  const window1 = room.getByRole('article', { name: 'Window 1', exact: true });

  // Opening the rename modal renders the one window that opened it, and no room.
  const opening = await rendersDuring(page, async () => {
    await window1.getByRole('button', { name: 'Rename Window 1' }).click();
    await expect(page.getByRole('dialog', { name: 'Rename Window name' })).toBeVisible();
  });
  expect(total(opening.room)).toBe(0);
  expect(Object.keys(opening.window ?? {})).toHaveLength(1);

  // A rename renders that window and its room only.
  const renaming = await rendersDuring(page, async () => {
    const dialog = page.getByRole('dialog', { name: 'Rename Window name' });
    await dialog.getByLabel('Window name').fill('Bay');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(room.getByRole('article', { name: 'Bay', exact: true })).toBeVisible();
  });
  expect(Object.keys(renaming.window ?? {})).toHaveLength(1);
  expect(Object.keys(renaming.room ?? {}).length).toBeLessThanOrEqual(1);

  // A quantity in another room: that window and its room.
  const quantity = await rendersDuring(page, async () => {
    const other = page.getByRole('region', { name: 'Room B: Room 2' }).getByRole('article', { name: 'Window 3', exact: true });
    await other.scrollIntoViewIfNeeded();
    await other.getByLabel('Qty').selectOption('2');
    await expect(other.getByLabel('Qty')).toHaveValue('2');
  });
  expect(Object.keys(quantity.window ?? {})).toHaveLength(1);
  expect(Object.keys(quantity.room ?? {}).length).toBeLessThanOrEqual(1);

  // Adding a window renders the new card and its room, not the other 300.
  const adding = await rendersDuring(page, async () => {
    // From the keyboard: cards coming into view settle their height as the page scrolls to the
    // button, and a pointer aimed a moment before could land beside it.
    await room.getByRole('button', { name: 'Add New Window' }).press('Enter');
    await expect(room.getByRole('article')).toHaveCount(WINDOWS_PER_ROOM + 1);
  });
  expect(Object.keys(adding.window ?? {})).toHaveLength(1);
  expect(Object.keys(adding.room ?? {})).toHaveLength(1);
});

test('a window far down a long design offers every quantity once it comes near, or is focused', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await openLongDesign(page);
  const quantityOf = (room: string, window: string) =>
    page.getByRole('region', { name: room }).getByRole('article', { name: window, exact: true }).getByLabel('Qty');
  const last = quantityOf('Room J: Room 10', 'Window 30');
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('option')).toHaveCount(50);
  await last.selectOption('50');
  await expect(last).toHaveValue('50');

  // Reached by the keyboard without scrolling first: focus alone brings the options.
  const middle = quantityOf('Room E: Room 5', 'Window 15');
  await middle.focus();
  await expect(middle.locator('option')).toHaveCount(50);
  await page.keyboard.press('ArrowDown');
  await expect(middle).toHaveValue('2');
});

test('a long design offers Go to room, which brings the room into view', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await openLongDesign(page);
  await page.getByLabel('Go to room').selectOption({ label: 'H · Room 8' });
  const heading = page.getByRole('heading', { name: 'Room H: Room 8' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test('a hotel job (400 windows and more) keeps only the rooms near the screen rendered, and brings each back when it comes near', async ({
  page,
}) => {
  test.setTimeout(scaled(120_000));
  await openLongDesign(page, 20, 20);
  const roomA = page.getByRole('region', { name: 'Room A: Room 1' });
  const roomT = page.getByRole('region', { name: 'Room T: Room 20' });
  await expect(roomA.getByRole('article')).toHaveCount(20);
  // Far rooms hold empty boxes of about a card's size until they come near.
  await expect(roomT.getByRole('article')).toHaveCount(0);

  await page.getByLabel('Go to room').selectOption({ label: 'T · Room 20' });
  await expect(roomT.getByRole('article')).toHaveCount(20);
  // The first room, far now, gave its windows back.
  await expect(roomA.getByRole('article')).toHaveCount(0);
  expect(await page.locator('article.eb-window').count()).toBeLessThan(200);

  await page.getByLabel('Go to room').selectOption({ label: 'A · Room 1' });
  await expect(roomA.getByRole('article')).toHaveCount(20);
  // Still a window like any other: renamed from its card.
  await roomA.getByRole('button', { name: 'Rename Window 1', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename Window name' });
  await dialog.getByLabel('Window name').fill('Suite');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(roomA.getByRole('article', { name: 'Suite', exact: true })).toBeVisible();
});
