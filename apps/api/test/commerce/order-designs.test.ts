import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setProduct } from '../catalog/helpers.ts';
import { firstWindow, loadDesign, repHeaders } from '../designs/helpers.ts';
import { jobBody, jobOf, postJob, setHome } from '../installation/jobs-helpers.ts';
import { buildPricedDesign } from '../installation/pricing-helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { ADDRESS, dataOf, orderedDesign, placeOrder, putCart } from './order-helpers.ts';
import { storedTax, TAX_PATH, taxRequest } from './tax-helpers.ts';

/** POST /api/orders/{orderNumber}/designs: reps start an auto-release design tied to an order (doc 001 §1, §3). */
let t: TestApp;
let shopper: Client;
let rep: Client;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn('shopper@example.com');
  rep = await t.signIn('rep@example.com');
});
afterAll(() => t?.close());

const newOrderDesign = (client: Client, orderNumber: string, body?: unknown, headers: Record<string, string> = repHeaders) =>
  client.request('POST', `/api/orders/${orderNumber}/designs`, { headers, ...(body === undefined ? {} : { body }) });

describe('an auto-release design for an order', () => {
  it('is made for a rep, tied to the order, named after its Quote ID, and listed on the order', async () => {
    const { order } = await orderedDesign(t, shopper, 1);
    const { designId } = dataOf(await newOrderDesign(rep, order.orderNumber), 201);
    const graph = await loadDesign(rep, designId);
    expect(graph.design.name).toBe(`Order ${order.orderNumber.toUpperCase()}`);
    expect(graph.design.attributes).toMatchObject({ isAutoReleaseDesign: 'true', orderNumber: order.orderNumber, Origin: 'CEC' });
    expect(graph.design.attributes.jobUid).toBeUndefined();
    // No installation job: its Property Address is where the order ships.
    expect(JSON.parse(String(graph.design.attributes.propertyAddress))).toEqual({
      line1: ADDRESS.line1,
      line2: ADDRESS.line2,
      city: ADDRESS.city,
      state: ADDRESS.state,
      zipcode: ADDRESS.zipCode,
    });
    expect(graph.design.isLockedOrOrdered).toBe(false);
    // Its ZIP is the order's: the summary the page asks with it shows the tax where the order ships.
    expect(graph.design.zipCode).toBe(ADDRESS.zipCode);
    const read = dataOf(await shopper.request('GET', `/api/orders/${order.orderNumber}`));
    expect(read.designs).toEqual([{ designId, name: graph.design.name, isAutoReleaseCompleted: false }]);
  });

  it('takes a name, and carries the job uid and property address of the order’s installation', async () => {
    const design = await buildPricedDesign(t, shopper);
    const place = await setHome(shopper);
    const job = jobOf(await postJob(shopper, jobBody(design.designId, [design.cellular, design.roller], place)));
    await putCart(t, shopper, [
      { unitPriceCents: 10_000, designId: design.designId },
      { kind: 'installation', unitPriceCents: 20_000, jobUid: job.jobUid },
    ]);
    const order = dataOf(await placeOrder(shopper), 201);
    const { designId } = dataOf(await newOrderDesign(rep, order.orderNumber.toUpperCase(), { name: 'Upstairs windows' }), 201);
    const graph = await loadDesign(rep, designId);
    expect(graph.design.name).toBe('Upstairs windows');
    expect(graph.design.attributes.jobUid).toBe(job.jobUid);
    expect(JSON.parse(String(graph.design.attributes.propertyAddress))).toEqual({
      line1: job.address.line1,
      line2: job.address.line2,
      city: job.address.city,
      state: job.address.state,
      zipcode: job.address.zipcode,
    });
  });

  it('is taxed where its order ships, whatever address the tax request names', async () => {
    const { order } = await orderedDesign(t, shopper, 1);
    const { designId } = dataOf(await newOrderDesign(rep, order.orderNumber), 201);
    const graph = await loadDesign(rep, designId);
    await setProduct(rep, designId, firstWindow(graph).itemId, '533002', { width: 30, height: 40 }, repHeaders);
    const answer = await rep.request('POST', TAX_PATH, { body: taxRequest('TX', '77002', [], { designId }), headers: repHeaders });
    expect(answer.status).toBe(200);
    expect(answer.body.data.WasTaxSuccessful).toBe(true);
    expect((await storedTax(t, designId))?.jurisdiction).toBe('Atlanta, GA');
  });

  it('its summary is taxed at the order’s address, whatever ZIP the page sends, and says the tax succeeded', async () => {
    const { order } = await orderedDesign(t, shopper, 1);
    const { designId } = dataOf(await newOrderDesign(rep, order.orderNumber), 201);
    const graph = await loadDesign(rep, designId);
    await setProduct(rep, designId, firstWindow(graph).itemId, '533002', { width: 30, height: 40 }, repHeaders);
    const summary = dataOf(
      await rep.request('POST', '/api/estimates/estimateSummary', { body: { designId, zipCode: '77002' }, headers: repHeaders }),
    );
    expect(summary).toMatchObject({ isAutoRelease: true, taxSuccessful: true });
    expect(summary.estimatedTax).toBeGreaterThan(0);
    expect((await storedTax(t, designId))?.jurisdiction).toBe('Atlanta, GA');
  });

  it('is for reps only: the customer gets 403, a guest 401; an unknown order 404; a bad name 400', async () => {
    const { order } = await orderedDesign(t, shopper, 1);
    const byCustomer = await newOrderDesign(shopper, order.orderNumber, undefined, {});
    expectErrorEnvelope(byCustomer, 403, 'FORBIDDEN');
    expectErrorEnvelope(await newOrderDesign(await t.guest(), order.orderNumber, undefined, {}), 401, 'NOT_SIGNED_IN');
    expectErrorEnvelope(await newOrderDesign(rep, 'zzzzzzzzzz'), 404, 'NOT_FOUND');
    expectErrorEnvelope(await newOrderDesign(rep, 'short'), 400, 'VALIDATION_FAILED');
    expect((await newOrderDesign(rep, order.orderNumber, { name: 'x'.repeat(51) })).status).toBe(400);
    expectErrorEnvelope(await newOrderDesign(rep, order.orderNumber, undefined, { 'x-repid': 'R9999' }), 403, 'REP_ID_MISMATCH');
    expect(dataOf(await shopper.request('GET', `/api/orders/${order.orderNumber}`)).designs).toEqual([]);
  });
});
