import { SHARE_MESSAGES, SHARE_STEP_TITLES } from '@eb/domain/sharing';
import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { screenshotPath } from './support/screenshots.ts';

const [CHOOSE, CRAFT, DONE] = SHARE_STEP_TITLES;

/** Opens a second design through '+ New Design' and waits for its load URL. */
async function addDesign(page: Page, name: string): Promise<string> {
  const before = page.url();
  await page.getByRole('button', { name: '+ New Design' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Design' });
  await dialog.getByLabel('Design name').fill(name);
  await dialog.getByRole('button', { name: 'Add Design' }).click();
  await expect(page).not.toHaveURL(before);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  return page.url().split('/').at(-1) ?? '';
}

const actions = (page: Page) => page.getByRole('toolbar', { name: 'Design actions' });

/** Full-page screenshots of a modal step at phone and desktop widths. */
async function shoot(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: screenshotPath(`share-${name}-${width}`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a rep shares two designs with a signature, and the signature is there again on the next share', async ({ page }) => {
  // Three designs, two shares and screenshots at two widths: a long journey on a busy machine.
  test.setTimeout(scaled(60_000));
  await signIn(page, 'rep@example.com');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Estimate 1', level: 2 })).toBeVisible();
  await addDesign(page, 'Living Room');
  const signatureSaves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/design-builder/dcinfo/signature')) signatureSaves.push(request.url());
  });

  await actions(page).getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: CHOOSE });
  await expect(dialog).toBeVisible();
  // The current design is picked already.
  await expect(dialog.getByRole('checkbox', { name: 'Living Room' })).toBeChecked();
  await expect(dialog.getByText('1/4')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Living Room' }).uncheck();
  await expect(dialog.getByText('0/4')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next Step' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Estimate 1' }).check();
  await dialog.getByRole('checkbox', { name: 'Living Room' }).check();
  await expect(dialog.getByText('2/4')).toBeVisible();
  await shoot(page, 'step1');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Next Step' }).click();

  const craft = page.getByRole('dialog', { name: CRAFT });
  const customer = craft.getByLabel('Customer Email');
  await expect(customer).toBeFocused();
  const share = craft.getByRole('button', { name: 'Share', exact: true });
  await expect(share).toBeDisabled();
  await expect(craft.getByLabel('Message')).toHaveValue(/Thanks for designing your custom Blinds with us!/);
  await customer.blur();
  await expect(craft.getByText(SHARE_MESSAGES.required)).toBeVisible();
  await customer.fill('ann@');
  await expect(craft.getByText(SHARE_MESSAGES.invalidEmail)).toBeVisible();
  await expect(share).toBeDisabled();
  await customer.fill('ann@example.com');
  await expect(craft.getByText(SHARE_MESSAGES.invalidEmail)).toHaveCount(0);
  await expect(share).toBeEnabled();

  // The signature starts filled: the one the server keeps, else the rep's name and email from the account.
  await expect(craft.getByLabel('Consultant Name')).toHaveValue('Riley Rep');
  await craft.getByLabel('Consultant Name').fill('Riley Rep');
  const consultantEmail = craft.getByLabel('Consultant Email');
  await consultantEmail.fill('riley@');
  await consultantEmail.blur();
  await expect(consultantEmail).toHaveAttribute('aria-invalid', 'true');
  await expect(craft.getByText(SHARE_MESSAGES.invalidEmail)).toBeVisible();
  await expect(share).toBeDisabled();
  await consultantEmail.fill('riley@example.com');
  await expect(share).toBeEnabled();
  const phone = craft.getByLabel('Consultant Phone');
  await phone.pressSequentially('555a0123456789');
  await expect(phone).toHaveValue('(555) 012-3456');
  const extension = craft.getByLabel('Extension');
  await extension.pressSequentially('x12-3456789');
  await expect(extension).toHaveValue('123456');
  await shoot(page, 'step2');
  await expectNoA11yViolations(page);

  await share.click();
  const done = page.getByRole('dialog', { name: DONE });
  await expect(done).toBeVisible();
  await expect(done.getByRole('status').filter({ hasText: 'ann@example.com' })).toBeVisible();
  // The link the rep may copy is the mailed one, with the customer's claim.
  await expect(done.getByLabel('Share link')).toHaveValue(/\/estimatebuilder\/load\/[0-9a-f-]{36},[0-9a-f-]{36}\?claim=[\w-]+$/);
  // The signature is saved beside the share: its request may leave just after the answer shows.
  await expect.poll(() => signatureSaves.length).toBe(1);
  await expect(done.getByRole('button', { name: 'Got it' })).toBeFocused();
  await shoot(page, 'step3');
  await done.getByRole('button', { name: 'Got it' }).click();
  await expect(done).toHaveCount(0);
  // Reps still see Share on a shared design, and the design says with whom it was shared.
  await expect(actions(page).getByText('Shared with ann@example.com')).toBeVisible();

  // A third design: the two shared ones are locked in the list, and the signature comes back from the server.
  await addDesign(page, 'Bedroom');
  await actions(page).getByRole('button', { name: 'Share' }).click();
  const again = page.getByRole('dialog', { name: CHOOSE });
  for (const name of ['Estimate 1', 'Living Room']) await expect(again.getByRole('checkbox', { name })).toBeDisabled();
  await expect(again.getByText(/^Shared with ann@example.com on /)).toHaveCount(2);
  await expect(again.getByRole('checkbox', { name: 'Bedroom' })).toBeChecked();
  await expect(again.getByText('1/4')).toBeVisible();
  await shoot(page, 'step1-locked');
  await again.getByRole('button', { name: 'Next Step' }).click();
  const second = page.getByRole('dialog', { name: CRAFT });
  await expect(second.getByLabel('Consultant Name')).toHaveValue('Riley Rep');
  await expect(second.getByLabel('Consultant Email')).toHaveValue('riley@example.com');
  await expect(second.getByLabel('Consultant Phone')).toHaveValue('(555) 012-3456');
  await expect(second.getByLabel('Extension')).toHaveValue('123456');
  await second.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: CHOOSE }).getByRole('checkbox', { name: 'Bedroom' })).toBeChecked();
  await page.getByRole('dialog', { name: CHOOSE }).getByRole('button', { name: 'Next Step' }).click();
  await second.getByLabel('Customer Email').fill('bob@example.com');
  await second.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('dialog', { name: DONE })).toBeVisible();
  // The signature did not change: it was not saved again.
  expect(signatureSaves).toHaveLength(1);

  // Escape closes, and closing resets: the next opening starts at step 1 with nothing picked.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await actions(page).getByRole('button', { name: 'Share' }).click();
  const last = page.getByRole('dialog', { name: CHOOSE });
  await expect(last.getByText('0/4')).toBeVisible();
  await expect(last.getByRole('button', { name: 'Next Step' })).toBeDisabled();
  await expect(last.getByRole('checkbox', { disabled: false })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A shared design closes without the unsaved-design question when a rep closes it (doc 001 §4).
  await actions(page).getByRole('button', { name: 'Close Design' }).click();
  await expect(page.getByRole('dialog', { name: 'Close Unsaved Design' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Bedroom/ })).toHaveCount(0);
});

