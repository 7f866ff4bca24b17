import { randomUUID } from 'node:crypto';
import type { DesignGraph } from '@eb/domain/design';
import { type ProEstimatePayload, proEstimatePayload, ZERO_GUID } from '@eb/domain/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure } from '../catalog/helpers.ts';
import { addRoom, addWindow, BASE, loadDesign, roomNamed } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { statementsOf } from '../test-database.ts';
import { HOME, newCustomer, type Place, setHome } from './jobs-helpers.ts';
import { buildPricedDesign, type PricedDesign } from './pricing-helpers.ts';

/** `POST /api/customer/createmandiestimate` with the pro estimate payload of doc 001 §3. */
const CREATE = '/api/customer/createmandiestimate';
let t: TestApp;
let shopper: Client;
let design: PricedDesign;
let graph: DesignGraph;
let place: Place;
let payload: ProEstimatePayload;

/** The payload as the screens make it: the design and its eligibility through the domain's builder. */
async function payloadOf(client: Client, designId: string, ids: Place, name = 'Pro estimate', headers?: Record<string, string>) {
  const eligibility = await client.request('GET', `${BASE}/estimates/${designId}/eligibility`, headers ? { headers } : {});
  const source = await loadDesign(client, designId);
  return proEstimatePayload(source, eligibility.body.data, { ...ids, name });
}

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn('shopper@example.com');
  design = await buildPricedDesign(t, shopper);
  const withDen = await addRoom(shopper, design.designId, 'Den');
  graph = await addWindow(shopper, design.designId, roomNamed(withDen, 'Den').containerId);
  place = await setHome(shopper);
  payload = await payloadOf(shopper, design.designId, place);
});
afterAll(() => t?.close());

const create = (client: Client, body: unknown, headers?: Record<string, string>) =>
  client.request('POST', CREATE, { body, ...(headers ? { headers } : {}) });

