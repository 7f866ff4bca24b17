import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SHIP_DAYS,
  formatDay,
  formatMoney,
  formatPercent,
  listInWords,
  readerDay,
  savingsPercent,
  shipEstimate,
  showsRetail,
  siteDay,
} from './format.ts';

describe('formatMoney (doc 000 §2, §9)', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [-5, '-$5.00'],
    [0, '$0.00'],
    [null, '$0.00'],
    [undefined, '$0.00'],
    [Number.NaN, '$0.00'],
    [Number.POSITIVE_INFINITY, '$0.00'],
    [0.5, '$0.50'],
    [0.07, '$0.07'],
    [999.999, '$1,000.00'],
    [1_000_000, '$1,000,000.00'],
    [1234567.891, '$1,234,567.89'],
    [-1234.5, '-$1,234.50'],
    [-0.001, '$0.00'],
    [12, '$12.00'],
  ])('%s is %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it('shows a dollar sign, grouped whole dollars and two-digit cents, minus first for negatives', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_00, max: 100_000_000_00 }), (cents) => {
        const text = formatMoney(cents / 100);
        expect(text).toMatch(/^-?\$(0|[1-9]\d{0,2}(,\d{3})*)\.\d{2}$/);
        expect(text.startsWith('-')).toBe(cents < 0);
        const digits = Number(text.replace(/[-$,.]/g, ''));
        expect(digits).toBe(Math.abs(cents));
      }),
    );
  });

  it('is symmetric around zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_00 }), (cents) => {
        expect(formatMoney(-cents / 100)).toBe(`-${formatMoney(cents / 100)}`);
      }),
    );
  });
});

describe('formatPercent (doc 000 §9)', () => {
  it.each([
    [null, 0, '0%'],
    [undefined, 2, '0%'],
    [Number.NaN, 1, '0%'],
    [25, 0, '25%'],
    [12.345, 1, '12.3%'],
    [33.3333, 2, '33.33%'],
    [20, 2, '20.00%'],
    [0, 0, '0%'],
  ])('%s with %d decimals is %s', (value, decimals, text) => {
    expect(formatPercent(value, decimals)).toBe(text);
  });

  it('shows no decimals by default', () => {
    expect(formatPercent(12.6)).toBe('13%');
  });

  it('shows exactly the given decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.integer({ min: 0, max: 4 }), (value, decimals) => {
        const text = formatPercent(value, decimals);
        expect(text).toMatch(decimals === 0 ? /^\d+%$/ : new RegExp(`^\\d+\\.\\d{${decimals}}%$`));
      }),
    );
  });
});

describe('savings and retail display (doc 000 §2)', () => {
  it.each([
    [200, 150, 25],
    [100, 80, 20],
    [100, 100, 0],
    [100, 120, 0],
    [0, 0, 0],
    [0, 10, 0],
    [-5, -10, 0],
  ])('retail %d, subtotal %d saves %d%%', (retail, subtotal, percent) => {
    expect(savingsPercent(retail, subtotal)).toBe(percent);
  });

  it('is (retail - subtotal) / retail as a percentage between 0 and 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (retail, subtotal) => {
        const percent = savingsPercent(retail, subtotal);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        if (subtotal < retail) expect(percent).toBeCloseTo(((retail - subtotal) / retail) * 100, 9);
        else expect(percent).toBe(0);
      }),
    );
  });

  it.each([
    [200, 150, true],
    [150, 150, false],
    [100, 150, false],
  ])('retail %d beside subtotal %d shows: %s', (retail, subtotal, shown) => {
    expect(showsRetail(retail, subtotal)).toBe(shown);
  });
});

describe('shipEstimate (doc 000 §9)', () => {
  const now = new Date(2026, 10, 22, 9, 30);

  it('defaults to 20 days', () => {
    expect(DEFAULT_SHIP_DAYS).toBe(20);
  });

  it.each([
    ['2027-01-05', 'shipping', { label: 'Est. Shipping', date: '1/05/2027' }],
    ['2027-01-05', 'delivery', { label: 'Est. Delivery', date: 'Jan 5' }],
    ['2027-10-10', 'shipping', { label: 'Est. Shipping', date: '10/10/2027' }],
    ['2027-10-10', 'delivery', { label: 'Est. Delivery', date: 'Oct 10' }],
    ['2027-12-31T23:59:59Z', 'shipping', { label: 'Est. Shipping', date: '12/31/2027' }],
    ['2028-02-29', 'delivery', { label: 'Est. Delivery', date: 'Feb 29' }],
  ] as const)('%s in the %s style', (iso, style, expected) => {
    expect(shipEstimate(iso, style, now)).toEqual(expected);
  });

  it('uses 20 days from now when there is no date', () => {
    expect(shipEstimate(null, 'shipping', now)).toEqual({ label: 'Est. Shipping', date: '12/12/2026' });
    expect(shipEstimate(null, 'delivery', now)).toEqual({ label: 'Est. Delivery', date: 'Dec 12' });
    expect(shipEstimate(null, 'shipping', new Date(2026, 0, 1, 12))).toEqual({ label: 'Est. Shipping', date: '1/21/2026' });
  });

  it('uses the default for a date it cannot read', () => {
    expect(shipEstimate('not a date', 'shipping', now)).toEqual({ label: 'Est. Shipping', date: '12/12/2026' });
    expect(shipEstimate('', 'delivery', now)).toEqual({ label: 'Est. Delivery', date: 'Dec 12' });
  });

  it('shows any day as M/DD/YYYY and MMM D', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (y, m, d) => {
        const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        expect(shipEstimate(iso, 'shipping', now).date).toBe(`${m}/${String(d).padStart(2, '0')}/${y}`);
        expect(shipEstimate(iso, 'delivery', now).date).toBe(`${months[m - 1]} ${d}`);
      }),
    );
  });
});

