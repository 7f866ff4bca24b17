import { ADDRESS_MESSAGES, addressMessage } from '@eb/domain/address';
import type { SiteId } from '@eb/domain/sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

const VALIDATE = '/api/customer/addressvalidation/v1/validate';
const SET_ADDRESS = '/api/customer/profile/temp/setaddress';
const SITE_HOSTS = new Map<string, SiteId>([
  ['blinds.test', 3],
  ['home.test', 11],
]);
const onSite = (site: 3 | 11) => ({ host: site === 11 ? 'home.test' : 'blinds.test' });

const CUMBERLAND = { Line1: '2450 Cumberland Parkway', Line2: 'Suite 100', City: 'Atlanta', State: 'GA', ZipCode: '30339' };
const asStored = (wire: typeof CUMBERLAND) => ({
  line1: wire.Line1,
  line2: wire.Line2,
  city: wire.City,
  state: wire.State,
  zipCode: wire.ZipCode,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ siteHosts: SITE_HOSTS });
});
afterAll(() => t?.close());

const validate = (client: Client, body: unknown, site: 3 | 11 = 3) => client.request('POST', VALIDATE, { body, headers: onSite(site) });
const setAddress = (client: Client, body: unknown, site: 3 | 11 = 3) =>
  client.request('POST', SET_ADDRESS, { body, headers: onSite(site) });

