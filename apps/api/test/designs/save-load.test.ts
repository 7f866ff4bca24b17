import { randomUUID } from 'node:crypto';
import { activePromotion } from '@eb/domain/promotions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scaled } from '../../../../scripts/time-scale.ts';
import { guestSession } from '../../src/http/session.ts';
import { DEMO_PASSWORD } from '../../src/modules/accounts/seed.ts';
import { setDesignAttribute } from '../../src/modules/designs/design-use-cases.ts';
import { writeNoticesHeard } from '../../src/modules/designs/graph-cache.ts';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { statementsOf } from '../test-database.ts';
import {
  BASE,
  createDesign,
  expectInvalid,
  firstWindow,
  graphOf,
  ifMatch,
  loadDesign,
  repHeaders,
  roomNamed,
  saveDesign,
  windowLabels,
} from './helpers.ts';

describe('create, save and load a design', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /designs (create)', () => {
    it('a new design takes the promotion its site runs (promoCode, promoEndDate); a site without one gives none', async () => {
      const client = await t.guest();
      const site3 = graphOf(await client.request('POST', `${BASE}/designs`, { body: { design: {} } }), 201);
      const running = activePromotion(3);
      expect(site3.design.promoCode).toBe(running?.code ?? null);
      expect(site3.design.promoEndDate).toBe(running?.endsAt ?? null);
      const site1 = graphOf(
        await client.request('POST', `${BASE}/designs`, { body: { design: {} }, headers: { host: 'site1.localhost' } }),
        201,
      );
      expect(site1.design.promoCode).toBeNull();
      expect(site1.design.promoEndDate).toBeNull();
    });

    it("creates 'Estimate 1' with room A 'Room 1' holding 'Window 1', origin Online for a guest", async () => {
      const client = await t.guest();
      const response = await client.request('POST', `${BASE}/designs`, { body: { design: {} } });
      const graph = graphOf(response, 201);

      expect(graph.design).toMatchObject({
        name: 'Estimate 1',
        productLine: 1,
        subtotal: 0,
        retail: 0,
        isDeleted: false,
        isLinked: false,
        isLockedOrOrdered: false,
        zipCode: null,
        version: 1,
        attributes: { Origin: 'Online' },
      });
      expect(graph.design.designId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(graph.design.designAttributes).toEqual([
        { designAttributeId: expect.any(String), designId: graph.design.designId, name: 'Origin', value: 'Online' },
      ]);
      expect(graph.containers).toHaveLength(1);
      const [room] = graph.containers;
      expect(room).toMatchObject({
        name: 'Room 1',
        charLabel: 'A',
        containerType: 1,
        designId: graph.design.designId,
        price: 0,
        isDeleted: false,
      });
      expect(graph.items).toHaveLength(1);
      expect(graph.items[0]).toMatchObject({
        label: 'Window 1',
        containerId: room?.containerId,
        designId: graph.design.designId,
        itemType: 1,
        itemSource: 1,
        quantity: 1,
        retail: 0,
        subtotal: 0,
        itemProduct: null,
        attributes: [],
      });
      expect(graph.design.containers).toEqual([room?.containerId]);
      expect(graph.design.items).toEqual([graph.items[0]?.itemId]);
      expect(room?.items).toEqual([graph.items[0]?.itemId]);
    });

    it('records origin CEC for a rep and Online for a signed-in shopper', async () => {
      const rep = await t.signIn('rep@example.com');
      const byRep = graphOf(await rep.request('POST', `${BASE}/designs`, { body: { design: {} }, headers: repHeaders }), 201);
      expect(byRep.design.attributes.Origin).toBe('CEC');

      const shopper = await t.signIn('shopper@example.com');
      const byShopper = await createDesign(shopper);
      expect(byShopper.design.attributes.Origin).toBe('Online');
    });

    it('does not let a caller choose the Origin', async () => {
      const client = await t.guest();
      const response = await client.request('POST', `${BASE}/designs`, { body: { design: { attributes: { Origin: 'CEC' } } } });
      expectInvalid(response, 'The design attribute Origin cannot be set here.');
    });

    it('keeps ids, names and labels the client sends, numbering what it leaves out', async () => {
      const client = await t.guest();
      const designId = randomUUID();
      const kitchen = randomUUID();
      const den = randomUUID();
      const bay = randomUUID();
      const graph = await createDesign(client, {
        design: { designId, name: '  Lake House  ', zipCode: '55401' },
        containers: [{ containerId: kitchen, name: 'Kitchen' }, { containerId: den }],
        items: [{ itemId: bay, containerId: kitchen, label: 'Bay' }, { containerId: kitchen }, { containerId: den, quantity: 3 }],
      });
      expect(graph.design).toMatchObject({ designId, name: 'Lake House', zipCode: '55401', version: 1 });
      expect(graph.containers.map((room) => [room.containerId, room.name, room.charLabel])).toEqual([
        [kitchen, 'Kitchen', 'A'],
        [den, 'Room 1', 'B'],
      ]);
      expect(windowLabels(graph, kitchen)).toEqual(['Bay', 'Window 1']);
      expect(windowLabels(graph, den)).toEqual(['Window 1']);
      expect(graph.items.find((item) => item.containerId === den)?.quantity).toBe(3);
      expect(graph.items[0]?.itemId).toBe(bay);
    });

    it('puts windows sent without rooms into room A, and adds no other window', async () => {
      const client = await t.guest();
      const first = randomUUID();
      const graph = await createDesign(client, { design: {}, items: [{ itemId: first, label: 'Bay' }, {}] });
      expect(graph.containers.map((room) => [room.name, room.charLabel])).toEqual([['Room 1', 'A']]);
      expect(windowLabels(graph, graph.containers[0]!.containerId)).toEqual(['Bay', 'Window 1']);
      expect(graph.items[0]?.itemId).toBe(first);
    });

    it('gives rooms letters A to Z, then A again', async () => {
      const client = await t.guest();
      const graph = await createDesign(client, { design: {}, containers: Array.from({ length: 28 }, () => ({})) });
      const labels = graph.containers.map((room) => room.charLabel);
      expect(labels.slice(0, 26).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
      expect(labels.slice(26)).toEqual(['A', 'B']);
      expect(graph.containers.at(-1)?.name).toBe('Room 28');
    });

    it("refuses a design name that is empty or longer than 50 with the spec's sentences", async () => {
      const client = await t.guest();
      expectInvalid(await client.request('POST', `${BASE}/designs`, { body: { design: { name: '   ' } } }), 'Please enter a Design name.');
      expectInvalid(
        await client.request('POST', `${BASE}/designs`, { body: { design: { name: 'x'.repeat(51) } } }),
        'Design name must not exceed 50 characters.',
      );
      const fifty = await createDesign(client, { design: { name: 'y'.repeat(50) } });
      expect(fifty.design.name).toBe('y'.repeat(50));
    });

    it('refuses room and window names the validator refuses, and writes nothing', async () => {
      const client = await t.guest();
      const designId = randomUUID();
      const roomId = randomUUID();
      const cases: [unknown, string][] = [
        [{ containers: [{ name: '' }] }, 'Please enter a Room name.'],
        [{ containers: [{ name: 'Den' }, { name: 'DEN ' }] }, 'Room name must be unique.'],
        [{ containers: [{ name: 'r'.repeat(101) }] }, 'Room name must not exceed 100 characters.'],
        [
          { containers: [{ containerId: roomId, name: 'Den' }], items: [{ containerId: roomId, label: 'Window 1234' }] },
          'Window name must not exceed 10 characters.',
        ],
        [
          {
            containers: [{ containerId: roomId, name: 'Den' }],
            items: [
              { containerId: roomId, label: 'Left' },
              { containerId: roomId, label: 'left' },
            ],
          },
          'Window name must be unique.',
        ],
        [
          { containers: [{ containerId: roomId, name: 'Den' }], items: [{ containerId: roomId, quantity: 51 }] },
          'Quantity must be between 1 and 50.',
        ],
      ];
      for (const [rest, message] of cases) {
        const response = await client.request('POST', `${BASE}/designs`, { body: { design: { designId }, ...(rest as object) } });
        expectInvalid(response, message);
      }
      expectErrorEnvelope(await client.request('GET', `${BASE}/designs/${designId}`), 404, 'NOT_FOUND');
    });

    it('answers 400 for a body that does not match the schema', async () => {
      const client = await t.guest();
      const noDesign = await client.request('POST', `${BASE}/designs`, { body: {} });
      expectErrorEnvelope(noDesign, 400, 'VALIDATION_FAILED');
      const badId = await client.request('POST', `${BASE}/designs`, { body: { design: { designId: 'not-a-uuid' } } });
      expectErrorEnvelope(badId, 400, 'VALIDATION_FAILED');
      expect(badId.body.message).toBe('Please use a valid id.');
    });

    it('refuses room or window ids that another design already uses (409) and writes nothing', async () => {
      const owner = await t.guest();
      const theirs = await createDesign(owner);
      const { containerId, itemId } = firstWindow(theirs);

      const other = await t.guest();
      const designId = randomUUID();
      const roomClash = await other.request('POST', `${BASE}/designs`, {
        body: { design: { designId }, containers: [{ containerId }] },
      });
      expectErrorEnvelope(roomClash, 409, 'CONFLICT');
      expectErrorEnvelope(await other.request('GET', `${BASE}/designs/${designId}`), 404, 'NOT_FOUND');

      const mine = await createDesign(other);
      const itemClash = await other.request('POST', `${BASE}/designs`, {
        body: { design: { designId: mine.design.designId }, items: [{ itemId, containerId: mine.containers[0]?.containerId }] },
      });
      expectErrorEnvelope(itemClash, 409, 'CONFLICT');
      expect((await loadDesign(other, mine.design.designId)).design.version).toBe(1);
      // The other design is untouched.
      expect(await loadDesign(owner, theirs.design.designId)).toEqual(theirs);
    });
  });

  describe('POST /designs (save an existing design)', () => {
    it('adds rooms and windows, renames known ones, and raises the version', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const { containerId, itemId } = firstWindow(created);
      const newRoom = randomUUID();
      const response = await client.request('POST', `${BASE}/designs`, {
        body: {
          design: { designId: created.design.designId, name: 'Main House', zipCode: '10001' },
          containers: [{ containerId, name: 'Kitchen' }, { containerId: newRoom }],
          items: [
            { itemId, label: 'Sink', quantity: 4 },
            { itemId: randomUUID(), containerId: newRoom, itemType: 1, itemSource: 1 },
          ],
        },
      });
      const graph = graphOf(response, 200);
      expect(graph.design).toMatchObject({ name: 'Main House', zipCode: '10001', version: 2 });
      expect(graph.containers.map((room) => [room.name, room.charLabel])).toEqual([
        ['Kitchen', 'A'],
        // Applied in order: once 'Room 1' is renamed, its number is free again.
        ['Room 1', 'B'],
      ]);
      expect(graph.items.map((item) => [item.label, item.quantity])).toEqual([
        ['Sink', 4],
        ['Window 1', 1],
      ]);
      expect(await loadDesign(client, created.design.designId)).toEqual(graph);
    });

    it('numbers a new room and window after the highest existing number', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const { containerId } = firstWindow(created);
      await saveDesign(client, created.design.designId, { containers: [{ containerId, name: 'Room 7' }] });
      const withRoom = await saveDesign(client, created.design.designId, { containers: [{}] });
      expect(withRoom.containers.map((room) => room.name)).toEqual(['Room 7', 'Room 8']);

      await saveDesign(client, created.design.designId, { items: [{ itemId: created.items[0]?.itemId, label: 'Window 4' }] });
      const withWindow = await saveDesign(client, created.design.designId, { items: [{ itemId: randomUUID(), containerId }] });
      expect(windowLabels(withWindow, containerId)).toEqual(['Window 4', 'Window 5']);
      // Numbering is per room: the new room starts at 1.
      const room8 = roomNamed(withWindow, 'Room 8').containerId;
      const inRoom8 = await saveDesign(client, created.design.designId, { items: [{ containerId: room8 }] });
      expect(windowLabels(inRoom8, room8)).toEqual(['Window 1']);
    });

    it('refuses to rename a room to the name of another room, case-insensitively', async () => {
      const client = await t.guest();
      const created = await createDesign(client, { design: {}, containers: [{ name: 'Kitchen' }, { name: 'Den' }] });
      const den = roomNamed(created, 'Den');
      const response = await client.request('POST', `${BASE}/designs`, {
        body: { design: { designId: created.design.designId }, containers: [{ containerId: den.containerId, name: 'kitchen' }] },
      });
      expectInvalid(response, 'Room name must be unique.');
      expect((await loadDesign(client, created.design.designId)).design.version).toBe(1);
    });

    it('refuses to change isMandi once the design exists', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const response = await client.request('POST', `${BASE}/designs`, {
        body: { design: { designId: created.design.designId, attributes: { isMandi: 'true' } } },
      });
      expectInvalid(response, 'The design attribute isMandi cannot be set here.');
    });

    it('honours If-Match: the current version saves, a stale one gets 412', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const body = { design: { designId: created.design.designId, name: 'First' } };
      const saved = graphOf(await client.request('POST', `${BASE}/designs`, { body, headers: ifMatch(1) }));
      expect(saved.design.version).toBe(2);
      const stale = await client.request('POST', `${BASE}/designs`, {
        body: { design: { designId: created.design.designId, name: 'Second' } },
        headers: ifMatch(1),
      });
      expectErrorEnvelope(stale, 412, 'STALE_VERSION');
      expect((await loadDesign(client, created.design.designId)).design.name).toBe('First');
    });
  });

  describe('PUT /designs/{designId}', () => {
    it('saves the design named by the path', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const response = await client.request('PUT', `${BASE}/designs/${created.design.designId}`, {
        body: { design: { designId: randomUUID(), name: 'Renamed by PUT' }, containers: [{ name: 'Office' }] },
      });
      const graph = graphOf(response);
      expect(graph.design).toMatchObject({ designId: created.design.designId, name: 'Renamed by PUT', version: 2 });
      expect(graph.containers.map((room) => [room.name, room.charLabel])).toEqual([
        ['Room 1', 'A'],
        ['Office', 'B'],
      ]);
    });

    it('answers 404 for an unknown design and 400 for a bad id', async () => {
      const client = await t.guest();
      const unknown = await client.request('PUT', `${BASE}/designs/${randomUUID()}`, { body: { design: {} } });
      expectErrorEnvelope(unknown, 404, 'NOT_FOUND');
      const bad = await client.request('PUT', `${BASE}/designs/nope`, { body: { design: {} } });
      expectErrorEnvelope(bad, 400, 'VALIDATION_FAILED');
    });
  });

  describe('GET /designs/{designId}', () => {
    it('loads a design for anyone holding its id, saying whether they may change it (viewer)', async () => {
      const owner = await t.guest();
      const created = await createDesign(owner);
      expect(created.viewer).toEqual({ canChange: true });
      const stranger = await t.guest();
      const seen = await loadDesign(stranger, created.design.designId);
      expect(seen).toEqual({ ...created, viewer: { canChange: false } });
      // The same cached answer, per caller.
      expect((await loadDesign(owner, created.design.designId)).viewer).toEqual({ canChange: true });
      expect((await loadDesign(stranger, created.design.designId)).viewer).toEqual({ canChange: false });
      const rep = await t.signIn('rep@example.com');
      expect((await loadDesign(rep, created.design.designId)).viewer).toEqual({ canChange: true });
      // A write answers the viewer too.
      const renamed = await owner.request('POST', `${BASE}/designs/${created.design.designId}/rename`, { body: { Name: 'Cabin' } });
      expect(graphOf(renamed).viewer).toEqual({ canChange: true });
      expect((await loadDesign(stranger, created.design.designId)).viewer).toEqual({ canChange: false });
    });

    it('answers a guest who signs in that the designs they made are theirs to change, at once', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      expect((await loadDesign(client, created.design.designId)).viewer).toEqual({ canChange: true });
      const signedIn = await client.request('POST', '/api/account/login', {
        body: { email: 'shopper@example.com', password: DEMO_PASSWORD },
      });
      expect(signedIn.status).toBe(200);
      expect((await loadDesign(client, created.design.designId)).viewer).toEqual({ canChange: true });
    });

    it("sees a change of a design's owner by any writer, even when its answer is cached", async () => {
      const owner = await t.guest();
      const created = await createDesign(owner);
      const other = await t.guest();
      expect((await loadDesign(other, created.design.designId)).viewer).toEqual({ canChange: false });
      const otherSid = await t.db
        .selectFrom('designs')
        .select('owner_session_id')
        .where('id', '=', (await createDesign(other)).design.designId)
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('designs')
        .set({ owner_session_id: otherSid.owner_session_id })
        .where('id', '=', created.design.designId)
        .execute();
      // On PostgreSQL a load trusts the database's notices of writes: this one is heard within moments.
      await vi.waitFor(async () => expect((await loadDesign(other, created.design.designId)).viewer).toEqual({ canChange: true }), {
        timeout: scaled(1000),
        interval: 20,
      });
    });

    it('answers loads asked at once, of several designs and an unknown one, each with its own design as it is now, asking the database once and reading a changed design once', async () => {
      const owners = await Promise.all([t.guest(), t.guest(), t.guest()]);
      const designs = await Promise.all(owners.map((owner, index) => createDesign(owner, { design: { name: `At once ${index}` } })));
      const viewer = await t.guest();
      // Cached first, then one changed behind the cache's back: the loads at once must see it.
      await Promise.all(designs.map((design) => loadDesign(viewer, design.design.designId)));
      const heard = writeNoticesHeard(t.db);
      await t.db.updateTable('designs').set({ name: 'Changed', version: 7 }).where('id', '=', designs[1]!.design.designId).execute();
      // On PostgreSQL a load trusts the database's notices of writes (the others stay served from memory).
      if (t.engine === 'postgres')
        await vi.waitFor(() => expect(writeNoticesHeard(t.db)).toBeGreaterThan(heard), { timeout: scaled(1000) });
      const asked = [...designs, ...designs].map((design) => design.design.designId);
      const unknown = randomUUID();
      const statements = statementsOf(t.db);
      const start = statements.length;
      const answers = await Promise.all([...asked, unknown].map((designId) => viewer.request('GET', `${BASE}/designs/${designId}`)));
      expect(answers.slice(0, -1).map((answer) => [answer.status, graphOf(answer).design.designId, graphOf(answer).design.name])).toEqual(
        asked.map((designId, index) => [200, designId, index % 3 === 1 ? 'Changed' : `At once ${index % 3}`]),
      );
      expectErrorEnvelope(answers.at(-1)!, 404, 'NOT_FOUND');
      // They asked for the designs' versions together, in one statement.
      expect(statements.slice(start).filter((sql) => sql.includes('from "designs" where "id" = any('))).toHaveLength(1);
      // The changed design, asked twice, was read again once.
      expect(statements.slice(start).filter((sql) => sql.startsWith('select * from "items"'))).toHaveLength(1);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const client = await t.guest();
      const unknown = await client.request('GET', `${BASE}/designs/${randomUUID()}`);
      expectErrorEnvelope(unknown, 404, 'NOT_FOUND');
      expect(unknown.body.message).toBe('We could not find that design.');
      const bad = await client.request('GET', `${BASE}/designs/12345`);
      expectErrorEnvelope(bad, 400, 'VALIDATION_FAILED');
      expect(bad.body.message).toBe('Please use a valid id.');
    });
  });

  describe('POST /designs/{designId}/rename', () => {
    it('renames, trimming the name, and raises the version', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const response = await client.request('POST', `${BASE}/designs/${created.design.designId}/rename`, { body: { Name: '  Cabin ' } });
      const graph = graphOf(response);
      expect(graph.design).toMatchObject({ name: 'Cabin', version: 2 });
      expect((await loadDesign(client, created.design.designId)).design.name).toBe('Cabin');
    });

    it("speaks of the 'Estimate name' when refusing a rename", async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const url = `${BASE}/designs/${created.design.designId}/rename`;
      expectInvalid(await client.request('POST', url, { body: { Name: ' ' } }), 'Please enter a Estimate name.');
      expectInvalid(await client.request('POST', url, { body: { Name: 'e'.repeat(51) } }), 'Estimate name must not exceed 50 characters.');
      const missing = await client.request('POST', url, { body: {} });
      expectErrorEnvelope(missing, 400, 'VALIDATION_FAILED');
      expect(missing.body.message).toBe('Please send the new name as Name.');
      expect((await loadDesign(client, created.design.designId)).design).toMatchObject({ name: 'Estimate 1', version: 1 });
    });

    it('answers 404 for an unknown design', async () => {
      const client = await t.guest();
      const response = await client.request('POST', `${BASE}/designs/${randomUUID()}/rename`, { body: { Name: 'Cabin' } });
      expectErrorEnvelope(response, 404, 'NOT_FOUND');
    });
  });

  describe('POST /designs/{designId}/set-attribute', () => {
    it('sets, then changes a design attribute', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const url = `${BASE}/designs/${created.design.designId}/set-attribute`;
      const first = graphOf(await client.request('POST', url, { body: { name: 'purchaseOption', value: 'product-only' } }));
      expect(first.design.attributes).toEqual({ Origin: 'Online', purchaseOption: 'product-only' });
      expect(first.design.version).toBe(2);
      const second = graphOf(await client.request('POST', url, { body: { name: 'purchaseOption', value: 'product-and-install' } }));
      expect(second.design.attributes.purchaseOption).toBe('product-and-install');
      expect(second.design.designAttributes.filter((attribute) => attribute.name === 'purchaseOption')).toHaveLength(1);
    });

    it('takes the attribute as { attribute: { name, value } } (doc 001 §7) as well as flat', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const url = `${BASE}/designs/${created.design.designId}/set-attribute`;
      const nested = graphOf(await client.request('POST', url, { body: { attribute: { name: 'purchaseOption', value: 'product-only' } } }));
      expect(nested.design.attributes.purchaseOption).toBe('product-only');
      expect(nested.design.version).toBe(2);
      const cleared = graphOf(await client.request('POST', url, { body: { attribute: { name: 'purchaseOption', value: null } } }));
      expect(cleared.design.attributes.purchaseOption).toBeNull();
      expectErrorEnvelope(await client.request('POST', url, { body: { attribute: { value: 'x' } } }), 400, 'VALIDATION_FAILED');
      expectErrorEnvelope(await client.request('POST', url, { body: {} }), 400, 'VALIDATION_FAILED');
    });

    it.each([
      'isAutoReleaseCompleted',
      'isAutoReleaseDesign',
      'jobUid',
      'jobId',
      'orderNumber',
      'orderDate',
      'serviceProvider',
      'technicians',
    ])('lets a rep set the order or job attribute %s, and refuses it to customers with 403', async (name) => {
      const guest = await t.guest();
      const created = await createDesign(guest);
      const url = `${BASE}/designs/${created.design.designId}/set-attribute`;
      const refused = await guest.request('POST', url, { body: { attribute: { name, value: 'true' } } });
      expectErrorEnvelope(refused, 403, 'FORBIDDEN');
      expect(refused.body.message).toBe(`Only sales representatives can set the design attribute ${name}.`);
      const consumer = await t.signIn('shopper@example.com');
      const mine = await createDesign(consumer);
      expectErrorEnvelope(
        await consumer.request('POST', `${BASE}/designs/${mine.design.designId}/set-attribute`, { body: { name, value: 'true' } }),
        403,
        'FORBIDDEN',
      );
      expect((await loadDesign(guest, created.design.designId)).design.attributes[name]).toBeUndefined();

      const rep = await t.signIn('rep@example.com');
      const set = graphOf(await rep.request('POST', url, { body: { attribute: { name, value: 'true' } }, headers: repHeaders }));
      expect(set.design.attributes[name]).toBe('true');
    });

    it("lets the server's order flow mark a customer's auto-release design completed", async () => {
      const guest = await t.guest();
      const created = await createDesign(guest);
      const designId = created.design.designId;
      const owner = await t.db.selectFrom('designs').select('owner_session_id').where('id', '=', designId).executeTakeFirstOrThrow();
      const actor = { identity: guestSession(owner.owner_session_id), siteId: 3 as const };
      const attribute = { name: 'isAutoReleaseCompleted', value: 'true' };
      await expect(setDesignAttribute(t.db, actor, designId, attribute)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      const done = await setDesignAttribute(t.db, actor, designId, attribute, undefined, 'order-flow');
      expect(done.design.attributes.isAutoReleaseCompleted).toBe('true');
      expect((await loadDesign(guest, designId)).design.attributes.isAutoReleaseCompleted).toBe('true');
    });

    it('refuses attributes nobody sets here, and unknown designs', async () => {
      const client = await t.guest();
      const created = await createDesign(client);
      const url = `${BASE}/designs/${created.design.designId}/set-attribute`;
      expectInvalid(
        await client.request('POST', url, { body: { name: 'isMandi', value: 'true' } }),
        'The design attribute isMandi cannot be set here.',
      );
      expectInvalid(
        await client.request('POST', url, { body: { name: 'Origin', value: 'CEC' } }),
        'The design attribute Origin cannot be set here.',
      );
      expectErrorEnvelope(await client.request('POST', url, { body: { name: '', value: 'x' } }), 400, 'VALIDATION_FAILED');
      const unknown = await client.request('POST', `${BASE}/designs/${randomUUID()}/set-attribute`, {
        body: { name: 'purchaseOption', value: 'product-only' },
      });
      expectErrorEnvelope(unknown, 404, 'NOT_FOUND');
    });
  });
});
