import { contrastRatio } from '@eb/domain/color-contrast';
import { SAVE_MESSAGES, SHARE_STEP_TITLES } from '@eb/domain/sharing';
import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { signIn } from './support/auth.ts';
import { screenshotPath } from './support/screenshots.ts';
import { WIDTHS } from './support/widths.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const site11 = `http://site11.localhost:${port}`;
const LOAD_URL = /\/estimatebuilder\/load\/[0-9a-f-]{36}$/;

const actions = (page: Page) => page.getByRole('toolbar', { name: 'Design actions' });

/** The signed-in account's linked designs, read with the page's own cookies. */
async function accountDesignIds(page: Page): Promise<string[]> {
  const answer = await page.request.get('/api/myaccount/estimates');
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { designId: string }[] };
  return data.map((row) => row.designId);
}

/** Whether the design is linked to an account, as the server has it. */
async function isLinked(page: Page, designId: string): Promise<boolean> {
  const answer = await page.request.get(`/api/design-builder/designs/${designId}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { design: { isLinked: boolean } } };
  return data.design.isLinked;
}

test('a guest who clicks Save is sent to sign in and comes back to the design, now saved to the account', async ({ page }) => {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(LOAD_URL);
  const designId = page.url().split('/').at(-1) ?? '';
  await expect(actions(page).getByRole('link', { name: 'My Estimates' })).toHaveCount(0);

  // The page's clock stands still, so the sentence and its Sign in link can be read before the 2 s move on.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await actions(page).getByRole('button', { name: 'Save', exact: true }).click();
  const next = page.getByRole('alert').filter({ hasText: SAVE_MESSAGES.notLoggedIn });
  await expect(next).toBeVisible();
  const host = encodeURIComponent(new URL(page.url()).host);
  const signInPath = `/signin?returnUrl=${encodeURIComponent(`/estimatebuilder/load/${designId}`)}&referenceHost=${host}&reason=save`;
  await expect(next.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', signInPath);
  await page.clock.runFor(2_000);
  await page.clock.resume();
  await expect(page).toHaveURL(signInPath);
  // The sign-in page says why it opened.
  await expect(
    page.getByText('Sign in or create an account to save your design. You come back to it, saved to your account.'),
  ).toBeVisible();

  await signIn(page, 'shopper@example.com');
  await expect(page).toHaveURL(`/estimatebuilder/load/${designId}`);
  // Linked on load: the owner's message links to their list, and Save is gone.
  await expect(actions(page).getByText('Changes save automatically.')).toBeVisible();
  await expect(actions(page).getByRole('link', { name: 'My Estimates' })).toHaveAttribute('href', '/myaccount/estimates');
  await expect(actions(page).getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('note').filter({ hasText: 'belongs to someone else' })).toHaveCount(0);
  expect(await accountDesignIds(page)).toContain(designId);

  // Linked to the account: it closes without the unsaved-design question (doc 001 §4).
  await actions(page).getByRole('button', { name: 'Close Design' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Design' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Close Unsaved Design' })).toHaveCount(0);
});

test('a guest who shared their design with a friend still saves it: signed in, it joins their own account', async ({ page }) => {
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(LOAD_URL);
  const designId = page.url().split('/').at(-1) ?? '';
  await actions(page).getByRole('button', { name: 'Share' }).click();
  await page.getByRole('dialog', { name: SHARE_STEP_TITLES[0] }).getByRole('button', { name: 'Next Step' }).click();
  const craft = page.getByRole('dialog', { name: SHARE_STEP_TITLES[1] });
  await craft.getByLabel('Customer Email').fill('friend@example.com');
  await craft.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('dialog', { name: SHARE_STEP_TITLES[2] }).getByRole('button', { name: 'Got it' }).click();

  await actions(page).getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: SAVE_MESSAGES.notLoggedIn }).getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, 'shopper@example.com');
  await expect(page).toHaveURL(`/estimatebuilder/load/${designId}`);
  // Linked on load, as any design of theirs: no error, and it is in their list.
  await expect(actions(page).getByText('Changes save automatically.')).toBeVisible();
  await expect(actions(page).getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Error saving estimate!' })).toHaveCount(0);
  expect(await accountDesignIds(page)).toContain(designId);
});

// On a phone (375 px) and a desktop (1440 px) alike, the sentence reads as the next step, in view with its Sign in action.
for (const size of WIDTHS) {
  test(`at ${size.width} px a guest's Save shows the next step in view, with its Sign in link`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/estimatebuilder/new');
    await expect(page).toHaveURL(LOAD_URL);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await actions(page).getByRole('button', { name: 'Save', exact: true }).click();
    const next = page.getByRole('alert').filter({ hasText: SAVE_MESSAGES.notLoggedIn });
    await expect(next).toBeInViewport();
    await expect(next.getByText(SAVE_MESSAGES.notLoggedIn, { exact: true })).toBeVisible();
    await expect(next.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(next.getByRole('link', { name: 'Sign in' })).toBeInViewport();
    // Its action reads: its text once took the alert's dark colour on the dark button.
    const colours = await next
      .getByRole('link', { name: 'Sign in' })
      .evaluate((link) => [getComputedStyle(link).color, getComputedStyle(link).backgroundColor]);
    const hex = (rgb: string) =>
      `#${(rgb.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((part) => Number(part).toString(16).padStart(2, '0'))
        .join('')}`;
    expect(contrastRatio(hex(colours[0] ?? ''), hex(colours[1] ?? ''))).toBeGreaterThanOrEqual(4.5);
    await page.screenshot({ path: screenshotPath(`save-guest-next-${size.width}`), animations: 'disabled' });
  });
}

