import { formatMoney } from '@eb/domain/format';
import { PRINT_SAVED_FOR_LATER, printPath } from '@eb/domain/sharing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../../../../scripts/time-scale.ts';
import { setProduct } from '../catalog/helpers.ts';
import { BASE, createDesign, loadDesign } from '../designs/helpers.ts';
import { jobBody, jobOf, OPTIONS, postJob, setHome } from '../installation/jobs-helpers.ts';
import { INSTALL } from '../installation/pricing-helpers.ts';
import { getPdf, pdfText } from '../print/print-helpers.ts';
import { newShopper, outboxRows, SHARE, shareBody } from '../sharing/helpers.ts';
import { type Client, createTestApp, type TestApp } from '../support.ts';
import { addConfigurations, addToCart, buy, CELLULAR, dataOf, ROLLER, readCart } from './cart-helpers.ts';
import { ORDER_BODY, pay, placeOrder } from './order-helpers.ts';
import { SUMMARY_PATH } from './tax-helpers.ts';

/**
 * One pricing of a design (issue 27), as a property: for random designs (products, quantities,
 * windows made with Duplicate, Save for Later, installation booked or not, tax at the order's
 * address) every surface shows the same figures: the summary, the summary page, My Estimates, the
 * PDF, the share mail, the cart, the checkout's review, the order and its confirmation mail.
 */
let t: TestApp;
let runs = 0;
let account: { client: Client; email: string } | null = null;

beforeAll(async () => {
  t = await createTestApp();
});

/** A new account every few runs, within the share-mail limit; each run's order empties the cart it filled. */
async function shopperOfRun(): Promise<{ client: Client; email: string }> {
  if (!account || runs % 5 === 0) account = await newShopper(t);
  return account;
}
afterAll(() => t?.close());

interface WindowPlan {
  productId: string;
  width: number;
  quantity: number;
  /** Windows made from this one with Duplicate (they share its configuration). */
  copies: number;
  later: boolean;
  /** Product Only on a design whose other windows are installed. */
  productOnly: boolean;
}

interface DesignPlan {
  windows: WindowPlan[];
  installation: boolean;
}

