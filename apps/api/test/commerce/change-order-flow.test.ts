import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, loadDesign, repHeaders } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { ATLANTA_RATE, autoReleaseOrder, changeOrderCall, dataOf, designState, orderState, taxCents } from './order-helpers.ts';

/**
 * The auto-release payment flow (doc 001 §4, §7): validate and reprice, start change order, add line
 * items, complete change order, set isAutoReleaseCompleted, go to the order page. Change orders use site id 3.
 */
let t: TestApp;
let shopper: Client;
let rep: Client;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn('shopper@example.com');
  rep = await t.signIn('rep@example.com');
});
afterAll(() => t?.close());

describe('a rep adds an auto-release design to an order', () => {
  it('walks the flow: reprice, start, add, complete, set the attribute; the order grows by the windows with their tax', async () => {
    const { order, design } = await autoReleaseOrder(t, shopper, rep, 2);
    const guids = design.windows.map((window) => window.guid);
    const before = await orderState(t, order.orderNumber);

    const repriced = dataOf(
      await rep.request('POST', '/api/estimates/validateAndRepriceConfigurations', { body: guids, headers: repHeaders }),
    );
    expect(repriced.map((entry: { ResponseCode: number }) => entry.ResponseCode)).toEqual([200, 200]);

    const started = dataOf(await changeOrderCall(rep, 'startchangeorder', order.orderNumber));
    expect(started).toEqual({
      changeOrderId: expect.any(String),
      orderNumber: order.orderNumber,
      status: 'started',
      lineItemGroupGuids: [],
    });
    const added = dataOf(await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: guids }));
    expect(added).toEqual({ ...started, status: 'lines-added', lineItemGroupGuids: guids });
    // Staging touches the change order only.
    expect((await orderState(t, order.orderNumber)).order).toEqual(before.order);

    const completed = dataOf(await changeOrderCall(rep, 'completechangeorder', order.orderNumber));
    expect(completed).toMatchObject({ changeOrderId: started.changeOrderId, status: 'completed', lineItemGroupGuids: guids });
    const grown = completed.order;
    expect(grown.lines).toHaveLength(order.lines.length + 2);
    const added2 = grown.lines.slice(order.lines.length);
    let addedCents = 0;
    let addedTax = 0;
    for (const [index, window] of design.windows.entries()) {
      const item = design.graph.items.find((candidate) => candidate.itemId === window.itemId);
      // At retail, as the auto-release design showed it and the rep confirmed it (doc 001 §2, §9).
      const cents = Math.round((item?.itemProduct?.retail ?? 0) * 100);
      expect(cents).toBeGreaterThan(Math.round((item?.itemProduct?.price ?? 0) * 100));
      addedCents += cents;
      addedTax += taxCents(cents, ATLANTA_RATE);
      expect(added2[index]).toMatchObject({
        kind: 'product',
        configurationGuid: window.guid,
        // The window is the line's group, as on every order line.
        lineItemGroupGuid: window.itemId,
        designId: design.designId,
        itemId: window.itemId,
        windowName: window.label,
        unitPrice: cents / 100,
        quantity: 1,
        tax: taxCents(cents, ATLANTA_RATE) / 100,
        changeOrderId: started.changeOrderId,
      });
    }
    expect(grown.productTotal).toBeCloseTo(order.productTotal + addedCents / 100, 2);
    expect(grown.tax).toBeCloseTo(order.tax + addedTax / 100, 2);
    expect(grown.total).toBeCloseTo(order.total + (addedCents + addedTax) / 100, 2);
    expect(grown.designs).toEqual([{ designId: design.designId, name: design.graph.design.name, isAutoReleaseCompleted: true }]);
    const after = await orderState(t, order.orderNumber);
    expect(after.order.version).toBe(before.order.version + 1);
    expect(after.changeOrders).toEqual([expect.objectContaining({ status: 'completed', completed_at: expect.any(Date) })]);

    // The design is completed and locked; its tax is kept.
    const stored = await designState(t, design.designId);
    expect(stored.attributes.isAutoReleaseCompleted).toBe('true');
    expect(stored.design.is_locked_or_ordered).toBe(true);
    expect(stored.tax).toMatchObject({ tax_cents: addedTax, was_successful: true, order_number: order.orderNumber });

    // The client then sets isAutoReleaseCompleted itself: harmless, nothing written.
    const version = (await loadDesign(rep, design.designId)).design.version;
    const set = await rep.request('POST', `${BASE}/designs/${design.designId}/set-attribute`, {
      body: { name: 'isAutoReleaseCompleted', value: 'true' },
      headers: repHeaders,
    });
    expect(dataOf(set).design).toMatchObject({ version, isLockedOrOrdered: true });
    // Anything else on the locked design is still refused.
    const other = await rep.request('POST', `${BASE}/designs/${design.designId}/set-attribute`, {
      body: { name: 'isAutoReleaseCompleted', value: 'false' },
      headers: repHeaders,
    });
    expectErrorEnvelope(other, 409, 'DESIGN_LOCKED');
    // And the order page the client goes to answers the grown order.
    expect(dataOf(await shopper.request('GET', `/api/orders/${order.orderNumber}`)).total).toBe(grown.total);
  });

  it('a window and the copies Duplicate made of it (one configuration): every window goes on the order, once', async () => {
    const { order, design } = await autoReleaseOrder(t, shopper, rep, 1);
    const [window] = design.windows;
    if (!window) throw new Error('The design has a window');
    dataOf(await rep.request('POST', `${BASE}/designs/${design.designId}/items/${window.itemId}/copies/2`, { headers: repHeaders }));
    const copies = (await loadDesign(rep, design.designId)).items.filter((item) => item.itemProduct?.configurationGuid === window.guid);
    expect(copies).toHaveLength(3);
    const summary = dataOf(await rep.request('POST', '/api/estimates/estimateSummary', { body: { designId: design.designId } }));

    dataOf(await changeOrderCall(rep, 'startchangeorder', order.orderNumber));
    dataOf(await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: [window.guid] }));
    const grown = dataOf(await changeOrderCall(rep, 'completechangeorder', order.orderNumber)).order;
    const added = grown.lines.slice(order.lines.length);
    expect(added.map((line: { itemId: string }) => line.itemId)).toEqual(copies.map((item) => item.itemId));
    expect(added.every((line: { configurationGuid: string }) => line.configurationGuid === window.guid)).toBe(true);
    // What the design's summary showed is what the order grew by.
    expect(grown.productTotal).toBeCloseTo(order.productTotal + summary.subtotal, 2);

    // Named again on a new change order, the windows are already on the order.
    dataOf(await changeOrderCall(rep, 'startchangeorder', order.orderNumber));
    const again = await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: [window.guid] });
    expectErrorEnvelope(again, 409, 'CONFLICT');
    expect(again.body.message).toBe(`These windows are already on the order: ${copies.map((item) => item.label).join(', ')}.`);
  });

  it('start resumes the open change order; lines add up across calls; after completion a new one can start', async () => {
    const { order, design } = await autoReleaseOrder(t, shopper, rep, 3);
    const [a, b, c] = design.windows.map((window) => window.guid);
    const first = dataOf(await changeOrderCall(rep, 'startchangeorder', order.orderNumber));
    expect(dataOf(await changeOrderCall(rep, 'startchangeorder', order.orderNumber.toUpperCase()))).toEqual(first);
    dataOf(await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: [a] }));
    const resumed = dataOf(await changeOrderCall(rep, 'startchangeorder', order.orderNumber));
    expect(resumed).toMatchObject({ changeOrderId: first.changeOrderId, status: 'lines-added', lineItemGroupGuids: [a] });
    const both = dataOf(await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: [b, a] }));
    expect(both.lineItemGroupGuids).toEqual([a, b]);
    const done = dataOf(await changeOrderCall(rep, 'completechangeorder', order.orderNumber));
    expect(done.order.lines.filter((line: { changeOrderId: string | null }) => line.changeOrderId === first.changeOrderId)).toHaveLength(2);
    // The third window was not staged: it is not on the order.
    expect(done.order.lines.some((line: { lineItemGroupGuid: string }) => line.lineItemGroupGuid === c)).toBe(false);

    // Completing again (a retry) answers the completed change order and changes nothing.
    const state = await orderState(t, order.orderNumber);
    const retry = dataOf(await changeOrderCall(rep, 'completechangeorder', order.orderNumber));
    expect(retry).toMatchObject({ changeOrderId: first.changeOrderId, status: 'completed' });
    expect(await orderState(t, order.orderNumber)).toEqual(state);

    const next = dataOf(await changeOrderCall(rep, 'startchangeorder', order.orderNumber));
    expect(next.changeOrderId).not.toBe(first.changeOrderId);
    expect(next.status).toBe('started');
  });

  it('works on a paid order as well: the added windows are due with the rest', async () => {
    const { order, design } = await autoReleaseOrder(t, shopper, rep, 1);
    dataOf(
      await shopper.request('POST', `/api/orders/${order.orderNumber}/pay`, {
        body: { method: 'pay-on-delivery' },
        headers: { 'idempotency-key': `k-${order.orderNumber}` },
      }),
    );
    dataOf(await changeOrderCall(rep, 'startchangeorder', order.orderNumber));
    dataOf(await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body: [design.windows[0]?.guid] }));
    const done = dataOf(await changeOrderCall(rep, 'completechangeorder', order.orderNumber));
    expect(done.order.status).toBe('paid');
    expect(done.order.total).toBeGreaterThan(order.total);
    // Delivery collects what was promised at payment; the added windows are a balance due beyond it.
    expect(done.order.settlement).toEqual({
      paid: 0,
      dueOnDelivery: order.total,
      balanceDue: Math.round((done.order.total - order.total) * 100) / 100,
    });
  });
});

