import { createRequire } from 'node:module';
import { DEFAULT_STORE } from '@eb/domain/address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProviders, providersProblems } from '../../src/modules/installation/providers-data.ts';
import { seedProviders } from '../../src/modules/installation/providers-seed.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

const zipcodes = createRequire(import.meta.url)('zipcodes') as typeof import('zipcodes');

const CHECK = '/api/service-providers/check-availability';
const STORE_CHECK = '/api/service-providers/check-store-availability';
const PRO = '/api/service-providers/pro-availability';
const STORE = '/api/design-builder/stores';
const STORE_INFO = '/api/design-builder/interconnected-quotes/storeInfo';
const SET_ADDRESS = '/api/customer/profile/temp/setaddress';

let t: TestApp;
let guest: Client;
beforeAll(async () => {
  t = await createTestApp();
  guest = await t.guest();
});
afterAll(() => t?.close());

const covered = async (zip: string) => {
  const response = await guest.request('GET', `${CHECK}?service=1&zip=${zip}`);
  expect(response.status).toBe(200);
  return response.body.data as boolean;
};
const setAddressIn = (client: Client, zipCode: string, city: string, state: string) =>
  client.request('POST', SET_ADDRESS, { body: { line1: '10 Test Street', city, state, zipCode, normalizedBy: 1 } });

describe('GET /api/service-providers/check-availability', () => {
  it.each([
    ['30339', 'the default store (Cumberland, Atlanta)', true],
    ['30303', 'downtown Atlanta, 9 miles', true],
    ['30097', 'Duluth GA, 21 miles', true],
    ['30601', 'Athens GA, 63 miles', false],
    ['31201', 'Macon GA, 88 miles', false],
    ['60540', 'Naperville IL, 28 of 30 miles from Lincoln Park', true],
    ['76102', 'Fort Worth TX, 32 of 40 miles from Uptown Dallas', true],
    ['80401', 'Golden CO, 13 miles from Cherry Creek', true],
    ['98402', 'Tacoma WA, 33 of 25 miles from Northgate', false],
    ['10016', 'New York: a store, but no provider', false],
    ['59001', 'rural Montana', false],
    ['00000', 'a ZIP the data does not know', false],
  ])('%s (%s): %s', async (zip, _where, expected) => {
    expect(await covered(zip)).toBe(expected);
  });

  it("agrees with the ZIP data's own distance on both sides of the Atlanta radius (45 miles)", async () => {
    const ring = zipcodes
      .radius('30339', 52)
      .filter((zip) => {
        const miles = zipcodes.distance('30339', zip) ?? 0;
        return miles >= 42 && miles <= 48;
      })
      .slice(0, 16);
    expect(ring.length).toBeGreaterThan(4);
    const inside = ring.filter((zip) => (zipcodes.distance('30339', zip) ?? 99) <= 45);
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.length).toBeLessThan(ring.length);
    for (const zip of ring) expect(await covered(zip), zip).toBe(inside.includes(zip));
  });

  it.each([
    ['zip=30339', 'service missing'],
    ['service=2&zip=30339', 'unknown service'],
    ['service=abc&zip=30339', 'service not a number'],
    ['service=1', 'zip missing'],
    ['service=1&zip=3033', 'four digits'],
    ['service=1&zip=30339-1234', 'ZIP+4'],
    ['service=1&zip=abcde', 'letters'],
  ])('refuses %s (%s)', async (query) => {
    const response = await guest.request('GET', `${CHECK}?${query}`);
    expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
  });
});

describe('store availability and store info', () => {
  it('answers a covered store with its info', async () => {
    const response = await guest.request('GET', `${STORE_CHECK}?service=1&storeNumber=121`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ available: true, store: DEFAULT_STORE });
  });

  it('answers a store that no provider serves as unavailable', async () => {
    const response = await guest.request('GET', `${STORE_CHECK}?service=1&storeNumber=2210`);
    expect(response.body.data).toEqual({
      available: false,
      store: { storeId: 2210, storeFullName: 'Murray Hill New York NY', storeName: 'Murray Hill', zipcode: '10016' },
    });
  });

  it.each([
    ['service=1&storeNumber=999', 404, 'NOT_FOUND'],
    ['storeNumber=121', 400, 'VALIDATION_FAILED'],
    ['service=3&storeNumber=121', 400, 'VALIDATION_FAILED'],
    ['service=1', 400, 'VALIDATION_FAILED'],
    ['service=1&storeNumber=abc', 400, 'VALIDATION_FAILED'],
    ['service=1&storeNumber=1.5', 400, 'VALIDATION_FAILED'],
    ['service=1&storeNumber=-4', 400, 'VALIDATION_FAILED'],
  ])('store availability refuses %s', async (query, status, code) => {
    expectErrorEnvelope(await guest.request('GET', `${STORE_CHECK}?${query}`), status, code);
  });

  it('GET /api/design-builder/stores/{id} answers storeId, storeFullName, storeName, zipcode', async () => {
    const response = await guest.request('GET', `${STORE}/121`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ storeId: 121, storeFullName: 'Cumberland Atlanta GA', storeName: 'Cumberland', zipcode: '30339' });
    expectErrorEnvelope(await guest.request('GET', `${STORE}/4`), 404, 'NOT_FOUND');
    expectErrorEnvelope(await guest.request('GET', `${STORE}/abc`), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('GET', `${STORE}/0`), 400, 'VALIDATION_FAILED');
  });

  it("storeInfo answers the default store 121, then the caller's nearest covering store, and only theirs", async () => {
    const shopper = await t.guest();
    expect((await shopper.request('GET', STORE_INFO)).body.data).toEqual(DEFAULT_STORE);

    expect((await setAddressIn(shopper, '60540', 'Naperville', 'IL')).status).toBe(200);
    const saved = await shopper.request('GET', STORE_INFO);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      storeId: 1950,
      storeFullName: 'Lincoln Park Chicago IL',
      storeName: 'Lincoln Park',
      zipcode: '60614',
    });

    // An address nobody covers leaves the saved store as it was.
    expect((await setAddressIn(shopper, '59001', 'Absarokee', 'MT')).status).toBe(200);
    expect((await shopper.request('GET', STORE_INFO)).body.data.storeId).toBe(1950);

    const stranger = await t.guest();
    expect((await stranger.request('GET', STORE_INFO)).body.data).toEqual(DEFAULT_STORE);
  });
});