const windowPlan = fc.record({
  productId: fc.constantFrom(CELLULAR, ROLLER),
  width: fc.integer({ min: 24, max: 60 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  copies: fc.integer({ min: 0, max: 2 }),
  later: fc.boolean(),
  productOnly: fc.boolean(),
});

/** At least one window is bought: the first is never saved for later, and is installed when installation is priced. */
const designPlan: fc.Arbitrary<DesignPlan> = fc
  .record({ windows: fc.array(windowPlan, { minLength: 1, maxLength: 3 }), installation: fc.boolean() })
  .map((plan) => ({
    ...plan,
    windows: plan.windows.map((window, index) => (index === 0 ? { ...window, later: false, productOnly: false } : window)),
  }));

const command = (client: Client, designId: string, body: unknown) =>
  client.request('POST', `${BASE}/designs/${designId}/commands`, { body: { command: body }, headers: { prefer: 'return=minimal' } });

/** Builds the design the plan describes through the API, as the builder's screens do. */
async function buildDesign(client: Client, plan: DesignPlan): Promise<{ designId: string; name: string }> {
  runs += 1;
  const created = await createDesign(client, { design: { name: `Lake House ${runs}` } });
  const designId = created.design.designId;
  const room = created.containers[0];
  if (!room) throw new Error('A new design has a room');
  const purchaseOption = plan.installation ? 'product-and-install' : 'product-only';
  for (const [index, window] of plan.windows.entries()) {
    let itemId = room.items[0] as string;
    if (index > 0) {
      itemId = crypto.randomUUID();
      dataOf(await command(client, designId, { type: 'window.add', containerId: room.containerId, itemId }));
    }
    await setProduct(client, designId, itemId, window.productId, { width: window.width, height: 40 });
    dataOf(await command(client, designId, { type: 'window.quantity', itemId, quantity: window.quantity }));
    const option = window.later ? 'do-not-include' : window.productOnly ? 'product-only' : purchaseOption;
    dataOf(await command(client, designId, { type: 'window.attributes', itemId, values: { purchaseOption: option } }));
    if (window.copies > 0) dataOf(await client.request('POST', `${BASE}/designs/${designId}/items/${itemId}/copies/${window.copies}`));
  }
  return { designId, name: `Lake House ${runs}` };
}

/** Removal and haul away of one covering (a job of a single window allows that). */
const JOB_OPTIONS = { ...OPTIONS, windowRemoveCount: 1, windowHaulCount: 1 };

/** Prices installation for the design's installed windows at the shopper's home: the job's configuration guid. */
async function priceInstallation(client: Client, designId: string): Promise<string> {
  const graph = await loadDesign(client, designId);
  const installed = graph.items
    .filter((item) => item.itemProduct && item.attributes.some((a) => a.name === 'purchaseOption' && a.value === 'product-and-install'))
    .map((item) => item.itemId);
  const place = await setHome(client);
  const job = jobOf(await postJob(client, jobBody(designId, installed, place, { options: JOB_OPTIONS })));
  const created = await client.request('POST', `${INSTALL}/jobs/${job.id}/create-configuration?siteCode=BDC`, { body: JOB_OPTIONS });
  return dataOf(created, 201).configurationGuid;
}

async function checkSurfaces(plan: DesignPlan): Promise<void> {
  const { client: shopper, email } = await shopperOfRun();
  expect(dataOf(await readCart(shopper)).lines).toEqual([]);
  const { designId, name } = await buildDesign(shopper, plan);
  const installationGuid = plan.installation ? await priceInstallation(shopper, designId) : null;
  const bought = plan.windows.filter((window) => !window.later);
  const laterWindows = plan.windows.filter((window) => window.later).reduce((count, window) => count + 1 + window.copies, 0);
  const selectedItems = bought.reduce((count, window) => count + window.quantity * (1 + window.copies), 0);

  // The summary with tax worked out at the order's ZIP (kept for the design, as the panel does).
  const summary = dataOf(await shopper.request('POST', SUMMARY_PATH, { body: { designId, zipCode: ORDER_BODY.address.zipCode } }));
  expect(summary.selectedItems).toBe(selectedItems);
  expect(summary.installationTotal > 0).toBe(plan.installation);
  expect(summary.total).toBeCloseTo(summary.subtotal + summary.estimatedTax, 2);

  const row = dataOf(await shopper.request('GET', `${BASE}/designs/summary/${designId}`));
  expect(row.subtotal).toBe(summary.subtotal);

  dataOf(await shopper.request('POST', `${BASE}/estimates/${designId}/link`));
  const estimates = dataOf(await shopper.request('GET', '/api/myaccount/estimates'));
  const listed = estimates.find((entry: { designId: string }) => entry.designId === designId);
  expect(listed?.subtotal).toBe(summary.subtotal);

  const pdf = pdfText((await getPdf(t, shopper.cookie, printPath(3, designId, 0))).raw);
  expect(pdf).toContain(`Subtotal ${formatMoney(summary.subtotal)}`);
  expect(pdf).toContain(`Estimated Tax ${formatMoney(summary.estimatedTax)}`);
  expect(pdf).toContain(`Total ${formatMoney(summary.total)}`);
  expect(pdf.split(PRINT_SAVED_FOR_LATER)).toHaveLength(1 + laterWindows);

  dataOf(await shopper.request('POST', SHARE, { body: shareBody([designId], { To: email }) }));
  const shared = (await outboxRows(t, email)).find((mail) => mail.kind === 'share' && mail.text_body.includes(`${name}:`));
  expect(shared?.text_body).toContain(`${name}: ${formatMoney(summary.subtotal)}`);

  dataOf(await addToCart(shopper, dataOf(await buy(shopper, designId))));
  if (installationGuid) dataOf(await addConfigurations(shopper, [installationGuid]));
  const cart = dataOf(await readCart(shopper));
  expect(cart.totals.productTotal).toBe(summary.productTotal);
  expect(cart.totals.installationTotal).toBe(summary.installationTotal);
  expect(cart.totals.subtotal).toBe(summary.subtotal);

  const reviewed = dataOf(await shopper.request('POST', '/api/orders/quote', { body: ORDER_BODY }));
  expect({ subtotal: reviewed.subtotal, tax: reviewed.tax, total: reviewed.total }).toEqual({
    subtotal: summary.subtotal,
    tax: summary.estimatedTax,
    total: summary.total,
  });

  const order = dataOf(await placeOrder(shopper, { ...ORDER_BODY, expectedTotal: reviewed.total }), 201);
  expect({ subtotal: order.subtotal, tax: order.tax, total: order.total }).toEqual({
    subtotal: summary.subtotal,
    tax: summary.estimatedTax,
    total: summary.total,
  });
  dataOf(await pay(shopper, order.orderNumber));
  const number = order.orderNumber.toUpperCase();
  const confirmation = (await outboxRows(t, ORDER_BODY.contact.email)).find(
    (mail) => mail.kind === 'order-confirmation' && mail.subject.includes(number),
  );
  expect(confirmation?.text_body).toContain(`Tax: ${formatMoney(summary.estimatedTax)}\nTotal: ${formatMoney(summary.total)}`);
}

describe('every surface shows the one pricing of a design', () => {
  it(
    'summary = summary page = My Estimates = PDF = share mail = cart = review = order = confirmation mail, for random designs',
    async () => {
      await fc.assert(fc.asyncProperty(designPlan, checkSurfaces), { numRuns: 16, seed: 2027, endOnFailure: true });
    },
    scaled(240_000),
  );
});
