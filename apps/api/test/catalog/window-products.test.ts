import { randomUUID } from 'node:crypto';
import type { CatalogProduct } from '@eb/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRoom,
  addWindow,
  BASE,
  createDesign,
  createMandiDesign,
  firstWindow,
  graphOf,
  ifMatch,
  loadDesign,
  lockDesign,
  repHeaders,
} from '../designs/helpers.ts';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import {
  attributeOf,
  choiceOf,
  configure,
  gridCents,
  itemIn,
  productById,
  productWhere,
  putProductCall,
  ROLLER,
  saleCents,
  setProduct,
} from './helpers.ts';

const roller = productById(ROLLER);
const custom = productWhere('active custom product', (product) => product.productType === 'Custom' && product.status === 'Active');
const stock = productWhere('active stock product', (product) => product.productType === 'Stock' && product.status === 'Active');
/** A size every product named here can be made and priced in. */
const sizeFor = (product: CatalogProduct) => ({
  width: Math.min(product.maxWidth, Math.max(product.minWidth, 36)),
  height: Math.min(product.maxHeight, Math.max(product.minHeight, 48)),
});
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('products on windows (POST /designs/{id}/items/{iid}/product)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("carries doc 001 §3's item fields: discountAmount and productInformation, and the product's vendor and productCategory", async () => {
    const guest = await t.guest();
    const design = await createDesign(guest);
    const { itemId } = firstWindow(design);
    expect(itemIn(design, itemId)).toMatchObject({ discountAmount: 0, productInformation: null });
    const configuration = await configure(guest, ROLLER, 40, 60);
    const graph = graphOf(await putProductCall(guest, design.design.designId, itemId, configuration.configurationGuid));
    const quantity = graphOf(
      await guest.request('POST', `${BASE}/designs/${design.design.designId}/items/${itemId}/quantity/3`, { body: {} }),
    );
    const window = itemIn(quantity, itemId);
    expect(window.productInformation).toEqual({ configurationId: configuration.configurationGuid, skuId: ROLLER });
    expect(window.discountAmount).toBeCloseTo(window.retail - window.subtotal, 2);
    expect(window.discountAmount).toBeGreaterThan(0);
    expect(itemIn(graph, itemId).itemProduct).toMatchObject({ vendor: roller.brand, productCategory: roller.category });
  });

  it("keeps a product-mode window's measurements to its product's limits (doc 000 §5)", async () => {
    const guest = await t.guest();
    const design = await createDesign(guest);
    const { itemId } = firstWindow(design);
    await setProduct(guest, design.design.designId, itemId, ROLLER, { width: 40, height: 60 });
    const measure = (Width: number, Height: number) =>
      guest.request('POST', `${BASE}/designs/${design.design.designId}/items/${itemId}/measurements`, { body: { Width, Height } });
    const tooWide = await measure(roller.maxWidth + 0.125, 60);
    expectErrorEnvelope(tooWide, 400, 'VALIDATION_FAILED');
    expect(tooWide.body.message).toBe(`Width must be between ${roller.minWidth} and ${roller.maxWidth} inches.`);
    expect((await measure(40, roller.minHeight - 1)).body.message).toBe(
      `Height must be between ${roller.minHeight} and ${roller.maxHeight} inches.`,
    );
    const fits = graphOf(await measure(roller.maxWidth, roller.minHeight));
    expect([attributeOf(itemIn(fits, itemId), 'width'), attributeOf(itemIn(fits, itemId), 'height')]).toEqual([
      String(roller.maxWidth),
      String(roller.minHeight),
    ]);
  });

  it('answers the design graph with the priced ItemProduct snapshot on the window', async () => {
    const guest = await t.guest();
    const design = await createDesign(guest);
    const { itemId } = firstWindow(design);
    const linen = choiceOf(roller, 'color', 'Linen');
    const motorized = choiceOf(roller, 'lift', 'Motorized');
    const configuration = await configure(guest, ROLLER, 40, 60, { color: linen, lift: motorized });
    const answer = await putProductCall(guest, design.design.designId, itemId, configuration.configurationGuid);
    const graph = graphOf(answer);
    const window = itemIn(graph, itemId);
    expect(window.itemProduct).toMatchObject({
      configurationGuid: configuration.configurationGuid,
      skuNumber: ROLLER,
      brand: roller.brand,
      productName: roller.name,
      productType: 'Standard',
      productStatus: 'Active',
      isValid: true,
      isStockProduct: false,
      pipToCart: true,
      price: configuration.subtotal,
      retail: configuration.retail,
      optionTotal: configuration.optionTotal,
    });
    // The chosen colour paints the picture.
    expect(window.itemProduct?.mainImageUrl).toMatch(
      new RegExp(`^/api/catalog/products/${ROLLER}/image\\.svg\\?color=%23[0-9a-f]{6}$`, 'i'),
    );
    expect(window.itemProduct?.attributes).toEqual(
      expect.arrayContaining([
        { name: 'width', value: '40' },
        { name: 'height', value: '60' },
      ]),
    );
    const chosen = window.itemProduct?.choices ?? [];
    expect(chosen.map((choice) => choice.optionId)).toEqual(roller.options.map((option) => option.optionId));
    expect(chosen.find((choice) => choice.optionId === 'lift')).toMatchObject({
      choiceId: motorized,
      optionName: 'Lift System',
      choiceValue: 'Motorized',
      isInternal: false,
    });
    expect(chosen.find((choice) => choice.optionId === 'lift')?.price).toBeGreaterThan(0);
    // The price is the grid's, less the sale, plus the motor.
    const retailCents = Math.round(configuration.retail * 100);
    expect(retailCents).toBeGreaterThan(gridCents(roller, 40, 60));
    expect(window.itemProduct?.price).toBe(saleCents(roller, retailCents) / 100);
    expect(graph.design.version).toBe(design.design.version + 1);
    // It is stored: a load answers the same.
    expect(itemIn(await loadDesign(guest, design.design.designId), itemId).itemProduct).toEqual(window.itemProduct);
  });

  it('names the configuration for its window: room label, window label and room name, at most 10 characters', async () => {
    const guest = await t.guest();
    const design = await createDesign(guest, { design: {}, containers: [{ name: 'Kitchen' }, { name: 'Living Room' }] });
    const designId = design.design.designId;
    const living = design.containers[1]?.containerId ?? '';
    const withWindows = await addWindow(guest, designId, living, 'Bay');
    const second = await addWindow(guest, designId, living, 'Side');
    const kitchenWindow = withWindows.items.find((item) => item.containerId === design.containers[0]?.containerId)?.itemId;
    const sideWindow = second.items.find((item) => item.label === 'Side')?.itemId ?? '';
    const nameOf = async (itemId: string) => {
      const graph = await setProduct(guest, designId, itemId, ROLLER, { width: 40, height: 60 });
      const guid = itemIn(graph, itemId).itemProduct?.configurationGuid;
      return (await guest.request('GET', `/api/configurations/${guid}`)).body.data.windowName;
    };
    if (kitchenWindow) expect(await nameOf(kitchenWindow)).toBe('A1 Kitchen');
    expect(await nameOf(sideWindow)).toBe('B2 Living ');
  });

  it('totals lines (price × quantity), rooms and the design', async () => {
    const guest = await t.guest();
    let design = await createDesign(guest);
    const designId = design.design.designId;
    const roomA = design.containers[0]?.containerId ?? '';
    design = await addWindow(guest, designId, roomA);
    design = await addRoom(guest, designId);
    const roomB = design.containers[1]?.containerId ?? '';
    design = await addWindow(guest, designId, roomB);
    const [first, second, third] = design.items.map((item) => item.itemId) as [string, string, string];
    await setProduct(guest, designId, first, ROLLER, { width: 40, height: 60 });
    await setProduct(guest, designId, second, ROLLER, { width: 70, height: 90 });
    await setProduct(guest, designId, third, stock.productId, sizeFor(stock));
    await guest.request('POST', `${BASE}/designs/${designId}/items/${first}/quantity/3`);
    const graph = graphOf(await guest.request('POST', `${BASE}/designs/${designId}/items/${third}/quantity/2`));

    const line = (itemId: string) => itemIn(graph, itemId);
    for (const itemId of [first, second, third]) {
      const window = line(itemId);
      expect(window.subtotal, itemId).toBeCloseTo((window.itemProduct?.price ?? 0) * window.quantity, 2);
      expect(window.retail, itemId).toBeCloseTo((window.itemProduct?.retail ?? 0) * window.quantity, 2);
    }
    expect(line(first).quantity).toBe(3);
    const roomPrice = (containerId: string) => graph.containers.find((room) => room.containerId === containerId)?.price;
    expect(roomPrice(roomA)).toBeCloseTo(line(first).subtotal + line(second).subtotal, 2);
    expect(roomPrice(roomB)).toBeCloseTo(line(third).subtotal, 2);
    expect(graph.design.subtotal).toBeCloseTo(line(first).subtotal + line(second).subtotal + line(third).subtotal, 2);
    expect(graph.design.retail).toBeCloseTo(line(first).retail + line(second).retail + line(third).retail, 2);
    expect(graph.design.retail).toBeGreaterThan(graph.design.subtotal);
  });

  it("sets the estimated ship date from the product's lead time", async () => {
    const guest = await t.guest();
    const design = await createDesign(guest);
    const { itemId } = firstWindow(design);
    const before = Date.now();
    const graph = await setProduct(guest, design.design.designId, itemId, ROLLER);
    const after = Date.now();
    const day = 24 * 60 * 60 * 1000;
    expect([isoDay(before + roller.leadTimeDays * day), isoDay(after + roller.leadTimeDays * day)]).toContain(
      itemIn(graph, itemId).estimatedShipDate,
    );
    // Another product, another lead time.
    const slower = await setProduct(guest, design.design.designId, itemId, custom.productId, sizeFor(custom));
    expect(custom.leadTimeDays).not.toBe(roller.leadTimeDays);
    expect([isoDay(before + custom.leadTimeDays * day), isoDay(Date.now() + custom.leadTimeDays * day)]).toContain(
      itemIn(slower, itemId).estimatedShipDate,
    );
  });

  it("adds purchase option 'product-and-install' and the size when the window has none, and keeps them when it has", async () => {
    const guest = await t.guest();
    let design = await createDesign(guest);
    const designId = design.design.designId;
    design = await addWindow(guest, designId, design.containers[0]?.containerId ?? '');
    const [bare, chosen] = design.items.map((item) => item.itemId) as [string, string];

    const added = itemIn(await setProduct(guest, designId, bare, ROLLER, { width: 40.5, height: 60 }), bare);
    expect(attributeOf(added, 'purchaseOption')).toBe('product-and-install');
    expect(attributeOf(added, 'width')).toBe('40.5');
    expect(attributeOf(added, 'height')).toBe('60');

    const url = `${BASE}/designs/${designId}/items/${chosen}`;
    graphOf(await guest.request('POST', `${url}/attribute`, { body: { attributeId: 'purchaseOption', value: 'product-only' } }));
    graphOf(await guest.request('POST', `${url}/measurements`, { body: { Width: 30, Height: 50 } }));
    const kept = itemIn(await setProduct(guest, designId, chosen, ROLLER, { width: 40, height: 60 }), chosen);
    expect(attributeOf(kept, 'purchaseOption')).toBe('product-only');
    expect(attributeOf(kept, 'width')).toBe('30');
    expect(kept.attributes.filter((attribute) => attribute.name === 'purchaseOption')).toHaveLength(1);
  });

  it('keeps an invalid configuration on the window as invalid, not for the cart', async () => {
    const guest = await t.guest();
    const design = await createDesign(guest);
    const { itemId } = firstWindow(design);
    const graph = await setProduct(guest, design.design.designId, itemId, ROLLER, { width: 150, height: 60 });
    expect(itemIn(graph, itemId).itemProduct).toMatchObject({ isValid: false, pipToCart: false });
  });

  it('swaps one product for another on the same window, keeping its quantity', async () => {
    const guest = await t.guest();
    const design = await createDesign(guest);
    const designId = design.design.designId;
    const { itemId } = firstWindow(design);
    await setProduct(guest, designId, itemId, ROLLER);
    await guest.request('POST', `${BASE}/designs/${designId}/items/${itemId}/quantity/4`);
    const swapped = itemIn(await setProduct(guest, designId, itemId, stock.productId, sizeFor(stock)), itemId);
    expect(swapped.itemProduct).toMatchObject({ skuNumber: stock.productId, isStockProduct: true, productType: 'Stock' });
    expect(swapped.quantity).toBe(4);
    expect(swapped.subtotal).toBeCloseTo((swapped.itemProduct?.price ?? 0) * 4, 2);
  });

  it('lets customers put a custom product on a window but only the rep change it', async () => {
    for (const customer of [await t.guest(), await t.signIn('shopper@example.com')]) {
      const rep = await t.signIn('rep@example.com');
      const design = await createDesign(customer);
      const designId = design.design.designId;
      const { itemId } = firstWindow(design);
      const placed = await setProduct(customer, designId, itemId, custom.productId, sizeFor(custom));
      expect(itemIn(placed, itemId).itemProduct?.productType).toBe('Custom');

      const refused = await putProductCall(customer, designId, itemId, (await configure(customer, ROLLER)).configurationGuid);
      expectErrorEnvelope(refused, 403, 'FORBIDDEN');
      expect(refused.body.message).toBe('This custom product can only be changed by an associate.');
      expect(itemIn(await loadDesign(customer, designId), itemId).itemProduct?.skuNumber).toBe(custom.productId);

      const changed = await setProduct(rep, designId, itemId, ROLLER, {}, repHeaders);
      expect(itemIn(changed, itemId).itemProduct?.skuNumber).toBe(ROLLER);
    }
  });

  it('lets only the rep put products on a measure-and-install estimate', async () => {
    const rep = await t.signIn('rep@example.com');
    const shopper = await t.signIn('shopper@example.com');
    const design = await createMandiDesign(shopper);
    const { itemId } = firstWindow(design);
    const configuration = await configure(shopper, ROLLER);
    expectErrorEnvelope(await putProductCall(shopper, design.design.designId, itemId, configuration.configurationGuid), 403, 'FORBIDDEN');
    const graph = graphOf(await putProductCall(rep, design.design.designId, itemId, configuration.configurationGuid, repHeaders));
    expect(itemIn(graph, itemId).itemProduct?.skuNumber).toBe(ROLLER);
  });

  it('checks who asks, the ids, the configuration, the version and the lock', async () => {
    const owner = await t.guest();
    const stranger = await t.guest();
    const design = await createDesign(owner);
    const designId = design.design.designId;
    const { itemId } = firstWindow(design);
    const { configurationGuid } = await configure(owner, ROLLER);

    expectErrorEnvelope(await putProductCall(stranger, designId, itemId, configurationGuid), 403, 'FORBIDDEN');
    expectErrorEnvelope(await putProductCall(owner, randomUUID(), itemId, configurationGuid), 404, 'NOT_FOUND');
    expectErrorEnvelope(await putProductCall(owner, designId, randomUUID(), configurationGuid), 404, 'NOT_FOUND');
    const unknown = await putProductCall(owner, designId, itemId, randomUUID());
    expectErrorEnvelope(unknown, 404, 'NOT_FOUND');
    expect(unknown.body.message).toBe('We could not find that configuration.');
    expectErrorEnvelope(await putProductCall(owner, designId, itemId, 'not-a-guid'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(
      await owner.request('POST', `${BASE}/designs/${designId}/items/${itemId}/product`, { body: {} }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorEnvelope(
      await putProductCall(owner, designId, itemId, configurationGuid, ifMatch(design.design.version + 1)),
      412,
      'STALE_VERSION',
    );

    // Nothing of the refused calls was written.
    const unchanged = await loadDesign(owner, designId);
    expect(unchanged.design.version).toBe(design.design.version);
    expect(itemIn(unchanged, itemId).itemProduct).toBeNull();

    // The version the caller saw is accepted.
    const graph = graphOf(await putProductCall(owner, designId, itemId, configurationGuid, ifMatch(design.design.version)));
    expect(graph.design.version).toBe(design.design.version + 1);

    await lockDesign(t, designId);
    const another = await configure(owner, ROLLER, 30, 50);
    expectErrorEnvelope(await putProductCall(owner, designId, itemId, another.configurationGuid), 409, 'DESIGN_LOCKED');
  });

  it('answers the graph a second tab can keep working from', async () => {
    const guest = await t.guest();
    const design = await createDesign(guest);
    const { itemId } = firstWindow(design);
    const first = await setProduct(guest, design.design.designId, itemId, ROLLER);
    const second = graphOf(
      await putProductCall(
        guest,
        design.design.designId,
        itemId,
        (await configure(guest, ROLLER, 50, 60)).configurationGuid,
        ifMatch(first.design.version),
      ),
    );
    expect(second.design.version).toBe(first.design.version + 1);
  });
});
