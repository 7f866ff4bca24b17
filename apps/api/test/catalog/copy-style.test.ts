import { randomUUID } from 'node:crypto';
import type { DesignGraph } from '@eb/domain/design';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWindow, BASE, createDesign, createMandiDesign, graphOf, ifMatch, loadDesign, repHeaders } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { statementsOf } from '../test-database.ts';
import {
  attributeOf,
  choiceOf,
  configure,
  expectStatusOf,
  itemIn,
  measure,
  productById,
  productWhere,
  ROLLER,
  setProduct,
} from './helpers.ts';

const roller = productById(ROLLER);
const motorized = choiceOf(roller, 'lift', 'Motorized');
const linen = choiceOf(roller, 'color', 'Linen');
const custom = productWhere('active custom product', (product) => product.productType === 'Custom' && product.status === 'Active');
const customSize = {
  width: Math.min(custom.maxWidth, Math.max(custom.minWidth, 36)),
  height: Math.min(custom.maxHeight, Math.max(custom.minHeight, 48)),
};
const COPY_STYLE_FAILED = "Unable to copy style. Source style is not compatible with this window's dimensions.";

type CopyAnswer = DesignGraph & { copyResults: { itemId: string; succeeded: boolean }[] };

/** A design of one room holding `count` windows; answers the graph and the window ids in order. */
async function designWithWindows(client: Client, count: number, mandi = false, headers?: Record<string, string>) {
  let design = mandi ? await createMandiDesign(client, headers) : await createDesign(client, { design: {} }, headers);
  const roomId = design.containers[0]?.containerId ?? '';
  for (let index = 1; index < count; index += 1) design = await addWindow(client, design.design.designId, roomId, undefined, headers);
  return { design, designId: design.design.designId, ids: design.items.map((item) => item.itemId) };
}

const checkUrl = (designId: string, sourceId: string) => `${BASE}/designs/${designId}/items/${sourceId}/cloneStyle/check`;
const cloneUrl = (designId: string, sourceId: string) => `${BASE}/designs/${designId}/items/${sourceId}/cloneStyle`;