describe('POST /api/customer/createmandiestimate', () => {
  it('the payload the screens send: rooms A and B, numbered windows, placeholders for the arch, the shutter and the empty window', () => {
    expect(payload.rooms.map((room) => [room.label, room.name, room.windows.length])).toEqual([
      ['A', graph.containers[0]?.name, 6],
      ['B', 'Den', 1],
    ]);
    const [first, roller, vertical, arch, shutter, empty] = payload.rooms[0]?.windows ?? [];
    expect(first).toMatchObject({ label: 1, productId: '533002', height: '40', width: '30' });
    expect(roller?.autobahnEstimateGuid).not.toBe(ZERO_GUID);
    expect(vertical?.autobahnEstimateGuid).not.toBe(ZERO_GUID);
    for (const blank of [arch, shutter, empty])
      expect(blank).toMatchObject({ autobahnEstimateGuid: ZERO_GUID, productName: '', productId: '' });
    expect(payload.itemsWithExtraQuantity).toEqual([{ autobahnEstimateGuid: first?.autobahnEstimateGuid, quantity: 2 }]);
  });

  it('makes a professional design of the caller’s property: products from their configurations, placeholders without one', async () => {
    const answer = await create(shopper, payload);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({ designId: expect.any(String), version: 1 });
    const made = await loadDesign(shopper, answer.body.data.designId);
    expect(made.viewer).toEqual({ canChange: true });
    expect(made.design).toMatchObject({ name: 'Pro estimate', attributes: { isMandi: 'true', Origin: 'Online' } });
    expect(JSON.parse(made.design.attributes.propertyAddress ?? '')).toEqual({
      line1: HOME.line1,
      line2: HOME.line2,
      city: HOME.city,
      state: HOME.state,
      zipcode: HOME.zipCode,
    });
    expect(JSON.parse(made.design.attributes.customer ?? '')).toMatchObject({
      id: place.customerId,
      email: 'shopper@example.com',
      phones: [],
    });
    expect(made.containers.map((room) => [room.charLabel, room.name])).toEqual([
      ['A', graph.containers[0]?.name],
      ['B', 'Den'],
    ]);
    const source = new Map(graph.items.map((item) => [item.itemId, item]));
    const windows = made.items.map((item) => [item.label, item.quantity, item.itemProduct?.configurationGuid ?? null]);
    expect(windows).toEqual([
      ['Window 1', 2, source.get(design.cellular)?.itemProduct?.configurationGuid],
      ['Window 2', 1, source.get(design.roller)?.itemProduct?.configurationGuid],
      ['Window 3', 1, source.get(design.vertical)?.itemProduct?.configurationGuid],
      ['Window 4', 1, null],
      ['Window 5', 1, null],
      ['Window 6', 1, null],
      ['Window 1', 1, null],
    ]);
    // The product is priced again from the catalog: the same as on the source design.
    expect(made.items[0]?.itemProduct?.retail).toBe(source.get(design.cellular)?.itemProduct?.retail);
    const purchase = made.items[0]?.attributes.find((attribute) => attribute.name === 'purchaseOption');
    expect(purchase?.value).toBe('product-and-install');
    // A customer cannot change the windows of a professional design.
    const refused = await shopper.request('DELETE', `${BASE}/designs/${made.design.designId}/items/${made.items[0]?.itemId}`);
    expectErrorEnvelope(refused, 403, 'FORBIDDEN');
  });

  it('does not trust the product name, colour and size sent: the configuration decides', async () => {
    const forged = structuredClone(payload);
    const first = forged.rooms[0]?.windows[0];
    if (!first) throw new Error('no window');
    Object.assign(first, { productName: 'Free shade', color: 'Gold', width: '1', height: '1' });
    const answer = await create(shopper, forged);
    const made = await loadDesign(shopper, answer.body.data.designId);
    expect(made.items[0]?.itemProduct?.productName).not.toBe('Free shade');
    expect(made.items[0]?.itemProduct?.attributes).toContainEqual({ name: 'width', value: '30' });
  });

  it('refuses ids that are not the caller’s: customer 403, address 404, property at another address 400', async () => {
    const other = await newCustomer(await t.guest());
    const theirs = await setHome(other, { line1: '100 Peachtree Street', line2: '', city: 'Atlanta', state: 'GA', zipCode: '30303' });
    const customer = await create(shopper, { ...payload, customerId: theirs.customerId });
    expectErrorEnvelope(customer, 403, 'FORBIDDEN');
    expect(customer.body.message).toBe('You can only create an estimate for your own customer record.');
    const address = await create(shopper, { ...payload, addressId: theirs.addressId });
    expectErrorEnvelope(address, 404, 'NOT_FOUND');
    expect(address.body.message).toBe('We could not find that address on file.');
    expectErrorEnvelope(await create(shopper, { ...payload, propertyId: theirs.propertyId }), 400, 'BAD_REQUEST');
    // The other customer cannot use the shopper's ids either.
    expectErrorEnvelope(await create(other, payload), 403, 'FORBIDDEN');
    // A guest without an address has no customer record.
    expectErrorEnvelope(await create(await t.guest(), payload), 403, 'FORBIDDEN');
  });

  it('lets a guest make one for the address kept for the guest session', async () => {
    const guest = await t.guest();
    const guestPlace = await setHome(guest);
    const answer = await create(guest, { ...payload, ...guestPlace });
    expect(answer.status).toBe(201);
    expect((await loadDesign(guest, answer.body.data.designId)).viewer).toEqual({ canChange: true });
  });

  it('refuses an unknown configuration (404), a product id that is not its configuration’s, and an ineligible product sent with its guid', async () => {
    const windowWith = (change: object) => {
      const body = structuredClone(payload);
      Object.assign(body.rooms[0]?.windows[0] ?? {}, change);
      body.itemsWithExtraQuantity = [];
      return body;
    };
    const unknown = await create(shopper, windowWith({ autobahnEstimateGuid: randomUUID() }));
    expectErrorEnvelope(unknown, 404, 'NOT_FOUND');
    expect(unknown.body.message).toBe('We could not find the product configuration of window A1.');
    const wrongProduct = await create(shopper, windowWith({ productId: '533032' }));
    expectErrorEnvelope(wrongProduct, 400, 'BAD_REQUEST');
    expect(wrongProduct.body.message).toBe('Window A1: productId 533032 is not the product of its configuration.');
    // Site 11's retailer id of the same product is accepted.
    expect((await create(shopper, windowWith({ productId: '300533002' }))).status).toBe(201);
    const shutter = graph.items.find((item) => item.itemId === design.shutter)?.itemProduct;
    const ineligible = await create(
      shopper,
      windowWith({ autobahnEstimateGuid: shutter?.configurationGuid, productId: shutter?.skuNumber }),
    );
    expectErrorEnvelope(ineligible, 400, 'BAD_REQUEST');
    expect(ineligible.body.message).toBe(
      'Shutters, outdoor shades and drapes are not eligible for professional measure and install. Send window A1 as a blank placeholder.',
    );
    // Someone else's configuration that is on no window yet is theirs alone.
    const other = await newCustomer(await t.guest());
    const unplaced = await configure(other, '533002', 30, 40);
    expectErrorEnvelope(
      await create(shopper, windowWith({ autobahnEstimateGuid: unplaced.configurationGuid, productId: '533002' })),
      404,
      'NOT_FOUND',
    );
  });

  it.each([
    ['name', { name: 'x'.repeat(51) }, 'Estimate name must not exceed 50 characters.'],
    ['rooms', { rooms: [] }, 'An estimate needs at least one room.'],
    ['room label', { rooms: [{ label: 'a', name: 'Den', windows: [] }] }, 'A room label must be a letter (A, B, C…).'],
    [
      'window label',
      { rooms: [{ label: 'A', name: 'Den', windows: [{ ...blank(), label: 0 }] }] },
      'A window label must be its number (1, 2, 3…).',
    ],
    [
      'guid',
      { rooms: [{ label: 'A', name: 'Den', windows: [{ ...blank(), autobahnEstimateGuid: 'x' }] }] },
      'autobahnEstimateGuid must be a configuration guid or the zero guid.',
    ],
    [
      'extra quantity',
      { itemsWithExtraQuantity: [{ autobahnEstimateGuid: randomUUID(), quantity: 1 }] },
      'An extra quantity must be a whole number from 2 to 50.',
    ],
    ['customerId', { customerId: 'me' }, 'Please use a valid id.'],
  ])('refuses a bad %s with a sentence', async (_field, change, message) => {
    const answer = await create(shopper, { ...payload, ...change });
    expectErrorEnvelope(answer, 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(answer.body)).toContain(message);
  });

  it('is offered only on the sites with the installation service', async () => {
    const answer = await create(shopper, payload, { host: 'site1.localhost' });
    expectErrorEnvelope(answer, 404, 'NOT_FOUND');
  });

  it('writes in a fixed number of statements whatever the number of windows (no query per window)', async () => {
    const statements = statementsOf(t.db);
    const one = payload.rooms[0]?.windows[0];
    const small = {
      ...payload,
      rooms: [{ label: 'A', name: 'One', windows: [one, { ...blank(), label: 2 }] }],
      itemsWithExtraQuantity: [],
    };
    let start = statements.length;
    expect((await create(shopper, small)).status).toBe(201);
    const few = statements.length - start;
    const windows = [...(payload.rooms[0]?.windows ?? [])];
    const big = {
      ...payload,
      rooms: Array.from({ length: 8 }, (_, index) => ({ label: String.fromCharCode(65 + index), name: `Room ${index + 1}`, windows })),
    };
    start = statements.length;
    expect((await create(shopper, big)).status).toBe(201);
    expect(statements.length - start).toBe(few);
  });
});

function blank() {
  return { label: 1, productName: '', autobahnEstimateGuid: ZERO_GUID, color: '', height: '', width: '', productId: '' };
}
