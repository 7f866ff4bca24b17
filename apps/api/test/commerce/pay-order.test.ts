import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REP_ID } from '../designs/helpers.ts';
import { outboxRows } from '../sharing/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { CONTACT, dataOf, key, orderedDesign, orderState, pay, putCart, SITE11 } from './order-helpers.ts';

const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** POST /api/orders/{orderNumber}/pay: the built-in method is pay on delivery (issue 12); the redirect of doc 001 §2. */
let t: TestApp;
let shopper: Client;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn('shopper@example.com');
});
afterAll(() => t?.close());

describe('paying an order', () => {
  it('records pay on delivery for the order’s total, marks it paid and answers the post-payment redirect', async () => {
    const { order } = await orderedDesign(t, shopper, 2);
    const answer = dataOf(await pay(shopper, order.orderNumber));
    expect(answer.redirectUrl).toBe(`/mandi/order/${order.orderNumber}`);
    expect(answer.order).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'paid',
      paymentMethod: 'pay-on-delivery',
      total: order.total,
    });
    expect(new Date(answer.order.paidAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const stored = await orderState(t, order.orderNumber);
    // Due on delivery: promised (authorized), no money taken.
    expect(stored.payments).toEqual([
      expect.objectContaining({ method: 'pay-on-delivery', status: 'authorized', amount_cents: Math.round(order.total * 100) }),
    ]);
    const read = dataOf(await shopper.request('GET', `/api/orders/${order.orderNumber}`));
    expect(read.status).toBe('paid');
    // Nothing is collected yet: the whole total is due on delivery, nothing more is owed.
    expect(read.settlement).toEqual({ paid: 0, dueOnDelivery: order.total, balanceDue: 0 });
    expect(answer.order.settlement).toEqual(read.settlement);
  });

  it('mails the order confirmation once: the number, what happens next, the lines, the totals and a link', async () => {
    const { order } = await orderedDesign(t, shopper, 2);
    const number = order.orderNumber.toUpperCase();
    const confirmations = async () =>
      (await outboxRows(t, CONTACT.email)).filter((mail) => mail.kind === 'order-confirmation' && mail.subject.includes(number));
    expect(await confirmations()).toHaveLength(0);
    const paymentKey = key();
    const paid = dataOf(await pay(shopper, order.orderNumber, undefined, { key: paymentKey }));
    const [mail, ...more] = await confirmations();
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Your Brightline Blinds order ${number}`);
    const text = mail?.text_body ?? '';
    expect(text).toContain(`Thank you, ${CONTACT.firstName}. We have your order ${number}.`);
    expect(text).toContain(
      'We make your window coverings to the sizes on your order and ship them to 2450 Cumberland Parkway, Suite 100, Atlanta, GA 30339.',
    );
    expect(text).toContain(`${money(paid.order.total)} is collected when your order is delivered.`);
    for (const line of paid.order.lines)
      expect(text).toContain(`${line.roomName} · ${line.windowName}: ${line.productName}, qty ${line.quantity}, ${money(line.lineTotal)}`);
    expect(text).toContain(`Tax: ${money(paid.order.tax)}\nTotal: ${money(paid.order.total)}`);
    expect(text).toContain(`View your order: http://localhost/mandi/order/${order.orderNumber}`);
    expect(mail?.html).toContain('Thank you for your order');

    // A retry of the same payment replays its answer and mails nothing more; paying again is refused, without mail.
    expect((await pay(shopper, order.orderNumber, undefined, { key: paymentKey })).status).toBe(200);
    expectErrorEnvelope(await pay(shopper, order.orderNumber), 409, 'CONFLICT');
    expect(await confirmations()).toHaveLength(1);
  });

  it('answers the order page of site 11 after paying there, and takes the Quote ID (upper case) as the order number', async () => {
    const guest = await t.guest();
    await putCart(t, guest, [{ unitPriceCents: 9_900 }], 11);
    const placed = await guest.request('POST', '/api/orders', {
      body: { contact: CONTACT, address: { line1: '1 Main St', city: 'Atlanta', state: 'GA', zipCode: '30303' } },
      headers: { ...SITE11, 'idempotency-key': key() },
    });
    const order = dataOf(placed, 201);
    const answer = dataOf(await pay(guest, order.orderNumber.toUpperCase()));
    expect(answer.redirectUrl).toBe(`/orderdetail?jobid=${order.orderNumber}`);
  });

  it('refuses to pay a paid order again with a new key (409) and keeps one payment', async () => {
    const { order } = await orderedDesign(t, shopper, 1);
    dataOf(await pay(shopper, order.orderNumber));
    const again = await pay(shopper, order.orderNumber);
    expectErrorEnvelope(again, 409, 'CONFLICT');
    expect(again.body.message).toBe('This order is already paid.');
    expect((await orderState(t, order.orderNumber)).payments).toHaveLength(1);
  });

  it('answers another person’s order and an unknown one with 404, and pays nothing', async () => {
    const { order } = await orderedDesign(t, shopper, 1);
    const stranger = await t.guest();
    expectErrorEnvelope(await pay(stranger, order.orderNumber), 404, 'NOT_FOUND');
    expectErrorEnvelope(await pay(stranger, 'zzzzzzzzzz'), 404, 'NOT_FOUND');
    expectErrorEnvelope(await pay(stranger, 'MI-2345-6789'), 400, 'VALIDATION_FAILED');
    expect((await orderState(t, order.orderNumber)).order.status).toBe('placed');
  });

  it('lets a rep pay a customer’s order', async () => {
    const { order } = await orderedDesign(t, shopper, 1);
    const rep = await t.signIn('rep@example.com');
    const answer = await rep.request('POST', `/api/orders/${order.orderNumber}/pay`, {
      body: { method: 'pay-on-delivery' },
      headers: { 'idempotency-key': key(), 'x-repid': REP_ID },
    });
    expect(dataOf(answer).order.status).toBe('paid');
  });

  it('refuses a method that is not offered (400) and a missing Idempotency-Key (400)', async () => {
    const { order } = await orderedDesign(t, shopper, 1);
    expectErrorEnvelope(await pay(shopper, order.orderNumber, { method: 'card' }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await pay(shopper, order.orderNumber, {}), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await pay(shopper, order.orderNumber, undefined, { key: null }), 400, 'BAD_REQUEST');
    expect((await orderState(t, order.orderNumber)).payments).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  it('50 concurrent payments with one key make exactly one payment, and all answer it', async () => {
    const { order } = await orderedDesign(t, shopper, 1);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(shopper, order.orderNumber, undefined, { key: k })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.order.paidAt)).size).toBe(1);
    expect((await orderState(t, order.orderNumber)).payments).toHaveLength(1);
  });

  it('50 concurrent payments with different keys: one pays, the others find it paid (409)', async () => {
    const { order } = await orderedDesign(t, shopper, 1);
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(shopper, order.orderNumber)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect((await orderState(t, order.orderNumber)).payments).toHaveLength(1);
  });

  it('a retry replays the answer; the same key for another order is a 422', async () => {
    const first = (await orderedDesign(t, shopper, 1)).order;
    const second = (await orderedDesign(t, shopper, 1)).order;
    const k = key();
    const paid = dataOf(await pay(shopper, first.orderNumber, undefined, { key: k }));
    const retry = await pay(shopper, first.orderNumber, undefined, { key: k });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data).toEqual(paid);
    expectErrorEnvelope(await pay(shopper, second.orderNumber, undefined, { key: k }), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect((await orderState(t, second.orderNumber)).payments).toEqual([]);
  });
});
