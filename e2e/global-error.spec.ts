import { expect, test } from '@playwright/test';
import { DEV_BUILD } from './support/tags.ts';

test(
  'a failure with no sentence for users shows the default one; a design changed elsewhere reloads on close',
  DEV_BUILD,
  async ({ page }) => {
    await page.goto('/estimatebuilder/new');
    await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
    const room1 = page.getByRole('region', { name: 'Room A: Room 1' });

    // A server error (500) and a network failure: the default sentence with the site's phone.
    await page.route('**/api/design-builder/designs/*/commands', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error","code":"INTERNAL"}' }),
    );
    await room1.getByRole('button', { name: 'Add New Window' }).click();
    const error = page.getByRole('dialog', { name: 'Uh oh!' });
    await expect(error.getByRole('paragraph')).toHaveText(
      /^Something went wrong\. You can try again later, create a new estimate, or give us a call at [0-9-]+\. We're happy to help!$/,
    );
    await expect(error).not.toContainText('Internal Server Error');
    await error.getByRole('button', { name: 'Got It' }).click();
    await expect(error).toBeHidden();

    await page.unroute('**/api/design-builder/designs/*/commands');
    await page.route('**/api/design-builder/designs/*/commands', (route) => route.abort('internetdisconnected'));
    await room1.getByRole('button', { name: 'Add New Window' }).click();
    await expect(error).toContainText('Something went wrong. You can try again later');
    await error.getByRole('button', { name: 'Got It' }).click();

    // Changed somewhere else (412): the server's sentence, and closing reloads the page.
    await page.unroute('**/api/design-builder/designs/*/commands');
    await page.route('**/api/design-builder/designs/*/commands', (route) =>
      route.fulfill({
        status: 412,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'STALE_VERSION', message: 'Uh oh! This design was changed somewhere else.' }),
      }),
    );
    await room1.getByRole('button', { name: 'Add New Window' }).click();
    await expect(error).toContainText('This design was changed somewhere else.');
    const reloaded = page.waitForEvent('load');
    await error.getByRole('button', { name: 'Got It' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  },
);
