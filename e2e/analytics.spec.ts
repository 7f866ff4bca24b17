import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';

/** Every event the page sends to the analytics intake, in the order they arrive. */
function intake(page: Page): { names: () => string[] } {
  const names: string[] = [];
  page.context().on('request', (request) => {
    if (!request.url().endsWith('/api/analytics/events') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { events: { name: string }[] };
    names.push(...body.events.map((event) => event.name));
  });
  return { names: () => [...names] };
}

const windowCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('the analytics intake receives each event of doc 000 §4 at the moment it happens', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  const events = intake(page);
  const arrived = (name: string, times = 1) => expect.poll(() => events.names().filter((n) => n === name).length).toBe(times);

  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const designUrl = page.url();
  const room1 = page.getByRole('region', { name: 'Room A: Room 1' });

  // A write the server keeps: saved; one it refuses: failed.
  await room1.getByRole('button', { name: 'Add New Window' }).click();
  await arrived('item.add');
  await arrived('estimate.saved');
  await page.route('**/api/design-builder/designs/*/commands', (route) => route.fulfill({ status: 500, body: '' }));
  await room1.getByRole('button', { name: 'Add New Window' }).click();
  await arrived('estimate.failed');
  await page.getByRole('dialog', { name: 'Uh oh!' }).getByRole('button', { name: 'Got It' }).click();
  await page.unroute('**/api/design-builder/designs/*/commands');

  // Choosing another design's tab.
  await page.getByRole('button', { name: 'New Design' }).click();
  await page.getByRole('dialog', { name: 'Add New Design' }).getByRole('button', { name: 'Add Design' }).click();
  await expect(page.getByRole('tab')).toHaveCount(2);
  expect(events.names()).not.toContain('estimate.selected');
  await page.getByRole('tab', { name: /Estimate 1/ }).click();
  await arrived('estimate.selected');

  // A product put on the window: addProduct when it is on the window, not before.
  await expect(page).toHaveURL(designUrl);
  await windowCard(page, 'Window 1').getByRole('link', { name: 'Add Blinds to Window' }).click();
  await page.getByLabel('Category').selectOption('cellular-shades');
  await page.getByRole('button', { name: 'Choose Larkspur Single Cell Light Filtering Shade' }).click();
  await expect(page.getByRole('button', { name: 'Add to Window' })).toBeEnabled();
  expect(events.names()).not.toContain('design.addProduct');
  await page.getByRole('button', { name: 'Add to Window' }).click();
  await expect(page).toHaveURL(designUrl);
  await arrived('design.addProduct');

  // Edit Options: the config update is sent when the change is saved, not on the click.
  await windowCard(page, 'Window 1').getByRole('button', { name: 'Edit Options' }).click();
  await expect(page).toHaveURL(/\/configurator\/custom\?configurationGuid=/);
  await page.getByRole('radio', { name: 'Stone' }).check();
  // An event is in the page's dataLayer the moment it happens (the intake gets it in a batch a second
  // later), so no sleep is needed to see that the click sent none.
  const published = await page.evaluate(() =>
    ((window as { dataLayer?: { event?: unknown }[] }).dataLayer ?? []).map((entry) => entry.event),
  );
  expect(published).not.toContain('design.itemConfigUpdate');
  expect(events.names()).not.toContain('design.itemConfigUpdate');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(designUrl);
  await arrived('design.itemConfigUpdate');
});

