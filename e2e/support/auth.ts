import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

/**
 * Signs in through the sign-in page. When the page is not already on /signin, it opens it on the
 * current origin (or the base URL) with a return to the builder. Resolves once the browser has
 * left the sign-in page and, when it went to the builder's base, once the builder has opened a design:
 * the base creates one and replaces the page, and a navigation the caller starts before that would be
 * cancelled by it.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/signin')) {
    const origin = page.url().startsWith('http') ? new URL(page.url()).origin : '';
    await page.goto(`${origin}/signin?returnUrl=/estimatebuilder`);
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
  if (/\/estimatebuilder(\/new)?\/?$/.test(new URL(page.url()).pathname)) {
    await expect(page).toHaveURL(/\/estimatebuilder\/load\//);
    await page.waitForLoadState('load');
  }
}
