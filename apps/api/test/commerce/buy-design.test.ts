import { randomUUID } from 'node:crypto';
import { ALL_WINDOWS_NEED_A_PRODUCT, BUY_BLOCK_MESSAGES } from '@eb/domain/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWindow, BASE, createDesign, lockDesign, REP_ID, repHeaders } from '../designs/helpers.ts';
import { setAttribute } from '../installation/pricing-helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { type BuyableDesign, buy, buyableDesign, CELLULAR, changeStoredProduct, dataOf, ROLLER, SITE11 } from './cart-helpers.ts';

/**
 * GET /api/design-builder/estimates/{id}/buy (doc 001 §4 "Buy flow", §5 Buy Now, §7 buy-design): the
 * selected windows of a design with their configurations and stored prices, or a 409 saying why the
 * design cannot be bought.
 */
let t: TestApp;
let shopper: Client;
let rep: Client;
let stranger: Client;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn('shopper@example.com');
  rep = await t.signIn('rep@example.com');
  stranger = await t.guest();
});
afterAll(() => t?.close());

describe('GET /estimates/{id}/buy', () => {
  let design: BuyableDesign;
  beforeAll(async () => {
    design = await buyableDesign(shopper, 3);
    // The second window has two identical coverings; the third is saved for later.
    dataOf(await shopper.request('POST', `${BASE}/designs/${design.designId}/items/${design.itemIds[1]}/quantity/2`));
    dataOf(await setAttribute(shopper, design.designId, design.itemIds[2]!, 'purchaseOption', 'do-not-include'));
    dataOf(await setAttribute(shopper, design.designId, design.itemIds[0]!, 'purchaseOption', 'product-only'));
  });

  it("answers the selected windows with their configuration, names, quantity and the design's stored unit prices", async () => {
    const answer = dataOf(await buy(shopper, design.designId));
    const room = design.graph.containers[0]!;
    const stored = (itemId: string) => design.graph.items.find((item) => item.itemId === itemId)!;
    expect(answer).toMatchObject({ designId: design.designId, designName: design.graph.design.name, siteId: 3 });
    expect(answer.lines).toEqual(
      design.itemIds.slice(0, 2).map((itemId, index) => ({
        itemId,
        configurationGuid: design.guids[index],
        roomName: room.name,
        windowName: stored(itemId).label,
        productId: CELLULAR,
        skuNumber: CELLULAR,
        productName: 'Larkspur Single Cell Light Filtering Shade',
        quantity: index === 1 ? 2 : 1,
        price: stored(itemId).itemProduct!.price,
        retail: stored(itemId).itemProduct!.retail,
        purchaseOption: index === 0 ? 'product-only' : 'product-and-install',
      })),
    );
    // A sale price below retail, as the catalog has it (30% off).
    expect(answer.lines[0].price).toBeLessThan(answer.lines[0].retail);
  });

  it('names the retailer’s own product id on site 11 (its product map), the sku still as skuNumber', async () => {
    const answer = dataOf(await buy(shopper, design.designId, SITE11));
    expect(answer.siteId).toBe(11);
    expect(answer.lines[0]).toMatchObject({ productId: `300${CELLULAR}`, skuNumber: CELLULAR });
  });

  it('is readable by whoever holds the design id (a read capability), and by a rep sending the rep id', async () => {
    expect(dataOf(await buy(stranger, design.designId)).lines).toHaveLength(2);
    expect(dataOf(await buy(rep, design.designId, repHeaders)).lines).toHaveLength(2);
  });

  it('refuses a forged rep id, an unknown design and a malformed id', async () => {
    expectErrorEnvelope(await buy(shopper, design.designId, { 'x-repid': REP_ID }), 403, 'REP_ID_MISMATCH');
    expectErrorEnvelope(await buy(shopper, randomUUID()), 404, 'NOT_FOUND');
    const malformed = await buy(shopper, 'not-a-design');
    expectErrorEnvelope(malformed, 400, 'VALIDATION_FAILED');
    expect(malformed.body.message).toBe('Please use a valid id.');
  });
});

