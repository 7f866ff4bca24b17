import { randomUUID } from 'node:crypto';
import { quoteId } from '@eb/domain/commerce-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { addToCart, buy, buyableDesign, dataOf as cartData, readCart } from './cart-helpers.ts';
import {
  ADDRESS,
  ATLANTA_RATE,
  CONTACT,
  dataOf,
  designState,
  designWithProducts,
  key,
  linesOf,
  ORDER_BODY,
  placeOrder,
  putCart,
  sessionOf,
  taxCents,
} from './order-helpers.ts';

/** POST /api/orders (issue 12 "Orders, tax, payment"; doc 001 §3 tax request, §4 tax stored per design). */
let t: TestApp;
let shopper: Client;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A fresh browser session each time: one open cart per caller and site. */
const customer = () => t.guest();

describe('placing an order from the cart', () => {
  it('copies the cart into an order with tax per design at the shipping address, closes the cart and orders the designs', async () => {
    shopper = await customer();
    const design = await designWithProducts(shopper, 3);
    const lines = linesOf(design, 'Living room');
    const cartId = await putCart(t, shopper, [
      ...lines,
      { kind: 'installation', designId: design.designId, designName: 'Living room', unitPriceCents: 30_000, jobUid: null },
    ]);

    const answer = await placeOrder(shopper);
    const order = dataOf(answer, 201);
    expect(order.orderNumber).toMatch(/^[2-9a-hjkmnp-z]{10}$/);
    expect(order).toMatchObject({ siteId: 3, status: 'placed', paidAt: null, paymentMethod: null, contact: CONTACT, address: ADDRESS });
    expect(order.orderUrl).toBe(`/mandi/order/${order.orderNumber}`);

    // Every line of the cart, in its order, each line's item group its window (Duplicate's copies share a configuration).
    expect(order.lines).toHaveLength(4);
    for (const [index, line] of lines.entries()) {
      expect(order.lines[index]).toMatchObject({
        kind: 'product',
        configurationGuid: line.configurationGuid,
        lineItemGroupGuid: line.itemId,
        designId: design.designId,
        itemId: line.itemId,
        unitPrice: line.unitPriceCents / 100,
        quantity: 1,
        lineTotal: line.unitPriceCents / 100,
        tax: taxCents(line.unitPriceCents, ATLANTA_RATE) / 100,
        changeOrderId: null,
      });
    }
    // Georgia does not tax installation labour.
    expect(order.lines[3]).toMatchObject({ kind: 'installation', unitPrice: 300, tax: 0 });

    const productCents = lines.reduce((sum, line) => sum + line.unitPriceCents, 0);
    const taxTotal = lines.reduce((sum, line) => sum + taxCents(line.unitPriceCents, ATLANTA_RATE), 0);
    expect(order.productTotal).toBe(productCents / 100);
    expect(order.installationTotal).toBe(300);
    expect(order.shipping).toBe(0);
    expect(order.subtotal).toBe((productCents + 30_000) / 100);
    expect(order.tax).toBe(taxTotal / 100);
    expect(order.total).toBe((productCents + 30_000 + taxTotal) / 100);
    expect(order.taxes).toEqual([{ designId: design.designId, designName: 'Living room', tax: taxTotal / 100, wasTaxSuccessful: true }]);

    // The cart is ordered; the design is ordered (locked, order number and date) and its tax is kept.
    const cart = await t.db.selectFrom('carts').select('status').where('id', '=', cartId).executeTakeFirstOrThrow();
    expect(cart.status).toBe('ordered');
    const stored = await designState(t, design.designId);
    expect(stored.design.is_locked_or_ordered).toBe(true);
    expect(stored.attributes.orderNumber).toBe(order.orderNumber);
    expect(new Date(String(stored.attributes.orderDate)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(stored.tax).toMatchObject({ tax_cents: taxTotal, was_successful: true, order_number: order.orderNumber });

    // The design's load shows it ordered, with the Quote ID on the summary page.
    const loaded = dataOf(await shopper.request('GET', `${BASE}/designs/${design.designId}`));
    expect(loaded.design.isLockedOrOrdered).toBe(true);
    expect(loaded.design.attributes.orderNumber).toBe(order.orderNumber);
    // Still the shopper's own design: the order does not take it away, so Share stays offered (doc 001 §4).
    expect(loaded.viewer).toEqual({ canChange: true });
    const summary = dataOf(await shopper.request('GET', `${BASE}/designs/summary?designIds=${design.designId}`));
    expect(summary[0].orderNumber).toBe(quoteId(order.orderNumber));
    expect(summary[0].isLockedOrOrdered).toBe(true);
    // Ordered designs cannot be edited any more.
    const rename = await shopper.request('POST', `${BASE}/designs/${design.designId}/rename`, { body: { Name: 'Changed' } });
    expectErrorEnvelope(rename, 409, 'DESIGN_LOCKED');
  });

  it('orders a guest’s cart (the browser session), and taxes each design of the cart apart', async () => {
    const guest = await t.guest();
    const first = await designWithProducts(guest, 1);
    const second = await designWithProducts(guest, 1);
    await putCart(t, guest, [...linesOf(first, 'First'), ...linesOf(second, 'Second')]);
    const order = dataOf(await placeOrder(guest), 201);
    expect(order.taxes.map((tax: { designName: string }) => tax.designName)).toEqual(['First', 'Second']);
    for (const design of [first, second]) {
      const stored = await designState(t, design.designId);
      expect(stored.tax?.order_number).toBe(order.orderNumber);
      expect(stored.design.is_locked_or_ordered).toBe(true);
    }
  });

  it('answers the Atlanta rate for Atlanta and the state rate elsewhere in Georgia', async () => {
    const client = await customer();
    const design = await designWithProducts(client, 1);
    const [line] = linesOf(design);
    await putCart(t, client, linesOf(design));
    // Savannah, GA 31401: Georgia's state rate plus its average local rate (4 + 3.49).
    const order = dataOf(
      await placeOrder(client, { ...ORDER_BODY, address: { line1: '1 Bull St', city: 'Savannah', state: 'ga', zipCode: '31401' } }),
      201,
    );
    expect(order.address).toEqual({ line1: '1 Bull St', line2: '', city: 'Savannah', state: 'GA', zipCode: '31401' });
    expect(order.tax).toBe(taxCents(line?.unitPriceCents ?? 0, 7.49) / 100);
  });
});

describe('from the cart flow to the order', () => {
  it('orders what buy-design and add-to-cart put in the cart, at their prices; the cart page is empty afterwards', async () => {
    const client = await customer();
    const design = await buyableDesign(client, 2);
    const bought = cartData(await buy(client, design.designId));
    cartData(await addToCart(client, bought));
    const cart = cartData(await readCart(client));
    const order = dataOf(await placeOrder(client), 201);
    expect(order.lines.map((line: { configurationGuid: string }) => line.configurationGuid)).toEqual(design.guids);
    expect(order.productTotal).toBe(cart.totals.productTotal);
    expect(order.subtotal).toBe(cart.totals.subtotal);
    const after = cartData(await readCart(client));
    expect(after.lines).toEqual([]);
  });
});

describe('what placing an order refuses', () => {
  it.each([
    ['a phone that is not ten digits', { contact: { ...CONTACT, phone: '404555123' } }, 'Phone number must be ten digits'],
    ['an email that is not one', { contact: { ...CONTACT, email: 'sam' } }, 'not a valid email address'],
    ['an empty first name', { contact: { ...CONTACT, firstName: ' ' } }, 'First name is required.'],
    ['a missing city', { address: { ...ADDRESS, city: '' } }, 'City is required.'],
    ['a state not in the list', { address: { ...ADDRESS, state: 'XX' } }, 'Please choose a state from the list.'],
    ['a ZIP that is not five digits', { address: { ...ADDRESS, zipCode: '3033' } }, 'Zip Code must be 5 digits, or ZIP+4.'],
    ['a ZIP of another state', { address: { ...ADDRESS, zipCode: '10001' } }, 'Zip Code 10001 is not in Georgia.'],
    ['a ZIP nobody has', { address: { ...ADDRESS, zipCode: '00000' } }, "We can't find Zip Code 00000."],
  ])('refuses %s with 400 and the sentence, and orders nothing', async (_case, change, message) => {
    const client = await customer();
    const design = await designWithProducts(client, 1);
    const cartId = await putCart(t, client, linesOf(design));
    const answer = await placeOrder(client, { ...ORDER_BODY, ...change });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
    const cart = await t.db.selectFrom('carts').select('status').where('id', '=', cartId).executeTakeFirstOrThrow();
    expect(cart.status).toBe('open');
    expect((await designState(t, design.designId)).design.is_locked_or_ordered).toBe(false);
  });

  it('refuses a request without an Idempotency-Key (400)', async () => {
    const client = await customer();
    await putCart(t, client, [{ unitPriceCents: 1000 }]);
    expectErrorEnvelope(await placeOrder(client, ORDER_BODY, { key: null }), 400, 'BAD_REQUEST');
  });

  it('refuses an empty cart and no cart at all with 409', async () => {
    const none = await customer();
    const noCart = await placeOrder(none);
    expectErrorEnvelope(noCart, 409, 'CONFLICT');
    expect(noCart.body.message).toBe('Your cart is empty. Add a design to your cart before placing an order.');
    const empty = await customer();
    await putCart(t, empty, []);
    expectErrorEnvelope(await placeOrder(empty), 409, 'CONFLICT');
  });

  it('orders only the caller’s cart on this site: a cart on site 11 is not ordered from site 3', async () => {
    const client = await customer();
    await putCart(t, client, [{ unitPriceCents: 1000 }], 11);
    expectErrorEnvelope(await placeOrder(client), 409, 'CONFLICT');
  });

  it('orders a design someone shared (a read capability) from its copied lines, and leaves that design and its tax to its owner', async () => {
    const owner = await customer();
    const design = await designWithProducts(owner, 1);
    const buyer = await customer();
    await putCart(t, buyer, linesOf(design));
    const order = dataOf(await placeOrder(buyer), 201);
    expect(order.lines).toHaveLength(1);
    expect(order.tax).toBeGreaterThan(0);
    const state = await designState(t, design.designId);
    expect(state.design.is_locked_or_ordered).toBe(false);
    expect(await t.db.selectFrom('design_taxes').selectAll().where('design_id', '=', design.designId).execute()).toEqual([]);
    // The owner goes on with it, and can buy it too.
    await putCart(t, owner, linesOf(design));
    dataOf(await placeOrder(owner), 201);
    expect((await designState(t, design.designId)).design.is_locked_or_ordered).toBe(true);
  });

  it('refuses a design already ordered (409), and a second order of the same cart finds it closed', async () => {
    const client = await customer();
    const design = await designWithProducts(client, 1);
    await putCart(t, client, linesOf(design));
    dataOf(await placeOrder(client), 201);
    expectErrorEnvelope(await placeOrder(client), 409, 'CONFLICT');
    await putCart(t, client, linesOf(design));
    const again = await placeOrder(client);
    expectErrorEnvelope(again, 409, 'DESIGN_LOCKED');
    expect(again.body.message).toBe(`The design ${design.graph.design.name} has already been ordered.`);
  });
});

describe('Idempotency-Key', () => {
  it('50 concurrent requests with one key make exactly one order and all answer it', async () => {
    const client = await customer();
    const design = await designWithProducts(client, 2);
    await putCart(t, client, linesOf(design));
    const k = key();
    const answers = await Promise.all(Array.from({ length: 50 }, () => placeOrder(client, ORDER_BODY, { key: k })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((answer) => answer.body.data.orderNumber)).size).toBe(1);
    const orders = await t.db.selectFrom('orders').select('order_number').where('owner_session_id', '=', sessionOf(client).sid).execute();
    expect(orders.map((order) => order.order_number)).toEqual([answers[0]?.body.data.orderNumber]);
    const lines = await t.db.selectFrom('order_lines').select('id').where('design_id', '=', design.designId).execute();
    expect(lines).toHaveLength(2);
  });

  it('a retry replays the first answer; the same key with another body is a 422', async () => {
    const client = await customer();
    await putCart(t, client, [{ unitPriceCents: 1234 }]);
    const k = key();
    const first = dataOf(await placeOrder(client, ORDER_BODY, { key: k }), 201);
    const retry = await placeOrder(client, ORDER_BODY, { key: k });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data.orderNumber).toBe(first.orderNumber);
    const other = await placeOrder(client, { ...ORDER_BODY, contact: { ...CONTACT, firstName: 'Alex' } }, { key: k });
    expectErrorEnvelope(other, 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('keys are per caller: another caller’s same key places their own order', async () => {
    const a = await customer();
    const b = await customer();
    await putCart(t, a, [{ unitPriceCents: 1000, configurationGuid: randomUUID() }]);
    await putCart(t, b, [{ unitPriceCents: 2000, configurationGuid: randomUUID() }]);
    const k = key();
    const first = dataOf(await placeOrder(a, ORDER_BODY, { key: k }), 201);
    const second = dataOf(await placeOrder(b, ORDER_BODY, { key: k }), 201);
    expect(second.orderNumber).not.toBe(first.orderNumber);
    expect(second.productTotal).toBe(20);
  });
});
