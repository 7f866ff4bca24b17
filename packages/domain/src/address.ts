import { z } from 'zod';
import type { Role } from './identity.ts';
import type { SiteId } from './sites.ts';

/**
 * The professional measure-and-install address and coverage (doc 001 §2, §3, §5, §7–§9): the state
 * list, the address form, verification against ZIP data, street-line normalisation, the confirm
 * step's messages, stored addresses and the coverage rules. Used by the form and the server alike.
 */

/** The State dropdown: the 50 states, DC and PR, in the order the dropdown shows them (by name). */
export const STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;
export type StateCode = (typeof STATES)[number]['code'];
export const STATE_CODES = STATES.map((state) => state.code) as [StateCode, ...StateCode[]];
const STATE_CODE_SET: ReadonlySet<string> = new Set(STATE_CODES);
export const isStateCode = (value: string): value is StateCode => STATE_CODE_SET.has(value);

/** Browser local storage keys of doc 001 §3. */
export const PROPERTY_ADDRESS_STORAGE_KEY = 'MI_PropertyAddress';
export const CONTACT_INFORMATION_STORAGE_KEY = 'MI_ContactInformation';

export const NO_PROVIDER_MESSAGE = 'Service providers are unavailable in your area at this time.';

/** The only service the coverage calls know: professional measure and install. */
export const MANDI_SERVICE = 1;

/** Doc 001 §3, §9: the store used when none is saved. */
export const DEFAULT_STORE = { storeId: 121, storeFullName: 'Cumberland Atlanta GA', storeName: 'Cumberland', zipcode: '30339' } as const;
export interface StoreInfo {
  storeId: number;
  storeFullName: string;
  storeName: string;
  zipcode: string;
}

/**
 * The name of the property an address is stored under: 'Home 1' on the retailer site (doc 001 §7, §9).
 * The spec names none for the {product} site; it uses the same words (recorded in docs/decisions.md).
 */
export function defaultPropertyName(_siteId: SiteId): string {
  return 'Home 1';
}

/** Field labels of the enter-address step: the retailer site (11) says 'Install Address' (doc 001 §2). */
export function addressLabels(siteId: SiteId) {
  return {
    line1: siteId === 11 ? 'Install Address' : 'Address',
    line2: 'Address 2',
    city: 'City',
    state: 'State',
    zipCode: 'Zip Code',
  } as const;
}

export const ADDRESS_LIMITS = { line1: 100, line2: 100, city: 60 } as const;
const ZIP_PATTERN = /^(\d{5})(?:-?(\d{4}))?$/;

/** '30339', '30339-1234' (also '303391234'), or null when it is not a US ZIP or ZIP+4. */
export function normalizeZip(value: string): string | null {
  const match = ZIP_PATTERN.exec(value.trim());
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : (match[1] as string);
}

