import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALLATION_QUANTITY_FIXED, INSTALLED_WINDOW_QUANTITY_FIXED, LINE_NOT_FOUND } from '../../src/modules/commerce/cart-use-cases.ts';
import { setProduct } from '../catalog/helpers.ts';
import { addRoom, addWindow } from '../designs/helpers.ts';
import { INSTALL, jobBody, jobOf, newCustomer, OPTIONS, postJob, setHome } from '../installation/jobs-helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { addConfigurations, addToCart, buy, buyableDesign, dataOf, ROLLER, readCart, SITE11 } from './cart-helpers.ts';
import { placeOrder } from './order-helpers.ts';

/**
 * The cart page's calls (issue 12 "The cart page"): GET /api/cart, PATCH and DELETE
 * /api/cart/lines/{lineId}. A cart is the caller's (account, else browser session) on one site.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const patchLine = (client: Client, lineId: string, body: unknown) => client.request('PATCH', `/api/cart/lines/${lineId}`, { body });
const deleteLine = (client: Client, lineId: string) => client.request('DELETE', `/api/cart/lines/${lineId}`);

/** A guest whose cart holds a design of two rooms: two cellular shades, then a roller shade in a second room. */
async function filledCart() {
  const guest = await t.guest();
  const first = await buyableDesign(guest, 2);
  const second = await buyableDesign(guest, 1, { productId: ROLLER });
  dataOf(await addToCart(guest, dataOf(await buy(guest, first.designId))));
  dataOf(await addToCart(guest, dataOf(await buy(guest, second.designId))));
  return { guest, first, second, cart: dataOf(await readCart(guest)) };
}

describe('GET /api/cart', () => {
  it('answers an empty cart without a cartId before anything is added', async () => {
    const guest = await t.guest();
    expect(dataOf(await readCart(guest))).toEqual({
      cartId: null,
      siteId: 3,
      itemCount: 0,
      lines: [],
      totals: { productTotal: 0, installationTotal: 0, retail: 0, savings: 0, shipping: 0, subtotal: 0 },
    });
  });

  it('lists the lines in the order added with design, room and window, and totals with the savings', async () => {
    const { first, second, cart } = await filledCart();
    const windowOf = (graph: typeof first.graph, itemId: string) => graph.items.find((item) => item.itemId === itemId)!;
    expect(
      cart.lines.map((line: { designId: string; itemId: string; roomName: string; windowName: string }) => [
        line.designId,
        line.itemId,
        line.roomName,
        line.windowName,
      ]),
    ).toEqual([
      [first.designId, first.itemIds[0], first.graph.containers[0]!.name, windowOf(first.graph, first.itemIds[0]!).label],
      [first.designId, first.itemIds[1], first.graph.containers[0]!.name, windowOf(first.graph, first.itemIds[1]!).label],
      [second.designId, second.itemIds[0], second.graph.containers[0]!.name, windowOf(second.graph, second.itemIds[0]!).label],
    ]);
    expect(cart.lines[2]).toMatchObject({ productName: 'Harbor Light Filtering Roller Shade', width: 30, height: 40 });
    expect(cart.lines[0].options).toContainEqual({ name: expect.any(String), value: expect.any(String) });
    const products = [...first.itemIds.map((id) => windowOf(first.graph, id)), windowOf(second.graph, second.itemIds[0]!)];
    const cents = (dollars: number) => Math.round(dollars * 100);
    const productCents = products.reduce((sum, item) => sum + cents(item.itemProduct!.price), 0);
    const retailCents = products.reduce((sum, item) => sum + cents(item.itemProduct!.retail), 0);
    expect(cart.itemCount).toBe(3);
    expect(cart.totals).toEqual({
      productTotal: productCents / 100,
      installationTotal: 0,
      retail: retailCents / 100,
      savings: (retailCents - productCents) / 100,
      shipping: 0,
      subtotal: productCents / 100,
    });
    expect(cart.totals.savings).toBeGreaterThan(0);
  });

  it("lists a design's lines in its own order (rooms A, B by place, not by name) whatever order its batches came in, and the order keeps it", async () => {
    const guest = await t.guest();
    const design = await buyableDesign(guest);
    const designId = design.designId;
    // Room B, named to sort before room A's 'Room 1', with one window and a product.
    const attic = (await addRoom(guest, designId, 'Attic')).containers.find((room) => room.name === 'Attic')!;
    const withWindow = await addWindow(guest, designId, attic.containerId);
    const atticWindow = withWindow.items.find((item) => item.containerId === attic.containerId)!.itemId;
    await setProduct(guest, designId, atticWindow, ROLLER, { width: 36, height: 48 });
    const { lines } = dataOf(await buy(guest, designId)) as { lines: { itemId?: string }[] };
    // Sent as a retailer's batches arrive: the last room first.
    const [atticLines, firstRoom] = [
      lines.filter((line) => line.itemId === atticWindow),
      lines.filter((line) => line.itemId !== atticWindow),
    ];
    dataOf(await addToCart(guest, { designId, lines: atticLines }));
    dataOf(await addToCart(guest, { designId, lines: firstRoom }));
    const inDesignOrder = [...design.itemIds, atticWindow];
    const cart = dataOf(await readCart(guest));
    expect(cart.lines.map((line: { itemId: string }) => line.itemId)).toEqual(inDesignOrder);
    expect(cart.lines.map((line: { roomName: string }) => line.roomName)).toEqual(['Room 1', 'Room 1', 'Attic']);
    const order = dataOf(await placeOrder(guest), 201);
    expect(order.lines.map((line: { itemId: string }) => line.itemId)).toEqual(inDesignOrder);
  });

  it('keeps a cart per site and per caller', async () => {
    const { guest, cart } = await filledCart();
    expect(dataOf(await readCart(guest, SITE11)).cartId).toBeNull();
    expect(dataOf(await readCart(await t.guest())).cartId).toBeNull();
    const shopper = await t.signIn('shopper@example.com');
    expect(dataOf(await readCart(shopper)).cartId).not.toBe(cart.cartId);
  });
});

