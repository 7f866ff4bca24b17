import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REP_ID } from '../designs/helpers.ts';
import { jobBody, jobOf, postJob, setHome } from '../installation/jobs-helpers.ts';
import { buildPricedDesign } from '../installation/pricing-helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { dataOf, orderedDesign, placeOrder, putCart, SITE11 } from './order-helpers.ts';

/** GET /api/orders/{ref} and GET /api/orders: the order pages read an order by its number or its job (doc 001 §2). */
let t: TestApp;
let shopper: Client;
let rep: Client;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn('shopper@example.com');
  rep = await t.signIn('rep@example.com');
});
afterAll(() => t?.close());

describe('GET /api/orders/{ref}', () => {
  it('answers the order to its buyer by order number in any case, and to a rep', async () => {
    const { order } = await orderedDesign(t, shopper, 1);
    expect(dataOf(await shopper.request('GET', `/api/orders/${order.orderNumber}`))).toEqual(order);
    expect(dataOf(await shopper.request('GET', `/api/orders/${order.orderNumber.toUpperCase()}`)).orderNumber).toBe(order.orderNumber);
    expect(dataOf(await rep.request('GET', `/api/orders/${order.orderNumber}`, { headers: { 'x-repid': REP_ID } })).orderNumber).toBe(
      order.orderNumber,
    );
  });

  it('answers a guest’s order to the same browser session only; anyone else gets 404 as for an unknown order', async () => {
    const guest = await t.guest();
    const { order } = await orderedDesign(t, guest, 1);
    expect(dataOf(await guest.request('GET', `/api/orders/${order.orderNumber}`)).orderNumber).toBe(order.orderNumber);
    const other = await t.guest();
    const stranger = await other.request('GET', `/api/orders/${order.orderNumber}`);
    expectErrorEnvelope(stranger, 404, 'NOT_FOUND');
    expect(stranger.body.message).toBe('We could not find that order.');
    expectErrorEnvelope(await shopper.request('GET', `/api/orders/${order.orderNumber}`), 404, 'NOT_FOUND');
    expectErrorEnvelope(await guest.request('GET', '/api/orders/zzzzzzzzzz'), 404, 'NOT_FOUND');
    expectErrorEnvelope(await guest.request('GET', '/api/orders/not-an-order'), 404, 'NOT_FOUND');
    expectErrorEnvelope(await guest.request('GET', `/api/orders/${'x'.repeat(41)}`), 400, 'VALIDATION_FAILED');
  });

  it('finds an order with installation by its job uid; its order page names the job (site 3 and site 11 paths)', async () => {
    const design = await buildPricedDesign(t, shopper);
    const place = await setHome(shopper);
    const job = jobOf(await postJob(shopper, jobBody(design.designId, [design.cellular, design.roller], place)));
    await putCart(t, shopper, [
      { unitPriceCents: 12_000, designId: design.designId },
      { kind: 'installation', unitPriceCents: 60_100, designId: design.designId, jobUid: job.jobUid },
    ]);
    const order = dataOf(await placeOrder(shopper), 201);
    expect(order.jobUids).toEqual([job.jobUid]);
    expect(order.orderUrl).toBe(`/mandi/order/${job.jobUid}`);
    expect(dataOf(await shopper.request('GET', `/api/orders/${job.jobUid}`)).orderNumber).toBe(order.orderNumber);

    const site11 = await t.guest();
    await putCart(t, site11, [{ unitPriceCents: 5_000, kind: 'installation', jobUid: 'MI-2345-6789' }], 11);
    const onSite11 = dataOf(
      await site11.request('POST', '/api/orders', {
        body: { contact: order.contact, address: order.address },
        headers: { ...SITE11, 'idempotency-key': 'k-site-11' },
      }),
      201,
    );
    expect(onSite11.siteId).toBe(11);
    expect(onSite11.orderUrl).toBe('/orderdetail?jobid=MI-2345-6789');
  });
});

describe('GET /api/orders', () => {
  it('lists the signed-in caller’s orders, newest first, and nobody else’s', async () => {
    const customer = await t.signIn('shopper@example.com');
    const first = (await orderedDesign(t, customer, 1)).order;
    const design = (await orderedDesign(t, customer, 1)).design;
    const listed = dataOf(await customer.request('GET', '/api/orders'));
    const numbers = listed.map((order: { orderNumber: string }) => order.orderNumber);
    expect(numbers.indexOf(first.orderNumber)).toBeGreaterThan(0);
    expect(listed[0].lines[0].designId).toBe(design.designId);
    // A rep sees their own orders here (none), not every customer's.
    expect(dataOf(await rep.request('GET', '/api/orders'))).toEqual([]);
  });

  it('asks a guest to sign in (401)', async () => {
    const guest = await t.guest();
    expectErrorEnvelope(await guest.request('GET', '/api/orders'), 401, 'NOT_SIGNED_IN');
  });
});

describe('the OpenAPI page', () => {
  it('lists the order, payment and change-order calls', async () => {
    const response = await (await t.guest()).request('GET', '/docs/json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/orders',
        '/api/orders/{ref}',
        '/api/orders/{ref}/pay',
        '/api/orders/{ref}/designs',
        '/api/ordering/startchangeorder',
        '/api/ordering/addlineitems',
        '/api/ordering/completechangeorder',
      ]),
    );
  });
});
