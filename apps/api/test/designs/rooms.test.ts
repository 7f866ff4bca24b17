import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
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
  putProduct,
  roomNamed,
  windowLabels,
} from './helpers.ts';

describe('rooms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('add a room (POST /designs with a new container)', () => {
    it("adds 'Room 2' with letter B and no window; the next one is 'Room 3', C", async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const two = await addRoom(client, created.design.designId);
      expect(two.containers.map((room) => [room.name, room.charLabel, room.items.length])).toEqual([
        ['Room 1', 'A', 1],
        ['Room 2', 'B', 0],
      ]);
      expect(two.design.version).toBe(2);
      const three = await addRoom(client, created.design.designId, 'Porch');
      expect(three.containers.map((room) => [room.name, room.charLabel])).toEqual([
        ['Room 1', 'A'],
        ['Room 2', 'B'],
        ['Porch', 'C'],
      ]);
      expect(three.design.containers).toEqual(three.containers.map((room) => room.containerId));
    });

    it('numbers after the highest existing number, whatever its case', async () => {
      const client = await t.guest();
      const created = await createDesign(client, {
        design: {},
        containers: [{ name: 'ROOM 9' }, { name: 'Room 3' }, { name: 'Roomy 40' }],
      });
      const graph = await addRoom(client, created.design.designId);
      expect(graph.containers.map((room) => room.name)).toEqual(['ROOM 9', 'Room 3', 'Roomy 40', 'Room 10']);
    });

    it('letters rooms by their place: deleting B of A, B, C gives A, B; the next room is C', async () => {
      const client = await t.guest();
      const created = await createDesign(client, { design: {}, containers: [{}, {}, {}] });
      expect(created.containers.map((room) => room.charLabel)).toEqual(['A', 'B', 'C']);
      const second = created.containers[1]?.containerId;
      const deleted = graphOf(await client.request('DELETE', `${BASE}/designs/${created.design.designId}/containers/${second}`));
      expect(deleted.containers.map((room) => [room.name, room.charLabel])).toEqual([
        ['Room 1', 'A'],
        ['Room 3', 'B'],
      ]);
      expect((await loadDesign(client, created.design.designId)).containers.map((room) => room.charLabel)).toEqual(['A', 'B']);
      const graph = await addRoom(client, created.design.designId);
      expect(graph.containers.map((room) => [room.name, room.charLabel])).toEqual([
        ['Room 1', 'A'],
        ['Room 3', 'B'],
        ['Room 4', 'C'],
      ]);
    });

    it('cycles the letters after Z (index modulo 26)', async () => {
      const client = await t.guest();
      const created = await createDesign(client, { design: {}, containers: Array.from({ length: 28 }, () => ({})) });
      expect(created.containers.map((room) => room.charLabel).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZAB');
    });
  });

  describe('POST /designs/{designId}/containers/{containerId}/rename', () => {
    it('renames a room, trimmed, and answers the updated design', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const { containerId } = firstWindow(created);
      const response = await client.request('POST', `${BASE}/designs/${created.design.designId}/containers/${containerId}/rename`, {
        body: { Name: '  Master Bedroom ' },
      });
      const graph = graphOf(response);
      expect(graph.containers[0]).toMatchObject({ containerId, name: 'Master Bedroom', charLabel: 'A' });
      expect(graph.design.version).toBe(2);
      expect((await loadDesign(client, created.design.designId)).containers[0]?.name).toBe('Master Bedroom');
    });

    it('lets a room keep its own name in another case', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const { containerId } = firstWindow(created);
      const response = await client.request('POST', `${BASE}/designs/${created.design.designId}/containers/${containerId}/rename`, {
        body: { Name: 'ROOM 1' },
      });
      expect(graphOf(response).containers[0]?.name).toBe('ROOM 1');
    });

    it("refuses empty, duplicate and over-long names with the spec's sentences", async () => {
      const client = await t.guest();
      const created = await createDesign(client, { design: {}, containers: [{ name: 'Kitchen' }, { name: 'Den' }] });
      const den = roomNamed(created, 'Den').containerId;
      const url = `${BASE}/designs/${created.design.designId}/containers/${den}/rename`;
      expectInvalid(await client.request('POST', url, { body: { Name: '  ' } }), 'Please enter a Room name.');
      expectInvalid(await client.request('POST', url, { body: { Name: ' KITCHEN' } }), 'Room name must be unique.');
      expectInvalid(await client.request('POST', url, { body: { Name: 'r'.repeat(101) } }), 'Room name must not exceed 100 characters.');
      const hundred = graphOf(await client.request('POST', url, { body: { Name: 'r'.repeat(100) } }));
      expect(hundred.containers[1]?.name).toBe('r'.repeat(100));
    });

    it('answers 404 for an unknown room or design, 400 for a bad room id', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const { containerId } = firstWindow(created);
      const unknownRoom = await client.request('POST', `${BASE}/designs/${created.design.designId}/containers/${randomUUID()}/rename`, {
        body: { Name: 'Den' },
      });
      expectErrorEnvelope(unknownRoom, 404, 'NOT_FOUND');
      expect(unknownRoom.body.message).toBe('We could not find that room in this design.');
      const unknownDesign = await client.request('POST', `${BASE}/designs/${randomUUID()}/containers/${containerId}/rename`, {
        body: { Name: 'Den' },
      });
      expectErrorEnvelope(unknownDesign, 404, 'NOT_FOUND');
      const badId = await client.request('POST', `${BASE}/designs/${created.design.designId}/containers/x/rename`, {
        body: { Name: 'Den' },
      });
      expectErrorEnvelope(badId, 400, 'VALIDATION_FAILED');
    });

    it('answers 404 for a room of another design', async () => {
      const client = await t.guest();
      const mine = await createDesign(client);
      const other = await createDesign(client);
      const response = await client.request(
        'POST',
        `${BASE}/designs/${mine.design.designId}/containers/${firstWindow(other).containerId}/rename`,
        { body: { Name: 'Den' } },
      );
      expectErrorEnvelope(response, 404, 'NOT_FOUND');
      expect((await loadDesign(client, other.design.designId)).containers[0]?.name).toBe('Room 1');
    });
  });

  describe('POST /designs/{designId}/containers/{containerId}/copy', () => {
    it("copies a room with its windows, products and attributes under the next 'Room n'", async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { containerId, itemId } = firstWindow(created);
      await addWindow(client, designId, containerId, 'Bay');
      await putProduct(t, itemId);
      await client.request('POST', `${BASE}/designs/${designId}/items/${itemId}/measurements`, { body: { Width: 36.5, Height: 48 } });
      await client.request('POST', `${BASE}/designs/${designId}/items/${itemId}/quantity/3`);

      const response = await client.request('POST', `${BASE}/designs/${designId}/containers/${containerId}/copy`, { body: {} });
      const graph = graphOf(response);
      expect(graph.containers.map((room) => [room.name, room.charLabel])).toEqual([
        ['Room 1', 'A'],
        ['Room 2', 'B'],
      ]);
      const copy = graph.containers[1]!;
      expect(windowLabels(graph, copy.containerId)).toEqual(['Window 1', 'Bay']);
      const copiedWindow = itemOf(graph, copy.items[0]!);
      expect(copiedWindow.itemId).not.toBe(itemId);
      expect(copiedWindow).toMatchObject({ quantity: 3, subtotal: 361.5, retail: 450.75, containerId: copy.containerId });
      expect(copiedWindow.itemProduct?.skuNumber).toBe('SKU-1001');
      expect(attributeValue(copiedWindow, 'width')).toBe('36.5');
      expect(attributeValue(copiedWindow, 'height')).toBe('48');
      expect(copy.price).toBe(361.5);
      expect(graph.design.subtotal).toBe(723);
      // The original room is unchanged.
      expect(windowLabels(graph, containerId)).toEqual(['Window 1', 'Bay']);
    });

    it('copies without a body, and under the name given', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { containerId } = firstWindow(created);
      const noBody = graphOf(await client.request('POST', `${BASE}/designs/${designId}/containers/${containerId}/copy`));
      expect(noBody.containers.map((room) => room.name)).toEqual(['Room 1', 'Room 2']);
      const named = graphOf(
        await client.request('POST', `${BASE}/designs/${designId}/containers/${containerId}/copy`, {
          body: { name: 'Guest Room', label: 'C' },
        }),
      );
      expect(named.containers.map((room) => [room.name, room.charLabel])).toEqual([
        ['Room 1', 'A'],
        ['Room 2', 'B'],
        ['Guest Room', 'C'],
      ]);
      expect(named.design.version).toBe(3);
    });

    it('gives the copy the label asked for (body name, label), and letters follow the order again after a delete', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { containerId } = firstWindow(created);
      const url = `${BASE}/designs/${designId}/containers/${containerId}/copy`;
      const labelled = graphOf(await client.request('POST', url, { body: { name: 'Loft', label: ' Q ' } }));
      expect(labelled.containers.map((room) => [room.name, room.charLabel])).toEqual([
        ['Room 1', 'A'],
        ['Loft', 'Q'],
      ]);
      expect((await loadDesign(client, designId)).containers.map((room) => room.charLabel)).toEqual(['A', 'Q']);
      const onlyLabel = graphOf(await client.request('POST', url, { body: { label: 'Z' } }));
      expect(onlyLabel.containers.map((room) => [room.name, room.charLabel])).toEqual([
        ['Room 1', 'A'],
        ['Loft', 'Q'],
        ['Room 2', 'Z'],
      ]);
      expectInvalid(await client.request('POST', url, { body: { label: '' } }), 'Please enter a Room label.');
      expectInvalid(await client.request('POST', url, { body: { label: 'L'.repeat(11) } }), 'Room label must not exceed 10 characters.');
      const afterDelete = graphOf(await client.request('DELETE', `${BASE}/designs/${designId}/containers/${containerId}`));
      expect(afterDelete.containers.map((room) => [room.name, room.charLabel])).toEqual([
        ['Loft', 'A'],
        ['Room 2', 'B'],
      ]);
    });

    it('refuses a copy name that is taken or too long, and an unknown room', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      const { containerId } = firstWindow(created);
      const url = `${BASE}/designs/${designId}/containers/${containerId}/copy`;
      expectInvalid(await client.request('POST', url, { body: { name: 'room 1' } }), 'Room name must be unique.');
      expectInvalid(await client.request('POST', url, { body: { name: '' } }), 'Please enter a Room name.');
      expectInvalid(await client.request('POST', url, { body: { name: 'n'.repeat(101) } }), 'Room name must not exceed 100 characters.');
      expectErrorEnvelope(await client.request('POST', `${BASE}/designs/${designId}/containers/${randomUUID()}/copy`), 404, 'NOT_FOUND');
      expectErrorEnvelope(await client.request('POST', `${BASE}/designs/${randomUUID()}/containers/${containerId}/copy`), 404, 'NOT_FOUND');
      const after = await loadDesign(client, designId);
      expect(after.containers).toHaveLength(1);
      expect(after.design.version).toBe(1);
    });
  });

  describe('DELETE /designs/{designId}/containers/{containerId}', () => {
    it('deletes a room with its windows', async () => {
      const client = await t.guest();
      const created = await createDesign(client, { design: {}, containers: [{ name: 'Kitchen' }, { name: 'Den' }] });
      const designId = created.design.designId;
      const kitchen = roomNamed(created, 'Kitchen').containerId;
      const withWindows = await addWindow(client, designId, kitchen);
      const kitchenItems = roomNamed(withWindows, 'Kitchen').items;
      expect(kitchenItems).toHaveLength(1);

      const graph = graphOf(await client.request('DELETE', `${BASE}/designs/${designId}/containers/${kitchen}`));
      expect(graph.containers.map((room) => [room.name, room.charLabel])).toEqual([['Den', 'A']]);
      expect(graph.items).toEqual([]);
      expect(graph.design.items).toEqual([]);
      expect(graph.design.version).toBe(3);
      const stored = await t.db.selectFrom('items').select('id').where('id', 'in', kitchenItems).execute();
      expect(stored).toEqual([]);
    });

    it("deleting the last room resets the count: a new room A, 'Room 1', with 'Window 1'", async () => {
      const client = await t.guest();
      const created = await createDesign(client, { design: {}, containers: [{ name: 'Kitchen' }, { name: 'Den' }] });
      const designId = created.design.designId;
      await client.request('DELETE', `${BASE}/designs/${designId}/containers/${roomNamed(created, 'Kitchen').containerId}`);
      const den = roomNamed(created, 'Den').containerId;
      const graph = graphOf(await client.request('DELETE', `${BASE}/designs/${designId}/containers/${den}`));
      expect(graph.containers).toHaveLength(1);
      expect(graph.containers[0]).toMatchObject({ name: 'Room 1', charLabel: 'A' });
      expect(graph.containers[0]?.containerId).not.toBe(den);
      expect(graph.items.map((item) => item.label)).toEqual(['Window 1']);
      expect(graph.items[0]?.containerId).toBe(graph.containers[0]?.containerId);
      // Letters start again: the next room is B.
      const next = await addRoom(client, designId);
      expect(next.containers.map((room) => [room.name, room.charLabel])).toEqual([
        ['Room 1', 'A'],
        ['Room 2', 'B'],
      ]);
    });

    it('answers 404 for an unknown room and leaves the design as it was', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const designId = created.design.designId;
      expectErrorEnvelope(await client.request('DELETE', `${BASE}/designs/${designId}/containers/${randomUUID()}`), 404, 'NOT_FOUND');
      expectErrorEnvelope(
        await client.request('DELETE', `${BASE}/designs/${randomUUID()}/containers/${firstWindow(created).containerId}`),
        404,
        'NOT_FOUND',
      );
      expect(await loadDesign(client, designId)).toEqual(created);
    });
  });
});