describe('PATCH /api/cart/lines/{lineId}', () => {
  it('changes a product line’s quantity and the totals with it', async () => {
    const { guest, cart } = await filledCart();
    const line = cart.lines[0];
    const changed = dataOf(await patchLine(guest, line.lineId, { quantity: 3 }));
    const after = changed.lines.find((entry: { lineId: string }) => entry.lineId === line.lineId);
    expect(after).toMatchObject({ quantity: 3, lineTotal: Math.round(line.unitPrice * 300) / 100 });
    expect(changed.itemCount).toBe(5);
    expect(Math.round(changed.totals.productTotal * 100)).toBe(Math.round(cart.totals.productTotal * 100 + line.unitPrice * 200));
    expect(changed.lines.map((entry: { lineId: string }) => entry.lineId)).toEqual(
      cart.lines.map((entry: { lineId: string }) => entry.lineId),
    );
  });

  it.each([
    ['zero', { quantity: 0 }],
    ['above 50, the most a window takes', { quantity: 51 }],
    ['a fraction', { quantity: 1.5 }],
    ['text', { quantity: 'two' }],
    ['nothing', {}],
  ])('refuses a quantity of %s with a 400', async (_case, body) => {
    const { guest, cart } = await filledCart();
    expectErrorEnvelope(await patchLine(guest, cart.lines[0].lineId, body), 400, 'VALIDATION_FAILED');
  });

  it('answers 404 for another caller’s line, an unknown line and a line of the cart on another site; 400 for a malformed id', async () => {
    const { guest, cart } = await filledCart();
    const other = await t.guest();
    for (const [client, lineId, headers] of [
      [other, cart.lines[0].lineId, {}],
      [guest, randomUUID(), {}],
      [guest, cart.lines[0].lineId, SITE11],
    ] as const) {
      const answer = await client.request('PATCH', `/api/cart/lines/${lineId}`, { body: { quantity: 2 }, headers });
      expectErrorEnvelope(answer, 404, 'NOT_FOUND');
      expect(answer.body.message).toBe(LINE_NOT_FOUND);
    }
    expectErrorEnvelope(await patchLine(guest, 'line-1', { quantity: 2 }), 400, 'VALIDATION_FAILED');
    expect(dataOf(await readCart(guest)).lines[0].quantity).toBe(1);
  });

  it('keeps an installation line at 1 (409)', async () => {
    const shopper = await t.signIn('shopper@example.com');
    const design = await buyableDesign(shopper, 1);
    const place = await setHome(shopper);
    const plain = { ...OPTIONS, windowRemoval: false, windowHaul: false };
    const job = jobOf(await postJob(shopper, jobBody(design.designId, design.itemIds, place, { options: plain })));
    const configuration = dataOf(
      await shopper.request('POST', `${INSTALL}/jobs/${job.id}/create-configuration?siteCode=BDC`, { body: plain }),
      201,
    );
    dataOf(await addConfigurations(shopper, [configuration.configurationGuid]));
    const line = dataOf(await readCart(shopper)).lines.find((entry: { kind: string }) => entry.kind === 'installation');
    const answer = await patchLine(shopper, line.lineId, { quantity: 2 });
    expectErrorEnvelope(answer, 409, 'CONFLICT');
    expect(answer.body.message).toBe(INSTALLATION_QUANTITY_FIXED);
    expect(dataOf(await patchLine(shopper, line.lineId, { quantity: 1 })).totals.installationTotal).toBe(configuration.retail);
  });

  it("keeps a window booked for installation at its design's quantity (409, the installation priced it); other windows change", async () => {
    const shopper = await newCustomer(await t.guest());
    const design = await buyableDesign(shopper, 2);
    const other = await buyableDesign(shopper, 1, { productId: ROLLER });
    const place = await setHome(shopper);
    const plain = { ...OPTIONS, windowRemoval: false, windowHaul: false };
    // The job books the first window only; the design's two windows and the other design's go to the cart.
    const job = jobOf(await postJob(shopper, jobBody(design.designId, [design.itemIds[0] as string], place, { options: plain })));
    const configuration = dataOf(
      await shopper.request('POST', `${INSTALL}/jobs/${job.id}/create-configuration?siteCode=BDC`, { body: plain }),
      201,
    );
    dataOf(await addToCart(shopper, dataOf(await buy(shopper, design.designId))));
    dataOf(await addToCart(shopper, dataOf(await buy(shopper, other.designId))));
    dataOf(await addConfigurations(shopper, [configuration.configurationGuid]));
    const cart = dataOf(await readCart(shopper));
    const lineOf = (itemId: string | undefined) => cart.lines.find((entry: { itemId: string | null }) => entry.itemId === itemId);
    // The cart says which: the booked window only.
    expect([design.itemIds[0], design.itemIds[1], other.itemIds[0]].map((itemId) => lineOf(itemId).installationBooked)).toEqual([
      true,
      false,
      false,
    ]);

    const booked = await patchLine(shopper, lineOf(design.itemIds[0]).lineId, { quantity: 2 });
    expectErrorEnvelope(booked, 409, 'CONFLICT');
    expect(booked.body.message).toBe(INSTALLED_WINDOW_QUANTITY_FIXED);
    for (const itemId of [design.itemIds[1], other.itemIds[0]]) {
      const changed = dataOf(await patchLine(shopper, lineOf(itemId).lineId, { quantity: 3 }));
      expect(changed.lines.find((entry: { itemId: string | null }) => entry.itemId === itemId).quantity).toBe(3);
    }
    const after = dataOf(await readCart(shopper));
    expect(after.lines.find((entry: { itemId: string | null }) => entry.itemId === design.itemIds[0]).quantity).toBe(1);
    expect(after.totals.installationTotal).toBe(configuration.retail);
  });
});

