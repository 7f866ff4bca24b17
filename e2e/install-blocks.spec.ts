import { expect, type Page, test } from '@playwright/test';
import { scaled } from '../scripts/time-scale.ts';
import { expectNoA11yViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const site11 = `http://site11.localhost:${port}`;

const JOB_UID = 'MI-7KQ4-M2XP';
const ADDRESS = { line1: '2455 Paces Ferry Rd SE', line2: 'Unit 4', city: 'Atlanta', state: 'GA', zipcode: '30339' };
const ADDRESS_TEXT = '2455 Paces Ferry Rd SE, Unit 4, Atlanta, GA 30339';
const MAPS_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ADDRESS_TEXT)}`;
// Written oldest first: the block shows the newest first.
const NOTES = [
  { author: 'Riley Rep', authorRole: 'Sales Rep', date: '2026-03-01T14:00:00Z', content: 'Customer prefers morning visits.' },
  { author: 'Sam Ortiz', authorRole: 'Technician', date: '2026-03-02T14:00:00Z', content: 'Measured all twelve windows.' },
  { author: 'Dana Wu', authorRole: 'Technician', date: '2026-03-03T14:00:00Z', content: 'Bay window needs a spacer block.' },
  { author: 'Peachtree Window Pros', authorRole: 'Service Provider', date: '2026-03-04T14:00:00Z', content: 'Install booked.' },
  { author: 'Riley Rep', authorRole: 'Sales Rep', date: '2026-03-05T14:00:00Z', content: 'Gate code is 2468.' },
];

const ATTRIBUTES: Record<string, string> = {
  propertyAddress: JSON.stringify(ADDRESS),
  customer: JSON.stringify({
    id: 'C-77',
    firstName: 'Casey',
    lastName: 'Shopper',
    email: 'shopper@example.com',
    phones: [{ number: '4045550100' }],
  }),
  orderNumber: 'BO-200145',
  numberOfWindows: '12',
  orderDate: '2026-03-05T15:30:00Z',
  serviceProvider: 'Peachtree Window Pros',
  technicians: JSON.stringify(['Sam Ortiz', 'Dana Wu']),
  serviceProviderPhone: '(404) 555-0142',
  jobUid: JOB_UID,
  notes: JSON.stringify(NOTES),
};

async function setAttribute(page: Page, designId: string, name: string, value: string, origin = '') {
  const answer = await page.request.post(`${origin}/api/design-builder/designs/${designId}/set-attribute`, {
    data: { attribute: { name, value } },
    headers: { 'x-repid': 'R1001' },
  });
  expect(answer.status(), `set-attribute ${name}`).toBe(200);
}

const block = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The rep's new mandi design with the job's attributes; answers its path. */
async function mandiDesignWithJob(page: Page): Promise<string> {
  await page.goto('/signin?returnUrl=/estimatebuilder/mandi/new');
  await signIn(page, 'rep@example.com');
  await expect(page).toHaveURL(/\/estimatebuilder\/mandi\/load\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;
  const designId = path.split('/').at(-1) ?? '';
  for (const [name, value] of Object.entries(ATTRIBUTES)) await setAttribute(page, designId, name, value);
  await page.reload();
  return path;
}

async function expectBlocks(page: Page, orderPath: string) {
  // Property Address: the address opens a maps search in a new tab.
  const address = block(page, 'Property Address');
  await expect(address.getByRole('heading', { name: 'Property Address', level: 3 })).toBeVisible();
  const map = address.getByRole('link', { name: /2455 Paces Ferry Rd SE/ });
  await expect(map).toHaveAttribute('href', MAPS_URL);
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(map).toHaveAttribute('title', 'View address on map');
  await expect(map).toContainText('Atlanta, GA 30339');

  // Vendor Information.
  const vendor = block(page, 'Vendor Information');
  await expect(vendor.getByRole('term')).toHaveText(['Order ID', 'Windows', 'Date', 'Service Provider', 'Technicians', 'Phone']);
  await expect(vendor.getByRole('definition')).toHaveText([
    JOB_UID,
    '12',
    'March 05, 2026',
    'Peachtree Window Pros',
    'Sam OrtizDana Wu',
    '(404) 555-0142',
  ]);
  await expect(vendor.getByRole('link', { name: JOB_UID })).toHaveAttribute('href', orderPath);
  await expect(vendor.getByRole('list').getByRole('listitem')).toHaveText(['Sam Ortiz', 'Dana Wu']);
  await expect(vendor.getByRole('link', { name: '(404) 555-0142' })).toHaveAttribute('href', 'tel:4045550142');
}

async function expectNotes(page: Page) {
  const notes = block(page, 'Job Notes');
  const list = notes.getByRole('list', { name: 'Job Notes' });
  const items = list.getByRole('listitem');
  // The newest 3 first, each with author, role, date and content.
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Riley Rep (Sales Rep)');
  await expect(items.nth(0)).toContainText('March 05, 2026');
  await expect(items.nth(0)).toContainText('Gate code is 2468.');
  await expect(items.nth(2)).toContainText('Dana Wu (Technician)March 03, 2026Bay window needs a spacer block.');
  await expect(notes.getByText('Customer prefers morning visits.')).toHaveCount(0);

  const more = notes.getByRole('button', { name: 'View All Job Notes' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(items).toHaveCount(5);
  await expect(items.nth(4)).toContainText('Customer prefers morning visits.');
  const fewer = notes.getByRole('button', { name: 'Show Fewer Job Notes' });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  await expect(fewer).toBeFocused();
  await fewer.click();
  await expect(items).toHaveCount(3);
  await expect(more).toBeFocused();
}

test('a measure-and-install design shows Property Address, Vendor Information and Job Notes to the rep and the shopper', async ({
  browser,
}) => {
  test.setTimeout(scaled(90_000));
  const repContext = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const rep = await repContext.newPage();
  const path = await mandiDesignWithJob(rep);
  const designId = path.split('/').at(-1) ?? '';

  await expectBlocks(rep, `/mandi/order/${JOB_UID}`);
  await expectNotes(rep);
  // Not an auto-release design: no Order Number.
  await expect(block(rep, 'Property Address').getByText('Order Number')).toHaveCount(0);
  await expectNoA11yViolations(rep);
  await screenshot(rep, 'blocks-rep-1440');

  // An auto-release design adds the Order Number, linked to the order details page.
  await setAttribute(rep, designId, 'isAutoReleaseDesign', 'true');
  await rep.reload();
  const orderNumber = block(rep, 'Property Address').getByRole('link', { name: 'BO-200145' });
  await expect(orderNumber).toHaveAttribute('href', `/mandi/order/${JOB_UID}`);
  await rep.getByRole('button', { name: 'View All Job Notes' }).click();
  await screenshot(rep, 'blocks-rep-auto-release-1440');

  // The shopper opens the same design by its link, on a phone.
  const shopperContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const shopper = await shopperContext.newPage();
  await shopper.goto(path);
  await expectBlocks(shopper, `/mandi/order/${JOB_UID}`);
  await expectNotes(shopper);
  await expect(block(shopper, 'Property Address').getByRole('link', { name: 'BO-200145' })).toBeVisible();
  await expectNoA11yViolations(shopper);
  await screenshot(shopper, 'blocks-shopper-375');

  // Site 11 links the order details at /orderdetail?jobid=.
  const site11Context = await browser.newContext({ viewport: { width: 1004, height: 900 } });
  const site11Page = await site11Context.newPage();
  await site11Page.goto(`${site11}${path}`);
  await expectBlocks(site11Page, `/orderdetail?jobid=${JOB_UID}`);
  await expect(block(site11Page, 'Property Address').getByRole('link', { name: 'BO-200145' })).toHaveAttribute(
    'href',
    `/orderdetail?jobid=${JOB_UID}`,
  );
  await screenshot(site11Page, 'blocks-site11-1004');

  await Promise.all([repContext.close(), shopperContext.close(), site11Context.close()]);
});

test('blocks show only what the design has, and on a product design only once it is tied to a job', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const rep = await context.newPage();

  // A mandi design with only an address: the address block alone, without an Order Number.
  await rep.goto('/signin?returnUrl=/estimatebuilder/mandi/new');
  await signIn(rep, 'rep@example.com');
  await expect(rep).toHaveURL(/\/estimatebuilder\/mandi\/load\/[0-9a-f-]{36}$/);
  const mandiId = rep.url().split('/').at(-1) ?? '';
  await expect(rep.getByRole('article', { name: 'Window 1', exact: true })).toBeVisible();
  await expect(block(rep, 'Property Address')).toHaveCount(0);
  await setAttribute(rep, mandiId, 'propertyAddress', JSON.stringify(ADDRESS));
  await setAttribute(rep, mandiId, 'notes', JSON.stringify(NOTES.slice(0, 2)));
  await rep.reload();
  await expect(block(rep, 'Property Address')).toBeVisible();
  await expect(block(rep, 'Vendor Information')).toHaveCount(0);
  // Two notes: both shown, no disclosure.
  await expect(block(rep, 'Job Notes').getByRole('listitem')).toHaveCount(2);
  await expect(rep.getByRole('button', { name: 'View All Job Notes' })).toHaveCount(0);
  await expectNoA11yViolations(rep);
  await screenshot(rep, 'blocks-address-only-375');

  // The rep adds a note from the block: an empty one is refused; the new one shows first, signed by the rep.
  const notes = block(rep, 'Job Notes');
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByLabel('Add a job note')).toHaveAccessibleDescription('Write the note first.');
  await notes.getByLabel('Add a job note').fill('Bring the tall ladder for the stairwell.');
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByLabel('Add a job note')).toHaveValue('');
  await expect(notes.getByRole('listitem')).toHaveCount(3);
  await expect(notes.getByRole('listitem').first()).toContainText('Riley Rep (Sales Rep)');
  await expect(notes.getByRole('listitem').first()).toContainText('Bring the tall ladder for the stairwell.');
  await screenshot(rep, 'blocks-add-note-375');

  // A product design with the same attributes but no job: no blocks.
  await rep.goto('/estimatebuilder/new');
  await expect(rep).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  const productId = rep.url().split('/').at(-1) ?? '';
  for (const [name, value] of Object.entries(ATTRIBUTES)) {
    if (name !== 'jobUid') await setAttribute(rep, productId, name, value);
  }
  await rep.reload();
  await expect(rep.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  for (const name of ['Property Address', 'Vendor Information', 'Job Notes']) {
    await expect(rep.getByRole('heading', { name })).toHaveCount(0);
  }
  // Tied to a job (its installation was booked): its home, vendor and notes show; adding notes stays
  // with measure-and-install designs.
  await setAttribute(rep, productId, 'jobUid', JOB_UID);
  await rep.reload();
  await expect(block(rep, 'Property Address')).toBeVisible();
  await expect(block(rep, 'Vendor Information')).toBeVisible();
  await expect(block(rep, 'Job Notes').getByRole('listitem')).toHaveCount(3);
  await expect(block(rep, 'Job Notes').getByRole('button', { name: 'Add Note' })).toHaveCount(0);
  await context.close();
});
