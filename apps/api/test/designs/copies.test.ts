import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { statementsOf } from '../test-database.ts';
import {
  addRoom,
  addWindow,
  attributeValue,
  BASE,
  createDesign,
  expectInvalid,
  firstWindow,
  graphOf,
  itemOf,
  loadDesign,
  product,
  putProduct,
  repHeaders,
  windowLabels,
} from './helpers.ts';

describe('copies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /designs/{designId}/copy', () => {
    it('duplicates the design under the new name with fresh ids, the same rooms and windows', async () => {
      const client = await t.guest();
      const created = await createDesign(client, {
        design: { name: 'Original', zipCode: '60601' },
        containers: [{ name: 'Kitchen' }, { name: 'Den' }],
      });
      const designId = created.design.designId;
      const kitchen = created.containers[0]!.containerId;
      const withWindows = await addWindow(client, designId, kitchen, 'Sink');
      const sink = withWindows.containers[0]!.items[0]!;
      await putProduct(t, sink);
      await client.request('POST', `${BASE}/designs/${designId}/items/${sink}/quantity/2`);
      await client.request('POST', `${BASE}/designs/${designId}/items/${sink}/measurements`, { body: { Width: 24.25, Height: 36 } });
      const source = await loadDesign(client, designId);

      const response = await client.request('POST', `${BASE}/designs/${designId}/copy`, { body: { Name: ' Copy of Original ' } });
      const copy = graphOf(response, 201);
      expect(copy.design).toMatchObject({
        name: 'Copy of Original',
        zipCode: '60601',
        version: 1,
        isLinked: false,
        isLockedOrOrdered: false,
        subtotal: source.design.subtotal,
        retail: source.design.retail,
        attributes: { Origin: 'Online' },
      });
      expect(copy.design.designId).not.toBe(designId);
      expect(copy.containers.map((room) => [room.name, room.charLabel])).toEqual([
        ['Kitchen', 'A'],
        ['Den', 'B'],
      ]);
      expect(copy.containers.every((room) => room.designId === copy.design.designId)).toBe(true);
      expect(copy.containers.map((room) => room.containerId)).not.toContain(kitchen);
      expect(copy.items.map((item) => [item.label, item.quantity, item.subtotal])).toEqual(
        source.items.map((item) => [item.label, item.quantity, item.subtotal]),
      );
      const copiedSink = copy.items.find((item) => item.label === 'Sink')!;
      expect(copiedSink.itemId).not.toBe(sink);
      expect(attributeValue(copiedSink, 'width')).toBe('24.25');
      // The source is untouched.
      expect(await loadDesign(client, designId)).toEqual(source);
    });

    it("makes the copy the caller's: a stranger may copy, then change the copy but not the source", async () => {
      const owner = await t.guest();
      const created = await createDesign(owner);
      const stranger = await t.guest();
      const copy = graphOf(
        await stranger.request('POST', `${BASE}/designs/${created.design.designId}/copy`, { body: { Name: 'Mine now' } }),
        201,
      );
      const renamed = await stranger.request('POST', `${BASE}/designs/${copy.design.designId}/rename`, { body: { Name: 'Really mine' } });
      expect(graphOf(renamed).design.name).toBe('Really mine');
      const refused = await stranger.request('POST', `${BASE}/designs/${created.design.designId}/rename`, { body: { Name: 'Not mine' } });
      expectErrorEnvelope(refused, 403, 'FORBIDDEN');
    });

    it('gives a copy made by a rep the CEC origin and keeps the mandi flag', async () => {
      const owner = await t.guest();
      const created = await createDesign(owner, { design: { attributes: { isMandi: 'true' } } });
      const rep = await t.signIn('rep@example.com');
      const copy = graphOf(
        await rep.request('POST', `${BASE}/designs/${created.design.designId}/copy`, { body: { Name: 'Rep copy' }, headers: repHeaders }),
        201,
      );
      expect(copy.design.attributes).toEqual({ Origin: 'CEC', isMandi: 'true' });
    });

    it("refuses a bad name with the 'Design name' sentences, and an unknown design with 404", async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const url = `${BASE}/designs/${created.design.designId}/copy`;
      expectInvalid(await client.request('POST', url, { body: { Name: '' } }), 'Please enter a Design name.');
      expectInvalid(await client.request('POST', url, { body: { Name: 'd'.repeat(51) } }), 'Design name must not exceed 50 characters.');
      expectErrorEnvelope(await client.request('POST', url, { body: {} }), 400, 'VALIDATION_FAILED');
      expectErrorEnvelope(await client.request('POST', `${BASE}/designs/${randomUUID()}/copy`, { body: { Name: 'X' } }), 404, 'NOT_FOUND');
      const count = await t.db
        .selectFrom('designs')
        .select('id')
        .where('owner_session_id', '=', await ownerSid(created.design.designId))
        .execute();
      expect(count).toHaveLength(1);
    });

    it('lets anyone who can read a design save a copy to their designs, shown as theirs to change (viewer)', async () => {
      const first = await t.guest();
      const created = await createDesign(first, { design: { name: 'Porch plan' } });
      const second = await t.guest();
      const seen = await loadDesign(second, created.design.designId);
      expect(seen.viewer).toEqual({ canChange: false });
      expect((await loadDesign(first, created.design.designId)).viewer).toEqual({ canChange: true });

      const copy = graphOf(
        await second.request('POST', `${BASE}/designs/${created.design.designId}/copy`, { body: { Name: 'My porch' } }),
        201,
      );
      expect(copy.viewer).toEqual({ canChange: true });
      expect((await loadDesign(second, copy.design.designId)).viewer).toEqual({ canChange: true });
      const { containerId } = firstWindow(copy);
      const edited = await addWindow(second, copy.design.designId, containerId, 'Door');
      expect(edited.viewer).toEqual({ canChange: true });
      expect(windowLabels(edited, containerId)).toEqual(['Window 1', 'Door']);
      expectErrorEnvelope(
        await second.request('POST', `${BASE}/designs/${created.design.designId}/rename`, { body: { Name: 'Taken' } }),
        403,
        'FORBIDDEN',
      );
      // The first guest's design is as it was, and still theirs.
      const original = await loadDesign(first, created.design.designId);
      expect(original.design.name).toBe('Porch plan');
      expect(original.items).toHaveLength(1);
    });

    describe('Duplicate Design (doc 001 §6)', () => {
      async function designWith(value: ReturnType<typeof product>, attributes: Record<string, string> = {}) {
        const owner = await t.guest();
        const created = await createDesign(owner, { design: { attributes } });
        await putProduct(t, firstWindow(created).itemId, value);
        return { owner, url: `${BASE}/designs/${created.design.designId}/copy` };
      }

      it('refuses a design with a custom product unless a rep copies it', async () => {
        const { owner, url } = await designWith(product({ productType: 'Custom' }));
        const refused = await owner.request('POST', url, { body: { Name: 'Copy' } });
        expectErrorEnvelope(refused, 403, 'FORBIDDEN');
        expect(refused.body.message).toBe('Designs with a custom product can only be duplicated by an associate.');
        const consumer = await t.signIn('shopper@example.com');
        expectErrorEnvelope(await consumer.request('POST', url, { body: { Name: 'Copy' } }), 403, 'FORBIDDEN');
        const rep = await t.signIn('rep@example.com');
        const copy = graphOf(await rep.request('POST', url, { body: { Name: 'Copy' }, headers: repHeaders }), 201);
        expect(copy.items[0]?.itemProduct?.productType).toBe('Custom');
      });

      it.each([
        ['an invalid product', product({ isValid: false })],
        ['a discontinued product', product({ productStatus: 'Discontinued' })],
      ])('refuses a design with %s, for everyone', async (_what, value) => {
        const { owner, url } = await designWith(value);
        const refused = await owner.request('POST', url, { body: { Name: 'Copy' } });
        expectErrorEnvelope(refused, 400, 'VALIDATION_FAILED');
        expect(refused.body.message).toBe('Edit, swap or remove the invalid or discontinued products before duplicating this design.');
        const rep = await t.signIn('rep@example.com');
        expectErrorEnvelope(await rep.request('POST', url, { body: { Name: 'Copy' }, headers: repHeaders }), 400, 'VALIDATION_FAILED');
      });

      it('refuses an auto-release design, for everyone', async () => {
        const rep = await t.signIn('rep@example.com');
        const created = await createDesign(rep, { design: { attributes: { isAutoReleaseDesign: 'true' } } }, repHeaders);
        const url = `${BASE}/designs/${created.design.designId}/copy`;
        const refused = await rep.request('POST', url, { body: { Name: 'Copy' }, headers: repHeaders });
        expectErrorEnvelope(refused, 403, 'FORBIDDEN');
        expect(refused.body.message).toBe('A design tied to an order cannot be duplicated.');
        expectErrorEnvelope(await (await t.guest()).request('POST', url, { body: { Name: 'Copy' } }), 403, 'FORBIDDEN');
      });

      it('copies a design whose products are all fine', async () => {
        const { owner, url } = await designWith(product());
        graphOf(await owner.request('POST', url, { body: { Name: 'Copy' } }), 201);
      });
    });

    it('copies a design of any size in the same number of statements, rooms and windows in their order, lettered by place', async () => {
      const client = await t.guest();
      const sizes: number[] = [];
      for (const rooms of [1, 6]) {
        const created = await createDesign(client, {
          design: { name: `Rooms ${rooms}` },
          containers: Array.from({ length: rooms }, (_, index) => ({ name: `Room ${index + 1}` })),
        });
        const designId = created.design.designId;
        let source = created;
        for (const room of created.containers) {
          for (const label of ['Left', 'Right', 'Middle']) source = await addWindow(client, designId, room.containerId, label);
        }
        const statements = statementsOf(t.db);
        const start = statements.length;
        const copy = graphOf(await client.request('POST', `${BASE}/designs/${designId}/copy`, { body: { Name: `Copy ${rooms}` } }), 201);
        sizes.push(statements.length - start);
        expect(copy.containers.map((room) => [room.name, room.charLabel])).toEqual(
          source.containers.map((room) => [room.name, room.charLabel]),
        );
        expect(copy.containers.map((room) => room.items.map((itemId) => itemOf(copy, itemId).label))).toEqual(
          source.containers.map((room) => room.items.map((itemId) => itemOf(source, itemId).label)),
        );
      }
      expect(sizes[1]).toBe(sizes[0]);
    });

    async function ownerSid(designId: string): Promise<string> {
      const row = await t.db.selectFrom('designs').select('owner_session_id').where('id', '=', designId).executeTakeFirstOrThrow();
      return row.owner_session_id;
    }
  });

  describe('POST /designs/{designId}/items/{itemId}/copy', () => {
    it("copies a window once as the next 'Window n' at the end of its room, with product and measurements", async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { containerId, itemId } = firstWindow(created);
      await putProduct(t, itemId);
      await client.request('POST', `${BASE}/designs/${designId}/items/${itemId}/measurements`, { body: { Width: 30.125, Height: 60 } });
      await client.request('POST', `${BASE}/designs/${designId}/items/${itemId}/quantity/4`);

      const graph = graphOf(await client.request('POST', `${BASE}/designs/${designId}/items/${itemId}/copy`));
      expect(windowLabels(graph, containerId)).toEqual(['Window 1', 'Window 2']);
      const copy = itemOf(graph, graph.containers[0]!.items[1]!);
      expect(copy).toMatchObject({ quantity: 4, subtotal: 482, retail: 601, containerId });
      expect(copy.itemProduct).toEqual(itemOf(graph, itemId).itemProduct);
      expect(attributeValue(copy, 'width')).toBe('30.125');
      expect(attributeValue(copy, 'height')).toBe('60');
      expect(graph.design.version).toBe(4);
    });

    it('copies under the Name given, refusing a taken or too long one', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { containerId, itemId } = firstWindow(created);
      const url = `${BASE}/designs/${designId}/items/${itemId}/copy`;
      const named = graphOf(await client.request('POST', url, { body: { Name: 'Bay' } }));
      expect(windowLabels(named, containerId)).toEqual(['Window 1', 'Bay']);
      expectInvalid(await client.request('POST', url, { body: { Name: 'bay' } }), 'Window name must be unique.');
      expectInvalid(await client.request('POST', url, { body: { Name: 'Bay Window 2' } }), 'Window name must not exceed 10 characters.');
      expect(windowLabels(await loadDesign(client, designId), containerId)).toEqual(['Window 1', 'Bay']);
    });

    it('leaves notes and flags with the original window', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { itemId } = firstWindow(created);
      await t.db
        .insertInto('item_attributes')
        .values([
          {
            id: randomUUID(),
            item_id: itemId,
            design_id: designId,
            name: 'notes',
            value: '[]',
            normalized_value: null,
            display_name: 'Notes',
          },
          {
            id: randomUUID(),
            item_id: itemId,
            design_id: designId,
            name: 'mountType',
            value: 'inside',
            normalized_value: 'inside',
            display_name: 'Mount type',
          },
        ])
        .execute();
      const graph = graphOf(await client.request('POST', `${BASE}/designs/${designId}/items/${itemId}/copy`));
      const copy = itemOf(graph, graph.containers[0]!.items[1]!);
      expect(copy.attributes.map((attribute) => attribute.name)).toEqual(['mountType']);
      expect(
        itemOf(graph, itemId)
          .attributes.map((attribute) => attribute.name)
          .sort(),
      ).toEqual(['mountType', 'notes']);
    });

    it('answers 404 for an unknown window or design', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const { itemId } = firstWindow(created);
      expectErrorEnvelope(
        await client.request('POST', `${BASE}/designs/${created.design.designId}/items/${randomUUID()}/copy`),
        404,
        'NOT_FOUND',
      );
      expectErrorEnvelope(await client.request('POST', `${BASE}/designs/${randomUUID()}/items/${itemId}/copy`), 404, 'NOT_FOUND');
    });
  });

  describe('POST /designs/{designId}/items/{itemId}/copies/{count}', () => {
    it('makes N copies numbered after the highest window in the room', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { containerId, itemId } = firstWindow(created);
      await addWindow(client, designId, containerId, 'Window 5');
      await putProduct(t, itemId);
      const graph = graphOf(await client.request('POST', `${BASE}/designs/${designId}/items/${itemId}/copies/3`));
      expect(windowLabels(graph, containerId)).toEqual(['Window 1', 'Window 5', 'Window 6', 'Window 7', 'Window 8']);
      const copies = graph.containers[0]!.items.slice(2).map((id) => itemOf(graph, id));
      expect(copies.every((copy) => copy.itemProduct?.skuNumber === 'SKU-1001')).toBe(true);
      expect(new Set(copies.map((copy) => copy.itemId)).size).toBe(3);
      expect(graph.design.subtotal).toBe(4 * 120.5);
      // One request, one new version.
      expect(graph.design.version).toBe(3);
    });

    it('copies a window of the second room into that room', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const withRoom = await addRoom(client, designId);
      const room2 = withRoom.containers[1]!.containerId;
      const withWindow = await addWindow(client, designId, room2);
      const window = withWindow.containers[1]!.items[0]!;
      const graph = graphOf(await client.request('POST', `${BASE}/designs/${designId}/items/${window}/copies/2`));
      expect(windowLabels(graph, room2)).toEqual(['Window 1', 'Window 2', 'Window 3']);
      expect(windowLabels(graph, created.containers[0]!.containerId)).toEqual(['Window 1']);
      expect(graph.design.items).toEqual([...graph.containers[0]!.items, ...graph.containers[1]!.items]);
    });

    it('accepts 1 and 50 copies and refuses 0, 51, fractions and words', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { itemId } = firstWindow(created);
      const url = (count: string) => `${BASE}/designs/${designId}/items/${itemId}/copies/${count}`;
      for (const count of ['0', '51', '-1']) {
        expectInvalid(await client.request('POST', url(count)), 'The number of copies must be between 1 and 50.');
      }
      expectInvalid(await client.request('POST', url('2.5')), 'The number of copies must be a whole number.');
      expectErrorEnvelope(await client.request('POST', url('two')), 400, 'VALIDATION_FAILED');
      expect((await loadDesign(client, designId)).items).toHaveLength(1);

      expect(graphOf(await client.request('POST', url('1'))).items).toHaveLength(2);
      expect(graphOf(await client.request('POST', url('50'))).items).toHaveLength(52);
    });

    it('answers 404 for an unknown window or design', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const { itemId } = firstWindow(created);
      expectErrorEnvelope(
        await client.request('POST', `${BASE}/designs/${created.design.designId}/items/${randomUUID()}/copies/2`),
        404,
        'NOT_FOUND',
      );
      expectErrorEnvelope(await client.request('POST', `${BASE}/designs/${randomUUID()}/items/${itemId}/copies/2`), 404, 'NOT_FOUND');
    });
  });
  describe('duplicating windows with products that need an associate or a fix (doc 000 §5, §6)', () => {
    it('lets only the rep duplicate a window or a room holding a custom product', async () => {
      for (const customer of [await t.guest(), await t.signIn('shopper@example.com')]) {
        const rep = await t.signIn('rep@example.com');
        const created = await createDesign(customer);
        const designId = created.design.designId;
        const { containerId, itemId } = firstWindow(created);
        await putProduct(t, itemId, product({ productType: 'Custom' }));
        const paths = [
          `${BASE}/designs/${designId}/items/${itemId}/copy`,
          `${BASE}/designs/${designId}/items/${itemId}/copies/2`,
          `${BASE}/designs/${designId}/containers/${containerId}/copy`,
        ];
        for (const path of paths) {
          const refused = await customer.request('POST', path, { body: {} });
          expectErrorEnvelope(refused, 403, 'FORBIDDEN');
          expect(refused.body.message).toBe('Windows with a custom product can only be duplicated by an associate.');
        }
        expect((await loadDesign(customer, designId)).items).toHaveLength(1);

        for (const path of paths) expect((await rep.request('POST', path, { body: {}, headers: repHeaders })).status).toBe(200);
        expect((await loadDesign(customer, designId)).items).toHaveLength(1 + 1 + 2 + 4);
      }
    });

    it('refuses to duplicate a window whose product is invalid or discontinued, for everyone', async () => {
      const rep = await t.signIn('rep@example.com');
      for (const broken of [product({ isValid: false }), product({ productStatus: 'Discontinued' })]) {
        const created = await createDesign(rep, { design: {} }, repHeaders);
        const designId = created.design.designId;
        const { containerId, itemId } = firstWindow(created);
        await putProduct(t, itemId, broken);
        for (const path of [
          `${BASE}/designs/${designId}/items/${itemId}/copy`,
          `${BASE}/designs/${designId}/items/${itemId}/copies/3`,
          `${BASE}/designs/${designId}/containers/${containerId}/copy`,
        ]) {
          expectInvalid(
            await rep.request('POST', path, { body: {}, headers: repHeaders }),
            'Window 1 has a product that must be edited, swapped or removed before it can be duplicated.',
          );
        }
        expect((await loadDesign(rep, designId)).items).toHaveLength(1);
      }
    });

    it('lets customers remove any product but a custom one, which only the rep removes', async () => {
      const guest = await t.guest();
      const rep = await t.signIn('rep@example.com');
      const created = await createDesign(guest);
      const designId = created.design.designId;
      const { itemId } = firstWindow(created);
      const remove = (client: typeof guest, headers?: Record<string, string>) =>
        client.request('DELETE', `${BASE}/designs/${designId}/items/${itemId}/product`, { headers });

      await putProduct(t, itemId);
      expect(itemOf(graphOf(await remove(guest)), itemId).itemProduct).toBeNull();

      await putProduct(t, itemId, product({ productType: 'Custom' }));
      const refused = await remove(guest);
      expectErrorEnvelope(refused, 403, 'FORBIDDEN');
      expect(refused.body.message).toBe('This custom product can only be changed by an associate.');
      expect(itemOf(graphOf(await remove(rep, repHeaders)), itemId).itemProduct).toBeNull();
    });
  });
});
