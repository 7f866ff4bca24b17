import { FOOTER_QUESTIONS } from '@eb/domain/messages';
import { getSite } from '@eb/domain/sites';
import { expect, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const site11 = `http://site11.localhost:${port}`;
const site3 = `http://localhost:${port}`;

test('a rep signs in on site 11 and sees its captive header and CEC phone', async ({ page }) => {
  // Two accessibility checks and two full-page screenshots: more than the default on a busy machine.
  test.setTimeout(scaled(60_000));
  const site = getSite(11);
  await page.goto(`${site11}/signin?returnUrl=/estimatebuilder`);
  await expectNoA11yViolations(page);
  await screenshot(page, 'foundation-site11-signin');

  await signIn(page, 'rep@example.com');
  // The builder opens a new design and lands on its load URL.
  await expect(page).toHaveURL(new RegExp(`^${site11}/estimatebuilder/load/`));

  const header = page.getByRole('banner');
  await expect(header).toContainText(`You're shopping Custom ${site.product}`);
  await expect(header.getByRole('link', { name: site.accountListName })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`${FOOTER_QUESTIONS} ${site.phones.cec}`);
  // The header and footer are mounted in the host page's slots, the phone in a strip under the header (doc 001 §9).
  await expect(page.locator('#eb-header-slot').getByRole('banner')).toContainText(`${FOOTER_QUESTIONS} ${site.phones.cec}`);
  await expect(page.locator('#eb-footer-slot').getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('#root').getByRole('banner')).toHaveCount(0);
  await expect(page.locator('#root').getByRole('contentinfo')).toHaveCount(0);
  // The skip link still comes first in the page's focus order.
  expect(await page.evaluate(() => document.querySelector('a[href], button, input, select, textarea')?.textContent)).toBe(
    'Skip to content',
  );

  await expectNoA11yViolations(page);
  await screenshot(page, 'foundation-site11-rep');
});

test('a shopper signs in on site 3 and sees its captive header and online phone', async ({ page }) => {
  const site = getSite(3);
  await page.goto(`${site3}/signin?returnUrl=/estimatebuilder`);
  await signIn(page, 'shopper@example.com');
  await expect(page).toHaveURL(new RegExp(`^${site3}/estimatebuilder/load/`));

  const header = page.getByRole('banner');
  await expect(header).toContainText(`You're shopping Custom ${site.product}`);
  await expect(header.getByRole('link', { name: site.accountListName })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`${FOOTER_QUESTIONS} ${site.phones.online}`);
  // Site 3's frame is the app's own: the host page's slots stay empty.
  await expect(page.locator('#root').getByRole('banner')).toBeVisible();
  await expect(page.locator('#root').getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('#eb-header-slot')).toBeEmpty();
  await expect(page.locator('#eb-footer-slot')).toBeEmpty();

  await expectNoA11yViolations(page);
  await screenshot(page, 'foundation-site3-shopper');
});

test('a wrong password shows the server message and stays on the sign-in page', async ({ page }) => {
  await page.goto(`${site3}/signin?returnUrl=/estimatebuilder`);
  await page.getByLabel('Email').fill('shopper@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
  await expectNoA11yViolations(page);
  await screenshot(page, 'foundation-site3-wrong-password');
});

test('creating an account refuses a weak password with a sentence on the password field', async ({ page }) => {
  await page.goto(`${site3}/signin?returnUrl=/estimatebuilder`);
  await page.getByRole('button', { name: 'Create account' }).click();
  const email = `pat.${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Pat Example');
  await page.getByLabel('Email').fill(email);
  const password = page.getByLabel('Password');
  const create = page.getByRole('button', { name: 'Create Account', exact: true });

  // The form knows the length and email rules itself.
  await password.fill(email.toUpperCase());
  await create.click();
  await expect(password).toHaveAccessibleDescription(/Password must not be your email address\./);
  await expect(password).toBeFocused();

  // Only the server knows the list of common passwords; its sentence shows on the field.
  await password.fill('Sunshine1');
  await create.click();
  await expect(password).toHaveAccessibleDescription(/This password is too common\. Please choose one that is harder to guess\./);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signin/);
  await screenshot(page, 'foundation-register-common-password');

  await password.fill('copper-lantern-meadow');
  await create.click();
  await expect(page).toHaveURL(new RegExp(`^${site3}/estimatebuilder/load/`));
  await expect(page.getByRole('heading', { name: 'My Designs', level: 1 })).toBeVisible();
});

test('signing out in the browser ends the session', async ({ page }) => {
  // A fresh account: signing out ends every session of its user, and other tests use the demo accounts.
  await page.goto(`${site3}/signin?returnUrl=/estimatebuilder`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill('Sign Out Test');
  await page.getByLabel('Email').fill(`signout.${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('copper-lantern-meadow');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${site3}/estimatebuilder/load/`));
  const header = page.getByRole('banner');
  await expect(header.getByText('Sign Out Test')).toBeVisible();

  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.reload();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByText('Sign Out Test')).toHaveCount(0);
});