describe('copy styles in product mode (cloneStyle/check and cloneStyle)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('checks each target and refuses only what doc 000 §5 refuses in product mode: a custom product (and the source itself)', async () => {
    const guest = await t.guest();
    const { designId, ids } = await designWithWindows(guest, 5);
    const [source, fits, tooTall, customTarget, bare] = ids as [string, string, string, string, string];
    await setProduct(guest, designId, source, ROLLER, { width: 40, height: 60 });
    await measure(guest, designId, fits, 30, 50);
    await measure(guest, designId, tooTall, 40, roller.maxHeight + 10);
    const before = await setProduct(guest, designId, customTarget, custom.productId, customSize);

    const answer = await guest.request('POST', checkUrl(designId, source), { body: { ids: [fits, tooTall, customTarget, bare, source] } });
    expectStatusOf(answer, 200);
    expect(answer.body.data).toEqual([
      { itemId: fits, isValid: true, errors: [] },
      { itemId: tooTall, isValid: true, errors: [] },
      { itemId: customTarget, isValid: false, errors: ['Product is custom product'] },
      { itemId: bare, isValid: true, errors: [] },
      { itemId: source, isValid: false, errors: [COPY_STYLE_FAILED] },
    ]);
    // A check writes nothing.
    const after = await loadDesign(guest, designId);
    expect(after.design.version).toBe(before.design.version);
    expect(itemIn(after, fits).itemProduct).toBeNull();
  });

  it("gives each eligible target the source's product and choices at its own size, as a configuration of its own", async () => {
    const guest = await t.guest();
    const { designId, ids } = await designWithWindows(guest, 5);
    const [source, measured, withProduct, bare, tooTall] = ids as [string, string, string, string, string];
    const sourceGraph = await setProduct(guest, designId, source, ROLLER, {
      width: 40,
      height: 60,
      choices: { lift: motorized, color: linen },
    });
    const sourceProduct = itemIn(sourceGraph, source).itemProduct;
    await measure(guest, designId, measured, 30.5, 50);
    await setProduct(guest, designId, withProduct, ROLLER, { width: 70, height: 80 });
    await measure(guest, designId, tooTall, 40, roller.maxHeight + 10);
    const before = await loadDesign(guest, designId);

    const answer = await guest.request('POST', cloneUrl(designId, source), { body: { ids: [measured, withProduct, bare, tooTall] } });
    expectStatusOf(answer, 200);
    const graph = answer.body.data as CopyAnswer;
    expect(graph.copyResults).toEqual([
      { itemId: measured, succeeded: true },
      { itemId: withProduct, succeeded: true },
      { itemId: bare, succeeded: true },
      { itemId: tooTall, succeeded: true },
    ]);
    expect(graph.design.version).toBe(before.design.version + 1);

    const guids = new Set([sourceProduct?.configurationGuid]);
    for (const [itemId, width, height] of [
      [measured, 30.5, 50],
      [withProduct, 70, 80],
      [bare, 40, 60],
    ] as const) {
      const window = itemIn(graph, itemId);
      expect(window.itemProduct?.skuNumber, itemId).toBe(ROLLER);
      expect(window.itemProduct?.choices.map((choice) => choice.choiceId)).toEqual(sourceProduct?.choices.map((choice) => choice.choiceId));
      expect(window.itemProduct?.attributes).toEqual(
        expect.arrayContaining([
          { name: 'width', value: String(width) },
          { name: 'height', value: String(height) },
        ]),
      );
      // Priced at its own size, as a configuration of that size would be.
      const same = await configure(guest, ROLLER, width, height, { lift: motorized, color: linen });
      expect(window.itemProduct?.price, itemId).toBe(same.subtotal);
      expect(attributeOf(window, 'purchaseOption')).toBe('product-and-install');
      // Its own configuration, stored and readable.
      const guid = window.itemProduct?.configurationGuid ?? '';
      expect(guids.has(guid)).toBe(false);
      guids.add(guid);
      const stored = await guest.request('GET', `/api/configurations/${guid}`);
      expect(stored.body.data).toMatchObject({ productId: ROLLER, width, height });
    }
    // Product mode does not refuse a size the product cannot be made in: the window then shows its product as invalid.
    expect(itemIn(graph, tooTall).itemProduct).toMatchObject({ skuNumber: ROLLER, isValid: false });
    expect(itemIn(graph, source).itemProduct).toEqual(sourceProduct);
  });

  it('keeps a purchase option the target already has, and applies override choices', async () => {
    const guest = await t.guest();
    const { designId, ids } = await designWithWindows(guest, 2);
    const [source, target] = ids as [string, string];
    await setProduct(guest, designId, source, ROLLER, { width: 40, height: 60 });
    graphOf(
      await guest.request('POST', `${BASE}/designs/${designId}/items/${target}/attribute`, {
        body: { attributeId: 'purchaseOption', value: 'product-only' },
      }),
    );
    const overrideChoices = [{ choiceId: linen, optionId: 'color', choiceValue: 'Linen', optionName: 'Color', optionType: 'color' }];
    const answer = await guest.request('POST', cloneUrl(designId, source), { body: { ids: [target], overrideChoices } });
    const graph = answer.body.data as CopyAnswer;
    expect(graph.copyResults).toEqual([{ itemId: target, succeeded: true }]);
    const copied = itemIn(graph, target);
    expect(attributeOf(copied, 'purchaseOption')).toBe('product-only');
    expect(copied.itemProduct?.choices.find((choice) => choice.optionId === 'color')?.choiceId).toBe(linen);
    expect(itemIn(graph, source).itemProduct?.choices.find((choice) => choice.optionId === 'color')?.choiceId).not.toBe(linen);
  });

  it('copies with the override choices even where they make the product invalid: product mode checks no size', async () => {
    const guest = await t.guest();
    const { designId, ids } = await designWithWindows(guest, 2);
    const [source, narrow] = ids as [string, string];
    await setProduct(guest, designId, source, ROLLER, { width: 40, height: 60 });
    await measure(guest, designId, narrow, 14, 50);
    const overrideChoices = [
      { choiceId: motorized, optionId: 'lift', choiceValue: 'Motorized', optionName: 'Lift System', optionType: 'select' },
    ];
    expect((await guest.request('POST', checkUrl(designId, source), { body: { ids: [narrow] } })).body.data[0].isValid).toBe(true);
    const motor = await guest.request('POST', checkUrl(designId, source), { body: { ids: [narrow], overrideChoices } });
    expect(motor.body.data).toEqual([{ itemId: narrow, isValid: true, errors: [] }]);
    const copied = await guest.request('POST', cloneUrl(designId, source), { body: { ids: [narrow], overrideChoices } });
    expect(copied.body.data.copyResults).toEqual([{ itemId: narrow, succeeded: true }]);
    const product = itemIn(copied.body.data, narrow).itemProduct;
    expect(product?.choices.find((choice) => choice.optionId === 'lift')?.choiceId).toBe(motorized);
    expect(product?.isValid).toBe(false);
  });

  it('copies to a window named twice once, and changes nothing (same version) when no target can take the style', async () => {
    const guest = await t.guest();
    const { designId, ids } = await designWithWindows(guest, 3);
    const [source, target, customTarget] = ids as [string, string, string];
    await setProduct(guest, designId, source, ROLLER);
    await setProduct(guest, designId, customTarget, custom.productId, customSize);
    const twice = (await guest.request('POST', cloneUrl(designId, source), { body: { ids: [target, target] } })).body.data as CopyAnswer;
    expect(twice.copyResults).toEqual([{ itemId: target, succeeded: true }]);

    const before = await loadDesign(guest, designId);
    const none = await guest.request('POST', cloneUrl(designId, source), { body: { ids: [customTarget] } });
    expectStatusOf(none, 200);
    expect(none.body.data.copyResults).toEqual([{ itemId: customTarget, succeeded: false }]);
    expect(none.body.data.design.version).toBe(before.design.version);
    expect(itemIn(none.body.data, customTarget).itemProduct?.skuNumber).toBe(custom.productId);
  });

  it('answers 404 for an unknown design, source or target, 400 for a bad body or a source without product', async () => {
    const guest = await t.guest();
    const { designId, ids } = await designWithWindows(guest, 3);
    const [source, target, bare] = ids as [string, string, string];
    await setProduct(guest, designId, source, ROLLER);
    for (const url of [cloneUrl, checkUrl]) {
      expectErrorEnvelope(await guest.request('POST', url(randomUUID(), source), { body: { ids: [target] } }), 404, 'NOT_FOUND');
      expectErrorEnvelope(await guest.request('POST', url(designId, randomUUID()), { body: { ids: [target] } }), 404, 'NOT_FOUND');
      expectErrorEnvelope(await guest.request('POST', url(designId, source), { body: { ids: [target, randomUUID()] } }), 404, 'NOT_FOUND');
      expectErrorEnvelope(await guest.request('POST', url(designId, source), { body: { ids: [] } }), 400, 'VALIDATION_FAILED');
      expectErrorEnvelope(await guest.request('POST', url(designId, source), { body: { ids: ['nope'] } }), 400, 'VALIDATION_FAILED');
      const noProduct = await guest.request('POST', url(designId, bare), { body: { ids: [target] } });
      expectErrorEnvelope(noProduct, 400, 'VALIDATION_FAILED');
      expect(noProduct.body.message).toBe(COPY_STYLE_FAILED);
    }
    // The refused copy with one unknown target wrote nothing for the known one.
    expect(itemIn(await loadDesign(guest, designId), target).itemProduct).toBeNull();
  });

  it('lets only the owner (or a rep) copy, and refuses a stale version with 412', async () => {
    const owner = await t.guest();
    const stranger = await t.guest();
    const rep = await t.signIn('rep@example.com');
    const { design, designId, ids } = await designWithWindows(owner, 3);
    const [source, target, other] = ids as [string, string, string];
    const withProduct = await setProduct(owner, designId, source, ROLLER);

    expectErrorEnvelope(await stranger.request('POST', cloneUrl(designId, source), { body: { ids: [target] } }), 403, 'FORBIDDEN');
    // Checking reads only: the design id is enough to read.
    expectStatusOf(await stranger.request('POST', checkUrl(designId, source), { body: { ids: [target] } }), 200);

    const stale = await owner.request('POST', cloneUrl(designId, source), {
      body: { ids: [target] },
      headers: ifMatch(design.design.version),
    });
    expectErrorEnvelope(stale, 412, 'STALE_VERSION');
    expect(itemIn(await loadDesign(owner, designId), target).itemProduct).toBeNull();

    const fresh = await owner.request('POST', cloneUrl(designId, source), {
      body: { ids: [target] },
      headers: ifMatch(withProduct.design.version),
    });
    expect(fresh.body.data.copyResults).toEqual([{ itemId: target, succeeded: true }]);
    const byRep = await rep.request('POST', cloneUrl(designId, source), { body: { ids: [other] }, headers: repHeaders });
    expect(byRep.body.data.copyResults).toEqual([{ itemId: other, succeeded: true }]);
  });
});