test("a signed-in shopper's designs link on load, their own and one a rep made for them; reps never link", async ({ browser }) => {
  test.setTimeout(scaled(60_000));
  const rep = await (await browser.newContext()).newPage();
  await signIn(rep, 'rep@example.com');
  await expect(rep).toHaveURL(LOAD_URL);
  const repDesign = rep.url().split('/').at(-1) ?? '';
  await expect(actions(rep).getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(actions(rep).getByText('Changes save automatically.')).toHaveCount(0);

  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'shopper@example.com');
  await expect(page).toHaveURL(LOAD_URL);
  const own = page.url().split('/').at(-1) ?? '';
  await expect(actions(page).getByText('Changes save automatically.')).toBeVisible();
  expect(await isLinked(page, own)).toBe(true);

  await page.goto(`/estimatebuilder/load/${repDesign}`);
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', `tab-${repDesign}`);
  await expect.poll(() => isLinked(page, repDesign)).toBe(true);
  await expect(actions(page).getByText('Changes save automatically.')).toBeVisible();
  // Both are still as New made them: linked only by opening them, they are not listed as estimates.
  expect(await accountDesignIds(page)).not.toEqual(expect.arrayContaining([own]));
  expect(await accountDesignIds(page)).not.toEqual(expect.arrayContaining([repDesign]));

  // The rep's page follows the change: the design now shows as saved to the customer's account,
  // naming the customer's email (doc 001 §6).
  await expect(actions(rep).getByText("Saved to the customer's My Estimates: shopper@example.com")).toBeVisible();
});

test('a link on load that fails leaves the builder working and raises nothing; the next load links the design (doc 001 §8)', async ({
  page,
}) => {
  test.setTimeout(scaled(60_000));
  const links: number[] = [];
  await page.route('**/api/myaccount/estimates/link', async (route) => {
    links.push(Date.now());
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Try later.', code: 'UNAVAILABLE' }),
    });
  });
  // A signed-in shopper's new design links to the account as it loads: here the link fails.
  await signIn(page, 'shopper@example.com');
  await expect(page).toHaveURL(LOAD_URL);
  const designId = page.url().split('/').at(-1) ?? '';
  await expect.poll(() => links.length).toBeGreaterThanOrEqual(1);
  // Loading is over, no error is raised, the design is not linked, and it can still be changed.
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Uh oh!' })).toHaveCount(0);
  expect(await isLinked(page, designId)).toBe(false);
  await page.getByRole('article', { name: 'Window 1', exact: true }).getByRole('button', { name: 'Rename Window 1' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Window name' });
  await rename.getByLabel('Window name').fill('Bay');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('article', { name: 'Bay', exact: true })).toBeVisible();

  // The service is back: the next load links it, with the change kept.
  await page.unroute('**/api/myaccount/estimates/link');
  await page.reload();
  await expect.poll(() => isLinked(page, designId)).toBe(true);
  await expect(page.getByRole('article', { name: 'Bay', exact: true })).toBeVisible();
});

