import { randomUUID } from 'node:crypto';
import { SHARE_STEP_TITLES } from '@eb/domain/sharing';
import { expect, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { signIn } from './support/auth.ts';
import { shareAsRep } from './support/designs.ts';
import { call } from './support/page-call.ts';
import { screenshot } from './support/screenshots.ts';
import { WIDTHS } from './support/widths.ts';

const [CHOOSE, CRAFT, DONE] = SHARE_STEP_TITLES;

/**
 * Issue 10's whole journey, each step through the screens a person uses: a rep shares two designs
 * with a customer; the mail arrives (the built-in mailbox, as no SMTP server is set); the customer
 * opens its link, creates an account from there, comes back to the designs, which join the account
 * as they load, and finds both in My Estimates.
 */
test('a rep shares two designs; the customer opens the mail’s link, signs up, and finds both in My Estimates', async ({ browser }) => {
  test.setTimeout(scaled(120_000));
  const customer = `casey.${Date.now()}@example.com`;

  // The rep: two designs, shared together.
  const repContext = await browser.newContext();
  const rep = await repContext.newPage();
  await signIn(rep, 'rep@example.com');
  await expect(rep).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const renameDesign = async (name: string) => {
    await rep.getByRole('button', { name: 'Rename design' }).click();
    const dialog = rep.getByRole('dialog', { name: 'Rename Design name' });
    await dialog.getByLabel('Estimate name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(rep.getByRole('heading', { name, level: 2 })).toBeVisible();
  };
  await renameDesign(`Casey Kitchen ${customer.slice(6, 19)}`);
  const kitchen = `Casey Kitchen ${customer.slice(6, 19)}`;
  const den = `Casey Den ${customer.slice(6, 19)}`;
  await rep.getByRole('button', { name: '+ New Design' }).click();
  const add = rep.getByRole('dialog', { name: 'Add New Design' });
  await add.getByLabel('Design name').fill(den);
  await add.getByRole('button', { name: 'Add Design' }).click();
  await expect(rep.getByRole('heading', { name: den, level: 2 })).toBeVisible();

  await rep.getByRole('toolbar', { name: 'Design actions' }).getByRole('button', { name: 'Share' }).click();
  const choose = rep.getByRole('dialog', { name: CHOOSE });
  await choose.getByRole('checkbox', { name: kitchen }).check();
  await expect(choose.getByText('2/4')).toBeVisible();
  await choose.getByRole('button', { name: 'Next Step' }).click();
  const craft = rep.getByRole('dialog', { name: CRAFT });
  await craft.getByLabel('Customer Email').fill(customer);
  await craft.getByLabel('Customer Name (optional)').fill('Casey');
  await craft.getByLabel('Consultant Name').fill('Riley Rep');
  await craft.getByLabel('Message').fill('Casey, here are the two rooms we measured today.');
  await craft.getByRole('button', { name: 'Share', exact: true }).click();
  const done = rep.getByRole('dialog', { name: DONE });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Got it' }).click();

  // The mail, as the built-in mailbox shows it: the message, both designs and a link to them.
  await rep.getByRole('link', { name: 'Mailbox' }).click();
  const row = rep.getByRole('list', { name: 'Mail' }).getByRole('listitem').filter({ hasText: customer });
  await expect(async () => {
    await rep.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toContainText('Delivered here', { timeout: scaled(1000) });
  }).toPass();
  await row.getByRole('link').click();
  const mail = rep
    .getByRole('region', { name: 'Mail' })
    .getByTitle(/^HTML part of /)
    .contentFrame();
  await expect(mail.getByText('Hi Casey,', { exact: true })).toBeVisible();
  await expect(mail.getByText('Casey, here are the two rooms we measured today.')).toBeVisible();
  await expect(mail.getByText(kitchen)).toBeVisible();
  await expect(mail.getByText(den)).toBeVisible();
  await expect(mail.getByText('Riley Rep')).toBeVisible();
  const links = await mail.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  // The link carries the claim of the address it was mailed to: with it, that customer's account saves the designs.
  const designLink = links.find((href) => /\/estimatebuilder\/load\/[0-9a-f-]{36},[0-9a-f-]{36}\?claim=[\w-]+$/.test(href));
  expect(designLink).toBeTruthy();
  const designPath = new URL(designLink ?? '').pathname;
  await repContext.close();

  // The customer opens the link: both designs, read-only until they sign in.
  const customerContext = await browser.newContext();
  const page = await customerContext.newPage();
  await page.goto(designLink ?? '');
  await expect(page.getByRole('tab', { name: new RegExp(kitchen) })).toBeVisible();
  // The claim stays in the browser, not in the address bar (nor in a link copied from it).
  await expect(page).toHaveURL(designPath);
  await expect(page.getByRole('tab', { name: new RegExp(den) })).toBeVisible();

  // The page says who the designs were shared with and the way in, beside a Checkout that is off:
  // on a desktop (1440 px) and on a phone (375 px), each in view with its two ways in.
  const note = page.getByRole('note').filter({ hasText: `This design was shared with ${customer}.` });
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expect(note).toContainText(`This design was shared with ${customer}.`);
    await expect(note).toContainText('To change it and check it out, sign in or create an account with that email');
    await expect(page.getByRole('button', { name: 'Checkout', exact: true }).first()).toHaveAccessibleDescription(
      `This design was shared with ${customer}. Sign in or create an account with that email to check it out, or save a copy.`,
    );
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeInViewport();
    await expect(note.getByRole('link', { name: 'Sign in' })).toBeInViewport();
    await expect(note.getByRole('button', { name: 'Save a copy' })).toBeInViewport();
    await screenshot(page, `shared-link-note-${size.width}`);
  }

  // Creating an account from the note's Sign in brings them back to the same designs.
  await note.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin\?returnUrl=/);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill('Casey Customer');
  await page.getByLabel('Email').fill(customer);
  await page.getByLabel('Password').fill('copper-lantern-meadow');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page).toHaveURL(designPath);

  // Loading them as a signed-in shopper saves both to the account: My Estimates lists them.
  await expect(page.getByRole('tab', { name: new RegExp(den) })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Design actions' }).getByRole('link', { name: 'My Estimates' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'My Estimates' }).click();
  await expect(page.getByRole('heading', { name: 'My Estimates', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: kitchen, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: den, exact: true })).toBeVisible();
  await customerContext.close();
});