/** The five-digit ZIP a ZIP or ZIP+4 starts with. */
export const zip5 = (zipCode: string): string => zipCode.trim().slice(0, 5);

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The address form of doc 001 §5, its messages in the site's labels: line1, City, State, Zip Code required. */
export function addressSchema(siteId: SiteId) {
  const labels = addressLabels(siteId);
  const required = (label: string, max: number) =>
    z
      .string({ error: `${label} is required.` })
      .transform(collapse)
      .pipe(z.string().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`));
  return z.object({
    line1: required(labels.line1, ADDRESS_LIMITS.line1),
    line2: z
      .string()
      .nullish()
      .transform((value) => collapse(value ?? ''))
      .pipe(z.string().max(ADDRESS_LIMITS.line2, `${labels.line2} must be at most ${ADDRESS_LIMITS.line2} characters.`)),
    city: required(labels.city, ADDRESS_LIMITS.city),
    state: z
      .string({ error: `${labels.state} is required.` })
      .transform((value) => value.trim().toUpperCase())
      .pipe(z.string().min(1, `${labels.state} is required.`).refine(isStateCode, 'Please choose a state from the list.'))
      .transform((value) => value as StateCode),
    zipCode: z
      .string({ error: `${labels.zipCode} is required.` })
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .min(1, `${labels.zipCode} is required.`)
          .transform((value, context) => {
            const zip = normalizeZip(value);
            if (zip === null) {
              context.addIssue({ code: 'custom', message: `${labels.zipCode} must be 5 digits, or ZIP+4.` });
              return z.NEVER;
            }
            return zip;
          }),
      ),
  });
}
export type Address = z.output<ReturnType<typeof addressSchema>>;

/** The shape of an address on the wire and in answers (doc 001 §3). */
export const addressShape = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

/** The verification result of doc 001 §3: the validated address carries the id when the address is on file. */
export const verificationSchema = z.object({
  wasFound: z.boolean(),
  requiresConfirmation: z.boolean(),
  existingAddress: z.boolean(),
  validatedAddress: addressShape.extend({ uuid: z.string().nullable() }),
});
export type Verification = z.infer<typeof verificationSchema>;

export const normalizedBySchema = z.union([z.literal(0), z.literal(1)], { error: 'normalizedBy must be 0 or 1.' });
export type NormalizedBy = z.infer<typeof normalizedBySchema>;

/** Doc 001 §4, §7: 0 when the address needed confirmation, else 1. */
export const normalizedBy = (requiresConfirmation: boolean): NormalizedBy => (requiresConfirmation ? 0 : 1);

export const PROPERTY_NAME_MAX = 50;

/** The stored address of doc 001 §3, as the setaddress call receives it (uuid when reusing one on file). */
export const storedAddressFields = {
  uuid: z.uuid('Please send a valid address id.').nullish(),
  normalizedBy: normalizedBySchema,
  existingAddress: z.boolean().optional(),
  requiresConfirmation: z.boolean().optional(),
  newPropertyName: z
    .string()
    .nullish()
    .transform((value) => collapse(value ?? ''))
    .pipe(z.string().max(PROPERTY_NAME_MAX, `The property name must be at most ${PROPERTY_NAME_MAX} characters.`)),
};
export const NORMALIZED_BY_MISMATCH = 'normalizedBy must be 0 when the address required confirmation, else 1.';

/** What setaddress answers (doc 001 §7). */
export const setAddressResultSchema = z.object({
  address: addressShape.extend({ id: z.string(), newPropertyName: z.string() }),
  propertyId: z.string(),
  customerId: z.string(),
});
export type SetAddressResult = z.infer<typeof setAddressResultSchema>;

// --- Street lines (USPS Publication 28 abbreviations) ---

const STREET_SUFFIXES: Readonly<Record<string, string>> = {
  ALLEY: 'ALY',
  AVENUE: 'AVE',
  AV: 'AVE',
  AVEN: 'AVE',
  AVN: 'AVE',
  BOULEVARD: 'BLVD',
  BOUL: 'BLVD',
  CENTER: 'CTR',
  CIRCLE: 'CIR',
  COURT: 'CT',
  COVE: 'CV',
  CROSSING: 'XING',
  DRIVE: 'DR',
  DRV: 'DR',
  EXPRESSWAY: 'EXPY',
  FREEWAY: 'FWY',
  HEIGHTS: 'HTS',
  HIGHWAY: 'HWY',
  HIWAY: 'HWY',
  JUNCTION: 'JCT',
  LANE: 'LN',
  PARKWAY: 'PKWY',
  PKY: 'PKWY',
  PLACE: 'PL',
  PLAZA: 'PLZ',
  POINT: 'PT',
  RIDGE: 'RDG',
  ROAD: 'RD',
  SQUARE: 'SQ',
  STREET: 'ST',
  STR: 'ST',
  TERRACE: 'TER',
  TRAIL: 'TRL',
  TURNPIKE: 'TPKE',
  WAY: 'WAY',
};
const DIRECTIONALS: Readonly<Record<string, string>> = {
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  NORTHEAST: 'NE',
  NORTHWEST: 'NW',
  SOUTHEAST: 'SE',
  SOUTHWEST: 'SW',
};
const DIRECTIONAL_CODES: ReadonlySet<string> = new Set(Object.values(DIRECTIONALS));
const UNIT_DESIGNATORS: Readonly<Record<string, string>> = {
  APARTMENT: 'APT',
  APT: 'APT',
  BUILDING: 'BLDG',
  BLDG: 'BLDG',
  DEPARTMENT: 'DEPT',
  FLOOR: 'FL',
  ROOM: 'RM',
  SPACE: 'SPC',
  SUITE: 'STE',
  STE: 'STE',
  TRAILER: 'TRLR',
  UNIT: 'UNIT',
  '#': '#',
};

const isHouseNumber = (word: string) => /^\d/.test(word);
const directional = (word: string) => DIRECTIONALS[word] ?? (DIRECTIONAL_CODES.has(word) ? word : undefined);

/**
 * A street line the USPS way: upper case, single spaces, no periods or commas, no trailing
 * punctuation; the street suffix ('Avenue' -> 'AVE'), the pre- and post-directionals ('North' -> 'N')
 * and unit designators ('Suite' -> 'STE') abbreviated. A word that is the street's name stays whole
 * ('100 North Street' -> '100 NORTH ST', '12 Park Ave' -> '12 PARK AVE').
 */
export function normalizeStreetLine(line: string): string {
  const words = collapse(
    line
      .toUpperCase()
      // Initials lose their periods ('P.O.' -> 'PO', 'N.W.' -> 'NW'); other punctuation parts words.
      .replace(/\b([A-Z])\.([A-Z])\b\.?/g, '$1$2')
      .replace(/[.,;:]/g, ' ')
      .replace(/#(?=\S)/g, '# '),
  )
    .replace(/[^A-Z0-9]+$/, '')
    .split(' ')
    .filter(Boolean);
  const unitAt = words.findIndex((word, index) => index > 0 && UNIT_DESIGNATORS[word] !== undefined);
  const leadingUnit = words.length > 0 && UNIT_DESIGNATORS[words[0] as string] !== undefined;
  const streetEnd = leadingUnit ? 0 : unitAt === -1 ? words.length : unitAt;
  const street = words.slice(0, streetEnd);
  const unit = words.slice(streetEnd).map((word) => UNIT_DESIGNATORS[word] ?? word);

  const nameStart = street.length > 0 && isHouseNumber(street[0] as string) ? 1 : 0;
  let nameEnd = street.length;
  // Post-directional: the last word, when a name stands before it.
  const last = street[nameEnd - 1];
  const post = last !== undefined && nameEnd - nameStart >= 2 ? directional(last) : undefined;
  if (post) street[--nameEnd] = post;
  // Suffix: the last word of the name, when a name word stands before it.
  const suffixWord = street[nameEnd - 1];
  const suffix = suffixWord !== undefined && nameEnd - nameStart >= 2 ? STREET_SUFFIXES[suffixWord] : undefined;
  if (suffix) street[nameEnd - 1] = suffix;
  const coreEnd = suffix ? nameEnd - 1 : nameEnd;
  // Pre-directional: the first word after the house number, when a name word follows it.
  const first = street[nameStart];
  const pre = first !== undefined && coreEnd - nameStart >= 2 ? directional(first) : undefined;
  if (pre) street[nameStart] = pre;

  return [...street, ...unit]
    .join(' ')
    .replace(/# (?=\S)/g, '#')
    .replace(/[^A-Z0-9]+$/, '');
}

const CITY_PREFIXES: Readonly<Record<string, string>> = { ST: 'SAINT', STE: 'SAINTE', FT: 'FORT', MT: 'MOUNT' };

/** A city the way the ZIP data spells it, upper case: 'St. Louis' -> 'SAINT LOUIS', 'Ft Worth' -> 'FORT WORTH'. */
export function normalizeCity(city: string): string {
  return collapse(city.toUpperCase().replace(/[.,']/g, ' '))
    .split(' ')
    .filter(Boolean)
    .map((word) => CITY_PREFIXES[word] ?? word)
    .join(' ');
}

/** The address as verification answers it: street lines and city normalised, the state's code, the ZIP as given. */
export function normalizeAddress(address: Address): Address {
  return {
    line1: normalizeStreetLine(address.line1),
    line2: normalizeStreetLine(address.line2),
    city: normalizeCity(address.city),
    state: address.state,
    zipCode: address.zipCode,
  };
}

/** Two addresses are the same home when their normalised street lines and five-digit ZIP agree. */
export function addressMatchKey(address: Pick<Address, 'line1' | 'line2' | 'zipCode'>): string {
  return [normalizeStreetLine(address.line1), normalizeStreetLine(address.line2), zip5(address.zipCode)].join('|');
}

/** What the ZIP data says of a five-digit ZIP. */
export interface ZipPlace {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * Checks an address against the ZIP data (doc 001 §3, §4): an unknown ZIP (or one outside the states
 * of the dropdown) is not found and needs confirmation; a city or state that is not the ZIP's gives the
 * similar address (the ZIP's city and state) to confirm; otherwise the normalised address is found.
 */
export function verifyAddress(address: Address, place: ZipPlace | null | undefined): Verification {
  const normalized = normalizeAddress(address);
  if (!place || !isStateCode(place.state)) {
    return { wasFound: false, requiresConfirmation: true, existingAddress: false, validatedAddress: { ...normalized, uuid: null } };
  }
  const city = normalizeCity(place.city);
  const matches = city === normalized.city && place.state === normalized.state;
  return {
    wasFound: true,
    requiresConfirmation: !matches,
    existingAddress: false,
    validatedAddress: { ...normalized, city, state: place.state, uuid: null },
  };
}

/** Doc 001 §4: a verification that fails still advances, with the address as entered. */
export function failedVerification(address: Address): Verification {
  return { wasFound: false, requiresConfirmation: true, existingAddress: false, validatedAddress: { ...address, uuid: null } };
}

export const ADDRESS_MESSAGES = {
  notFound: "We can't find this address. Use it anyway?",
  similar: 'We found a similar address:',
  found: 'We found your address:',
  onFile: 'It appears we already have that address on file:',
} as const;
export const USE_ANYWAY = 'Use Anyway';

/** The confirm step's message for a verification (doc 001 §8). */
export function addressMessage(verification: Pick<Verification, 'wasFound' | 'requiresConfirmation' | 'existingAddress'>): string {
  if (verification.existingAddress) return ADDRESS_MESSAGES.onFile;
  if (!verification.wasFound) return ADDRESS_MESSAGES.notFound;
  if (verification.requiresConfirmation) return ADDRESS_MESSAGES.similar;
  return ADDRESS_MESSAGES.found;
}

// --- Coverage ---

/** Miles between two points on the earth, rounded, as the ZIP data package measures them. */
export function milesBetween(a: Pick<ZipPlace, 'latitude' | 'longitude'>, b: Pick<ZipPlace, 'latitude' | 'longitude'>): number {
  const rad = (degrees: number) => degrees * (Math.PI / 180);
  const cosine =
    Math.sin(rad(a.latitude)) * Math.sin(rad(b.latitude)) +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.cos(rad(a.longitude - b.longitude));
  return Math.round(Math.acos(Math.min(1, Math.max(-1, cosine))) * 3958.56540656);
}

/** The largest coverage radius a provider store may have: the coverage query looks this far. */
export const MAX_COVERAGE_RADIUS_MILES = 150;

export interface CoverageStore {
  storeNumber: number;
  latitude: number;
  longitude: number;
  radiusMiles: number;
}

/** The stores whose provider covers a place (within the store's radius), nearest first. */
export function coveringStores<T extends CoverageStore>(place: Pick<ZipPlace, 'latitude' | 'longitude'>, stores: readonly T[]) {
  return stores
    .map((store) => ({ store, miles: milesBetween(place, store) }))
    .filter(({ store, miles }) => miles <= store.radiusMiles)
    .sort((a, b) => a.miles - b.miles || a.store.storeNumber - b.store.storeNumber);
}

/** Doc 001 §4: reps always have professional availability; others have it when a provider covers them. */
export const proAvailability = (role: Role, covered: boolean): boolean => role === 'rep' || covered;