describe('GET /api/service-providers/pro-availability (retailer site, non-rep)', () => {
  it('is true for a rep wherever, and decided by coverage for others', async () => {
    const rep = await t.signIn('rep@example.com');
    expect((await rep.request('GET', `${PRO}?zip=10016`)).body.data).toEqual({ result: true });
    expect((await rep.request('GET', PRO)).body.data).toEqual({ result: true });

    const shopper = await t.signIn('shopper@example.com');
    expect((await shopper.request('GET', `${PRO}?zip=30339`)).body.data).toEqual({ result: true });
    expect((await shopper.request('GET', `${PRO}?service=1&zip=10016`)).body.data).toEqual({ result: false });
  });

  it("without a zip reads the caller's last address, and is false when there is none", async () => {
    const shopper = await t.guest();
    expect((await shopper.request('GET', PRO)).body.data).toEqual({ result: false });
    await setAddressIn(shopper, '76102', 'Fort Worth', 'TX');
    expect((await shopper.request('GET', PRO)).body.data).toEqual({ result: true });
    const stranger = await t.guest();
    expect((await stranger.request('GET', PRO)).body.data).toEqual({ result: false });
  });

  it.each(['zip=303', 'service=2&zip=30339', 'zip=30339-1234'])('refuses %s', async (query) => {
    expectErrorEnvelope(await guest.request('GET', `${PRO}?${query}`), 400, 'VALIDATION_FAILED');
  });
});

describe('the providers data file', () => {
  it("puts each store where the ZIP data puts the store's ZIP", () => {
    for (const store of loadProviders().stores) {
      const place = zipcodes.lookup(store.zipCode);
      expect(place, store.zipCode).toBeDefined();
      expect({ latitude: store.latitude, longitude: store.longitude }).toEqual({ latitude: place?.latitude, longitude: place?.longitude });
    }
  });

  it('names the mistakes a schema cannot see', () => {
    const file = loadProviders();
    expect(providersProblems(file)).toEqual([]);
    const broken = {
      ...file,
      stores: [...file.stores.filter((store) => store.storeNumber !== 121), file.stores[1] as (typeof file.stores)[number]],
      providers: [
        ...file.providers,
        { id: 'ghost', name: 'Ghost', phone: '1', technicians: [], stores: [{ storeNumber: 77, radiusMiles: 5 }] },
      ],
    };
    expect(providersProblems(broken)).toEqual([
      'store 1950 is listed twice',
      'the default store 121 is missing',
      'provider peachtree-window-services serves from store 121, which is not listed',
      'provider ghost serves from store 77, which is not listed',
    ]);
  });

  it('seeding again changes radii in place and adds nothing twice', async () => {
    const file = loadProviders();
    const count = async () => (await t.db.selectFrom('provider_stores').select('radius_miles').execute()).length;
    const before = await count();
    const wider = {
      ...file,
      providers: file.providers.map((provider) =>
        provider.id === 'puget-sound-window-co' ? { ...provider, stores: [{ storeNumber: 4702, radiusMiles: 40 }] } : provider,
      ),
    };
    await seedProviders(t.db, wider);
    expect(await count()).toBe(before);
    expect(await covered('98402')).toBe(true);
    await seedProviders(t.db, file);
    expect(await count()).toBe(before);
    expect(await covered('98402')).toBe(false);
  });
});

describe('the OpenAPI page', () => {
  it('lists every address and coverage route', async () => {
    const response = await guest.request('GET', '/docs/json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/customer/addressvalidation/v1/validate',
        '/api/customer/profile/temp/setaddress',
        CHECK,
        STORE_CHECK,
        PRO,
        `${STORE}/{id}`,
        STORE_INFO,
      ]),
    );
  });
});
