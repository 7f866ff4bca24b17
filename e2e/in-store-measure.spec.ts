import { type Browser, expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { newDesignWithProduct, summaryPanel } from './support/installation.ts';
import { screenshot } from './support/screenshots.ts';
import { DEV_BUILD } from './support/tags.ts';

/**
 * In-store mode and the in-store measure order (doc 001 §5: 'Buy Now disabled for … an existing
 * in-store measure order'; 'Pro checkout … shown only when not in in-store mode'). A rep at the store
 * counter switches In-Store Mode on, the professional path hides, and the rep orders the store's
 * measure of a shopper's design; the shopper's open page shows it and Checkout says why it is off,
 * until the rep cancels it.
 */

const IN_STORE_SENTENCE = 'This design already has an in-store measure order, so it cannot be bought online.';
const measureBlock = (page: Page) => page.getByRole('region', { name: 'In-Store Measure' });

async function shopperWithDesign(browser: Browser): Promise<{ shopper: Page; designId: string }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const shopper = await context.newPage();
  await shopper.goto('/estimatebuilder');
  return { shopper, designId: await newDesignWithProduct(shopper) };
}

test(
  'a rep in in-store mode orders the store’s measure of a shopper’s design; the shopper cannot buy it online until the rep cancels it',
  DEV_BUILD,
  async ({ browser }) => {
    test.setTimeout(scaled(90_000));
    const { shopper, designId } = await shopperWithDesign(browser);
    const checkout = summaryPanel(shopper).getByRole('button', { name: 'Checkout', exact: true });
    await expect(checkout).toBeEnabled();
    // Shoppers have no in-store controls.
    await expect(shopper.getByRole('switch', { name: 'In-Store Mode' })).toHaveCount(0);

    const repContext = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const rep = await repContext.newPage();
    await signIn(rep, 'rep@example.com');
    await rep.goto(`/estimatebuilder/load/${designId}`);
    const panel = summaryPanel(rep);
    const findPro = panel.getByRole('button', { name: 'Find a Pro Installer**' });
    await expect(findPro).toBeVisible();
    const mode = panel.getByRole('switch', { name: 'In-Store Mode' });
    await expect(mode).not.toBeChecked();
    await expect(panel.getByRole('button', { name: 'Order In-Store Measure' })).toHaveCount(0);

    // In-store mode: the professional path hides; the store's measure is offered instead.
    await mode.check();
    await expect(findPro).toHaveCount(0);
    await expect(panel.getByText('In-store mode: professional measure and install is arranged at the counter.')).toBeVisible();
    await panel.getByRole('button', { name: 'Order In-Store Measure' }).click();
    const dialog = rep.getByRole('dialog', { name: 'Order In-Store Measure' });
    const store = dialog.getByLabel('Store number');
    // The rep's local store to start with (none kept: the default store).
    await expect(store).toHaveValue('121');
    await expect(store).toBeFocused();
    await expect(dialog.getByText('Your store: Cumberland Atlanta GA')).toBeVisible();
    await expectNoA11yViolations(rep);
    // The route's rule on the page, before anything is sent; then the server's answer for a store it does not know.
    await store.fill('');
    await store.press('Enter');
    await expect(dialog.getByText('Choose the store that measures.')).toBeVisible();
    await store.fill('999999');
    await store.press('Enter');
    await expect(dialog.getByText('There is no store 999999.')).toBeVisible();
    await expect(store).toHaveAttribute('aria-invalid', 'true');
    await store.fill('1950');
    // A double-click orders once.
    const orders: string[] = [];
    rep.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/in-store-measure')) orders.push(request.url());
    });
    await dialog.getByRole('button', { name: 'Order Measure' }).dblclick();
    await expect(dialog).toBeHidden();

    const repBlock = measureBlock(rep);
    await expect(repBlock).toContainText('Lincoln Park Chicago IL (1950)');
    await expect(repBlock).toContainText('Riley Rep');
    expect(orders).toHaveLength(1);
    await expect(panel.getByRole('button', { name: 'Order In-Store Measure' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Checkout', exact: true })).toBeDisabled();
    await expect(panel.getByText(IN_STORE_SENTENCE)).toBeVisible();
    await expectNoA11yViolations(rep);
    await screenshot(rep, 'in-store-measure-rep-1440');

    // The shopper's open page hears of it through the design's stream: the block, and Checkout off with its reason.
    await expect(measureBlock(shopper)).toContainText('Lincoln Park Chicago IL (1950)');
    await expect(measureBlock(shopper).getByRole('button', { name: 'Cancel In-Store Measure' })).toHaveCount(0);
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription(IN_STORE_SENTENCE);
    await expectNoA11yViolations(shopper);
    await screenshot(shopper, 'in-store-measure-shopper-375');

    // The mode stays on after a reload; the rep cancels the measure (focus starts on the harmless choice).
    await rep.reload();
    await expect(mode).toBeChecked();
    await measureBlock(rep).getByRole('button', { name: 'Cancel In-Store Measure' }).click();
    const confirm = rep.getByRole('dialog', { name: 'Cancel the in-store measure?' });
    await expect(confirm.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel Measure' }).click();
    await expect(measureBlock(rep)).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Order In-Store Measure' })).toBeVisible();
    await expect(measureBlock(shopper)).toHaveCount(0);
    await expect(checkout).toBeEnabled();

    // Out of in-store mode, the professional path is back.
    await mode.uncheck();
    await expect(findPro).toBeVisible();
    await Promise.all([repContext.close(), shopper.context().close()]);
  },
);
