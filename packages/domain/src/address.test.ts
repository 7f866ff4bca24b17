import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  type Address,
  addressLabels,
  addressMatchKey,
  addressMessage,
  addressSchema,
  CONTACT_INFORMATION_STORAGE_KEY,
  coveringStores,
  DEFAULT_STORE,
  defaultPropertyName,
  failedVerification,
  milesBetween,
  NO_PROVIDER_MESSAGE,
  normalizeCity,
  normalizedBy,
  normalizeStreetLine,
  normalizeZip,
  PROPERTY_ADDRESS_STORAGE_KEY,
  proAvailability,
  STATE_CODES,
  STATES,
  sameZipRegion,
  verifyAddress,
} from './address.ts';

describe('state dropdown (doc 001 §2)', () => {
  it('has the 50 states, DC and PR, each once, ordered by name', () => {
    expect(STATES).toHaveLength(52);
    expect(new Set(STATE_CODES).size).toBe(52);
    expect(STATE_CODES).toEqual(expect.arrayContaining(['DC', 'PR', 'GA', 'WY', 'AK', 'HI']));
    const names = STATES.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(STATES[0]).toEqual({ code: 'AL', name: 'Alabama' });
  });
});

describe('constants of doc 001 §3, §8, §9', () => {
  it('keeps the spec words', () => {
    expect(PROPERTY_ADDRESS_STORAGE_KEY).toBe('MI_PropertyAddress');
    expect(CONTACT_INFORMATION_STORAGE_KEY).toBe('MI_ContactInformation');
    expect(NO_PROVIDER_MESSAGE).toBe('Service providers are unavailable in your area at this time.');
    expect(DEFAULT_STORE).toEqual({ storeId: 121, storeFullName: 'Cumberland Atlanta GA', storeName: 'Cumberland', zipcode: '30339' });
    expect(defaultPropertyName(11)).toBe('Home 1');
    expect(defaultPropertyName(3)).toBe('Home 1');
  });

  it.each([
    [11, 'Install Address'],
    [3, 'Address'],
  ] as const)('site %i labels line1 %j', (siteId, label) => {
    expect(addressLabels(siteId)).toMatchObject({ line1: label, city: 'City', state: 'State', zipCode: 'Zip Code' });
  });
});

