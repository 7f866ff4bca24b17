import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from './catalog.ts';
import {
  FIXED_LISTING_FILTERS,
  fixedFiltersText,
  formatListingFilters,
  type ListingFilters,
  mandiWindowFilters,
  parseListingFilters,
} from './listing-filters.ts';
import { getSite } from './sites.ts';

describe('the listing filters text (doc 000 §2, mandi `filters`)', () => {
  it('reads every filter it knows', () => {
    expect(
      parseListingFilters('category:roller-shades,brand:Harbor & Pine,minPrice:50,maxPrice:199.5,windowCategory:2,installEligible:true'),
    ).toEqual({
      category: 'roller-shades',
      brand: 'Harbor & Pine',
      minPrice: 50,
      maxPrice: 199.5,
      windowCategory: 2,
      installEligible: true,
    });
    expect(parseListingFilters('installEligible:false')).toEqual({ installEligible: false });
  });

  it('reads nothing from nothing', () => {
    for (const text of [null, undefined, '', ',', ':', ',,,']) expect(parseListingFilters(text), String(text)).toEqual({});
  });

  it('drops unknown names and bad values instead of throwing, keeping the good ones', () => {
    expect(parseListingFilters('colour:red,windowCategory:2')).toEqual({ windowCategory: 2 });
    for (const bad of [
      'category:sofas',
      'category:',
      'brand:',
      `brand:${'b'.repeat(61)}`,
      'brand:100%',
      'minPrice:-1',
      'minPrice:cheap',
      'maxPrice:1e3',
      'maxPrice:',
      'windowCategory:0',
      'windowCategory:5',
      'windowCategory:2.5',
      'windowCategory:two',
      'installEligible:yes',
      'installEligible:1',
      'installEligible',
      'nonsense',
    ]) {
      expect(parseListingFilters(`${bad},installEligible:true`), bad).toEqual({ installEligible: true });
    }
  });

  it('matches names whatever their case, trims spaces, and keeps the last good value of a name given twice', () => {
    expect(parseListingFilters(' WindowCategory : 3 , INSTALLELIGIBLE:True ')).toEqual({ windowCategory: 3, installEligible: true });
    expect(parseListingFilters('windowCategory:1,windowCategory:4,windowCategory:9')).toEqual({ windowCategory: 4 });
  });

  it('writes the filters in a fixed order, leaving out those not set', () => {
    expect(formatListingFilters({})).toBe('');
    expect(formatListingFilters({ installEligible: true, windowCategory: 2 })).toBe('windowCategory:2,installEligible:true');
    expect(formatListingFilters({ maxPrice: 300, category: 'shutters', installEligible: undefined })).toBe(
      'category:shutters,maxPrice:300',
    );
  });

  it('escapes a comma or percent sign in a brand so it reads back the same', () => {
    const text = formatListingFilters({ brand: 'Smith, Jones & 100% Co', windowCategory: 1 });
    expect(text).toBe('brand:Smith%2C Jones & 100%25 Co,windowCategory:1');
    expect(parseListingFilters(text)).toEqual({ brand: 'Smith, Jones & 100% Co', windowCategory: 1 });
  });

  it('reads back whatever it writes', () => {
    const filters: fc.Arbitrary<ListingFilters> = fc.record(
      {
        category: fc.constantFrom(...CATEGORY_KEYS),
        brand: fc.string({ minLength: 1, maxLength: 60 }).filter((brand) => brand.trim() === brand && brand.length > 0),
        minPrice: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
        maxPrice: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
        windowCategory: fc.integer({ min: 1, max: 4 }),
        installEligible: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(filters, (value) => {
        expect(parseListingFilters(formatListingFilters(value))).toEqual(value);
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof parseListingFilters(text)).toBe('object');
      }),
    );
  });
});

describe('the filters of a measure-and-install window', () => {
  it.each([
    ['blinds-shades', { windowCategory: 1, installEligible: true }],
    ['window-treatments-shades', { windowCategory: 1, installEligible: true }],
    ['roller-shades', { windowCategory: 2, installEligible: true }],
    ['verticals', { windowCategory: 3, installEligible: true }],
    ['perfect-arch', { windowCategory: 4, installEligible: true }],
    [null, { installEligible: true }],
    ['unknown', { installEligible: true }],
  ] as const)('a %s window keeps to %o', (key, filters) => {
    expect(mandiWindowFilters(key)).toEqual(filters);
  });

  it('fixes only what the window decides', () => {
    expect(FIXED_LISTING_FILTERS).toEqual(['windowCategory', 'installEligible']);
  });
});

describe('the sentence for the fixed filters', () => {
  const blinds = getSite(3);
  const treatments = getSite(11);

  it('names the window category in the site words and whether we install', () => {
    expect(fixedFiltersText({ windowCategory: 2, installEligible: true }, blinds)).toBe(
      'Showing products for Roller Shades windows that we install.',
    );
    expect(fixedFiltersText({ windowCategory: 1, installEligible: true }, blinds)).toBe(
      'Showing products for Blinds & Shades windows that we install.',
    );
    expect(fixedFiltersText({ windowCategory: 1 }, treatments)).toBe('Showing products for Window Treatments & Shades windows.');
    expect(fixedFiltersText({ installEligible: true }, blinds)).toBe('Showing products that we install.');
    expect(fixedFiltersText({ installEligible: false }, blinds)).toBe('Showing products that we do not install.');
  });

  it('says nothing without a fixed filter', () => {
    expect(fixedFiltersText({}, blinds)).toBeNull();
    expect(fixedFiltersText({ category: 'shutters', brand: 'Larkspur', maxPrice: 200 }, blinds)).toBeNull();
  });
});
