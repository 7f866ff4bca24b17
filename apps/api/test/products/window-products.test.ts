import type { DesignGraph } from '@eb/domain/design';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWindow, BASE, createDesign, createMandiDesign, graphOf, ifMatch, repHeaders } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

const ROLLER = '533459';
const CUSTOM_ROMAN = '533015';

describe('products on windows and copy styles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const configure = async (client: Client, productId: string, width = 40, height = 60, choices: Record<string, string> = {}) => {
    const answer = await client.request('POST', '/api/configurations', { body: { productId, width, height, choices } });
    expect(answer.status).toBe(201);
    return answer.body.data.configurationGuid as string;
  };
  const putProduct = (client: Client, graph: DesignGraph, itemId: string, configurationGuid: string, headers?: Record<string, string>) =>
    client.request('POST', `${BASE}/designs/${graph.design.designId}/items/${itemId}/product`, { body: { configurationGuid }, headers });
  const measure = (client: Client, designId: string, itemId: string, width: number, height: number) =>
    client.request('POST', `${BASE}/designs/${designId}/items/${itemId}/measurements`, { body: { Width: width, Height: height } });

  it('puts a priced product on a window, with totals, ship date and product-and-install', async () => {
    const guest = await t.guest();
    const design = await createDesign(guest);
    const itemId = design.items[0]?.itemId ?? '';
    const guid = await configure(guest, ROLLER);
    const graph = graphOf(await putProduct(guest, design, itemId, guid));
    const window = graph.items[0];
    expect(window?.itemProduct).toMatchObject({
      configurationGuid: guid,
      skuNumber: ROLLER,
      brand: 'Harbor & Pine',
      isValid: true,
      productType: 'Standard',
    });
    expect(window?.itemProduct?.price).toBeLessThan(window?.itemProduct?.retail ?? 0);
    expect(window?.subtotal).toBe(window?.itemProduct?.price);
    expect(window?.estimatedShipDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(window?.attributes.find((attribute) => attribute.name === 'purchaseOption')?.value).toBe('product-and-install');
    expect(graph.containers[0]?.price).toBe(window?.subtotal);
    expect(graph.design.subtotal).toBe(window?.subtotal);

    const tripled = graphOf(await guest.request('POST', `${BASE}/designs/${design.design.designId}/items/${itemId}/quantity/3`));
    expect(tripled.items[0]?.subtotal).toBeCloseTo((window?.itemProduct?.price ?? 0) * 3, 2);
    expect(tripled.design.retail).toBeCloseTo((window?.itemProduct?.retail ?? 0) * 3, 2);
  });

  it('checks who is asking, the configuration and the version', async () => {
    const owner = await t.guest();
    const stranger = await t.guest();
    const design = await createDesign(owner);
    const itemId = design.items[0]?.itemId ?? '';
    const guid = await configure(owner, ROLLER);
    expectErrorEnvelope(await putProduct(stranger, design, itemId, guid), 403, 'FORBIDDEN');
    expectErrorEnvelope(await putProduct(owner, design, itemId, crypto.randomUUID()), 404, 'NOT_FOUND');
    expectErrorEnvelope(await putProduct(owner, design, crypto.randomUUID(), guid), 404, 'NOT_FOUND');
    expectErrorEnvelope(await putProduct(owner, design, itemId, 'nope'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await putProduct(owner, design, itemId, guid, ifMatch(design.design.version + 5)), 412, 'STALE_VERSION');
  });

  it('lets only associates change a custom product', async () => {
    const shopper = await t.guest();
    const rep = await t.signIn('rep@example.com');
    const design = await createDesign(shopper);
    const itemId = design.items[0]?.itemId ?? '';
    graphOf(await putProduct(shopper, design, itemId, await configure(shopper, CUSTOM_ROMAN, 36, 48)));
    expectErrorEnvelope(await putProduct(shopper, design, itemId, await configure(shopper, ROLLER)), 403, 'FORBIDDEN');
    const changed = graphOf(await putProduct(rep, design, itemId, await configure(rep, ROLLER), repHeaders));
    expect(changed.items[0]?.itemProduct?.skuNumber).toBe(ROLLER);
  });

  it('copies a style to windows that can take it, refusing custom products and sizes the product cannot make', async () => {
    const guest = await t.guest();
    let design = await createDesign(guest);
    const roomId = design.containers[0]?.containerId ?? '';
    for (let index = 0; index < 3; index += 1) design = await addWindow(guest, design.design.designId, roomId);
    const [source, fits, tooTall, custom] = design.items.map((item) => item.itemId);
    const designId = design.design.designId;
    await putProduct(guest, design, source ?? '', await configure(guest, ROLLER, 40, 60));
    await measure(guest, designId, fits ?? '', 30, 50);
    await measure(guest, designId, tooTall ?? '', 40, 150);
    await putProduct(guest, design, custom ?? '', await configure(guest, CUSTOM_ROMAN, 36, 48));

    const check = await guest.request('POST', `${BASE}/designs/${designId}/items/${source}/cloneStyle/check`, {
      body: { ids: [fits, tooTall, custom] },
    });
    expect(check.body.data).toEqual([
      { itemId: fits, isValid: true, errors: [] },
      { itemId: tooTall, isValid: false, errors: ["Unable to copy style. Source style is not compatible with this window's dimensions."] },
      { itemId: custom, isValid: false, errors: ['Product is custom product'] },
    ]);

    const answer = await guest.request('POST', `${BASE}/designs/${designId}/items/${source}/cloneStyle`, {
      body: { ids: [fits, tooTall, custom] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.copyResults).toEqual([
      { itemId: fits, succeeded: true },
      { itemId: tooTall, succeeded: false },
      { itemId: custom, succeeded: false },
    ]);
    const copied = (answer.body.data as DesignGraph).items.find((item) => item.itemId === fits);
    expect(copied?.itemProduct?.skuNumber).toBe(ROLLER);
    expect(copied?.itemProduct?.configurationGuid).not.toBe((answer.body.data as DesignGraph).items[0]?.itemProduct?.configurationGuid);
    expect(copied?.itemProduct?.attributes).toEqual(expect.arrayContaining([{ name: 'width', value: '30' }]));
    expect(copied?.attributes.find((attribute) => attribute.name === 'purchaseOption')?.value).toBe('product-and-install');
    expectErrorEnvelope(
      await guest.request('POST', `${BASE}/designs/${designId}/items/${source}/cloneStyle`, { body: { ids: [] } }),
      400,
      'VALIDATION_FAILED',
    );
    const self = await guest.request('POST', `${BASE}/designs/${designId}/items/${source}/cloneStyle`, { body: { ids: [source] } });
    expect(self.body.data.copyResults).toEqual([{ itemId: source, succeeded: false }]);
    const noProduct = await guest.request('POST', `${BASE}/designs/${designId}/items/${tooTall}/cloneStyle`, { body: { ids: [fits] } });
    expectErrorEnvelope(noProduct, 400, 'VALIDATION_FAILED');
  });

  it('runs the mandi checks: mount type and category must match the source', async () => {
    const rep = await t.signIn('rep@example.com');
    let design = await createMandiDesign(rep, repHeaders);
    const designId = design.design.designId;
    design = await addWindow(rep, designId, design.containers[0]?.containerId ?? '', undefined, repHeaders);
    const [source, target] = design.items.map((item) => item.itemId);
    const set = (itemId: string | undefined, attributeId: string, value: string) =>
      rep.request('POST', `${BASE}/designs/${designId}/items/${itemId}/attribute`, {
        body: { attributeId, value, reason: 'Measured' },
        headers: repHeaders,
      });
    await set(source, 'mountType', 'inside');
    await set(source, 'category', 'roller-shades');
    await set(target, 'mountType', 'outside');
    await set(target, 'category', 'verticals');
    await measure(rep, designId, target ?? '', 30, 50);
    await putProduct(rep, design, source ?? '', await configure(rep, ROLLER, 40, 60), repHeaders);
    const check = await rep.request('POST', `${BASE}/designs/${designId}/items/${source}/cloneStyle/check`, {
      body: { ids: [target] },
      headers: repHeaders,
    });
    expect(check.body.data[0].errors).toEqual(['Incorrect mount type', 'Incorrect measurement category']);
  });
});