describe('POST /api/customer/addressvalidation/v1/validate', () => {
  it("finds an address whose city and state are the ZIP's, normalised the USPS way", async () => {
    const guest = await t.guest();
    const response = await validate(guest, CUMBERLAND);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      wasFound: true,
      requiresConfirmation: false,
      existingAddress: false,
      validatedAddress: { uuid: null, line1: '2450 CUMBERLAND PKWY', line2: 'STE 100', city: 'ATLANTA', state: 'GA', zipCode: '30339' },
    });
    expect(addressMessage(response.body.data)).toBe(ADDRESS_MESSAGES.found);
  });

  it.each([
    ['another city', { City: 'Smyrna' }],
    ['another state', { State: 'AL' }],
  ])('answers a similar address for %s', async (_name, change) => {
    const guest = await t.guest();
    const response = await validate(guest, { ...CUMBERLAND, ...change });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      wasFound: true,
      requiresConfirmation: true,
      existingAddress: false,
      validatedAddress: { city: 'ATLANTA', state: 'GA', zipCode: '30339' },
    });
    expect(addressMessage(response.body.data)).toBe(ADDRESS_MESSAGES.similar);
  });

  it.each(['00000', '99999', '00000-1234'])('does not find ZIP %s and asks to confirm', async (zip) => {
    const guest = await t.guest();
    const response = await validate(guest, { ...CUMBERLAND, ZipCode: zip });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ wasFound: false, requiresConfirmation: true, existingAddress: false });
    expect(response.body.data.validatedAddress).toMatchObject({ line1: '2450 CUMBERLAND PKWY', city: 'ATLANTA', zipCode: zip });
    expect(addressMessage(response.body.data)).toBe(ADDRESS_MESSAGES.notFound);
  });

  it('reads ZIP+4 and a lower-case state; Address 2 is optional', async () => {
    const guest = await t.guest();
    const response = await validate(guest, { Line1: '1 Main St.', City: 'atlanta', State: 'ga', ZipCode: '303391234' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      wasFound: true,
      requiresConfirmation: false,
      validatedAddress: { line1: '1 MAIN ST', line2: '', state: 'GA', zipCode: '30339-1234' },
    });
  });

  it('says the address is on file, with its id, to the caller who stored it and to nobody else', async () => {
    const guest = await t.guest();
    const stored = await setAddress(guest, { ...asStored(CUMBERLAND), normalizedBy: 1, requiresConfirmation: false });
    expect(stored.status).toBe(200);
    const again = await validate(guest, { ...CUMBERLAND, Line1: '2450 cumberland pkwy.', Line2: 'ste 100' });
    expect(again.body.data).toMatchObject({
      wasFound: true,
      existingAddress: true,
      validatedAddress: { uuid: stored.body.data.address.id, line1: CUMBERLAND.Line1, line2: CUMBERLAND.Line2 },
    });
    expect(addressMessage(again.body.data)).toBe(ADDRESS_MESSAGES.onFile);

    const otherUnit = await validate(guest, { ...CUMBERLAND, Line2: 'Suite 200' });
    expect(otherUnit.body.data.existingAddress).toBe(false);
    const stranger = await t.guest();
    const theirs = await validate(stranger, CUMBERLAND);
    expect(theirs.body.data).toMatchObject({ existingAddress: false, validatedAddress: { uuid: null } });
  });

  it.each([
    [3, { ...CUMBERLAND, Line1: undefined }, 'Address is required.', 'body.Line1'],
    [11, { ...CUMBERLAND, Line1: '  ' }, 'Install Address is required.', 'body.Line1'],
    [3, { ...CUMBERLAND, City: '' }, 'City is required.', 'body.City'],
    [3, { ...CUMBERLAND, State: undefined }, 'State is required.', 'body.State'],
    [3, { ...CUMBERLAND, State: 'XX' }, 'Please choose a state from the list.', 'body.State'],
    [3, { ...CUMBERLAND, ZipCode: '' }, 'Zip Code is required.', 'body.ZipCode'],
    [3, { ...CUMBERLAND, ZipCode: '3033' }, 'Zip Code must be 5 digits, or ZIP+4.', 'body.ZipCode'],
    [3, { ...CUMBERLAND, ZipCode: 'K1A 0B1' }, 'Zip Code must be 5 digits, or ZIP+4.', 'body.ZipCode'],
    [3, { ...CUMBERLAND, Line2: 'x'.repeat(101) }, 'Address 2 must be at most 100 characters.', 'body.Line2'],
  ] as const)('site %i refuses %j: %s', async (site, body, message, path) => {
    const guest = await t.guest();
    const response = await validate(guest, body, site);
    expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(response.body.message).toBe(message);
    expect(response.body.details).toContainEqual({ path, message });
  });

  it('refuses a body that is not an object, and a field that is not text', async () => {
    const guest = await t.guest();
    expectErrorEnvelope(await validate(guest, [CUMBERLAND]), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await validate(guest, { ...CUMBERLAND, ZipCode: 30339 }), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /api/customer/profile/temp/setaddress', () => {
  it("keeps a guest's address under a property named 'Home 1', and answers the same ids for the same home", async () => {
    const guest = await t.guest();
    const first = await setAddress(guest, {
      ...asStored(CUMBERLAND),
      normalizedBy: 1,
      requiresConfirmation: false,
      existingAddress: false,
    });
    expect(first.status).toBe(200);
    const { data } = first.body;
    expect(data.address).toEqual({ id: expect.any(String), ...asStored(CUMBERLAND), newPropertyName: 'Home 1' });
    expect(data.propertyId).toEqual(expect.any(String));
    expect(data.customerId).toEqual(expect.any(String));

    const again = await setAddress(guest, {
      line1: '2450 CUMBERLAND PKWY',
      line2: 'STE 100',
      city: 'ATLANTA',
      state: 'GA',
      zipCode: '30339-0001',
      normalizedBy: 1,
      newPropertyName: 'Another name',
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(data);

    const withId = await setAddress(guest, { uuid: data.address.id, ...asStored(CUMBERLAND), normalizedBy: 1 });
    expect(withId.body.data).toEqual(data);

    const rows = await t.db.selectFrom('addresses').select(['id', 'normalized_by']).where('customer_id', '=', data.customerId).execute();
    expect(rows).toEqual([{ id: data.address.id, normalized_by: 1 }]);
    const customer = await t.db.selectFrom('customers').selectAll().where('id', '=', data.customerId).executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ owner_session_id: sessionOf(guest), owner_user_id: null });
  });

  it('stores another home as another property of the same customer, with the name sent and normalizedBy 0', async () => {
    const guest = await t.guest();
    const home = await setAddress(guest, { ...asStored(CUMBERLAND), normalizedBy: 1 });
    const lake = await setAddress(guest, {
      address: { line1: '12 Lake Rd', city: 'Nowhere', state: 'GA', zipCode: '00000' },
      normalizedBy: 0,
      requiresConfirmation: true,
      newPropertyName: '  Lake   House ',
    });
    expect(lake.status).toBe(200);
    expect(lake.body.data.customerId).toBe(home.body.data.customerId);
    expect(lake.body.data.propertyId).not.toBe(home.body.data.propertyId);
    expect(lake.body.data.address).toMatchObject({ line1: '12 Lake Rd', line2: '', zipCode: '00000', newPropertyName: 'Lake House' });
    const row = await t.db
      .selectFrom('addresses')
      .select('normalized_by')
      .where('id', '=', lake.body.data.address.id)
      .executeTakeFirstOrThrow();
    expect(row.normalized_by).toBe(0);
  });

  it("keeps a signed-in shopper's addresses with the account, across sessions", async () => {
    const first = await t.signIn('shopper@example.com');
    const second = await t.signIn('shopper@example.com');
    const a = await setAddress(first, { ...asStored(CUMBERLAND), line1: '77 Peachtree Street', normalizedBy: 1 });
    const b = await setAddress(second, { ...asStored(CUMBERLAND), line1: '77 peachtree st', normalizedBy: 1 });
    expect(a.status).toBe(200);
    expect(b.body.data).toEqual(a.body.data);
    const seen = await validate(second, { ...CUMBERLAND, Line1: '77 Peachtree St' });
    expect(seen.body.data).toMatchObject({ existingAddress: true, validatedAddress: { uuid: a.body.data.address.id } });
  });

  it("another session can neither reuse nor learn of someone else's address id", async () => {
    const owner = await t.guest();
    const stored = await setAddress(owner, { ...asStored(CUMBERLAND), normalizedBy: 1 });
    const stranger = await t.guest();
    const reuse = await setAddress(stranger, { uuid: stored.body.data.address.id, ...asStored(CUMBERLAND), normalizedBy: 1 });
    expectErrorEnvelope(reuse, 404, 'NOT_FOUND');
    expect(reuse.body.message).toBe('We could not find that address on file.');
    const shopper = await t.signIn('shopper@example.com');
    expectErrorEnvelope(
      await setAddress(shopper, { uuid: stored.body.data.address.id, ...asStored(CUMBERLAND), normalizedBy: 1 }),
      404,
      'NOT_FOUND',
    );

    // The same home stored by the stranger is theirs: other ids, nothing shared.
    const own = await setAddress(stranger, { ...asStored(CUMBERLAND), normalizedBy: 1 });
    expect(own.status).toBe(200);
    expect(own.body.data.address.id).not.toBe(stored.body.data.address.id);
    expect(own.body.data.customerId).not.toBe(stored.body.data.customerId);
    expect(own.body.data.propertyId).not.toBe(stored.body.data.propertyId);
  });

  it('refuses an id on file with another address than the one sent', async () => {
    const guest = await t.guest();
    const stored = await setAddress(guest, { ...asStored(CUMBERLAND), normalizedBy: 1 });
    const response = await setAddress(guest, {
      uuid: stored.body.data.address.id,
      ...asStored(CUMBERLAND),
      line1: '1 Other St',
      normalizedBy: 1,
    });
    expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(response.body.message).toBe('The address sent is not the address on file with that id.');
  });

  it.each([
    [{ ...asStored(CUMBERLAND) }, 'normalizedBy must be 0 or 1.'],
    [{ ...asStored(CUMBERLAND), normalizedBy: 2 }, 'normalizedBy must be 0 or 1.'],
    [
      { ...asStored(CUMBERLAND), normalizedBy: 1, requiresConfirmation: true },
      'normalizedBy must be 0 when the address required confirmation, else 1.',
    ],
    [
      { ...asStored(CUMBERLAND), normalizedBy: 0, requiresConfirmation: false },
      'normalizedBy must be 0 when the address required confirmation, else 1.',
    ],
    [{ ...asStored(CUMBERLAND), line1: '', normalizedBy: 1 }, 'Address is required.'],
    [{ ...asStored(CUMBERLAND), city: undefined, normalizedBy: 1 }, 'City is required.'],
    [{ ...asStored(CUMBERLAND), state: 'Georgia', normalizedBy: 1 }, 'Please choose a state from the list.'],
    [{ ...asStored(CUMBERLAND), zipCode: '303', normalizedBy: 1 }, 'Zip Code must be 5 digits, or ZIP+4.'],
    [{ ...asStored(CUMBERLAND), normalizedBy: 1, newPropertyName: 'x'.repeat(51) }, 'The property name must be at most 50 characters.'],
    [{ ...asStored(CUMBERLAND), normalizedBy: 1, uuid: 'not-an-id' }, 'Please send a valid address id.'],
  ])('refuses %j', async (body, message) => {
    const guest = await t.guest();
    const response = await setAddress(guest, body);
    expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(response.body.message).toBe(message);
    const customers = await t.db.selectFrom('customers').select('id').where('owner_session_id', '=', sessionOf(guest)).execute();
    expect(customers).toEqual([]);
  });

  it("site 11 names a missing line1 'Install Address'", async () => {
    const guest = await t.guest();
    const response = await setAddress(guest, { ...asStored(CUMBERLAND), line1: undefined, normalizedBy: 1 }, 11);
    expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(response.body.message).toBe('Install Address is required.');
  });

  it('twenty identical calls at once store one address and one property', async () => {
    const guest = await t.guest();
    const answers = await Promise.all(Array.from({ length: 20 }, () => setAddress(guest, { ...asStored(CUMBERLAND), normalizedBy: 1 })));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body.data))).size).toBe(1);
    const { customerId } = answers[0]?.body.data ?? {};
    const properties = await t.db.selectFrom('properties').select('id').where('customer_id', '=', customerId).execute();
    expect(properties).toHaveLength(1);
  });
});

