import { formatMoney } from '@eb/domain/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { addToCart, buy, buyableDesign, dataOf, readCart } from './cart-helpers.ts';
import { ORDER_BODY, placeOrder } from './order-helpers.ts';
import { SUMMARY_PATH } from './tax-helpers.ts';

/**
 * One pricing of a design (issue 27): the summary, the summary page, the cart, the checkout's quote
 * and the order show the same figures. Windows made with Duplicate share a configuration, and each is
 * bought; the tax reviewed at checkout is the tax charged.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const quote = (client: Client, body: unknown = ORDER_BODY) => client.request('POST', '/api/orders/quote', { body });

async function designOfFourCopies(shopper: Client) {
  const design = await buyableDesign(shopper, 1);
  dataOf(await shopper.request('POST', `${BASE}/designs/${design.designId}/items/${design.itemIds[0]}/copies/3`));
  return design;
}

describe('one pricing of a design', () => {
  it('a window and its three copies: the summary, the summary page, the cart, the quote and the order all count four', async () => {
    const shopper = await t.signIn('shopper@example.com');
    const design = await designOfFourCopies(shopper);
    const summary = dataOf(await shopper.request('POST', SUMMARY_PATH, { body: { designId: design.designId } }));
    expect(summary.selectedItems).toBe(4);
    const row = dataOf(await shopper.request('GET', `${BASE}/designs/summary/${design.designId}`));
    expect(row.subtotal).toBe(summary.subtotal);

    const bought = dataOf(await buy(shopper, design.designId));
    expect(bought.lines).toHaveLength(4);
    expect(new Set(bought.lines.map((line: { configurationGuid: string }) => line.configurationGuid)).size).toBe(1);
    expect(dataOf(await addToCart(shopper, bought)).itemCount).toBe(4);
    const cart = dataOf(await readCart(shopper));
    expect(cart.lines).toHaveLength(4);
    expect(cart.totals.subtotal).toBe(summary.subtotal);
    expect(cart.totals.productTotal).toBe(summary.productTotal);

    const reviewed = dataOf(await quote(shopper));
    expect(reviewed.subtotal).toBe(summary.subtotal);
    const order = dataOf(await placeOrder(shopper, { ...ORDER_BODY, expectedTotal: reviewed.total }), 201);
    expect(order.lines).toHaveLength(4);
    expect(order.subtotal).toBe(summary.subtotal);
    expect(order.tax).toBe(reviewed.tax);
    expect(order.total).toBe(reviewed.total);
    expect(order.lines.map((line: { tax: number }) => line.tax)).toEqual(reviewed.lines.map((line: { tax: number }) => line.tax));
  });

  it('an older client that names only the configuration still buys every window carrying it', async () => {
    const shopper = await t.signIn('shopper@example.com');
    const design = await designOfFourCopies(shopper);
    const bought = dataOf(await buy(shopper, design.designId));
    const byConfiguration = { designId: design.designId, lines: [{ configurationGuid: bought.lines[0].configurationGuid }] };
    expect(dataOf(await addToCart(shopper, byConfiguration)).itemCount).toBe(4);
  });

  it('the quote follows the cart being bought (a quantity changed in the cart), and a total that changed since the review is refused', async () => {
    const shopper = await t.signIn('shopper@example.com');
    const design = await buyableDesign(shopper, 2);
    dataOf(await addToCart(shopper, dataOf(await buy(shopper, design.designId))));
    const before = dataOf(await quote(shopper));
    const cart = dataOf(await readCart(shopper));
    dataOf(await shopper.request('PATCH', `/api/cart/lines/${cart.lines[0].lineId}`, { body: { quantity: 3 } }));
    const after = dataOf(await quote(shopper));
    expect(after.subtotal).toBeGreaterThan(before.subtotal);
    expect(after.tax).toBeGreaterThan(before.tax);

    const stale = await placeOrder(shopper, { ...ORDER_BODY, expectedTotal: before.total });
    expectErrorEnvelope(stale, 409, 'CONFLICT');
    expect(stale.body.message).toContain(formatMoney(after.total));
    const order = dataOf(await placeOrder(shopper, { ...ORDER_BODY, expectedTotal: after.total }), 201);
    expect(order.tax).toBe(after.tax);
    expect(order.total).toBe(after.total);
  });

  it('refuses a quote of an empty cart and a bad address with a sentence', async () => {
    const guest = await t.guest();
    expectErrorEnvelope(await quote(guest), 409, 'CONFLICT');
    expectErrorEnvelope(await quote(guest, { contact: ORDER_BODY.contact }), 400, 'VALIDATION_FAILED');
  });
});