describe('copy styles to many windows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Statements one cloneStyle call runs for a source and `count` targets (after the design was loaded once). */
  const statementsFor = async (count: number) => {
    const rep = await t.signIn('rep@example.com');
    const { designId, ids } = await designWithWindows(rep, count + 1, false, repHeaders);
    const [source, ...targets] = ids as [string, ...string[]];
    await setProduct(rep, designId, source, ROLLER, {}, repHeaders);
    await loadDesign(rep, designId);
    const statements = statementsOf(t.db);
    const from = statements.length;
    const answer = await rep.request('POST', cloneUrl(designId, source), { body: { ids: targets }, headers: repHeaders });
    expectStatusOf(answer, 200);
    expect(answer.body.data.copyResults.every((result: { succeeded: boolean }) => result.succeeded)).toBe(true);
    expect(
      answer.body.data.items.filter((item: { itemProduct: { skuNumber: string } | null }) => item.itemProduct?.skuNumber === ROLLER),
    ).toHaveLength(count + 1);
    const ran = statements.slice(from);
    // The copy reads no room, window or attribute of the design: it works on the design the process holds.
    expect(ran.filter((statement) => /from "(items|containers|item_attributes)"/i.test(statement))).toEqual([]);
    return ran.length;
  };

  it('sends the same number of statements for 2 targets as for 12 (no query per window)', async () => {
    expect(await statementsFor(12)).toBe(await statementsFor(2));
  });
});

