import { describe, expect, it } from 'vitest';
import {
  addressLines,
  addressText,
  bookingNote,
  formatLongDate,
  hasJobNote,
  hasVendorFacts,
  jobUidOf,
  mapsSearchUrl,
  orderDetailsPath,
  parseJobNotes,
  parsePropertyAddress,
  parseTechnicians,
  REP_NOTE_ROLE,
  shownDate,
  vendorAttributes,
  vendorFacts,
  withJobNote,
} from './design-blocks.ts';

const address = { line1: '2455 Paces Ferry Rd SE', line2: 'Apt 4', city: 'Atlanta', state: 'GA', zipcode: '30339' };

describe('property address (doc 001 §3: JSON of line1, line2, city, state, zipcode)', () => {
  it('reads the attribute and trims its parts', () => {
    expect(parsePropertyAddress(JSON.stringify({ ...address, city: ' Atlanta ' }))).toEqual(address);
  });

  it('reads zipCode when zipcode is missing, and numbers as text', () => {
    const { zipcode: _zip, ...rest } = address;
    expect(parsePropertyAddress(JSON.stringify({ ...rest, zipCode: 30339 }))?.zipcode).toBe('30339');
  });

  it.each([[null], [''], ['not json'], ['[]'], ['42'], ['{}'], [JSON.stringify({ line2: 'Apt 4', state: 'GA' })]])(
    'reads %j as no address',
    (text) => {
      expect(parsePropertyAddress(text)).toBeNull();
    },
  );

  it('shows street lines then "City, ST zip", leaving out empty parts', () => {
    expect(addressLines(address)).toEqual(['2455 Paces Ferry Rd SE', 'Apt 4', 'Atlanta, GA 30339']);
    expect(addressLines({ ...address, line2: '', state: '' })).toEqual(['2455 Paces Ferry Rd SE', 'Atlanta, 30339']);
    expect(addressLines({ line1: '1 Main St', line2: '', city: '', state: '', zipcode: '' })).toEqual(['1 Main St']);
    expect(addressText(address)).toBe('2455 Paces Ferry Rd SE, Apt 4, Atlanta, GA 30339');
  });

  it('links a maps search with the address encoded as one query value', () => {
    const url = mapsSearchUrl({ ...address, line2: '#4 & 5' });
    const prefix = 'https://www.google.com/maps/search/?api=1&query=';
    expect(url.startsWith(prefix)).toBe(true);
    const query = url.slice(prefix.length);
    expect(query).not.toMatch(/[#&?= ]/);
    expect(decodeURIComponent(query)).toBe('2455 Paces Ferry Rd SE, #4 & 5, Atlanta, GA 30339');
  });
});

describe('order details path (doc 001 §2 Links)', () => {
  it('is /mandi/order/{jobUid} on site 3 and /orderdetail?jobid={jobUid} on site 11', () => {
    expect(orderDetailsPath(3, 'MI-7KQ4-M2XP')).toBe('/mandi/order/MI-7KQ4-M2XP');
    expect(orderDetailsPath(11, 'MI-7KQ4-M2XP')).toBe('/orderdetail?jobid=MI-7KQ4-M2XP');
  });

  it('encodes the uid so it stays one path part or one query value', () => {
    expect(orderDetailsPath(3, 'a/b?c')).toBe('/mandi/order/a%2Fb%3Fc');
    expect(orderDetailsPath(11, 'a&b=c')).toBe('/orderdetail?jobid=a%26b%3Dc');
  });
});

describe('long dates (MMMM DD, YYYY)', () => {
  it.each([
    ['2026-03-05', 'March 05, 2026'],
    ['2026-12-31T23:30:00-05:00', 'December 31, 2026'],
    ['2026-01-01T00:10:00Z', 'January 01, 2026'],
    ['2024-02-29', 'February 29, 2024'],
    ['Nov 23, 2026 UTC', 'November 23, 2026'],
  ])('%s reads %s', (text, shown) => {
    expect(formatLongDate(text)).toBe(shown);
  });

  it.each([[null], [''], ['  '], ['soon'], ['2026-02-30'], ['2026-13-01']])('%j is no date', (text) => {
    expect(formatLongDate(text)).toBeNull();
  });

  it('shows text that is no date as written', () => {
    expect(shownDate('next week')).toBe('next week');
    expect(shownDate('2026-03-05T10:00:00Z')).toBe('March 05, 2026');
  });
});

describe('vendor facts (doc 001 §2 Vendor Information)', () => {
  it('reads back what a booked job writes: windows, the booking’s day, the provider, its phone and technicians', () => {
    const provider = { name: 'Peachtree Window Services', phone: '(404) 555-0121', technicians: ['Marcus Bell', 'Tanya Reed'] };
    const written = vendorAttributes({ windows: 4, bookedAt: '2026-12-05T15:30:00.000Z', provider });
    expect(vendorFacts({ jobUid: 'MI-7KQ4-M2XP', ...written })).toEqual({
      orderId: 'MI-7KQ4-M2XP',
      windows: '4',
      date: 'December 05, 2026',
      serviceProvider: 'Peachtree Window Services',
      technicians: ['Marcus Bell', 'Tanya Reed'],
      phone: '(404) 555-0121',
    });
    // No provider named (a booking kept before they were): the provider's facts are not written at all.
    expect(Object.keys(vendorAttributes({ windows: 1, bookedAt: '2026-12-05T15:30:00.000Z', provider: null }))).toEqual([
      'numberOfWindows',
      'orderDate',
    ]);
  });

  const attributes = {
    jobUid: 'MI-7KQ4-M2XP',
    numberOfWindows: '12',
    orderDate: '2026-03-05T15:00:00Z',
    serviceProvider: 'Peachtree Window Pros',
    technicians: JSON.stringify(['Sam Ortiz', 'Dana Wu']),
    serviceProviderPhone: '(404) 555-0142',
  };

  it('reads each fact from its attribute', () => {
    expect(vendorFacts(attributes)).toEqual({
      orderId: 'MI-7KQ4-M2XP',
      windows: '12',
      date: 'March 05, 2026',
      serviceProvider: 'Peachtree Window Pros',
      technicians: ['Sam Ortiz', 'Dana Wu'],
      phone: '(404) 555-0142',
    });
    expect(hasVendorFacts(vendorFacts(attributes))).toBe(true);
  });

  it('reads jobId when jobUid is missing, and nothing as null', () => {
    expect(jobUidOf({ jobId: 'MI-AAAA-BBBB' })).toBe('MI-AAAA-BBBB');
    expect(jobUidOf({ jobUid: '  ', jobId: 'MI-AAAA-BBBB' })).toBe('MI-AAAA-BBBB');
    const none = vendorFacts({ isMandi: 'true', numberOfWindows: ' ' });
    expect(none).toEqual({ orderId: null, windows: null, date: null, serviceProvider: null, technicians: [], phone: null });
    expect(hasVendorFacts(none)).toBe(false);
    expect(hasVendorFacts(vendorFacts({ technicians: '["Sam"]' }))).toBe(true);
  });

  it('reads technicians as a JSON list of names; a plain name is a list of one', () => {
    expect(parseTechnicians('["Sam", " ", 4, null, "Dana "]')).toEqual(['Sam', 'Dana']);
    expect(parseTechnicians('Sam Ortiz')).toEqual(['Sam Ortiz']);
    expect(parseTechnicians('"Sam Ortiz"')).toEqual(['Sam Ortiz']);
    expect(parseTechnicians('{"name":"Sam"}')).toEqual([]);
    expect(parseTechnicians(null)).toEqual([]);
  });
});

describe('job notes (doc 001 §3 author, authorRole, date, content; §4 first 3 then all)', () => {
  const note = (date: string, content: string) => ({ author: 'Riley Rep', authorRole: 'Sales Rep', date, content });

  it('puts the newest first', () => {
    const notes = [note('2026-03-01T10:00:00Z', 'one'), note('2026-03-04T10:00:00Z', 'four'), note('2026-03-02T10:00:00Z', 'two')];
    expect(parseJobNotes(JSON.stringify(notes)).map((n) => n.content)).toEqual(['four', 'two', 'one']);
  });

  it('keeps notes without a readable date in their order after the dated ones, and ties in theirs', () => {
    const notes = [note('', 'a'), note('2026-03-01', 'b'), note('someday', 'c'), note('2026-03-01', 'd'), note('2026-03-02', 'e')];
    expect(parseJobNotes(JSON.stringify(notes)).map((n) => n.content)).toEqual(['e', 'b', 'd', 'a', 'c']);
  });

  it('drops entries without content or that are not notes; missing fields read as empty', () => {
    const text = JSON.stringify([{ content: 'Gate code 1234' }, { author: 'x' }, 5, null, note('2026-03-01', '  ')]);
    expect(parseJobNotes(text)).toEqual([{ author: '', authorRole: '', date: '', content: 'Gate code 1234' }]);
  });

  it('reads one note object as a list of one, plain text as one note, nothing as none', () => {
    expect(parseJobNotes(JSON.stringify(note('2026-03-01', 'x')))).toEqual([note('2026-03-01', 'x')]);
    expect(parseJobNotes('Call before coming')).toEqual([{ author: '', authorRole: '', date: '', content: 'Call before coming' }]);
    expect(parseJobNotes(null)).toEqual([]);
    expect(parseJobNotes('[]')).toEqual([]);
  });
});

describe('adding a job note', () => {
  const note = { author: 'Riley Rep', authorRole: REP_NOTE_ROLE, date: '2026-03-06T14:00:00Z', content: 'Bring the tall ladder.' };
  it('puts the new note first and keeps the stored ones as they were', () => {
    const stored = JSON.stringify([{ author: 'Sam', authorRole: 'Technician', date: '2026-03-02T14:00:00Z', content: 'Measured.' }]);
    const added = withJobNote(stored, note);
    expect(JSON.parse(added)).toEqual([note, ...JSON.parse(stored)]);
    expect(parseJobNotes(added).map((entry) => entry.content)).toEqual(['Bring the tall ladder.', 'Measured.']);
  });
  it('starts a list, reads one note object as a list of one, and keeps plain text as a note', () => {
    expect(JSON.parse(withJobNote(undefined, note))).toEqual([note]);
    expect(JSON.parse(withJobNote('  ', note))).toEqual([note]);
    expect(JSON.parse(withJobNote(JSON.stringify({ content: 'One' }), note))).toEqual([note, { content: 'One' }]);
    expect(JSON.parse(withJobNote('Call first', note))).toEqual([note, { author: '', authorRole: '', date: '', content: 'Call first' }]);
  });
});

describe("a booking's note", () => {
  const booked = { customerName: 'Sam Shopper', bookedAt: '2026-03-06T14:00:00.000Z' };
  it('is the special instructions, by the customer, dated when booked', () => {
    expect(bookingNote({ ...booked, specialInstructions: '  Gate code 1234 ' })).toEqual({
      author: 'Sam Shopper',
      authorRole: 'Customer',
      date: '2026-03-06T14:00:00.000Z',
      content: 'Gate code 1234',
    });
  });
  it('is none without instructions, and says Customer when the booking names nobody', () => {
    expect(bookingNote({ ...booked, specialInstructions: '   ' })).toBeNull();
    expect(bookingNote({ ...booked, customerName: ' ', specialInstructions: 'Park on the left' })?.author).toBe('Customer');
  });
  it('is found again in the notes only with the same words from the same kind of author', () => {
    const note = bookingNote({ ...booked, specialInstructions: 'Gate code 1234' });
    if (!note) throw new Error('expected a note');
    const stored = withJobNote(undefined, note);
    expect(hasJobNote(stored, note)).toBe(true);
    expect(hasJobNote(stored, { ...note, content: 'Gate code 9999' })).toBe(false);
    expect(hasJobNote(stored, { ...note, authorRole: REP_NOTE_ROLE })).toBe(false);
    expect(hasJobNote('plain text', note)).toBe(false);
    expect(hasJobNote(undefined, note)).toBe(false);
  });
});
