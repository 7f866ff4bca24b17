import type { SiteId } from './sites.ts';

/**
 * What a measure-and-install design's blocks show (doc 001 §2 'Design card', §3 design attributes,
 * §4 job notes): the property address and its maps link, the order details path per site, the
 * vendor facts and the job notes. The attributes are text written by the order and job flows (or a
 * rep); anything that does not read as what it should be is left out rather than shown broken.
 */

/** The property address attribute: JSON text of line1, line2, city, state, zipcode (zipCode read too). */
export interface PropertyAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zipcode: string;
}

/** A JSON object's field as text: strings trimmed, numbers written out, anything else empty. */
function textField(entry: Record<string, unknown>, key: string): string {
  const value = entry[key];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The address of the attribute, or null when it is missing, not JSON, or has no line1, city or zip. */
export function parsePropertyAddress(text: string | null | undefined): PropertyAddress | null {
  const entry = parseJson(text);
  if (!isObject(entry)) return null;
  const [line1, line2, city, state] = ['line1', 'line2', 'city', 'state'].map((key) => textField(entry, key)) as [
    string,
    string,
    string,
    string,
  ];
  const address = { line1, line2, city, state, zipcode: textField(entry, 'zipcode') || textField(entry, 'zipCode') };
  return address.line1 || address.city || address.zipcode ? address : null;
}

/** The address as it is shown: street lines, then 'City, ST 30339'; empty parts left out. */
export function addressLines(address: PropertyAddress): string[] {
  const street = [address.line1, address.line2].filter(Boolean);
  const place = [address.city, [address.state, address.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return place ? [...street, place] : street;
}

/** The address on one line, as the maps search gets it. */
export const addressText = (address: PropertyAddress) => addressLines(address).join(', ');

/** A maps search for the address (doc 001 §2: opens in a new tab). */
export const mapsSearchUrl = (address: PropertyAddress) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressText(address))}`;

/** Hover text of the address link (doc 001 §2). */
export const VIEW_ADDRESS_ON_MAP = 'View address on map';

/**
 * The order details page of a job (doc 001 §2 Links): /orderdetail?jobid={jobUid} on the retailer
 * site (11), /mandi/order/{jobUid} on the {product} site (3) and any other.
 */
export function orderDetailsPath(siteId: SiteId, jobUid: string): string {
  return siteId === 11 ? `/orderdetail?jobid=${encodeURIComponent(jobUid)}` : `/mandi/order/${encodeURIComponent(jobUid)}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A date as 'MMMM DD, YYYY' ('March 05, 2026'). The calendar day written in the text counts (an
 * ISO date or date-time is read by its yyyy-mm-dd part, so the day does not move with the viewer's
 * time zone); other text the browser can read as a date is read in UTC. Null when it is no date.
 */
export function formatLongDate(text: string | null | undefined): string | null {
  const value = text?.trim();
  if (!value) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value);
  let year: number;
  let month: number;
  let day: number;
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  } else {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return null;
    [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  }
  return `${MONTHS[month - 1]} ${String(day).padStart(2, '0')}, ${year}`;
}

/** A date attribute shown: the long date, or the text as written when it reads as no date. */
export const shownDate = (text: string | null | undefined) => formatLongDate(text) ?? text?.trim() ?? '';

/** The technicians attribute: a JSON list of names; a plain name reads as a list of one. */
export function parseTechnicians(text: string | null | undefined): string[] {
  const value = text?.trim();
  if (!value) return [];
  const parsed = parseJson(value);
  if (Array.isArray(parsed))
    return parsed.filter((name): name is string => typeof name === 'string' && name.trim() !== '').map((name) => name.trim());
  if (parsed === undefined || typeof parsed === 'string') return [typeof parsed === 'string' ? parsed.trim() : value].filter(Boolean);
  return [];
}

/** The Vendor Information block's facts (doc 001 §2); each is null when the design does not have it. */
export interface VendorFacts {
  /** The job's uid (attribute jobUid, also seen as jobId): the Order ID, linked to the order details page. */
  orderId: string | null;
  windows: string | null;
  /** 'MMMM DD, YYYY', or the text as written when it is no date. */
  date: string | null;
  serviceProvider: string | null;
  technicians: string[];
  phone: string | null;
}

type Attributes = Readonly<Record<string, string | null | undefined>>;
const attr = (attributes: Attributes, name: string) => attributes[name]?.trim() || null;

/** The job's uid: jobUid, else jobId (doc 001 §3). */
export const jobUidOf = (attributes: Attributes) => attr(attributes, 'jobUid') ?? attr(attributes, 'jobId');

export function vendorFacts(attributes: Attributes): VendorFacts {
  const orderDate = attr(attributes, 'orderDate');
  return {
    orderId: jobUidOf(attributes),
    windows: attr(attributes, 'numberOfWindows'),
    date: orderDate ? shownDate(orderDate) : null,
    serviceProvider: attr(attributes, 'serviceProvider'),
    technicians: parseTechnicians(attributes.technicians),
    phone: attr(attributes, 'serviceProviderPhone'),
  };
}

