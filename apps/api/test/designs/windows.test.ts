import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import {
  addRoom,
  addWindow,
  BASE,
  createDesign,
  expectInvalid,
  firstWindow,
  graphOf,
  itemOf,
  loadDesign,
  product,
  putProduct,
  windowLabels,
} from './helpers.ts';

describe('windows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('add a window (save-item body on POST /designs)', () => {
    it("adds 'Window 2' at the end of its room with the client's id and the defaults", async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const { containerId } = firstWindow(created);
      const itemId = randomUUID();
      const response = await client.request('POST', `${BASE}/designs`, {
        body: {
          design: { designId: created.design.designId },
          items: [{ itemId, label: undefined, designId: created.design.designId, containerId, itemType: 1, itemSource: 1 }],
        },
      });
      const graph = graphOf(response);
      expect(windowLabels(graph, containerId)).toEqual(['Window 1', 'Window 2']);
      expect(itemOf(graph, itemId)).toMatchObject({
        label: 'Window 2',
        containerId,
        charLabel: '2',
        quantity: 1,
        retail: 0,
        subtotal: 0,
        itemProduct: null,
      });
      expect(graph.design.items).toEqual(graph.containers[0]?.items);
      expect(graph.design.version).toBe(2);
    });

    it('answers 404 for a window sent into a room the design does not have', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const response = await client.request('POST', `${BASE}/designs`, {
        body: { design: { designId: created.design.designId }, items: [{ itemId: randomUUID(), containerId: randomUUID() }] },
      });
      expectErrorEnvelope(response, 404, 'NOT_FOUND');
      expect(response.body.message).toBe('We could not find that room in this design.');
    });

    it('lets two rooms hold windows of the same name', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const second = await addRoom(client, created.design.designId);
      const room2 = second.containers[1]!.containerId;
      const graph = await addWindow(client, created.design.designId, room2, 'Window 1');
      expect(windowLabels(graph, room2)).toEqual(['Window 1']);
    });
  });

  describe('POST /designs/{designId}/items/{itemId}/rename', () => {
    it('renames a window, trimmed', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const { itemId } = firstWindow(created);
      const graph = graphOf(
        await client.request('POST', `${BASE}/designs/${created.design.designId}/items/${itemId}/rename`, { body: { Name: ' Left Bay ' } }),
      );
      expect(itemOf(graph, itemId).label).toBe('Left Bay');
      expect(graph.design.version).toBe(2);
      expect(itemOf(await loadDesign(client, created.design.designId), itemId).label).toBe('Left Bay');
    });

    it("refuses names longer than 10, empty or used in the same room, with the spec's sentences", async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { containerId, itemId } = firstWindow(created);
      await addWindow(client, designId, containerId, 'Bay');
      const url = `${BASE}/designs/${designId}/items/${itemId}/rename`;
      expectInvalid(await client.request('POST', url, { body: { Name: '12345678901' } }), 'Window name must not exceed 10 characters.');
      expectInvalid(await client.request('POST', url, { body: { Name: '' } }), 'Please enter a Window name.');
      expectInvalid(await client.request('POST', url, { body: { Name: 'BAY' } }), 'Window name must be unique.');
      const ten = graphOf(await client.request('POST', url, { body: { Name: ' 1234567890 ' } }));
      expect(itemOf(ten, itemId).label).toBe('1234567890');
      expect(ten.design.version).toBe(3);
    });

    it('answers 404 for an unknown window or design, and for a window of another design', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const other = await createDesign(client);
      const { itemId } = firstWindow(created);
      const body = { Name: 'Bay' };
      for (const url of [
        `${BASE}/designs/${created.design.designId}/items/${randomUUID()}/rename`,
        `${BASE}/designs/${randomUUID()}/items/${itemId}/rename`,
        `${BASE}/designs/${other.design.designId}/items/${itemId}/rename`,
      ]) {
        expectErrorEnvelope(await client.request('POST', url, { body }), 404, 'NOT_FOUND');
      }
      expect(itemOf(await loadDesign(client, created.design.designId), itemId).label).toBe('Window 1');
    });
  });

  describe('POST /designs/{designId}/items/rename (bulk)', () => {
    it('renames several windows in one go', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { containerId, itemId } = firstWindow(created);
      const withTwo = await addWindow(client, designId, containerId);
      const second = withTwo.containers[0]!.items[1]!;
      const response = await client.request('POST', `${BASE}/designs/${designId}/items/rename`, {
        body: [
          { designId, itemId, newLabel: 'AA Left' },
          { designId, itemId: second, newLabel: 'AB Right' },
        ],
      });
      const graph = graphOf(response);
      expect(windowLabels(graph, containerId)).toEqual(['AA Left', 'AB Right']);
      expect(graph.design.version).toBe(3);
    });

    it('judges the batch as a whole: two windows may swap names', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { containerId, itemId } = firstWindow(created);
      const withTwo = await addWindow(client, designId, containerId);
      const second = withTwo.containers[0]!.items[1]!;
      const graph = graphOf(
        await client.request('POST', `${BASE}/designs/${designId}/items/rename`, {
          body: [
            { designId, itemId, newLabel: 'Window 2' },
            { designId, itemId: second, newLabel: ' Window 1 ' },
          ],
        }),
      );
      expect([itemOf(graph, itemId).label, itemOf(graph, second).label]).toEqual(['Window 2', 'Window 1']);
      expect(graph.design.version).toBe(3);
      // Renaming to the names they already have changes nothing, not even the version.
      const same = graphOf(
        await client.request('POST', `${BASE}/designs/${designId}/items/rename`, { body: [{ designId, itemId, newLabel: 'Window 2' }] }),
      );
      expect(same.design.version).toBe(3);
    });

    it('is all or nothing: one bad name leaves every window as it was', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { containerId, itemId } = firstWindow(created);
      const withTwo = await addWindow(client, designId, containerId);
      const second = withTwo.containers[0]!.items[1]!;
      const url = `${BASE}/designs/${designId}/items/rename`;

      const tooLong = await client.request('POST', url, {
        body: [
          { designId, itemId, newLabel: 'Good' },
          { designId, itemId: second, newLabel: 'Far too long' },
        ],
      });
      expectInvalid(tooLong, 'Window name must not exceed 10 characters.');

      const clash = await client.request('POST', url, {
        body: [
          { designId, itemId, newLabel: 'Same' },
          { designId, itemId: second, newLabel: 'same' },
        ],
      });
      expectInvalid(clash, 'Window name must be unique.');

      const unknown = await client.request('POST', url, {
        body: [
          { designId, itemId, newLabel: 'Good' },
          { designId, itemId: randomUUID(), newLabel: 'Other' },
        ],
      });
      expectErrorEnvelope(unknown, 404, 'NOT_FOUND');

      const foreign = await client.request('POST', url, {
        body: [
          { designId, itemId, newLabel: 'Good' },
          { designId: randomUUID(), itemId: second, newLabel: 'Other' },
        ],
      });
      expectInvalid(foreign, 'Every window renamed must belong to this design.');

      const after = await loadDesign(client, designId);
      expect(windowLabels(after, containerId)).toEqual(['Window 1', 'Window 2']);
      expect(after.design.version).toBe(withTwo.design.version);
    });

    it('answers 400 for an empty list and 404 for an unknown design', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      expectErrorEnvelope(await client.request('POST', `${BASE}/designs/${designId}/items/rename`, { body: [] }), 400, 'VALIDATION_FAILED');
      const unknownId = randomUUID();
      const unknown = await client.request('POST', `${BASE}/designs/${unknownId}/items/rename`, {
        body: [{ designId: unknownId, itemId: firstWindow(created).itemId, newLabel: 'X' }],
      });
      expectErrorEnvelope(unknown, 404, 'NOT_FOUND');
    });
  });

  describe('DELETE /designs/{designId}/items/{itemId}', () => {
    it('deletes a window and its attributes; the room stays', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { containerId, itemId } = firstWindow(created);
      await client.request('POST', `${BASE}/designs/${designId}/items/${itemId}/measurements`, { body: { Width: 30, Height: 40 } });
      const graph = graphOf(await client.request('DELETE', `${BASE}/designs/${designId}/items/${itemId}`));
      expect(graph.items).toEqual([]);
      expect(graph.containers).toEqual([expect.objectContaining({ containerId, items: [] })]);
      expect(graph.design.version).toBe(3);
      const attributes = await t.db.selectFrom('item_attributes').select('id').where('item_id', '=', itemId).execute();
      expect(attributes).toEqual([]);
    });

    it('numbers the next window after the highest one left', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { containerId } = firstWindow(created);
      await addWindow(client, designId, containerId);
      const three = await addWindow(client, designId, containerId);
      const window2 = three.containers[0]!.items[1]!;
      await client.request('DELETE', `${BASE}/designs/${designId}/items/${window2}`);
      const graph = await addWindow(client, designId, containerId);
      expect(windowLabels(graph, containerId)).toEqual(['Window 1', 'Window 3', 'Window 4']);
      expect(graph.items.map((item) => item.charLabel)).toEqual(['1', '2', '3']);
    });

    it('answers 404 for an unknown window or design', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const { itemId } = firstWindow(created);
      expectErrorEnvelope(
        await client.request('DELETE', `${BASE}/designs/${created.design.designId}/items/${randomUUID()}`),
        404,
        'NOT_FOUND',
      );
      expectErrorEnvelope(await client.request('DELETE', `${BASE}/designs/${randomUUID()}/items/${itemId}`), 404, 'NOT_FOUND');
      expect(await loadDesign(client, created.design.designId)).toEqual(created);
    });
  });

  describe('DELETE /designs/{designId}/items/{itemId}/product', () => {
    it('removes the product and its price from the window', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { itemId } = firstWindow(created);
      await putProduct(t, itemId, product({ price: 99.99, retail: 129.99 }));
      const before = await loadDesign(client, designId);
      expect(before.design).toMatchObject({ subtotal: 99.99, retail: 129.99 });
      expect(itemOf(before, itemId).itemProduct?.productName).toBe('Cellular Shade');

      const graph = graphOf(await client.request('DELETE', `${BASE}/designs/${designId}/items/${itemId}/product`));
      expect(itemOf(graph, itemId)).toMatchObject({ itemProduct: null, subtotal: 0, retail: 0, label: 'Window 1' });
      expect(graph.design).toMatchObject({ subtotal: 0, retail: 0, version: 2 });
    });

    it('answers 404 for an unknown window', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const response = await client.request('DELETE', `${BASE}/designs/${created.design.designId}/items/${randomUUID()}/product`);
      expectErrorEnvelope(response, 404, 'NOT_FOUND');
    });
  });
});
