import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../support.ts';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import {
  attributeChangeCount,
  attributeValue,
  BASE,
  createDesign,
  createMandiDesign,
  expectInvalid,
  firstWindow,
  graphOf,
  itemOf,
  loadDesign,
  putProduct,
  repHeaders,
} from './helpers.ts';

describe('window attributes, measurements and quantity', () => {
  let t: TestApp;
  let rep: Client;
  beforeAll(async () => {
    t = await createTestApp();
    rep = await t.signIn('rep@example.com');
  });
  afterAll(() => t.close());

  /** A guest's design and the url of its first window's `path` call. */
  async function guestWindow(mandi = false) {
    const client = await t.guest();
    const created = mandi ? await createMandiDesign(client) : await createDesign(client);
    const { itemId } = firstWindow(created);
    const designId = created.design.designId;
    const url = (path: string) => `${BASE}/designs/${designId}/items/${itemId}/${path}`;
    return { client, created, designId, itemId, url };
  }

  describe('POST /designs/{designId}/items/{itemId}/attribute', () => {
    it('sets an editable attribute and records the change once; the same value again writes nothing', async () => {
      const { client, itemId, url } = await guestWindow();
      const first = graphOf(await client.request('POST', url('attribute'), { body: { attributeId: 'mountType', value: 'Inside' } }));
      const attribute = itemOf(first, itemId).attributes.find((candidate) => candidate.name === 'mountType');
      expect(attribute).toMatchObject({ value: 'inside', normalizedValue: 'inside', displayName: 'Mount type' });
      expect(first.design.version).toBe(2);
      expect(await attributeChangeCount(t, itemId)).toBe(1);

      const again = graphOf(await client.request('POST', url('attribute'), { body: { attributeId: 'mountType', value: 'inside' } }));
      expect(attributeValue(itemOf(again, itemId), 'mountType')).toBe('inside');
      expect(again.design.version).toBe(2);
      expect(await attributeChangeCount(t, itemId)).toBe(1);

      // Addressed by the stored attribute's id as well as by name.
      const byId = graphOf(
        await client.request('POST', url('attribute'), { body: { attributeId: attribute!.attributeId, value: 'outside' } }),
      );
      expect(attributeValue(itemOf(byId, itemId), 'mountType')).toBe('outside');
      expect(byId.design.version).toBe(3);
      expect(await attributeChangeCount(t, itemId)).toBe(2);
      const changes = await t.db.selectFrom('attribute_changes').selectAll().where('item_id', '=', itemId).orderBy('changed_at').execute();
      expect(changes.map((change) => [change.name, change.old_value, change.new_value])).toEqual([
        ['mountType', null, 'inside'],
        ['mountType', 'inside', 'outside'],
      ]);
    });

    it('stores dimensions in inches with an eighths display form', async () => {
      const { client, itemId, url } = await guestWindow();
      const graph = graphOf(await client.request('POST', url('attribute'), { body: { attributeId: 'depth', value: '3.375' } }));
      expect(itemOf(graph, itemId).attributes.find((attribute) => attribute.name === 'depth')).toMatchObject({
        value: '3.375',
        normalizedValue: '3 3/8"',
        displayName: 'Depth',
      });
      // '3.3750' is the same value: nothing is written.
      const same = graphOf(await client.request('POST', url('attribute'), { body: { attributeId: 'depth', value: '3.3750' } }));
      expect(same.design.version).toBe(graph.design.version);
      expect(await attributeChangeCount(t, itemId)).toBe(1);
    });

    it("takes the categories of the request's site, whose first key carries the site's {product} word", async () => {
      const site11 = { host: 'site11.localhost' };
      const client = await t.guest();
      const created = await createDesign(client, { design: {} }, site11);
      const { itemId } = firstWindow(created);
      const url = `${BASE}/designs/${created.design.designId}/items/${itemId}/attribute`;
      const stored = graphOf(
        await client.request('POST', url, { body: { attributeId: 'category', value: 'window-treatments-shades' }, headers: site11 }),
      );
      expect(attributeValue(itemOf(stored, itemId), 'category')).toBe('window-treatments-shades');
      expectInvalid(
        await client.request('POST', url, { body: { attributeId: 'category', value: 'blinds-shades' }, headers: site11 }),
        'Category must be one of window-treatments-shades, roller-shades, verticals, perfect-arch.',
      );
      // The Blinds site's own key is blinds-shades.
      const onSite3 = graphOf(await client.request('POST', url, { body: { attributeId: 'category', value: 'blinds-shades' } }));
      expect(attributeValue(itemOf(onSite3, itemId), 'category')).toBe('blinds-shades');
    });

    it('checks values against the spec: dimensions (the product mode limits, as measurements do), categories, mount types, purchase options', async () => {
      const { client, itemId, url } = await guestWindow();
      const cases: [string, string, string][] = [
        ['width', '6.875', 'Width must be between 7 and 156 inches.'],
        ['width', 'wide', 'Width must be a number of inches.'],
        ['height', '160.125', 'Height must be between 10 and 160 inches.'],
        ['depth', '24.125', 'Depth must be between 0 and 24 inches.'],
        ['depth', '2.1', 'Depth must be in eighths of an inch.'],
        ['category', 'shutters', 'Category must be one of blinds-shades, roller-shades, verticals, perfect-arch.'],
        ['mountType', 'ceiling', 'Mount type must be Inside or Outside.'],
        ['purchaseOption', 'maybe', 'Purchase option must be one of product-and-install, product-only, do-not-include.'],
        ['color', 'red', 'The window attribute color cannot be changed.'],
      ];
      for (const [attributeId, value, message] of cases) {
        expectInvalid(await client.request('POST', url('attribute'), { body: { attributeId, value } }), message);
      }
      expectErrorEnvelope(await client.request('POST', url('attribute'), { body: { value: 'x' } }), 400, 'VALIDATION_FAILED');
      expect(await attributeChangeCount(t, itemId)).toBe(0);

      for (const [attributeId, value] of [
        ['category', 'roller-shades'],
        ['purchaseOption', 'do-not-include'],
        ['width', '7'],
        ['height', '160'],
        ['depth', '0'],
      ] as const) {
        const graph = graphOf(await client.request('POST', url('attribute'), { body: { attributeId, value } }));
        expect(attributeValue(itemOf(graph, itemId), attributeId)).toBe(value);
      }
      expect(await attributeChangeCount(t, itemId)).toBe(5);
    });

    it('lets only reps write notes and flags', async () => {
      const { client, designId, itemId, url } = await guestWindow();
      const notes = JSON.stringify([{ id: '1', author: 'Riley', authorRole: 'rep', date: '2026-01-01', content: 'Check the sill' }]);
      expectErrorEnvelope(
        await client.request('POST', url('attribute'), { body: { attributeId: 'notes', value: notes } }),
        403,
        'FORBIDDEN',
      );
      const graph = graphOf(
        await rep.request('POST', `${BASE}/designs/${designId}/items/${itemId}/attribute`, {
          body: { attributeId: 'notes', value: notes },
          headers: repHeaders,
        }),
      );
      expect(attributeValue(itemOf(graph, itemId), 'notes')).toBe(notes);
      const change = await t.db.selectFrom('attribute_changes').selectAll().where('item_id', '=', itemId).executeTakeFirstOrThrow();
      expect(change.changed_by).toBe('rep@example.com');
    });

    it('on a mandi design refuses customers, and asks reps for a reason', async () => {
      const { client, designId, itemId, url } = await guestWindow(true);
      expectErrorEnvelope(
        await client.request('POST', url('attribute'), { body: { attributeId: 'category', value: 'verticals', reason: 'Wider' } }),
        403,
        'FORBIDDEN',
      );
      const repUrl = `${BASE}/designs/${designId}/items/${itemId}/attribute`;
      expectInvalid(
        await rep.request('POST', repUrl, { body: { attributeId: 'category', value: 'verticals' }, headers: repHeaders }),
        'Reason is required.',
      );
      expectInvalid(
        await rep.request('POST', repUrl, { body: { attributeId: 'category', value: 'verticals', reason: '  ' }, headers: repHeaders }),
        'Reason is required.',
      );
      expect(await attributeChangeCount(t, itemId)).toBe(0);

      const graph = graphOf(
        await rep.request('POST', repUrl, {
          body: { attributeId: 'category', value: 'verticals', reason: ' Customer asked ' },
          headers: repHeaders,
        }),
      );
      expect(attributeValue(itemOf(graph, itemId), 'category')).toBe('verticals');
      const change = await t.db.selectFrom('attribute_changes').selectAll().where('item_id', '=', itemId).executeTakeFirstOrThrow();
      expect(change).toMatchObject({ name: 'category', new_value: 'verticals', reason: 'Customer asked', changed_by: 'rep@example.com' });

      // The purchase option stays the customer's choice, without a reason.
      const chosen = graphOf(
        await client.request('POST', url('attribute'), { body: { attributeId: 'purchaseOption', value: 'product-only' } }),
      );
      expect(attributeValue(itemOf(chosen, itemId), 'purchaseOption')).toBe('product-only');
    });

    it('answers 404 for an unknown window or design', async () => {
      const { client, created, itemId } = await guestWindow();
      const body = { attributeId: 'mountType', value: 'inside' };
      expectErrorEnvelope(
        await client.request('POST', `${BASE}/designs/${created.design.designId}/items/${randomUUID()}/attribute`, { body }),
        404,
        'NOT_FOUND',
      );
      expectErrorEnvelope(
        await client.request('POST', `${BASE}/designs/${randomUUID()}/items/${itemId}/attribute`, { body }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('DELETE /designs/{designId}/items/{itemId}/attribute', () => {
    it('removes the purchase option and records it; a second delete finds nothing', async () => {
      const { client, itemId, url } = await guestWindow();
      await client.request('POST', url('attribute'), { body: { attributeId: 'purchaseOption', value: 'product-only' } });
      const graph = graphOf(
        await client.request('DELETE', url('attribute'), { body: { attributeId: 'purchaseOption', value: 'product-only' } }),
      );
      expect(attributeValue(itemOf(graph, itemId), 'purchaseOption')).toBeUndefined();
      expect(graph.design.version).toBe(3);
      expect(await attributeChangeCount(t, itemId)).toBe(2);
      const again = await client.request('DELETE', url('attribute'), { body: { attributeId: 'purchaseOption' } });
      expectErrorEnvelope(again, 404, 'NOT_FOUND');
      expect(again.body.message).toBe('This window has no purchaseOption attribute.');
      expect(await attributeChangeCount(t, itemId)).toBe(2);
    });

    it('lets only reps remove motorized; measurements cannot be removed', async () => {
      const { client, designId, itemId, url } = await guestWindow(true);
      await t.db
        .insertInto('item_attributes')
        .values({
          id: randomUUID(),
          item_id: itemId,
          design_id: designId,
          name: 'motorized',
          value: 'Yes',
          normalized_value: 'Yes',
          display_name: 'Motorized',
        })
        .execute();
      await rep.request('POST', `${BASE}/designs/${designId}/items/${itemId}/measurements`, {
        body: { Width: 30, Height: 30 },
        headers: repHeaders,
      });
      expectErrorEnvelope(await client.request('DELETE', url('attribute'), { body: { attributeId: 'motorized' } }), 403, 'FORBIDDEN');
      expectInvalid(
        await rep.request('DELETE', url('attribute'), { body: { attributeId: 'width' }, headers: repHeaders }),
        'The window attribute width cannot be removed.',
      );
      const graph = graphOf(await rep.request('DELETE', url('attribute'), { body: { attributeId: 'motorized' }, headers: repHeaders }));
      expect(
        itemOf(graph, itemId)
          .attributes.map((attribute) => attribute.name)
          .sort(),
      ).toEqual(['height', 'width']);
    });

    it('answers 404 for an unknown window and 400 without an attributeId', async () => {
      const { client, created, url } = await guestWindow();
      expectErrorEnvelope(
        await client.request('DELETE', `${BASE}/designs/${created.design.designId}/items/${randomUUID()}/attribute`, {
          body: { attributeId: 'purchaseOption' },
        }),
        404,
        'NOT_FOUND',
      );
      expectErrorEnvelope(await client.request('DELETE', url('attribute'), { body: {} }), 400, 'VALIDATION_FAILED');
    });
  });

  describe('POST /designs/{designId}/items/{itemId}/measurements', () => {
    it('stores width and height in eighths, writing only what differs', async () => {
      const { client, itemId, url } = await guestWindow();
      const graph = graphOf(await client.request('POST', url('measurements'), { body: { Width: 36.125, Height: 48.875 } }));
      const item = itemOf(graph, itemId);
      expect(
        item.attributes.map((attribute) => [attribute.name, attribute.value, attribute.normalizedValue, attribute.displayPriority]),
      ).toEqual([
        ['height', '48.875', '48 7/8"', 100],
        ['width', '36.125', '36 1/8"', 100],
      ]);
      expect(graph.design.version).toBe(2);
      expect(await attributeChangeCount(t, itemId)).toBe(2);

      const same = graphOf(await client.request('POST', url('measurements'), { body: { Width: 36.125, Height: 48.875 } }));
      expect(same.design.version).toBe(2);
      expect(await attributeChangeCount(t, itemId)).toBe(2);

      const wider = graphOf(await client.request('POST', url('measurements'), { body: { Width: 40, Height: 48.875 } }));
      expect(attributeValue(itemOf(wider, itemId), 'width')).toBe('40');
      expect(wider.design.version).toBe(3);
      expect(await attributeChangeCount(t, itemId)).toBe(3);
    });

    it('accepts, for a window without a product, width 7 to 156 and height 10 to 160 and nothing outside, writing nothing on failure', async () => {
      const { client, itemId, url } = await guestWindow();
      const cases: [unknown, string][] = [
        [{ Width: 6.875, Height: 50 }, 'Width must be between 7 and 156 inches.'],
        [{ Width: 156.125, Height: 50 }, 'Width must be between 7 and 156 inches.'],
        [{ Width: 50, Height: 9.875 }, 'Height must be between 10 and 160 inches.'],
        [{ Width: 50, Height: 160.125 }, 'Height must be between 10 and 160 inches.'],
        [{ Width: 36.1, Height: 50 }, 'Width must be in eighths of an inch.'],
        [{ Width: 50, Height: 50.3 }, 'Height must be in eighths of an inch.'],
        [{ Width: '36', Height: 50 }, 'Width must be a number of inches.'],
        [{ Width: 50 }, 'Height must be a number of inches.'],
      ];
      for (const [body, message] of cases) expectInvalid(await client.request('POST', url('measurements'), { body }), message);
      expect(await attributeChangeCount(t, itemId)).toBe(0);

      const low = graphOf(await client.request('POST', url('measurements'), { body: { Width: 7, Height: 10 } }));
      expect([attributeValue(itemOf(low, itemId), 'width'), attributeValue(itemOf(low, itemId), 'height')]).toEqual(['7', '10']);
      const high = graphOf(await client.request('POST', url('measurements'), { body: { Width: 156, Height: 160 } }));
      expect([attributeValue(itemOf(high, itemId), 'width'), attributeValue(itemOf(high, itemId), 'height')]).toEqual(['156', '160']);
    });

    it('keeps 7 to 196 wide and 10 to 196 high on a mandi design', async () => {
      const { designId, itemId } = await guestWindow(true);
      const measure = (body: unknown) =>
        rep.request('POST', `${BASE}/designs/${designId}/items/${itemId}/measurements`, { body, headers: repHeaders });
      expectInvalid(await measure({ Width: 196.125, Height: 50 }), 'Width must be between 7 and 196 inches.');
      expectInvalid(await measure({ Width: 50, Height: 196.125 }), 'Height must be between 10 and 196 inches.');
      const high = graphOf(await measure({ Width: 196, Height: 196 }));
      expect([attributeValue(itemOf(high, itemId), 'width'), attributeValue(itemOf(high, itemId), 'height')]).toEqual(['196', '196']);
    });

    it('on a mandi design lets only a rep measure', async () => {
      const { client, designId, itemId, url } = await guestWindow(true);
      expectErrorEnvelope(await client.request('POST', url('measurements'), { body: { Width: 30, Height: 30 } }), 403, 'FORBIDDEN');
      const graph = graphOf(
        await rep.request('POST', `${BASE}/designs/${designId}/items/${itemId}/measurements`, {
          body: { Width: 30, Height: 30.5 },
          headers: repHeaders,
        }),
      );
      expect(attributeValue(itemOf(graph, itemId), 'height')).toBe('30.5');
    });

    it('answers 404 for an unknown window or design', async () => {
      const { client, created, itemId } = await guestWindow();
      const body = { Width: 30, Height: 30 };
      expectErrorEnvelope(
        await client.request('POST', `${BASE}/designs/${created.design.designId}/items/${randomUUID()}/measurements`, { body }),
        404,
        'NOT_FOUND',
      );
      expectErrorEnvelope(
        await client.request('POST', `${BASE}/designs/${randomUUID()}/items/${itemId}/measurements`, { body }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('POST /designs/{designId}/items/{itemId}/quantity/{quantity}', () => {
    it('sets 1 to 50 and prices the line by it', async () => {
      const { client, itemId, url } = await guestWindow();
      await putProduct(t, itemId);
      const fifty = graphOf(await client.request('POST', url('quantity/50')));
      expect(itemOf(fifty, itemId)).toMatchObject({ quantity: 50, subtotal: 6025, retail: 7512.5 });
      expect(fifty.containers[0]?.price).toBe(6025);
      expect(fifty.design).toMatchObject({ subtotal: 6025, retail: 7512.5, version: 2 });
      const one = graphOf(await client.request('POST', url('quantity/1')));
      expect(itemOf(one, itemId)).toMatchObject({ quantity: 1, subtotal: 120.5 });
      expect(one.design.version).toBe(3);
      const same = graphOf(await client.request('POST', url('quantity/1')));
      expect(same.design.version).toBe(3);
    });

    it("refuses quantities outside 1 to 50 with the limits' sentence", async () => {
      const { client, created, itemId, url } = await guestWindow();
      for (const quantity of ['0', '51', '-3']) {
        expectInvalid(await client.request('POST', url(`quantity/${quantity}`)), 'Quantity must be between 1 and 50.');
      }
      expectInvalid(await client.request('POST', url('quantity/2.5')), 'Quantity must be a whole number.');
      expectErrorEnvelope(await client.request('POST', url('quantity/many')), 400, 'VALIDATION_FAILED');
      expect(itemOf(await loadDesign(client, created.design.designId), itemId).quantity).toBe(1);
    });

    it('is not offered on mandi designs, to customers or reps', async () => {
      const { client, designId, itemId, url } = await guestWindow(true);
      expectErrorEnvelope(await client.request('POST', url('quantity/2')), 403, 'FORBIDDEN');
      expectErrorEnvelope(
        await rep.request('POST', `${BASE}/designs/${designId}/items/${itemId}/quantity/2`, { headers: repHeaders }),
        403,
        'FORBIDDEN',
      );
    });

    it('answers 404 for an unknown window or design', async () => {
      const { client, created, itemId } = await guestWindow();
      expectErrorEnvelope(
        await client.request('POST', `${BASE}/designs/${created.design.designId}/items/${randomUUID()}/quantity/2`),
        404,
        'NOT_FOUND',
      );
      expectErrorEnvelope(await client.request('POST', `${BASE}/designs/${randomUUID()}/items/${itemId}/quantity/2`), 404, 'NOT_FOUND');
    });
  });
});