describe('DELETE /api/cart/lines/{lineId}', () => {
  it('takes the line out and answers the cart; the window can be added again', async () => {
    const { guest, first, cart } = await filledCart();
    const removed = dataOf(await deleteLine(guest, cart.lines[1].lineId));
    expect(removed.lines.map((line: { lineId: string }) => line.lineId)).toEqual([cart.lines[0].lineId, cart.lines[2].lineId]);
    expect(removed.itemCount).toBe(2);
    expectErrorEnvelope(await deleteLine(guest, cart.lines[1].lineId), 404, 'NOT_FOUND');
    const again = dataOf(await addToCart(guest, dataOf(await buy(guest, first.designId))));
    expect(again.itemCount).toBe(3);
    // Back in its place: the design's lines follow the design, its second window after its first.
    expect(dataOf(await readCart(guest)).lines.map((line: { itemId: string }) => line.itemId)).toEqual([
      ...first.itemIds,
      cart.lines[2].itemId,
    ]);
  });

  it('answers 404 for another caller’s line and changes nothing; refuses a cross-site delete', async () => {
    const { guest, cart } = await filledCart();
    const other = await t.signIn('shopper@example.com');
    expectErrorEnvelope(await deleteLine(other, cart.lines[0].lineId), 404, 'NOT_FOUND');
    const foreign = await guest.request('DELETE', `/api/cart/lines/${cart.lines[0].lineId}`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expectErrorEnvelope(foreign, 403, 'CROSS_SITE_REQUEST');
    expect(dataOf(await readCart(guest)).lines).toHaveLength(3);
  });

  it('keeps a line whose design was deleted from the account, with the design name it was added under', async () => {
    const buyer = await newCustomer(await t.guest());
    const design = await buyableDesign(buyer, 1);
    dataOf(await addToCart(buyer, dataOf(await buy(buyer, design.designId))));
    dataOf(await buyer.request('DELETE', `/api/myaccount/estimates/${design.designId}`));
    const [line] = dataOf(await readCart(buyer)).lines;
    expect(line).toMatchObject({ designId: null, designName: design.graph.design.name, itemId: design.itemIds[0] });
  });
});