describe('signing in', () => {
  const login = (client: Client, email: string) =>
    client.request('POST', '/api/account/login', { body: { email, password: 'demo-password' } });

  it("hands a guest's customer, addresses and properties to an account that has none", async () => {
    const guest = await t.guest();
    const stored = await setAddress(guest, { ...asStored(CUMBERLAND), line1: '5 Rep Row', normalizedBy: 1 });
    expect((await login(guest, 'rep@example.com')).status).toBe(200);
    const seen = await validate(guest, { ...CUMBERLAND, Line1: '5 Rep Row' });
    expect(seen.body.data).toMatchObject({ existingAddress: true, validatedAddress: { uuid: stored.body.data.address.id } });
    const again = await setAddress(guest, { ...asStored(CUMBERLAND), line1: '5 Rep Row', normalizedBy: 1 });
    expect(again.body.data).toEqual(stored.body.data);
  });

  it("merges a guest's addresses into the account's, keeping the account's copy of a home both have", async () => {
    const account = await t.signIn('shopper@example.com');
    const theirs = await setAddress(account, { ...asStored(CUMBERLAND), line1: '9 Both Way', normalizedBy: 1 });
    const guest = await t.guest();
    await setAddress(guest, { ...asStored(CUMBERLAND), line1: '9 Both Way', normalizedBy: 1 });
    const onlyGuest = await setAddress(guest, { ...asStored(CUMBERLAND), line1: '3 Guest Lane', normalizedBy: 1 });
    const guestCustomer = onlyGuest.body.data.customerId;

    expect((await login(guest, 'shopper@example.com')).status).toBe(200);
    const both = await setAddress(guest, { ...asStored(CUMBERLAND), line1: '9 Both Way', normalizedBy: 1 });
    expect(both.body.data).toEqual(theirs.body.data);
    const moved = await setAddress(guest, { ...asStored(CUMBERLAND), line1: '3 Guest Lane', normalizedBy: 1 });
    expect(moved.body.data).toEqual({ ...onlyGuest.body.data, customerId: theirs.body.data.customerId });
    const left = await t.db.selectFrom('customers').select('id').where('id', '=', guestCustomer).execute();
    expect(left).toEqual([]);
  });
});

/** The guest session id a client's cookie carries (its customer is found by it). */
function sessionOf(client: Client): string {
  const raw = decodeURIComponent(client.cookieValue('eb_session') ?? '');
  const value = raw.slice(0, raw.lastIndexOf('.'));
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')).sid as string;
}
