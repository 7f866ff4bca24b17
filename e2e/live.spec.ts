import { type Browser, expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { signIn } from './support/auth.ts';
import { streamGivenUp } from './support/streams.ts';

const windowCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function renameWindow(page: Page, from: string, to: string): Promise<void> {
  await windowCard(page, from)
    .getByRole('button', { name: `Rename ${from}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Rename Window name' });
  await dialog.getByLabel('Window name').fill(to);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** A rep with a new design, and a shopper who opened its link in a browser of their own. */
async function repAndShopper(browser: Browser) {
  const repContext = await browser.newContext();
  const rep = await repContext.newPage();
  await rep.goto('/signin?returnUrl=/estimatebuilder/new');
  await signIn(rep, 'rep@example.com');
  await expect(rep).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await expect(windowCard(rep, 'Window 1')).toBeVisible();
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const designPath = new URL(rep.url()).pathname;
  await shopper.goto(`/signin?returnUrl=${encodeURIComponent(designPath)}`);
  await signIn(shopper, 'shopper@example.com');
  await expect(shopper).toHaveURL(new RegExp(`${designPath}$`));
  await expect(windowCard(shopper, 'Window 1')).toBeVisible();
  return { rep, repContext, shopper, shopperContext };
}

/** A new design in a tab of a fresh browser context (one guest). */
async function newDesignInATab(browser: Browser) {
  const context = await browser.newContext();
  const first = await context.newPage();
  await first.goto('/estimatebuilder/new');
  await expect(first).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  return { context, first };
}

/** The same design opened in a second tab of that context. */
async function sameDesignInAnotherTab(first: Page): Promise<Page> {
  const second = await first.context().newPage();
  await second.goto(first.url());
  return second;
}

/**
 * Puts a tab in the background or brings it back, as the browser tells the page. Headless tabs are
 * always 'visible', so the page is told the state it would have in a browser with tabs.
 */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test('a rep and a shopper on one design: each sees who else is viewing, the rep’s edits show for the shopper within a second, and an overwrite names the rep', async ({
  browser,
}) => {
  test.setTimeout(scaled(60_000));
  const { rep, shopper, shopperContext, repContext } = await repAndShopper(browser);

  // Presence, near the design's name, never naming oneself.
  await expect(shopper.getByText(/^Riley Rep \(rep\) is viewing this design$/)).toBeVisible();
  await expect(rep.getByText(/is viewing this design$/)).toBeVisible();
  await expect(rep.getByText(/Riley Rep \(rep\) is viewing/)).toHaveCount(0);

  // A rename, an added window and a quantity: each shows on the other screen within a second, no reload.
  // The second is a usual machine's: every such limit here grows with TIME_SCALE, so a slow machine is
  // not taken for a slow stream, while a stream that waits for a poll or a reload still fails.
  await renameWindow(rep, 'Window 1', 'Bay');
  await expect(windowCard(shopper, 'Bay')).toBeVisible({ timeout: scaled(1000) });
  await rep.getByRole('region', { name: 'Room A: Room 1' }).getByRole('button', { name: 'Add New Window' }).click();
  await expect(windowCard(shopper, 'Window 1')).toBeVisible({ timeout: scaled(1000) });
  await windowCard(rep, 'Bay').getByLabel('Qty').selectOption('4');
  await expect(shopper.getByRole('tab', { name: /Estimate 1/ })).toContainText('5 windows', { timeout: scaled(1000) });

  // Offline for a while, then back: the page catches up by itself. Offline, who is viewing is not
  // known, so the page does not claim it.
  await shopperContext.setOffline(true);
  await expect(shopper.getByText(/is viewing this design$/)).toHaveCount(0);
  await renameWindow(rep, 'Bay', 'Nook');
  await rep.getByRole('button', { name: 'Add New Room' }).first().click();
  await expect(rep.getByRole('heading', { name: 'Room B: Room 2' })).toBeVisible();
  // Nothing to wait for when nothing happens: a while (longer on a slow machine) for an edit to leak through.
  await shopper.waitForTimeout(scaled(1500));
  // Nothing reached the page while it was offline.
  await expect(windowCard(shopper, 'Bay')).toBeVisible();
  await shopperContext.setOffline(false);
  await expect(windowCard(shopper, 'Nook')).toBeVisible({ timeout: scaled(10_000) });
  await expect(shopper.getByRole('heading', { name: 'Room B: Room 2' })).toBeVisible();
  await expect(shopper.getByRole('alertdialog')).toHaveCount(0);
  await expect(shopper.getByText(/^Riley Rep \(rep\) is viewing this design$/)).toBeVisible();

  // Both on the same window name: the later one wins, and the shopper is told who changed it.
  await renameWindow(shopper, 'Nook', 'Den');
  await expect(windowCard(rep, 'Den')).toBeVisible({ timeout: scaled(1000) });
  await renameWindow(rep, 'Den', 'Loft');
  await expect(windowCard(shopper, 'Loft')).toBeVisible({ timeout: scaled(1000) });
  await expect(shopper.getByText('Riley Rep (rep) changed this window just now.')).toBeVisible();

  // The shopper leaves: the rep no longer sees them.
  await shopperContext.close();
  await expect(rep.getByText(/is viewing this design$/)).toHaveCount(0, { timeout: scaled(10_000) });
  await repContext.close();
});

test('edits made offline show at once, wait without an error, and are saved once back online', async ({ browser }) => {
  test.setTimeout(scaled(60_000));
  const { rep, repContext, shopper, shopperContext } = await repAndShopper(browser);
  const status = shopper.getByRole('status').filter({ hasText: /saved|offline|Saving/ });
  await expect(status).toHaveText('All changes saved');

  await shopperContext.setOffline(true);
  await renameWindow(shopper, 'Window 1', 'Den');
  await shopper.getByRole('region', { name: 'Room A: Room 1' }).getByRole('button', { name: 'Add New Window' }).click();
  await windowCard(shopper, 'Den').getByLabel('Qty').selectOption('3');
  // The new window takes the name 'Window 1' left free by the rename.
  await expect(windowCard(shopper, 'Window 1')).toBeVisible();
  await expect(status).toHaveText("You're offline. Your changes will be saved when you're back online.");
  // Meanwhile the rep adds a room: the shopper's edits have not reached anyone.
  await rep.getByRole('button', { name: 'Add New Room' }).first().click();
  await expect(rep.getByRole('heading', { name: 'Room B: Room 2' })).toBeVisible();
  // Nothing to wait for when nothing happens: a while (longer on a slow machine) for an edit to leak through.
  await rep.waitForTimeout(scaled(1500));
  await expect(windowCard(rep, 'Den')).toHaveCount(0);
  await expect(shopper.getByRole('dialog', { name: 'Uh oh!' })).toHaveCount(0);

  await shopperContext.setOffline(false);
  await expect(status).toHaveText('All changes saved', { timeout: scaled(10_000) });
  // Both sides end with both people's edits.
  await expect(windowCard(rep, 'Den')).toBeVisible({ timeout: scaled(5000) });
  await expect(rep.getByRole('region', { name: 'Room A: Room 1' }).getByRole('article')).toHaveCount(2);
  await expect(windowCard(rep, 'Den').getByLabel('Qty')).toHaveValue('3');
  await expect(shopper.getByRole('heading', { name: 'Room B: Room 2' })).toBeVisible({ timeout: scaled(10_000) });
  await expect(shopper.getByRole('dialog', { name: 'Uh oh!' })).toHaveCount(0);
  // And the server kept them.
  await shopper.reload();
  await expect(windowCard(shopper, 'Den').getByLabel('Qty')).toHaveValue('3');
  await expect(shopper.getByRole('region', { name: 'Room A: Room 1' }).getByRole('article')).toHaveCount(2);
  await repContext.close();
  await shopperContext.close();
});

test('edits made offline are kept when the page is closed anyway, and saved when the design is opened again', async ({ browser }) => {
  test.setTimeout(scaled(60_000));
  const { context, first } = await newDesignInATab(browser);
  await expect(windowCard(first, 'Window 1')).toBeVisible();
  const designUrl = first.url();
  const status = (page: Page) => page.getByRole('status').filter({ hasText: /saved|offline|Saving/ });
  await expect(status(first)).toHaveText('All changes saved');

  await context.setOffline(true);
  await renameWindow(first, 'Window 1', 'Den');
  await expect(status(first)).toHaveText("You're offline. Your changes will be saved when you're back online.");
  // The browser asks before the page goes; the person closes it anyway.
  const asked: string[] = [];
  first.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  const closed = first.waitForEvent('close');
  await first.close({ runBeforeUnload: true });
  await closed;
  expect(asked).toEqual(['beforeunload']);

  // Back online, the design opened again in this browser: the rename is there and goes to the server.
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto(designUrl);
  await expect(windowCard(again, 'Den')).toBeVisible();
  await expect(status(again)).toHaveText('All changes saved');
  await expect(again.getByRole('dialog', { name: 'Uh oh!' })).toHaveCount(0);
  // Someone else opening the link sees it too: the server kept it.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto(designUrl);
  await expect(windowCard(theirs, 'Den')).toBeVisible();
  // Sent once: opening the design once more changes nothing.
  const third = await context.newPage();
  await third.goto(designUrl);
  await expect(windowCard(third, 'Den')).toBeVisible();
  await expect(status(third)).toHaveText('All changes saved');
  await other.close();
  await context.close();
});

test('two tabs editing one design: both edits land, the same field goes to the last writer with a notice', async ({ browser }) => {
  test.setTimeout(scaled(60_000));
  const { context, first } = await newDesignInATab(browser);
  await first.getByRole('region', { name: 'Room A: Room 1' }).getByRole('button', { name: 'Add New Window' }).click();
  await expect(windowCard(first, 'Window 2')).toBeVisible();
  const second = await sameDesignInAnotherTab(first);
  await expect(windowCard(second, 'Window 2')).toBeVisible();
  // One guest in two tabs: neither tab shows them a stranger.
  for (const page of [first, second]) {
    await expect(page.getByText('You also have this design open in another tab')).toBeVisible();
    await expect(page.getByText(/is viewing this design/)).toHaveCount(0);
  }

  // Different windows at once: both land everywhere.
  await Promise.all([renameWindow(first, 'Window 1', 'Bay'), renameWindow(second, 'Window 2', 'Nook')]);
  for (const page of [first, second]) {
    await expect(windowCard(page, 'Bay')).toBeVisible({ timeout: scaled(1000) });
    await expect(windowCard(page, 'Nook')).toBeVisible({ timeout: scaled(1000) });
  }

  // The same field: the later edit wins on both screens, and the earlier writer is told.
  await renameWindow(first, 'Bay', 'Den');
  await expect(windowCard(second, 'Den')).toBeVisible({ timeout: scaled(1000) });
  await renameWindow(second, 'Den', 'Loft');
  await expect(windowCard(first, 'Loft')).toBeVisible({ timeout: scaled(1000) });
  // The same person in both tabs: the notice says it was them, elsewhere.
  await expect(first.getByText('You changed this window in another tab just now.')).toBeVisible();
  // Undo here would put 'Den' back over the other tab's 'Loft' (and the steps before it depend on
  // it): it is off, and says why. The other tab can still undo its own rename.
  const firstUndo = first.getByRole('button', { name: /^Undo\b/ });
  await expect(firstUndo).toBeDisabled();
  await expect(firstUndo).toHaveAttribute('title', 'You changed this in another tab since: it can no longer be undone here.');
  await expect(second.getByRole('button', { name: 'Undo rename window' })).toBeEnabled();

  await first.reload();
  await expect(windowCard(first, 'Loft')).toBeVisible();
  await expect(windowCard(first, 'Nook')).toBeVisible();

  // A window deleted in one tab while the other has its rename open: the modal goes with it, the
  // person is told why, and focus stays in the page for the keyboard.
  await first.getByRole('button', { name: 'Rename Nook' }).click();
  const renaming = first.getByRole('dialog', { name: 'Rename Window name' });
  await renaming.getByLabel('Window name').fill('Study');
  await second.getByRole('button', { name: 'Delete Nook' }).click();
  await second.getByRole('dialog', { name: 'Delete Window' }).getByRole('button', { name: 'Delete Window' }).click();
  await expect(renaming).toBeHidden({ timeout: scaled(1000) });
  await expect(first.getByText('You deleted this window in another tab just now.')).toBeVisible();
  await expect(first.locator('main')).toBeFocused();
  await expect(windowCard(first, 'Loft')).toBeVisible();
  await context.close();
});

test('undo of a window one tab added goes off once the other tab has renamed that window', async ({ browser }) => {
  test.setTimeout(scaled(60_000));
  const { context, first } = await newDesignInATab(browser);
  const second = await sameDesignInAnotherTab(first);
  await expect(windowCard(second, 'Window 1')).toBeVisible();

  await first.getByRole('region', { name: 'Room A: Room 1' }).getByRole('button', { name: 'Add New Window' }).click();
  await expect(windowCard(second, 'Window 2')).toBeVisible({ timeout: scaled(1000) });
  const firstUndo = first.getByRole('button', { name: /^Undo\b/ });
  await expect(firstUndo).toHaveAccessibleName('Undo add window');

  // Undoing the add now would delete the window with the other tab's name on it.
  await renameWindow(second, 'Window 2', 'Nook');
  await expect(windowCard(first, 'Nook')).toBeVisible({ timeout: scaled(1000) });
  await expect(firstUndo).toBeDisabled();
  await expect(firstUndo).toHaveAttribute('title', 'You changed this in another tab since: it can no longer be undone here.');
  await first.keyboard.press('Control+z');
  // Nothing to wait for when nothing happens: give a wrong undo time (more on a slow machine) to reach the other tab.
  await second.waitForTimeout(scaled(1000));
  await expect(windowCard(first, 'Nook')).toBeVisible();
  await expect(windowCard(second, 'Nook')).toBeVisible();
  await context.close();
});

test('tabs in the background give up their stream, so many builder tabs never leave the site waiting', async ({ browser }) => {
  test.setTimeout(scaled(90_000));
  const { context, first } = await newDesignInATab(browser);
  await expect(windowCard(first, 'Window 1')).toBeVisible();
  const tabs = [first];
  for (let count = 1; count < 6; count += 1) tabs.push(await sameDesignInAnotherTab(first));
  for (const tab of tabs) await expect(windowCard(tab, 'Window 1')).toBeVisible();

  // Six open streams hold every connection a browser keeps to one host over HTTP/1.1. In the
  // background for a few seconds, each tab gives its stream up.
  const givenUp = tabs.map(streamGivenUp);
  for (const tab of tabs) await setVisibility(tab, 'hidden');
  await Promise.all(givenUp);
  const seventh = await sameDesignInAnotherTab(first);
  await expect(windowCard(seventh, 'Window 1')).toBeVisible({ timeout: scaled(5000) });
  await renameWindow(seventh, 'Window 1', 'Bay');

  // Shown again, a tab catches up from the version it has, then follows live again.
  await setVisibility(first, 'visible');
  await expect(windowCard(first, 'Bay')).toBeVisible({ timeout: scaled(5000) });
  await renameWindow(seventh, 'Bay', 'Nook');
  await expect(windowCard(first, 'Nook')).toBeVisible({ timeout: scaled(1000) });
  await context.close();
});