describe('copy styles on a measure-and-install estimate', () => {
  let t: TestApp;
  let rep: Client;
  beforeAll(async () => {
    t = await createTestApp();
    rep = await t.signIn('rep@example.com');
  });
  afterAll(() => t.close());

  const set = (designId: string, itemId: string, attributeId: string, value: string) =>
    rep.request('POST', `${BASE}/designs/${designId}/items/${itemId}/attribute`, {
      body: { attributeId, value, reason: 'Measured on site' },
      headers: repHeaders,
    });
  /** A measured window: mount type, category and size. */
  const measured = async (designId: string, itemId: string, mountType: string, category: string, width = 30, height = 50) => {
    graphOf(await set(designId, itemId, 'mountType', mountType));
    graphOf(await set(designId, itemId, 'category', category));
    await measure(rep, designId, itemId, width, height, repHeaders);
  };

  it('runs the mandi checks: dimensions, specialty shape, flag, mount type, category, custom product', async () => {
    const { designId, ids } = await designWithWindows(rep, 8, true, repHeaders);
    const [source, fits, otherMount, otherCategory, flagged, shaped, tooTall, customTarget] = ids as string[] as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    await measured(designId, source, 'inside', 'roller-shades', 40, 60);
    await setProduct(rep, designId, source, ROLLER, { width: 40, height: 60 }, repHeaders);
    await measured(designId, fits, 'inside', 'roller-shades');
    await measured(designId, otherMount, 'outside', 'roller-shades');
    await measured(designId, otherCategory, 'inside', 'verticals');
    await measured(designId, flagged, 'inside', 'roller-shades');
    graphOf(await set(designId, flagged, 'flagNotes', JSON.stringify([{ id: '1', content: 'Cracked sill' }])));
    await measured(designId, shaped, 'inside', 'roller-shades');
    graphOf(await set(designId, shaped, 'specialtyShape', 'arch'));
    await measured(designId, tooTall, 'inside', 'roller-shades', 40, roller.maxHeight + 10);
    await measured(designId, customTarget, 'inside', 'roller-shades', customSize.width, customSize.height);
    await setProduct(rep, designId, customTarget, custom.productId, customSize, repHeaders);

    const check = await rep.request('POST', checkUrl(designId, source), {
      body: { ids: [fits, otherMount, otherCategory, flagged, shaped, tooTall, customTarget] },
      headers: repHeaders,
    });
    expectStatusOf(check, 200);
    expect(check.body.data).toEqual([
      { itemId: fits, isValid: true, errors: [] },
      { itemId: otherMount, isValid: false, errors: ['Incorrect mount type'] },
      { itemId: otherCategory, isValid: false, errors: ['Incorrect measurement category'] },
      { itemId: flagged, isValid: false, errors: ['Item is flagged'] },
      { itemId: shaped, isValid: false, errors: ['Item is specialty shaped'] },
      { itemId: tooTall, isValid: false, errors: ['Copied styles exceed product specifications'] },
      { itemId: customTarget, isValid: false, errors: ['Product is custom product'] },
    ]);

    const copied = await rep.request('POST', cloneUrl(designId, source), {
      body: { ids: [fits, otherMount, flagged, customTarget] },
      headers: repHeaders,
    });
    expectStatusOf(copied, 200);
    const graph = copied.body.data as CopyAnswer;
    expect(graph.copyResults).toEqual([
      { itemId: fits, succeeded: true },
      { itemId: otherMount, succeeded: false },
      { itemId: flagged, succeeded: false },
      { itemId: customTarget, succeeded: false },
    ]);
    expect(itemIn(graph, fits).itemProduct).toMatchObject({
      skuNumber: ROLLER,
      attributes: expect.arrayContaining([{ name: 'width', value: '30' }]),
    });
    expect(itemIn(graph, otherMount).itemProduct).toBeNull();
  });

  it('lets the customer check but not copy on a measure-and-install estimate', async () => {
    const shopper = await t.signIn('shopper@example.com');
    const created = await createMandiDesign(shopper);
    const designId = created.design.designId;
    // Customers cannot add windows to a measure-and-install estimate: the rep does.
    const design = await addWindow(rep, designId, created.containers[0]?.containerId ?? '', undefined, repHeaders);
    const [source, target] = design.items.map((item) => item.itemId) as [string, string];
    await setProduct(rep, designId, source, ROLLER, {}, repHeaders);
    expectStatusOf(await shopper.request('POST', checkUrl(designId, source), { body: { ids: [target] } }), 200);
    expectErrorEnvelope(await shopper.request('POST', cloneUrl(designId, source), { body: { ids: [target] } }), 403, 'FORBIDDEN');
  });
});