test('site 11: Duplicate Design and Save send button-submission; a guest’s Save opens the login flow with login.requested', async ({
  page,
}) => {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const site11 = `http://site11.localhost:${port}`;
  const sent: { name: string; payload: Record<string, unknown> }[] = [];
  page.context().on('request', (request) => {
    if (!request.url().endsWith('/api/analytics/events') || request.method() !== 'POST') return;
    sent.push(...(request.postDataJSON() as { events: { name: string; payload: Record<string, unknown> }[] }).events);
  });
  const payloadsOf = (name: string) => sent.filter((event) => event.name === name).map((event) => event.payload);

  await page.goto(`${site11}/estimatebuilder/new`);
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const designId = page.url().split('/').at(-1) ?? '';
  await page.getByRole('button', { name: 'Duplicate Design' }).click();
  await page.getByRole('dialog', { name: 'Duplicate Design' }).getByRole('button', { name: 'Duplicate Design' }).click();
  await expect(page.getByRole('tab')).toHaveCount(2);
  await expect.poll(() => payloadsOf('button.submission')).toEqual([{ button: 'duplicate', designId }]);

  // The copy is selected: a guest's Save says why it cannot, then the sign-in page opens with a way back.
  const copyId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  expect(copyId).not.toBe(designId);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The way back names the design and the host the shopper left (doc 001 §6).
  await expect(page).toHaveURL(
    `${site11}/signin?returnUrl=${encodeURIComponent(`/estimatebuilder/load/${copyId}`)}&referenceHost=${encodeURIComponent(new URL(site11).host)}&reason=save`,
  );
  await expect
    .poll(() => [...payloadsOf('button.submission'), ...payloadsOf('login.requested')])
    .toEqual([
      { button: 'duplicate', designId },
      { button: 'save', designId: copyId },
      { returnTo: `/estimatebuilder/load/${copyId}`, reason: 'save' },
    ]);
});

test("the builder's edits each send their event of doc 000 §4: rooms, windows, quantities, designs", async ({ page }) => {
  // Events reach the intake in batches about a second apart: a dozen of them, one after another.
  test.setTimeout(scaled(90_000));
  const events = intake(page);
  const arrived = (name: string) => expect.poll(() => events.names()).toContain(name);

  await page.goto('/estimatebuilder/new');
  await expect(page).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await arrived('estimate.loaded');

  // Rooms: add, duplicate, delete.
  await page.getByRole('button', { name: 'Add New Room', exact: true }).first().click();
  await arrived('container.add');
  const room2 = page.getByRole('region', { name: 'Room B: Room 2' });
  await room2.getByRole('button', { name: 'Duplicate Room' }).click();
  await arrived('container.copied');
  await room2.getByRole('button', { name: 'Delete Room' }).click();
  await page.getByRole('dialog', { name: 'Delete Room' }).getByRole('button', { name: 'Delete Room' }).click();
  await arrived('container.deleted');

  // Windows: a quantity, a duplicate, a delete.
  const room1 = page.getByRole('region', { name: 'Room A: Room 1' });
  await windowCard(page, 'Window 1').getByLabel('Qty').selectOption('2');
  await arrived('item.quantityUpdate');
  await windowCard(page, 'Window 1').getByRole('button', { name: 'Duplicate Window 1' }).click();
  await page.getByLabel('Number of copies').fill('1');
  await page.getByLabel('Number of copies').press('Enter');
  await expect(room1.getByRole('article')).toHaveCount(2);
  await arrived('item.copy');
  await windowCard(page, 'Window 2').getByRole('button', { name: 'Delete Window 2' }).click();
  await page.getByRole('dialog', { name: 'Delete Window' }).getByRole('button', { name: 'Delete Window' }).click();
  await arrived('item.delete');

  // The design: duplicated, then the copy closed.
  await page.getByRole('button', { name: 'Duplicate Design' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Design' });
  await duplicate.getByLabel('Design name').fill('Second Look');
  await duplicate.getByRole('button', { name: 'Duplicate Design' }).click();
  await expect(page.getByRole('tab', { name: /Second Look/ })).toHaveAttribute('aria-selected', 'true');
  await arrived('design.duplicate');
  await arrived('estimate.copied');
  await page.getByRole('button', { name: 'Close Design' }).click();
  await page.getByRole('dialog', { name: 'Close Unsaved Design' }).getByRole('button', { name: 'Close Without Saving' }).click();
  await expect(page.getByRole('tab')).toHaveCount(1);
  await arrived('estimate.closed');

  // A new design from the builder.
  await page.getByRole('button', { name: 'New Design' }).click();
  await page.getByRole('dialog', { name: 'Add New Design' }).getByRole('button', { name: 'Add Design' }).click();
  await expect(page.getByRole('tab')).toHaveCount(2);
  await arrived('estimate.add');
});