describe('shipEstimate across daylight-saving changes', () => {
  // Node reads TZ when it changes; pin a zone with daylight saving so the check means something on a UTC machine too.
  const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
  let saved: string | undefined;
  beforeAll(() => {
    saved = env.TZ;
    env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (saved === undefined) delete env.TZ;
    else env.TZ = saved;
  });

  it('runs in a zone with daylight saving', () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).not.toBe(new Date(2026, 6, 1).getTimezoneOffset());
  });

  it('counts 20 calendar days, whatever the time of day and daylight-saving changes', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2020, 0, 1), max: new Date(2040, 0, 1), noInvalidDate: true }), (at) => {
        const day = new Date(at.getFullYear(), at.getMonth(), at.getDate() + 20, 12);
        expect(shipEstimate(null, 'shipping', at).date).toBe(
          `${day.getMonth() + 1}/${String(day.getDate()).padStart(2, '0')}/${day.getFullYear()}`,
        );
      }),
      { numRuns: 500 },
    );
    expect(shipEstimate(null, 'shipping', new Date(2026, 9, 20, 0, 30)).date).toBe('11/09/2026');
    expect(shipEstimate(null, 'shipping', new Date(2026, 2, 1, 23, 30)).date).toBe('3/21/2026');
  });
});

describe('listInWords', () => {
  it('says a list as the page’s sentences do, without a comma before the last', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['removal'])).toBe('removal');
    expect(listInWords(['removal', 'haul away'])).toBe('removal and haul away');
    expect(listInWords(['Dana (rep)', 'Sam', 'A guest'])).toBe('Dana (rep), Sam and A guest');
  });
});

describe('readerDay: the day an instant falls on for the reader', () => {
  it('keeps a date without a time, and reads an instant in the reader’s time zone', () => {
    expect(readerDay('2026-03-05')).toBe('2026-03-05');
    expect(readerDay(new Date(2026, 2, 5, 23, 30).toISOString())).toBe('2026-03-05');
    expect(readerDay(new Date(2026, 2, 6, 0, 15).toISOString())).toBe('2026-03-06');
    expect(readerDay('')).toBeNull();
    expect(readerDay('soon')).toBeNull();
  });
});

describe("formatDay and siteDay: every date in the site's one style (doc 000 §9)", () => {
  const now = new Date(2026, 11, 7, 12);
  it("writes a day as M/DD/YYYY on a site whose ship estimate reads 'Est. Shipping', a date without a time as that very day wherever it is read", () => {
    expect(formatDay('2026-03-05', 'shipping', now)).toBe('3/05/2026');
    expect(formatDay('2026-12-31', 'shipping', now)).toBe('12/31/2026');
    expect(formatDay(new Date(2026, 2, 5, 23, 30), 'shipping', now)).toBe('3/05/2026');
    expect(formatDay('2025-03-05', 'shipping', now)).toBe('3/05/2025');
  });

  it("writes MMM D on a site whose ship estimate reads 'Est. Delivery', with the year only for another year's day", () => {
    expect(formatDay('2026-03-05', 'delivery', now)).toBe('Mar 5');
    expect(formatDay(new Date(2026, 10, 23, 9), 'delivery', now)).toBe('Nov 23');
    expect(formatDay('2025-12-31', 'delivery', now)).toBe('Dec 31, 2025');
    expect(siteDay({ year: 2027, month: 1, day: 9 }, 'delivery', 2026)).toBe('Jan 9, 2027');
    // The ship estimate is pinned to MMM D.
    expect(siteDay({ year: 2027, month: 1, day: 9 }, 'delivery')).toBe('Jan 9');
  });

  it('writes the ship estimate, and every other day, the same way on a site', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (y, m, d) => {
        const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const thisYear = new Date(y, 5, 1);
        for (const style of ['shipping', 'delivery'] as const) {
          expect(formatDay(iso, style, thisYear)).toBe(shipEstimate(iso, style, thisYear).date);
        }
      }),
    );
  });

  it('answers null for no date', () => {
    expect(formatDay(null, 'shipping')).toBeNull();
    expect(formatDay(undefined, 'delivery')).toBeNull();
    expect(formatDay('', 'shipping')).toBeNull();
    expect(formatDay('soon', 'shipping')).toBeNull();
  });
});
