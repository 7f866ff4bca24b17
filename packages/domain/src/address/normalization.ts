import { type Address, collapse, zip5 } from './form.ts';

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