test("a shopper's Share disappears once the design is shared, and they have no signature block", async ({ page }) => {
  await signIn(page, 'shopper@example.com');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await actions(page).getByRole('button', { name: 'Share' }).click();
  await page.getByRole('dialog', { name: CHOOSE }).getByRole('button', { name: 'Next Step' }).click();
  const craft = page.getByRole('dialog', { name: CRAFT });
  await expect(craft.getByLabel('Consultant Name')).toHaveCount(0);
  await craft.getByLabel('Customer Email').fill('friend@example.com');
  await craft.getByRole('button', { name: 'Share', exact: true }).click();
  const done = page.getByRole('dialog', { name: DONE });
  await expect(done.getByText('We emailed a link to friend@example.com.')).toBeVisible();
  await done.getByRole('button', { name: 'Got it' }).click();
  await expect(actions(page).getByRole('button', { name: 'Share' })).toHaveCount(0);
  // Share went with the dialog: focus is on the control beside it (Undo and Redo have nothing to do), not lost to the page.
  await expect(actions(page).getByRole('link', { name: 'My Estimates' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Estimate 1', level: 2 })).toBeVisible();
  await expect(actions(page).getByRole('button', { name: 'Share' })).toHaveCount(0);
});

test('a design shared in another tab meanwhile: the notice, then the page loads again', async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await signIn(first, 'rep@example.com');
  await expect(first).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const second = await context.newPage();
  await second.goto(first.url());
  await expect(second.getByRole('heading', { name: 'Estimate 1', level: 2 })).toBeVisible();

  // The second tab has the design picked and the form filled before the first tab shares it.
  await actions(second).getByRole('button', { name: 'Share' }).click();
  await second.getByRole('dialog', { name: CHOOSE }).getByRole('button', { name: 'Next Step' }).click();
  await second.getByRole('dialog', { name: CRAFT }).getByLabel('Customer Email').fill('late@example.com');

  await actions(first).getByRole('button', { name: 'Share' }).click();
  await first.getByRole('dialog', { name: CHOOSE }).getByRole('button', { name: 'Next Step' }).click();
  await first.getByRole('dialog', { name: CRAFT }).getByLabel('Customer Email').fill('first@example.com');
  await first.getByRole('dialog', { name: CRAFT }).getByRole('button', { name: 'Share', exact: true }).click();
  await expect(first.getByRole('dialog', { name: DONE })).toBeVisible();

  await second.getByRole('dialog', { name: CRAFT }).getByRole('button', { name: 'Share', exact: true }).click();
  const notice = second.getByRole('dialog', { name: 'Uh oh!' });
  await expect(notice).toContainText(SHARE_MESSAGES.alreadyShared);
  await expect(second.getByRole('dialog', { name: CRAFT })).toHaveCount(0);
  const reloaded = second.waitForEvent('load');
  await notice.getByRole('button', { name: 'Got It' }).click();
  await reloaded;
  await expect(actions(second).getByText('Shared with first@example.com')).toBeVisible();
});

test('a share that fails says so, keeps the form, and offers the link to copy', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signIn(page, 'shopper@example.com');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const designId = page.url().split('/').at(-1) ?? '';
  // The mail service is down for this one call.
  await page.route('**/api/design-builder/estimates/share', (route) =>
    route.fulfill({ status: 429, json: { message: 'Too many shares from you just now. Try again in a minute.', code: 'RATE_LIMITED' } }),
  );
  await actions(page).getByRole('button', { name: 'Share' }).click();
  await page.getByRole('dialog', { name: CHOOSE }).getByRole('button', { name: 'Next Step' }).click();
  const craft = page.getByRole('dialog', { name: CRAFT });
  await craft.getByLabel('Customer Email').fill('friend@example.com');
  await craft.getByRole('button', { name: 'Share', exact: true }).click();
  const error = page.getByRole('dialog', { name: 'Uh oh!' });
  await expect(error).toContainText('Too many shares from you just now.');
  await error.getByRole('button', { name: 'Got It' }).click();
  await expect(craft.getByRole('alert')).toContainText(SHARE_MESSAGES.notShared);
  await expect(craft.getByRole('alert')).toContainText('Too many shares from you just now. Try again in a minute.');
  await expect(craft.getByLabel('Customer Email')).toHaveValue('friend@example.com');
  const link = craft.getByLabel('Share link');
  await expect(link).toHaveValue(new RegExp(`/estimatebuilder/load/${designId}$`));
  await shoot(page, 'failed');
  // 'Copied' shows for 5 seconds (doc 001 §4), on the page's clock: the test moves it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await craft.getByRole('button', { name: 'Copy link' }).click();
  const copied = craft.getByText(SHARE_MESSAGES.copied, { exact: true });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await page.clock.runFor(4_900);
  await expect(copied).toBeVisible();
  await page.clock.runFor(200);
  await expect(copied).toBeHidden();
  await page.clock.resume();
  // Not shared: after closing, Share is still there.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(actions(page).getByRole('button', { name: 'Share' })).toBeVisible();
});
