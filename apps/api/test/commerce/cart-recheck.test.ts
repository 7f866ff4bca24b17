import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setProduct } from '../catalog/helpers.ts';
import { BASE } from '../designs/helpers.ts';
import { type Client, createTestApp, type TestApp } from '../support.ts';
import { addToCart, buy, buyableDesign, CELLULAR, dataOf, readCart } from './cart-helpers.ts';
import { ORDER_BODY, placeOrder } from './order-helpers.ts';

/**
 * Issue 28: a cart line bought from a design is read again from the design at checkout. A window
 * changed after it was carted is not bought at the carted size: the review and Place order name it,
 * and adding the design again brings the line up to date.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const quote = (client: Client) => client.request('POST', '/api/orders/quote', { body: ORDER_BODY });

async function cartedDesign(client: Client, count = 2) {
  const design = await buyableDesign(client, count);
  dataOf(await addToCart(client, dataOf(await buy(client, design.designId))));
  return design;
}

async function orderState(client: Client, designId: string) {
  const cart = dataOf(await readCart(client));
  const design = await t.db.selectFrom('designs').select('is_locked_or_ordered').where('id', '=', designId).executeTakeFirstOrThrow();
  const orders = await t.db.selectFrom('orders').select('id').where('cart_id', '=', cart.cartId).execute();
  return { lines: cart.lines.length, locked: design.is_locked_or_ordered, orders: orders.length };
}

describe('a window changed in its design after it was carted', () => {
  it('is named by the review and by Place order, which writes nothing; adding the design again buys it as it is now', async () => {
    const shopper = await t.guest();
    const design = await cartedDesign(shopper);
    const [first] = design.itemIds;
    if (!first) throw new Error('a window');
    const label = design.graph.items.find((item) => item.itemId === first)?.label;
    const room = design.graph.containers[0]?.name;
    // Configured again at another size, as the configurator does.
    await setProduct(shopper, design.designId, first, CELLULAR, { width: 72, height: 84 });

    const reviewed = await quote(shopper);
    expect(reviewed.status).toBe(409);
    expect(reviewed.body.message).toBe(
      `Some windows changed in their design after you added them to your cart: ${label} in ${room} (now 72" W × 84" H). Add the design to your cart again to buy it as it is now, or remove those lines.`,
    );
    expect(reviewed.body.details).toEqual([expect.objectContaining({ itemId: first, change: 'now 72" W × 84" H' })]);

    const placed = await placeOrder(shopper);
    expect(placed.status).toBe(409);
    expect(placed.body.message).toBe(reviewed.body.message);
    expect(await orderState(shopper, design.designId)).toEqual({ lines: 2, locked: false, orders: 0 });

    // Adding the design again replaces the stale line in place (its id too); the order then buys the new size.
    const before = dataOf(await readCart(shopper));
    dataOf(await addToCart(shopper, dataOf(await buy(shopper, design.designId))));
    const cart = dataOf(await readCart(shopper));
    expect(cart.lines.map((line: { id: string }) => line.id)).toEqual(before.lines.map((line: { id: string }) => line.id));
    expect(cart.lines.map((line: { width: number; height: number }) => [line.width, line.height])).toEqual([
      [72, 84],
      [31, 40],
    ]);
    expect(dataOf(await quote(shopper)).total).toBeGreaterThan(0);
    const order = dataOf(await placeOrder(shopper), 201);
    expect(order.lines[0]).toMatchObject({ itemId: first, width: 72, height: 84 });
  });

  it('names a window deleted from the design, and one whose product was taken off', async () => {
    const shopper = await t.guest();
    const design = await cartedDesign(shopper, 3);
    const [, second, third] = design.itemIds;
    const labels = design.graph.items.map((item) => item.label);
    expect((await shopper.request('DELETE', `${BASE}/designs/${design.designId}/items/${second}`)).status).toBe(200);
    expect((await shopper.request('DELETE', `${BASE}/designs/${design.designId}/items/${third}/product`)).status).toBe(200);

    const placed = await placeOrder(shopper);
    expect(placed.status).toBe(409);
    expect(placed.body.message).toContain(`${labels[1]} in `);
    // In the cart's order: a window gone from the design has no place in it any more, so its line comes last.
    expect(placed.body.details.map((line: { itemId: string; change: string }) => [line.itemId, line.change])).toEqual([
      [third, 'no longer has a product to buy'],
      [second, 'removed from the design'],
    ]);
    expect(await orderState(shopper, design.designId)).toMatchObject({ lines: 3, orders: 0, locked: false });
  });

  it('does not count a quantity changed in the cart, nor a window renamed, as a change', async () => {
    const shopper = await t.guest();
    const design = await cartedDesign(shopper);
    const cart = dataOf(await readCart(shopper));
    const line = cart.lines[0];
    expect((await shopper.request('PATCH', `/api/cart/lines/${line.lineId}`, { body: { quantity: 3 } })).status).toBe(200);
    const [first] = design.itemIds;
    const renamed = await shopper.request('POST', `${BASE}/designs/${design.designId}/items/${first}/rename`, { body: { Name: 'Bay' } });
    expect(renamed.status).toBe(200);

    const order = dataOf(await placeOrder(shopper), 201);
    expect(order.lines[0]).toMatchObject({ itemId: first, quantity: 3 });
  });
});