/** The service provider a booked job names (doc 001 §2 Vendor Information). */
export interface JobProvider {
  name: string;
  phone: string;
  technicians: string[];
}

/**
 * What a booked job writes on its designs, as the attributes `vendorFacts` reads (doc 001 §3):
 * numberOfWindows, orderDate (the booking's time) and, when a provider was named, serviceProvider,
 * serviceProviderPhone and technicians (JSON list). The Order ID is the jobUid the design has already.
 */
export function vendorAttributes(vendor: { windows: number; bookedAt: string; provider: JobProvider | null }): Record<string, string> {
  return {
    numberOfWindows: String(vendor.windows),
    orderDate: vendor.bookedAt,
    ...(vendor.provider
      ? {
          serviceProvider: vendor.provider.name,
          serviceProviderPhone: vendor.provider.phone,
          technicians: JSON.stringify(vendor.provider.technicians),
        }
      : {}),
  };
}

/** Whether the Vendor Information block has anything to show. */
export const hasVendorFacts = (facts: VendorFacts) =>
  Boolean(facts.orderId || facts.windows || facts.date || facts.serviceProvider || facts.phone || facts.technicians.length > 0);

/** A job note (doc 001 §3): author, authorRole, date, content. */
export interface JobNote {
  author: string;
  authorRole: string;
  date: string;
  content: string;
}

/** Job notes shown before 'View All Job Notes' (doc 001 §4, §9). */
export const JOB_NOTES_SHOWN = 3;
export const VIEW_ALL_JOB_NOTES = 'View All Job Notes';

const noteTime = (note: JobNote) => {
  const time = note.date ? new Date(note.date).getTime() : Number.NaN;
  return Number.isNaN(time) ? null : time;
};

/**
 * The notes attribute: a JSON list of notes (a single note object reads as a list of one), newest
 * first; notes without a readable date keep their place after the dated ones; notes without content
 * are left out. Plain text reads as one note.
 */
export function parseJobNotes(text: string | null | undefined): JobNote[] {
  const value = text?.trim();
  if (!value) return [];
  const parsed = parseJson(value);
  if (parsed === undefined) return [{ author: '', authorRole: '', date: '', content: value }];
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const notes = list.flatMap((entry): JobNote[] => {
    if (!isObject(entry)) return [];
    const note = {
      author: textField(entry, 'author'),
      authorRole: textField(entry, 'authorRole'),
      date: textField(entry, 'date'),
      content: textField(entry, 'content'),
    };
    return note.content ? [note] : [];
  });
  return notes
    .map((note, index) => ({ note, index, time: noteTime(note) }))
    .sort((a, b) => {
      if (a.time !== null && b.time !== null && a.time !== b.time) return b.time - a.time;
      if (a.time === null && b.time !== null) return 1;
      if (a.time !== null && b.time === null) return -1;
      return a.index - b.index;
    })
    .map(({ note }) => note);
}

/** A job note's longest content, in characters. */
export const JOB_NOTE_MAX = 1000;
/** What a rep's note says of its author's role. */
export const REP_NOTE_ROLE = 'Sales Rep';
/** What the note a booking leaves (its special instructions) says of its author's role. */
export const CUSTOMER_NOTE_ROLE = 'Customer';

/**
 * The job note a booking leaves on its designs: the special instructions it was booked with (gate
 * codes, parking), by the customer it names, dated when it was booked; none without instructions.
 */
export function bookingNote(booking: { customerName: string; bookedAt: string; specialInstructions: string }): JobNote | null {
  const content = booking.specialInstructions.trim().slice(0, JOB_NOTE_MAX);
  if (!content) return null;
  return { author: booking.customerName.trim() || CUSTOMER_NOTE_ROLE, authorRole: CUSTOMER_NOTE_ROLE, date: booking.bookedAt, content };
}

/** Whether the notes attribute already holds this note's words from the same kind of author (a booking made again). */
export function hasJobNote(text: string | null | undefined, note: Pick<JobNote, 'authorRole' | 'content'>): boolean {
  const parsed = text?.trim() ? parseJson(text.trim()) : undefined;
  const notes = Array.isArray(parsed) ? parsed : [];
  return notes.some(
    (stored: unknown) =>
      typeof stored === 'object' &&
      stored !== null &&
      (stored as JobNote).authorRole === note.authorRole &&
      (stored as JobNote).content === note.content,
  );
}

/**
 * The notes attribute with a note added first; the notes already there are kept as they were stored
 * (plain text stays one note).
 */
export function withJobNote(text: string | null | undefined, note: JobNote): string {
  const value = text?.trim() ?? '';
  const parsed = value ? parseJson(value) : undefined;
  const existing = value === '' ? [] : parsed === undefined ? [{ author: '', authorRole: '', date: '', content: value }] : parsed;
  return JSON.stringify([note, ...(Array.isArray(existing) ? existing : [existing])]);
}