describe('designs that cannot be bought (doc 001 §5, §8)', () => {
  it("refuses a live window without a product with 'All windows must have an item selected.' and names it", async () => {
    const design = await buyableDesign(shopper, 1);
    const graph = await addWindow(shopper, design.designId, design.graph.containers[0]!.containerId);
    const empty = graph.items.find((item) => !item.itemProduct)!;
    const answer = await buy(shopper, design.designId);
    expectErrorEnvelope(answer, 409, 'CONFLICT');
    expect(answer.body.message).toBe(ALL_WINDOWS_NEED_A_PRODUCT);
    expect(answer.body.details).toEqual([
      { reason: 'missing-product', windows: [{ itemId: empty.itemId, roomName: graph.containers[0]!.name, windowName: empty.label }] },
    ]);
  });

  it('refuses a window saved for later without a product too: every window needs one', async () => {
    const design = await buyableDesign(shopper, 1);
    const graph = await addWindow(shopper, design.designId, design.graph.containers[0]!.containerId);
    const empty = graph.items.find((item) => !item.itemProduct)!;
    dataOf(await setAttribute(shopper, design.designId, empty.itemId, 'purchaseOption', 'do-not-include'));
    expect((await buy(shopper, design.designId)).body.message).toBe(ALL_WINDOWS_NEED_A_PRODUCT);
  });

  it('refuses a design with no window at all, or with every window saved for later', async () => {
    const bare = await createDesign(shopper);
    const windowless = await shopper.request('DELETE', `${BASE}/designs/${bare.design.designId}/items/${bare.items[0]!.itemId}`);
    expect(windowless.status).toBe(200);
    const none = await buy(shopper, bare.design.designId);
    expectErrorEnvelope(none, 409, 'CONFLICT');
    expect(none.body.message).toBe(BUY_BLOCK_MESSAGES['no-products']);

    const saved = await buyableDesign(shopper, 1);
    dataOf(await setAttribute(shopper, saved.designId, saved.itemIds[0]!, 'purchaseOption', 'do-not-include'));
    expect((await buy(shopper, saved.designId)).body.message).toBe(BUY_BLOCK_MESSAGES['no-products']);
  });

  it('refuses a product that requires edits, for everyone', async () => {
    const design = await buyableDesign(shopper, 2);
    await changeStoredProduct(t, design.graph, design.itemIds[1]!, { isValid: false });
    for (const client of [shopper, rep]) {
      const answer = await buy(client, design.designId);
      expectErrorEnvelope(answer, 409, 'CONFLICT');
      expect(answer.body.message).toBe(BUY_BLOCK_MESSAGES.invalid);
      expect(answer.body.details[0].windows.map((window: { itemId: string }) => window.itemId)).toEqual([design.itemIds[1]]);
    }
  });

  it('refuses a discontinued product for shoppers but not for internal users', async () => {
    const design = await buyableDesign(shopper, 2, { productId: ROLLER });
    await changeStoredProduct(t, design.graph, design.itemIds[0]!, { productStatus: 'Discontinued' });
    const answer = await buy(shopper, design.designId);
    expectErrorEnvelope(answer, 409, 'CONFLICT');
    expect(answer.body.message).toBe(BUY_BLOCK_MESSAGES.discontinued);
    expect(dataOf(await buy(rep, design.designId, repHeaders)).lines).toHaveLength(2);
  });

  it('refuses a product that is not valid for the cart (§5): a stock product for anyone, a custom product for shoppers only', async () => {
    const custom = await buyableDesign(shopper, 2, { productId: ROLLER });
    await changeStoredProduct(t, custom.graph, custom.itemIds[1]!, { productType: 'Custom' });
    const refused = await buy(shopper, custom.designId);
    expectErrorEnvelope(refused, 409, 'CONFLICT');
    expect(refused.body.message).toBe(BUY_BLOCK_MESSAGES.review);
    expect(refused.body.details[0].windows.map((entry: { itemId: string }) => entry.itemId)).toEqual([custom.itemIds[1]]);
    // A design consultant has reviewed it: reps may buy it.
    expect(dataOf(await buy(rep, custom.designId, repHeaders)).lines).toHaveLength(2);

    const stock = await buyableDesign(shopper, 1, { productId: ROLLER });
    await changeStoredProduct(t, stock.graph, stock.itemIds[0]!, { isStockProduct: true });
    // A ready-made product: its own reason (not a consultant's review), and the window it is on.
    const stockRefused = await buy(rep, stock.designId, repHeaders);
    expectErrorEnvelope(stockRefused, 409, 'CONFLICT');
    expect(stockRefused.body.message).toBe(
      'One or more products in this design is ready made and cannot be bought through a design. Swap it for a made-to-measure product.',
    );
    expect(stockRefused.body.details[0]).toMatchObject({ reason: 'stock', windows: [{ itemId: stock.itemIds[0] }] });
  });

  it('refuses a locked or ordered design, and a design tied to an order (auto-release)', async () => {
    const locked = await buyableDesign(shopper, 1);
    await lockDesign(t, locked.designId);
    const lockedAnswer = await buy(shopper, locked.designId);
    expectErrorEnvelope(lockedAnswer, 409, 'DESIGN_LOCKED');
    expect(lockedAnswer.body.message).toBe(BUY_BLOCK_MESSAGES.locked);

    const tied = await buyableDesign(shopper, 1);
    await t.db
      .insertInto('design_attributes')
      .values({ id: randomUUID(), design_id: tied.designId, name: 'isAutoReleaseDesign', value: 'true' })
      .execute();
    const tiedAnswer = await buy(rep, tied.designId, repHeaders);
    expectErrorEnvelope(tiedAnswer, 409, 'CONFLICT');
    expect(tiedAnswer.body.message).toBe(BUY_BLOCK_MESSAGES['auto-release']);
  });
});
