import AxeBuilder from '@axe-core/playwright';
import { MAILBOX_FORBIDDEN } from '@eb/domain/mail';
import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { signIn } from './support/auth.ts';
import { shareAsRep } from './support/designs.ts';
import { screenshot } from './support/screenshots.ts';

const CUSTOMER = 'mailbox.customer@example.com';

/** Phone and desktop screenshots of the page as it is. */
async function shoot(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // The mail's frame lays itself out again at the new width a frame later: picture it after that.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await screenshot(page, `mail-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a rep shares a design and reads the mail in the built-in mailbox: both parts, the HTML in a sandboxed frame', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await signIn(page, 'rep@example.com');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const designId = page.url().split('/').at(-1) ?? '';

  const link = await shareAsRep(page, designId, CUSTOMER);

  await page.getByRole('link', { name: 'Mailbox' }).click();
  await expect(page).toHaveURL(/\/mailbox$/);
  await expect(page.getByRole('heading', { name: 'Mailbox', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Mail' });
  const row = list.getByRole('listitem').filter({ hasText: CUSTOMER });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Share');
  // Delivery runs right after the share commits; the list may have caught it still queued.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toContainText('Delivered here', { timeout: scaled(1000) });
  }).toPass();
  await expect(page.getByText('Choose a mail to read it.')).toBeVisible();
  await shoot(page, 'list');

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/mailbox\?mail=[0-9a-f-]{36}$/);
  const reader = page.getByRole('region', { name: 'Mail' });
  await expect(reader.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(reader).toContainText(CUSTOMER);
  await expect(reader).toContainText('riley@example.com');

  // The HTML part renders under the page's CSP, with no scripts and no access to the page.
  const frameElement = reader.getByTitle(/^HTML part of /);
  await expect(frameElement).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  const frame = frameElement.contentFrame();
  await expect(frame.getByText('Here is the estimate we talked about.')).toBeVisible();
  await expect(frame.getByText('Brightline Blinds').first()).toBeVisible();
  const links = await frame.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  expect(links).toContain(link);
  // The plain-text part carries the same message and link.
  const text = reader.getByText(/Here is the estimate we talked about\./);
  await expect(text).toBeVisible();
  await expect(text).toContainText(link);
  // axe cannot run inside a frame that allows no scripts; the page around it is checked.
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ iframes: false })
    .setLegacyMode(true)
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await shoot(page, 'reader');

  // On a phone the reader takes the list's place, and goes back to it.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(list).toBeHidden();
  await reader.getByRole('link', { name: 'Back to all mail' }).click();
  await expect(list).toBeVisible();
  await expect(reader).toHaveCount(0);
});

test('outside production anyone may open the mailbox; a refusal and a failure say so', async ({ page }) => {
  await page.goto('/mailbox');
  await expect(page.getByRole('heading', { name: 'Mailbox', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Mail' }).or(page.getByText('No mail has been sent yet.'))).toBeVisible();

  // What production answers to a shopper, and to a guest.
  await page.route('**/api/mail/outbox?*', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'FORBIDDEN', message: MAILBOX_FORBIDDEN }),
    }),
  );
  await page.reload();
  await expect(page.getByText(MAILBOX_FORBIDDEN)).toBeVisible();
  await page.unrouteAll();
  await page.route('**/api/mail/outbox?*', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'NOT_SIGNED_IN', message: 'Please sign in to continue.' }),
    }),
  );
  await page.reload();
  await expect(page.getByText('Sign in as a sales representative to read the mailbox.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    `/signin?returnUrl=%2Fmailbox&referenceHost=${encodeURIComponent(new URL(page.url()).host)}`,
  );

  let failures = 1;
  await page.unrouteAll();
  await page.route('**/api/mail/outbox?*', (route) =>
    failures-- > 0 ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );
  await page.reload();
  const failed = page.getByRole('alert').filter({ hasText: 'We could not load the mailbox.' });
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('list', { name: 'Mail' }).or(page.getByText('No mail has been sent yet.'))).toBeVisible();
});