describe('who may call the change-order calls, and with what', () => {
  it('refuses customers (403) and guests (401) at every step', async () => {
    const { order, design } = await autoReleaseOrder(t, shopper, rep, 1);
    const guest = await t.guest();
    for (const step of ['startchangeorder', 'addlineitems', 'completechangeorder'] as const) {
      const body = step === 'addlineitems' ? [design.windows[0]?.guid] : undefined;
      expectErrorEnvelope(await changeOrderCall(shopper, step, order.orderNumber, { body, headers: {} }), 403, 'FORBIDDEN');
      expectErrorEnvelope(await changeOrderCall(guest, step, order.orderNumber, { body, headers: {} }), 401, 'NOT_SIGNED_IN');
    }
    expect((await orderState(t, order.orderNumber)).changeOrders).toEqual([]);
  });

  it('takes site id 3 only (400), answers 404 for an unknown order and 400 for bad input', async () => {
    const { order, design } = await autoReleaseOrder(t, shopper, rep, 1);
    const site11 = await changeOrderCall(rep, 'startchangeorder', order.orderNumber, { siteId: 11 });
    expectErrorEnvelope(site11, 400, 'BAD_REQUEST');
    expect(site11.body.message).toBe('Change orders use site id 3.');
    expectErrorEnvelope(await changeOrderCall(rep, 'startchangeorder', order.orderNumber, { siteId: 'three' }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await changeOrderCall(rep, 'startchangeorder', 'zzzzzzzzzz'), 404, 'NOT_FOUND');
    expectErrorEnvelope(await changeOrderCall(rep, 'completechangeorder', 'not-an-order'), 404, 'NOT_FOUND');
    const noNumber = await rep.request('PUT', '/api/ordering/startchangeorder?siteId=3', { headers: repHeaders });
    expectErrorEnvelope(noNumber, 400, 'VALIDATION_FAILED');
    dataOf(await changeOrderCall(rep, 'startchangeorder', order.orderNumber));
    for (const body of [[], ['not-a-guid'], { guids: [design.windows[0]?.guid] }, undefined]) {
      expectErrorEnvelope(await changeOrderCall(rep, 'addlineitems', order.orderNumber, { body }), 400, 'VALIDATION_FAILED');
    }
  });
});