test('a customer signed in with the shared email who opens the design without the mail’s link is sent to the mail; its link saves it', async ({
  browser,
}) => {
  test.setTimeout(scaled(60_000));
  const rep = await (await browser.newContext()).newPage();
  await signIn(rep, 'rep@example.com');
  await expect(rep).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const designId = rep.url().split('/').at(-1) ?? '';
  const customer = `claim.${randomUUID().slice(0, 8)}@example.com`;

  // The customer already has an account with that email, in a browser that never opened the mail.
  const page = await (await browser.newContext()).newPage();
  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const registered = await call(page, 'POST', '/api/account/register', {
    email: customer,
    password: 'copper-lantern-meadow',
    name: 'Casey Claim',
  });
  expect(registered.status).toBe(200);
  const link = await shareAsRep(rep, designId, customer);
  expect(link).toMatch(/\?claim=[\w-]+$/);

  // The design's address alone: theirs to look at, not to save; the note sends them to the mail.
  await page.goto(`/estimatebuilder/load/${designId}`);
  const note = page.getByRole('note').filter({ hasText: 'This design was shared with you' });
  await expect(note).toContainText(
    `This design was shared with you (${customer}). To save it to your account, open it from the link in the email sent to that address`,
  );
  await expect(note.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  const linked = async () =>
    ((await (await page.request.get(`/api/design-builder/designs/${designId}`)).json()) as { data: { design: { isLinked: boolean } } }).data
      .design.isLinked;
  expect(await linked()).toBe(false);

  // The mail's link: saved to their account as it loads, and the claim leaves the address bar.
  await page.goto(link);
  await expect(page).toHaveURL(`/estimatebuilder/load/${designId}`);
  await expect(page.getByRole('toolbar', { name: 'Design actions' }).getByText('Changes save automatically.')).toBeVisible();
  await expect(note).toHaveCount(0);
  expect(await linked()).toBe(true);
});
