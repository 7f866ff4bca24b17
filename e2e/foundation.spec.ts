import { FOOTER_QUESTIONS } from '@eb/domain/messages';
import { getSite } from '@eb/domain/sites';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const site11 = `http://site11.localhost:${port}`;
const site3 = `http://localhost:${port}`;

test('a rep signs in on site 11 and sees its captive header and CEC phone', async ({ page }) => {
  const site = getSite(11);
  await page.goto(`${site11}/signin?returnUrl=/estimatebuilder`);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'foundation-site11-signin');

  await signIn(page, 'rep@example.com');
  // The builder opens a new design and lands on its load URL.
  await expect(page).toHaveURL(new RegExp(`^${site11}/estimatebuilder/load/`));

  const header = page.getByRole('banner');
  await expect(header).toContainText(`You're shopping Custom ${site.product}`);
  await expect(header.getByRole('link', { name: site.accountListName })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`${FOOTER_QUESTIONS} ${site.phones.cec}`);

  await expectNoSeriousA11yViolations(page);
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

  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'foundation-site3-shopper');
});

test('a wrong password shows the server message and stays on the sign-in page', async ({ page }) => {
  await page.goto(`${site3}/signin?returnUrl=/estimatebuilder`);
  await page.getByLabel('Email').fill('shopper@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'foundation-site3-wrong-password');
});
