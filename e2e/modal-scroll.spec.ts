import { expect, type Locator, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { newDesignWithProduct, summaryPanel } from './support/installation.ts';

/**
 * A dialog taller than a phone's screen scrolls under its footer; while more is below, the footer
 * shades it, so the cut line reads as "scroll for more". At the end, and in a dialog that fits, no shade.
 */
/** Whether the footer casts a visible shadow (one of no colour, or none at all, is no shade). */
const shaded = (footer: Locator) =>
  footer.evaluate((element) => {
    const shadow = getComputedStyle(element).boxShadow;
    return shadow !== 'none' && !/^rgba\(\d+, \d+, \d+, 0\)/.test(shadow);
  });

test('at 375 px a tall dialog shows there is more below its footer until the end; a short one shows nothing', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'rep@example.com');
  await newDesignWithProduct(page);
  await summaryPanel(page).getByRole('button', { name: 'Installation Only' }).click();
  const modal = page.getByRole('dialog', { name: 'Installation Only' });
  await expect(modal.getByRole('heading', { name: 'Window Selection' })).toBeVisible();
  const footer = modal.locator('.eb-modal__footer');
  await expect.poll(() => shaded(footer)).toBe(true);
  await modal.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect.poll(() => shaded(footer)).toBe(false);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();

  await page.getByRole('button', { name: 'Close Design' }).click();
  const question = page.getByRole('dialog', { name: 'Close Unsaved Design' });
  await expect(question).toBeVisible();
  await expect.poll(() => shaded(question.locator('.eb-modal__footer'))).toBe(false);
});