describe('address form (doc 001 §5)', () => {
  const good = { line1: '2450 Cumberland Pkwy', line2: '', city: 'Atlanta', state: 'GA', zipCode: '30339' };
  const problem = (siteId: 3 | 11, input: Record<string, unknown>) => {
    const result = addressSchema(siteId).safeParse(input);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it.each([
    [3, {}, 'Address is required.'],
    [11, {}, 'Install Address is required.'],
    [11, { ...good, line1: '   ' }, 'Install Address is required.'],
    [3, { ...good, city: '' }, 'City is required.'],
    [3, { ...good, state: '' }, 'State is required.'],
    [3, { ...good, state: 'ZZ' }, 'Please choose a state from the list.'],
    [3, { ...good, state: 'AS' }, 'Please choose a state from the list.'],
    [3, { ...good, zipCode: '' }, 'Zip Code is required.'],
    [3, { ...good, zipCode: '3033' }, 'Zip Code must be 5 digits, or ZIP+4.'],
    [3, { ...good, zipCode: '30339-12' }, 'Zip Code must be 5 digits, or ZIP+4.'],
    [3, { ...good, zipCode: 'ABCDE' }, 'Zip Code must be 5 digits, or ZIP+4.'],
    [3, { ...good, line1: 'x'.repeat(101) }, 'Address must be at most 100 characters.'],
    [3, { ...good, line2: 'x'.repeat(101) }, 'Address 2 must be at most 100 characters.'],
    [3, good, null],
    [3, { ...good, line2: undefined }, null],
    [3, { ...good, line2: null }, null],
  ] as const)('site %i %j -> %j', (siteId, input, message) => {
    expect(problem(siteId, input)).toBe(message);
  });

  it('trims, collapses spaces, upper-cases the state and reads ZIP+4', () => {
    expect(addressSchema(3).parse({ ...good, line1: '  2450   Cumberland  Pkwy ', state: 'ga', zipCode: '303391234' })).toEqual({
      ...good,
      line1: '2450 Cumberland Pkwy',
      zipCode: '30339-1234',
    });
  });

  it.each([
    ['30339', '30339'],
    [' 30339-1234 ', '30339-1234'],
    ['303391234', '30339-1234'],
    ['3033', null],
    ['30339-', null],
    ['K1A 0B1', null],
  ])('zip %j -> %j', (value, zip) => {
    expect(normalizeZip(value)).toBe(zip);
  });
});

describe('street-line normalisation (USPS)', () => {
  it.each([
    ['123 Main Street', '123 MAIN ST'],
    ['123 main st.', '123 MAIN ST'],
    ['  123   Main    Street,  ', '123 MAIN ST'],
    ['45 Oak Avenue', '45 OAK AVE'],
    ['9 Mill Road', '9 MILL RD'],
    ['77 Sunset Drive', '77 SUNSET DR'],
    ['8 Cherry Lane', '8 CHERRY LN'],
    ['1 Ocean Boulevard', '1 OCEAN BLVD'],
    ['3 Elm Court', '3 ELM CT'],
    ['5 Maple Circle', '5 MAPLE CIR'],
    ['2450 Cumberland Parkway', '2450 CUMBERLAND PKWY'],
    ['100 Pacific Coast Highway', '100 PACIFIC COAST HWY'],
    ['6 Willow Place', '6 WILLOW PL'],
    ['4 Garden Terrace', '4 GARDEN TER'],
    ['10 Abbey Way', '10 ABBEY WAY'],
    ['100 North Main Street', '100 N MAIN ST'],
    ['1600 Pennsylvania Avenue Northwest', '1600 PENNSYLVANIA AVE NW'],
    ['500 Main Street South', '500 MAIN ST S'],
    ['100 North Street', '100 NORTH ST'],
    ['7 Court Street', '7 COURT ST'],
    ['12 Broadway', '12 BROADWAY'],
    ['1 Avenue of the Americas', '1 AVENUE OF THE AMERICAS'],
    ['200 Peachtree Street Suite 400', '200 PEACHTREE ST STE 400'],
    ['200 Peachtree Street Apartment 4B', '200 PEACHTREE ST APT 4B'],
    ['200 Peachtree St #12', '200 PEACHTREE ST #12'],
    ['200 Peachtree St # 12', '200 PEACHTREE ST #12'],
    ['Apartment 4B', 'APT 4B'],
    ['Suite 200.', 'STE 200'],
    ['Building C, Floor 3', 'BLDG C FL 3'],
    ['123 Main St -', '123 MAIN ST'],
    ['P.O. Box 123', 'PO BOX 123'],
    ['1600 Pennsylvania Ave. N.W.', '1600 PENNSYLVANIA AVE NW'],
    ['1 Main St.,Apt 4', '1 MAIN ST APT 4'],
    ['', ''],
  ])('%j -> %j', (line, normalized) => {
    expect(normalizeStreetLine(line)).toBe(normalized);
  });

  it('is stable: normalising twice changes nothing', () => {
    for (const line of ['100 North Main Street Suite 4', '1600 Pennsylvania Avenue NW', 'Apartment 4B', '7 Court Street']) {
      expect(normalizeStreetLine(normalizeStreetLine(line))).toBe(normalizeStreetLine(line));
    }
  });
});

describe('city normalisation', () => {
  it.each([
    ['Atlanta', 'ATLANTA'],
    ['  new   york ', 'NEW YORK'],
    ['St. Louis', 'SAINT LOUIS'],
    ['Ft Lauderdale', 'FORT LAUDERDALE'],
    ['Mt. Pleasant', 'MOUNT PLEASANT'],
    ["Coeur d'Alene", 'COEUR D ALENE'],
  ])('%j -> %j', (city, normalized) => {
    expect(normalizeCity(city)).toBe(normalized);
  });
});

describe('verification against ZIP data (doc 001 §3, §4)', () => {
  const atlanta = { city: 'Atlanta', state: 'GA', latitude: 33.8713, longitude: -84.4629 };
  const entered: Address = { line1: '2450 Cumberland Parkway', line2: 'Suite 100', city: 'atlanta', state: 'GA', zipCode: '30339' };

  it('an unknown ZIP is not found and needs confirmation, with the address normalised', () => {
    expect(verifyAddress({ ...entered, zipCode: '00000' }, undefined)).toEqual({
      wasFound: false,
      requiresConfirmation: true,
      existingAddress: false,
      validatedAddress: { uuid: null, line1: '2450 CUMBERLAND PKWY', line2: 'STE 100', city: 'ATLANTA', state: 'GA', zipCode: '00000' },
    });
  });

  it('a ZIP outside the dropdown states (American Samoa) counts as not found', () => {
    const samoa = { city: 'Pago Pago', state: 'AS', latitude: -14.27, longitude: -170.7 };
    expect(verifyAddress(entered, samoa)).toMatchObject({ wasFound: false, requiresConfirmation: true });
  });

  it.each([
    ['matching city and state', { city: 'Atlanta', state: 'GA' }, false, 'ATLANTA', 'GA'],
    ['city in other case and spacing', { city: '  ATLANTA ', state: 'GA' }, false, 'ATLANTA', 'GA'],
    ['another city', { city: 'Smyrna', state: 'GA' }, true, 'ATLANTA', 'GA'],
    ['another state', { city: 'Atlanta', state: 'AL' }, true, 'ATLANTA', 'GA'],
  ] as const)('%s', (_name, change, requiresConfirmation, city, state) => {
    const verification = verifyAddress({ ...entered, ...change }, atlanta);
    expect(verification).toEqual({
      wasFound: true,
      requiresConfirmation,
      existingAddress: false,
      validatedAddress: { uuid: null, line1: '2450 CUMBERLAND PKWY', line2: 'STE 100', city, state, zipCode: '30339' },
    });
  });

  it('a verification call that fails still advances: not found, to confirm, the address as entered (§4)', () => {
    expect(failedVerification(entered)).toEqual({
      wasFound: false,
      requiresConfirmation: true,
      existingAddress: false,
      validatedAddress: { ...entered, uuid: null },
    });
    expect(addressMessage(failedVerification(entered))).toBe("We can't find this address. Use it anyway?");
  });

  it('a city the ZIP data spells out matches its abbreviation', () => {
    const stLouis = { city: 'Saint Louis', state: 'MO', latitude: 38.63, longitude: -90.19 };
    expect(verifyAddress({ ...entered, city: 'St. Louis', state: 'MO', zipCode: '63101' }, stLouis).requiresConfirmation).toBe(false);
  });
});

describe('the confirm step (doc 001 §8)', () => {
  it.each([
    [{ wasFound: false, requiresConfirmation: true, existingAddress: false }, "We can't find this address. Use it anyway?"],
    [{ wasFound: true, requiresConfirmation: true, existingAddress: false }, 'We found a similar address:'],
    [{ wasFound: true, requiresConfirmation: false, existingAddress: false }, 'We found your address:'],
    [{ wasFound: true, requiresConfirmation: false, existingAddress: true }, 'It appears we already have that address on file:'],
    [{ wasFound: false, requiresConfirmation: true, existingAddress: true }, 'It appears we already have that address on file:'],
  ])('%j -> %j', (verification, message) => {
    expect(addressMessage(verification)).toBe(message);
  });

  it('has four messages', () => {
    expect(Object.values(ADDRESS_MESSAGES)).toHaveLength(4);
  });

  it.each([
    [true, 0],
    [false, 1],
  ] as const)('normalizedBy(requiresConfirmation %s) is %i', (requiresConfirmation, value) => {
    expect(normalizedBy(requiresConfirmation)).toBe(value);
  });

  it('the same home matches whatever the spelling; another unit or ZIP does not', () => {
    const key = addressMatchKey({ line1: '100 North Main Street', line2: 'Apartment 2', zipCode: '30339-1234' });
    expect(addressMatchKey({ line1: '100 n main st.', line2: 'apt 2', zipCode: '30339' })).toBe(key);
    expect(addressMatchKey({ line1: '100 n main st.', line2: 'apt 3', zipCode: '30339' })).not.toBe(key);
    expect(addressMatchKey({ line1: '100 n main st.', line2: 'apt 2', zipCode: '30338' })).not.toBe(key);
  });
});

describe('coverage by distance', () => {
  const cumberland = { storeNumber: 121, latitude: 33.8713, longitude: -84.4629, radiusMiles: 40 };
  const chicago = { storeNumber: 1950, latitude: 41.8858, longitude: -87.6181, radiusMiles: 35 };

  it('measures miles as the ZIP data package does (rounded great circle)', () => {
    expect(milesBetween(cumberland, cumberland)).toBe(0);
    // 30339 to 60601: the zipcodes package answers 580.
    expect(milesBetween(cumberland, chicago)).toBe(580);
  });

  it.each([
    ['the store itself', { latitude: 33.8713, longitude: -84.4629 }, [121]],
    ['downtown Atlanta (30303)', { latitude: 33.7525, longitude: -84.3888 }, [121]],
    ['Macon (31201), about 80 miles out', { latitude: 32.8093, longitude: -83.6166 }, []],
    ['Chicago (60601)', { latitude: 41.8858, longitude: -87.6181 }, [1950]],
  ])('%s', (_name, place, covering) => {
    expect(coveringStores(place, [cumberland, chicago]).map((hit) => hit.store.storeNumber)).toEqual(covering);
  });

  it('a place exactly on the radius is covered; one mile past it is not', () => {
    const store = { storeNumber: 1, latitude: 40, longitude: -100, radiusMiles: 0 };
    const place = { latitude: 40, longitude: -100 };
    expect(coveringStores(place, [store])).toHaveLength(1);
    const miles = milesBetween(place, { latitude: 40.5, longitude: -100 });
    expect(coveringStores({ latitude: 40.5, longitude: -100 }, [{ ...store, radiusMiles: miles }])).toHaveLength(1);
    expect(coveringStores({ latitude: 40.5, longitude: -100 }, [{ ...store, radiusMiles: miles - 1 }])).toHaveLength(0);
  });

  it('answers the nearest store first', () => {
    const near = { storeNumber: 2, latitude: 33.76, longitude: -84.39, radiusMiles: 40 };
    const place = { latitude: 33.7525, longitude: -84.3888 };
    expect(coveringStores(place, [cumberland, near]).map((hit) => hit.store.storeNumber)).toEqual([2, 121]);
  });

  it.each([
    ['rep', false, true],
    ['rep', true, true],
    ['consumer', true, true],
    ['consumer', false, false],
    ['guest', false, false],
    ['guest', true, true],
  ] as const)('pro availability for a %s, covered %s: %s', (role, covered, available) => {
    expect(proAvailability(role, covered)).toBe(available);
  });
});

describe('ZIP regions (a store local to an address)', () => {
  it.each([
    ['30339', '30301', true],
    ['30339', ' 30339-1234', true],
    ['30339', '59801', false],
    ['', '', false],
    ['ab123', 'ab123', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(sameZipRegion(a, b)).toBe(same);
  });
});
