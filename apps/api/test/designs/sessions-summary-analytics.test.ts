import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import {
  addWindow,
  BASE,
  createDesign,
  createMandiDesign,
  expectInvalid,
  expectStatus,
  firstWindow,
  product,
  putProduct,
  repHeaders,
} from './helpers.ts';

describe('sessions, summary and analytics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET /sessions/{sessionId}', () => {
    it('starts an empty session, attaches designs in order, and attaches each only once', async () => {
      const client = await t.guest();
      const sessionId = randomUUID();
      const empty = await client.request('GET', `${BASE}/sessions/${sessionId}`);
      expectStatus(empty, 200);
      expect(empty.body.data).toEqual({ sessionId, designIds: [] });

      const first = await createDesign(client);
      const second = await createDesign(client);
      const attachFirst = await client.request('GET', `${BASE}/sessions/${sessionId}?designId=${first.design.designId}`);
      expect(attachFirst.body.data).toEqual({ sessionId, designIds: [first.design.designId] });
      await client.request('GET', `${BASE}/sessions/${sessionId}?designId=${second.design.designId}`);
      const again = await client.request('GET', `${BASE}/sessions/${sessionId}?designId=${first.design.designId}`);
      expect(again.body.data.designIds).toEqual([first.design.designId, second.design.designId]);
      // Anyone holding the session id sees the same list.
      const other = await t.guest();
      expect((await other.request('GET', `${BASE}/sessions/${sessionId}`)).body.data.designIds).toEqual([
        first.design.designId,
        second.design.designId,
      ]);
    });

    it('keeps every design attached at the same time, each at its own place', async () => {
      const client = await t.guest();
      const sessionId = randomUUID();
      const designs = await Promise.all([createDesign(client), createDesign(client), createDesign(client)]);
      const answers = await Promise.all(
        designs.map((design) => client.request('GET', `${BASE}/sessions/${sessionId}?designId=${design.design.designId}`)),
      );
      for (const answer of answers) expectStatus(answer, 200);
      const listed = (await client.request('GET', `${BASE}/sessions/${sessionId}`)).body.data.designIds as string[];
      expect([...listed].sort()).toEqual(designs.map((design) => design.design.designId).sort());
      const positions = await t.db.selectFrom('job_session_designs').select('position').where('session_id', '=', sessionId).execute();
      expect(positions.map((row) => row.position).sort()).toEqual([1, 2, 3]);
    });

    it('answers 404 for an unknown design and leaves the session as it was', async () => {
      const client = await t.guest();
      const sessionId = randomUUID();
      const design = await createDesign(client);
      await client.request('GET', `${BASE}/sessions/${sessionId}?designId=${design.design.designId}`);
      const unknown = await client.request('GET', `${BASE}/sessions/${sessionId}?designId=${randomUUID()}`);
      expectErrorEnvelope(unknown, 404, 'NOT_FOUND');
      expect((await client.request('GET', `${BASE}/sessions/${sessionId}`)).body.data.designIds).toEqual([design.design.designId]);
    });

    it('reads an unknown session as empty without creating it', async () => {
      const client = await t.guest();
      const sessionId = randomUUID();
      expect((await client.request('GET', `${BASE}/sessions/${sessionId}`)).body.data).toEqual({ sessionId, designIds: [] });
      expect(await t.db.selectFrom('job_sessions').select('id').where('id', '=', sessionId).execute()).toEqual([]);
      // Nor does attaching a design that does not exist.
      expectErrorEnvelope(await client.request('GET', `${BASE}/sessions/${sessionId}?designId=${randomUUID()}`), 404, 'NOT_FOUND');
      expect(await t.db.selectFrom('job_sessions').select('id').where('id', '=', sessionId).execute()).toEqual([]);
    });

    it('lets only the one who started a session (or a rep) attach designs to it', async () => {
      const owner = await t.guest();
      const sessionId = randomUUID();
      const first = await createDesign(owner);
      await owner.request('GET', `${BASE}/sessions/${sessionId}?designId=${first.design.designId}`);

      const stranger = await t.guest();
      const theirs = await createDesign(stranger);
      const refused = await stranger.request('GET', `${BASE}/sessions/${sessionId}?designId=${theirs.design.designId}`);
      expectErrorEnvelope(refused, 403, 'FORBIDDEN');
      expect(refused.body.message).toBe('Only the person who started this session or a sales representative can add designs to it.');
      // Opening the session's link with a design already in it only reads it.
      const opened = await stranger.request('GET', `${BASE}/sessions/${sessionId}?designId=${first.design.designId}`);
      expect(opened.body.data).toEqual({ sessionId, designIds: [first.design.designId] });

      // A stranger may start a session of their own with any design they can read.
      const ownSession = randomUUID();
      const started = await stranger.request('GET', `${BASE}/sessions/${ownSession}?designId=${first.design.designId}`);
      expect(started.body.data).toEqual({ sessionId: ownSession, designIds: [first.design.designId] });
      const more = await stranger.request('GET', `${BASE}/sessions/${ownSession}?designId=${theirs.design.designId}`);
      expect(more.body.data.designIds).toEqual([first.design.designId, theirs.design.designId]);

      const rep = await t.signIn('rep@example.com');
      const repDesign = await createDesign(rep, { design: {} }, repHeaders);
      const byRep = await rep.request('GET', `${BASE}/sessions/${sessionId}?designId=${repDesign.design.designId}`, {
        headers: repHeaders,
      });
      expect(byRep.body.data.designIds).toEqual([first.design.designId, repDesign.design.designId]);
    });

    it("keeps a signed-in customer's session theirs", async () => {
      const shopper = await t.signIn('shopper@example.com');
      const sessionId = randomUUID();
      const first = await createDesign(shopper);
      const second = await createDesign(shopper);
      await shopper.request('GET', `${BASE}/sessions/${sessionId}?designId=${first.design.designId}`);
      // The same account signed in elsewhere.
      const elsewhere = await t.signIn('shopper@example.com');
      const attached = await elsewhere.request('GET', `${BASE}/sessions/${sessionId}?designId=${second.design.designId}`);
      expect(attached.body.data.designIds).toEqual([first.design.designId, second.design.designId]);
    });

    it('answers 400 for a session id or design id that is not a GUID', async () => {
      const client = await t.guest();
      const badSession = await client.request('GET', `${BASE}/sessions/not-a-guid`);
      expectErrorEnvelope(badSession, 400, 'VALIDATION_FAILED');
      expect(badSession.body.message).toBe('Please use a valid id.');
      expectErrorEnvelope(await client.request('GET', `${BASE}/sessions/${randomUUID()}?designId=42`), 400, 'VALIDATION_FAILED');
      expectErrorEnvelope(await client.request('GET', `${BASE}/sessions/12345678-1234-1234-1234-12345678zzzz`), 400, 'VALIDATION_FAILED');
    });

    it('takes any GUID of 8-4-4-4-12 hex digits (doc 000 §2), whatever its version bits', async () => {
      const client = await t.guest();
      const design = await createDesign(client);
      // Neither a version nibble nor a variant of RFC 9562: still a GUID.
      const sessionId = `12345678-1234-1234-1234-${randomUUID().slice(-12)}`;
      const loaded = await client.request('GET', `${BASE}/sessions/${sessionId}?designId=${design.design.designId}`);
      expect(loaded.status).toBe(200);
      expect(loaded.body.data).toEqual({ sessionId, designIds: [design.design.designId] });
      expect((await client.request('GET', `${BASE}/sessions/${sessionId.toUpperCase()}`)).status).toBe(200);
    });
  });

  describe('DELETE /sessions/{sessionId}/disassociate', () => {
    it("removes the owner's design from the session and answers what is left", async () => {
      const client = await t.guest();
      const sessionId = randomUUID();
      const first = await createDesign(client);
      const second = await createDesign(client);
      await client.request('GET', `${BASE}/sessions/${sessionId}?designId=${first.design.designId}`);
      await client.request('GET', `${BASE}/sessions/${sessionId}?designId=${second.design.designId}`);
      const response = await client.request('DELETE', `${BASE}/sessions/${sessionId}/disassociate?designId=${first.design.designId}`);
      expectStatus(response, 200);
      expect(response.body.data).toEqual({ sessionId, designIds: [second.design.designId] });
      // The design itself is kept.
      expectStatus(await client.request('GET', `${BASE}/designs/${first.design.designId}`), 200);
      // A second time, it is no longer there.
      const again = await client.request('DELETE', `${BASE}/sessions/${sessionId}/disassociate?designId=${first.design.designId}`);
      expectErrorEnvelope(again, 404, 'NOT_FOUND');
    });

    it("refuses someone else's design, lets a rep do it, and answers 404 for an unknown design", async () => {
      const owner = await t.guest();
      const sessionId = randomUUID();
      const design = await createDesign(owner);
      await owner.request('GET', `${BASE}/sessions/${sessionId}?designId=${design.design.designId}`);
      const url = `${BASE}/sessions/${sessionId}/disassociate?designId=${design.design.designId}`;

      const stranger = await t.guest();
      expectErrorEnvelope(await stranger.request('DELETE', url), 403, 'FORBIDDEN');
      expectErrorEnvelope(
        await stranger.request('DELETE', `${BASE}/sessions/${sessionId}/disassociate?designId=${randomUUID()}`),
        404,
        'NOT_FOUND',
      );
      expectErrorEnvelope(await stranger.request('DELETE', `${BASE}/sessions/${sessionId}/disassociate`), 400, 'VALIDATION_FAILED');

      const rep = await t.signIn('rep@example.com');
      const byRep = await rep.request('DELETE', url, { headers: repHeaders });
      expectStatus(byRep, 200);
      expect(byRep.body.data.designIds).toEqual([]);
    });
  });

  describe('GET /designs/summary', () => {
    it('answers one row per design in the order asked, with type, quantity and totals', async () => {
      const client = await t.guest();
      const plain = await createDesign(client, { design: { name: 'Plain' } });
      const { containerId, itemId } = firstWindow(plain);
      const withTwo = await addWindow(client, plain.design.designId, containerId);
      await putProduct(t, itemId, product({ price: 100.1, retail: 200.2 }));
      await putProduct(
        t,
        withTwo.containers[0]!.items[1]!,
        product({ price: 50, retail: 50, productStatus: 'Discontinued', isValid: false }),
      );
      await client.request('POST', `${BASE}/designs/${plain.design.designId}/items/${itemId}/quantity/3`);
      const mandi = await createMandiDesign(client);
      await t.db
        .insertInto('design_attributes')
        .values({ id: randomUUID(), design_id: mandi.design.designId, name: 'orderNumber', value: 'ord-77' })
        .execute();

      const response = await client.request('GET', `${BASE}/designs/summary?designIds=${mandi.design.designId},${plain.design.designId}`);
      expectStatus(response, 200);
      expect(response.body.data).toEqual([
        {
          designId: mandi.design.designId,
          designName: 'Estimate 1',
          designType: 'Professional Installation',
          createdDate: mandi.design.createdDate,
          orderNumber: 'ORD-77',
          quantity: 1,
          subtotal: 0,
          retail: 0,
          isDesignValid: true,
          hasDiscontinuedProduct: false,
          isMandi: true,
          isLockedOrOrdered: false,
          buyBlock: 'missing-product',
        },
        {
          designId: plain.design.designId,
          designName: 'Plain',
          designType: 'Product Only',
          createdDate: plain.design.createdDate,
          orderNumber: null,
          quantity: 4,
          subtotal: 350.3,
          retail: 650.6,
          isDesignValid: false,
          hasDiscontinuedProduct: true,
          isMandi: false,
          isLockedOrOrdered: false,
          buyBlock: 'invalid',
        },
      ]);
    });

    it('answers 400 without design ids or with a malformed one', async () => {
      const client = await t.guest();
      expectErrorEnvelope(await client.request('GET', `${BASE}/designs/summary`), 400, 'VALIDATION_FAILED');
      expectInvalid(await client.request('GET', `${BASE}/designs/summary?designIds=,`), 'Please name at least one design.');
      expectInvalid(await client.request('GET', `${BASE}/designs/summary?designIds=abc`), 'Please use a valid id.');
    });

    it('answers 404 when a design asked for does not exist', async () => {
      const client = await t.guest();
      const design = await createDesign(client);
      const response = await client.request('GET', `${BASE}/designs/summary?designIds=${design.design.designId},${randomUUID()}`);
      expectErrorEnvelope(response, 404, 'NOT_FOUND');
    });
  });

  describe('GET /designs/summary/{designId}', () => {
    it('answers the row of one design', async () => {
      const client = await t.guest();
      const design = await createDesign(client, { design: { name: 'Solo' } });
      const response = await client.request('GET', `${BASE}/designs/summary/${design.design.designId}`);
      expectStatus(response, 200);
      expect(response.body.data).toMatchObject({ designId: design.design.designId, designName: 'Solo', quantity: 1, subtotal: 0 });
    });

    it("says why buy-design would refuse the design, as the page's Add To Cart shows it before the click", async () => {
      const client = await t.guest();
      const design = await createDesign(client, { design: { name: 'Bare' } });
      const row = async () => (await client.request('GET', `${BASE}/designs/summary/${design.design.designId}`)).body.data;
      // No product on its window: buy-design's own refusal.
      expect((await row()).buyBlock).toBe('missing-product');
      const buy = await client.request('GET', `/api/design-builder/estimates/${design.design.designId}/buy`);
      expectErrorEnvelope(buy, 409, 'CONFLICT');
      expect(buy.body.message).toBe('All windows must have an item selected.');
      await putProduct(t, firstWindow(design).itemId, product({ price: 100, retail: 120 }));
      expect((await row()).buyBlock).toBeNull();
    });

    it('answers 404 for an unknown design', async () => {
      const client = await t.guest();
      expectErrorEnvelope(await client.request('GET', `${BASE}/designs/summary/${randomUUID()}`), 404, 'NOT_FOUND');
    });
  });

  describe('GET /designs/{designId}/getItemDataForAnalytics', () => {
    it('answers one entry per window with room, product, quantity, line price and purchase option', async () => {
      const client = await t.guest();
      const design = await createDesign(client, { design: {}, containers: [{ name: 'Kitchen' }] });
      const designId = design.design.designId;
      const kitchen = design.containers[0]!.containerId;
      const graph = await addWindow(client, designId, kitchen, 'Sink');
      const sink = graph.containers[0]!.items[0]!;
      const bare = await addWindow(client, designId, kitchen);
      const second = bare.containers[0]!.items[1]!;
      await putProduct(t, sink, product({ skuNumber: 'SKU-9', productName: 'Roller Shade', brand: 'Acme', price: 80 }));
      await client.request('POST', `${BASE}/designs/${designId}/items/${sink}/quantity/2`);
      await client.request('POST', `${BASE}/designs/${designId}/items/${sink}/attribute`, {
        body: { attributeId: 'purchaseOption', value: 'product-only' },
      });

      const response = await (await t.guest()).request('GET', `${BASE}/designs/${designId}/getItemDataForAnalytics`);
      expectStatus(response, 200);
      expect(response.body.data).toEqual([
        {
          itemId: sink,
          label: 'Sink',
          roomName: 'Kitchen',
          skuNumber: 'SKU-9',
          productName: 'Roller Shade',
          brand: 'Acme',
          quantity: 2,
          price: 160,
          purchaseOption: 'product-only',
        },
        {
          itemId: second,
          label: 'Window 1',
          roomName: 'Kitchen',
          skuNumber: null,
          productName: null,
          brand: null,
          quantity: 1,
          price: 0,
          purchaseOption: null,
        },
      ]);
    });

    it('answers 404 for an unknown design', async () => {
      const client = await t.guest();
      expectErrorEnvelope(await client.request('GET', `${BASE}/designs/${randomUUID()}/getItemDataForAnalytics`), 404, 'NOT_FOUND');
    });
  });

  describe('POST /api/analytics/events', () => {
    const event = (name: string, payload: Record<string, unknown> = {}) => ({ name, payload, occurredAt: new Date().toISOString() });

    it('records a batch with the authentication status of the caller', async () => {
      const guest = await t.guest();
      const response = await guest.request('POST', '/api/analytics/events', {
        body: { events: [event('item.add', { itemId: 'i-1' }), event('container.copied')] },
      });
      expectStatus(response, 202);
      expect(response.body).toEqual({ data: { accepted: 2 } });

      const rep = await t.signIn('rep@example.com');
      expectStatus(await rep.request('POST', '/api/analytics/events', { body: { events: [event('design.copyStyle')] } }), 202);
      const shopper = await t.signIn('shopper@example.com');
      expectStatus(await shopper.request('POST', '/api/analytics/events', { body: { events: [event('estimate.saved')] } }), 202);

      const rows = await t.db.selectFrom('analytics_events').select(['name', 'payload', 'authentication_status', 'site_id']).execute();
      const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
      expect(byName['item.add']).toMatchObject({
        payload: { itemId: 'i-1' },
        authentication_status: 'guest',
        site_id: t.config.defaultSiteId,
      });
      expect(byName['container.copied']?.authentication_status).toBe('guest');
      expect(byName['design.copyStyle']?.authentication_status).toBe('rep');
      expect(byName['estimate.saved']?.authentication_status).toBe('consumer');
    });

    it('refuses unknown names, empty or oversized batches and bad times, recording nothing', async () => {
      const client = await t.guest();
      const before = (await t.db.selectFrom('analytics_events').select('id').execute()).length;
      const url = '/api/analytics/events';
      expectInvalid(await client.request('POST', url, { body: { events: [event('made.up')] } }), 'Unknown analytics event name.');
      expectInvalid(await client.request('POST', url, { body: { events: [] } }), 'Send at least one event.');
      expectInvalid(
        await client.request('POST', url, { body: { events: Array.from({ length: 51 }, () => event('item.add')) } }),
        'Send at most 50 events at a time.',
      );
      expectInvalid(
        await client.request('POST', url, { body: { events: [{ name: 'item.add', payload: {}, occurredAt: 'yesterday' }] } }),
        'occurredAt must be an ISO date-time.',
      );
      expect((await t.db.selectFrom('analytics_events').select('id').execute()).length).toBe(before);
    });
  });
});
