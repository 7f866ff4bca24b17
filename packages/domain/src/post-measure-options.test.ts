import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  POST_MEASURE_COOKIE,
  POST_MEASURE_FIELDS,
  POST_MEASURE_MAX_AGE_S,
  PostMeasureOptions,
  READ_ONLY_POST_MEASURE_FIELDS,
  readOnlyMessage,
} from './post-measure-options.ts';

/** The read/write fields of doc 000 §3, in the spec's order. */
const SPEC_FIELDS = [
  'Height',
  'Width',
  'Depth',
  'HeightWhole',
  'WidthWhole',
  'HeightEighth',
  'WidthEighth',
  'WindowName',
  'RoomName',
  'IsCutout',
  'IsPostMeasureMode',
  'IsSpecialtyShape',
  'Tags',
  'PropertyName',
  'PropertyAddress',
  'WindowDescription',
  'MeasurementDate',
  'JobUid',
  'QuoteUid',
  'WindowUid',
  'BaseUrl',
  'RedirectUrl',
  'RoomLabel',
  'HasIREndpoint',
  'PlpFilters',
  'PurchaseOrderNumber',
  'LineItemNumber',
  'OriginalProductId',
  'Destination',
  'IsRemake',
  'ScrollOnReturn',
] as const;

describe('the postMeasureOptions cookie (doc 000 §3)', () => {
  it('is named postMeasureOptions and lives 1 day', () => {
    expect(POST_MEASURE_COOKIE).toBe('postMeasureOptions');
    expect(POST_MEASURE_MAX_AGE_S).toBe(86_400);
  });

  it('has exactly the spec read/write fields and InterconnectedRetailEndpoint read only', () => {
    expect([...POST_MEASURE_FIELDS]).toEqual([...SPEC_FIELDS]);
    expect([...READ_ONLY_POST_MEASURE_FIELDS]).toEqual(['InterconnectedRetailEndpoint']);
  });

  it.each(SPEC_FIELDS.map((field) => [field]))('reads back what was written to %s, also through the cookie', (field) => {
    const options = new PostMeasureOptions();
    expect(options.get(field)).toBeUndefined();
    expect(options.set(field, `value of ${field}`)).toBe(options);
    expect(options.get(field)).toBe(`value of ${field}`);
    expect(PostMeasureOptions.parse(options.toCookieValue()).get(field)).toBe(`value of ${field}`);
  });

  it("refuses to write InterconnectedRetailEndpoint with 'postMeasureOptions.InterconnectedRetailEndpoint is read only'", () => {
    const options = new PostMeasureOptions({ InterconnectedRetailEndpoint: 'https://ir.test' });
    expect(() => options.set('InterconnectedRetailEndpoint', 'x')).toThrow(
      new Error('postMeasureOptions.InterconnectedRetailEndpoint is read only'),
    );
    expect(options.get('InterconnectedRetailEndpoint')).toBe('https://ir.test');
    expect(readOnlyMessage('X')).toBe('postMeasureOptions.X is read only');
  });

  it('reads InterconnectedRetailEndpoint from the cookie', () => {
    const cookie = encodeURIComponent(JSON.stringify({ InterconnectedRetailEndpoint: 'https://ir.test', Width: '36' }));
    const options = PostMeasureOptions.parse(cookie);
    expect(options.get('InterconnectedRetailEndpoint')).toBe('https://ir.test');
    expect(options.get('Width')).toBe('36');
  });

  it('refuses unknown field names', () => {
    expect(() => new PostMeasureOptions().set('Colour', 'red')).toThrow('postMeasureOptions has no field Colour');
    expect(() => new PostMeasureOptions().set('width', '36')).toThrow('postMeasureOptions has no field width');
  });

  it('keeps its own copy of the values it was given', () => {
    const values = { Width: '36' };
    const options = new PostMeasureOptions(values);
    options.set('Width', '40');
    expect(values.Width).toBe('36');
  });

  it.each([[null], [undefined], [''], ['not json'], ['%E0%A4%A']])('reads %j as an empty cookie', (value) => {
    const options = PostMeasureOptions.parse(value);
    for (const field of SPEC_FIELDS) expect(options.get(field)).toBeUndefined();
    expect(options.toCookieValue()).toBe(encodeURIComponent('{}'));
  });

  it('ignores unknown keys and values that are not text', () => {
    const cookie = encodeURIComponent(JSON.stringify({ Width: 36, Height: '48', Colour: 'red', IsRemake: true }));
    const options = PostMeasureOptions.parse(cookie);
    expect(options.get('Width')).toBeUndefined();
    expect(options.get('Height')).toBe('48');
    expect(options.get('IsRemake')).toBeUndefined();
    expect(decodeURIComponent(options.toCookieValue())).toBe('{"Height":"48"}');
  });

  it('round-trips any values through the cookie text', () => {
    const values = fc.dictionary(fc.constantFrom(...SPEC_FIELDS), fc.string({ unit: 'binary', maxLength: 16 }));
    fc.assert(
      fc.property(values, (record) => {
        const options = new PostMeasureOptions();
        for (const [field, value] of Object.entries(record)) options.set(field, value);
        const cookie = options.toCookieValue();
        expect(cookie).not.toMatch(/[;,\s"]/);
        const back = PostMeasureOptions.parse(cookie);
        for (const field of SPEC_FIELDS) expect(back.get(field)).toBe(record[field]);
      }),
      { numRuns: 40 },
    );
  });
});
