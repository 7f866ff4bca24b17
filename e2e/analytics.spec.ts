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
    `${site11}/signin?returnUrl=${encodeURIComponent(`/estimatebuilder/load/${copyId}`)}&referenceHost=${encodeURIComponent(new URL(site11).host)}`,
  );
  await expect
    .poll(() => [...payloadsOf('button.submission'), ...payloadsOf('login.requested')])
    .toEqual([
      { button: 'duplicate', designId },
      { button: 'save', designId: copyId },
      { returnTo: `/estimatebuilder/load/${copyId}`, reason: 'save' },
    ]);
});