test("Save shows 'Error saving estimate!' when saving fails, then the success alert that closes on a click", async ({ page }) => {
  let failing = true;
  await page.route('**/api/myaccount/estimates/link', (route) =>
    failing ? route.fulfill({ status: 503, json: { message: 'The account service is down.', code: 'UNAVAILABLE' } }) : route.fallback(),
  );
  await signIn(page, 'shopper@example.com');
  await expect(page).toHaveURL(LOAD_URL);
  const designId = page.url().split('/').at(-1) ?? '';
  // Linking on load failed quietly: no error, and Save is offered.
  const save = actions(page).getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Uh oh!' })).toHaveCount(0);

  // The save alert closes by itself after 10 seconds (doc 001 §4), on the page's clock: the test moves it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await save.click();
  const error = page.getByRole('alert').filter({ hasText: SAVE_MESSAGES.failed });
  await expect(error).toHaveText(SAVE_MESSAGES.failed);
  await page.clock.runFor(9_900);
  await expect(error).toBeVisible();
  await page.clock.runFor(200);
  await expect(error).toHaveCount(0);
  await page.clock.resume();
  // Or sooner, with its Dismiss button.
  await save.click();
  await expect(error).toHaveText(SAVE_MESSAGES.failed);
  await error.getByRole('button', { name: 'Dismiss' }).click();
  await expect(error).toHaveCount(0);

  failing = false;
  await save.click();
  const saved = page.getByRole('status').filter({ hasText: 'Your estimate was saved and is available under My Estimates.' });
  await expect(saved).toBeVisible();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: screenshotPath(`share-save-alert-${width}`), animations: 'disabled' });
  }
  // Saved on purpose, the design is in the list the alert names, blank as it is.
  expect(await accountDesignIds(page)).toContain(designId);
  await saved.click({ position: { x: 10, y: 10 } });
  await expect(saved).toHaveCount(0);
  await expect(actions(page).getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(actions(page).getByText('Changes save automatically.')).toBeVisible();
  expect(await accountDesignIds(page)).toContain(designId);
});

test('on site 11 a first link sends the broker follow-up and the message names My Window Treatments', async ({ page }) => {
  const broker: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/design-builder/broker/save-design')) broker.push(request.postDataJSON());
  });
  await page.goto(`${site11}/signin?returnUrl=/estimatebuilder`);
  await signIn(page, 'shopper@example.com');
  await expect(page).toHaveURL(LOAD_URL);
  const designId = page.url().split('/').at(-1) ?? '';
  await expect(actions(page).getByRole('link', { name: 'My Window Treatments' })).toHaveAttribute(
    'href',
    '/installation/mywindowtreatments',
  );
  await expect
    .poll(() => broker)
    .toEqual([{ svocId: expect.any(String), designGuid: designId, designName: 'Estimate 1', configuratorCode: 'AB' }]);
  // Loading it again links nothing new.
  await page.reload();
  await expect(actions(page).getByRole('link', { name: 'My Window Treatments' })).toBeVisible();
  expect(broker).toHaveLength(1);
});

test('the saved-design link mails a signed-in shopper, shows a spinner, then opens the design; a guest is just sent on', async ({
  page,
  browser,
}) => {
  await signIn(page, 'shopper@example.com');
  await expect(page).toHaveURL(LOAD_URL);
  const designId = page.url().split('/').at(-1) ?? '';
  const mailed = page.waitForResponse('**/api/design-builder/estimates/sendSavedDesignEmail');
  await page.goto(`/estimatebuilder/loadSavedProductDesign/${designId}`);
  const answer = await mailed;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({ To: 'shopper@example.com', DesignId: designId });
  await expect(page).toHaveURL(`/estimatebuilder/load/${designId}`);

  // When the mail call fails the page still goes on to the design.
  await page.route('**/api/design-builder/estimates/sendSavedDesignEmail', (route) => route.fulfill({ status: 500, json: {} }));
  await page.goto(`/estimatebuilder/loadSavedProductDesign/${designId}`);
  await expect(page).toHaveURL(`/estimatebuilder/load/${designId}`);
  await expect(page.getByRole('heading', { name: 'Estimate 1', level: 2 })).toBeVisible();

  // A guest gets no mail and is sent straight on.
  const guest = await (await browser.newContext()).newPage();
  const guestMails: string[] = [];
  guest.on('request', (request) => {
    if (request.url().includes('sendSavedDesignEmail')) guestMails.push(request.url());
  });
  await guest.goto(`/estimatebuilder/loadSavedProductDesign/${designId}`);
  await expect(guest).toHaveURL(`/estimatebuilder/load/${designId}`);
  await expect(guest.getByRole('heading', { name: 'Estimate 1', level: 2 })).toBeVisible();
  expect(guestMails).toEqual([]);
});
