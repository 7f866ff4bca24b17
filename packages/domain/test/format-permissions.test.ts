import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, savingsPercent, shipEstimate, showsRetail } from '../src/format.ts';

describe('money, percent and ship dates (doc 000 §2, §9)', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0.5, '$0.50'],
    [-5, '-$5.00'],
    [1_000_000, '$1,000,000.00'],
    [null, '$0.00'],
    [undefined, '$0.00'],
    [Number.NaN, '$0.00'],
  ])('%s is %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it('always shows two-digit cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(formatMoney(cents / 100)).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });

  it('formats percents and savings', () => {
    expect(formatPercent(null)).toBe('0%');
    expect(formatPercent(12.345, 1)).toBe('12.3%');
    expect(savingsPercent(200, 150)).toBe(25);
    expect(savingsPercent(0, 0)).toBe(0);
    expect(showsRetail(200, 150)).toBe(true);
    expect(showsRetail(150, 150)).toBe(false);
  });

  it("shows 'Est. Shipping' M/DD/YYYY on site 3's style and 'Est. Delivery' MMM D otherwise, 20 days out by default", () => {
    expect(shipEstimate('2027-01-05', 'shipping')).toEqual({ label: 'Est. Shipping', date: '1/05/2027' });
    expect(shipEstimate('2027-01-05', 'delivery')).toEqual({ label: 'Est. Delivery', date: 'Jan 5' });
    expect(shipEstimate(null, 'shipping', new Date('2026-11-22T12:00:00'))).toEqual({ label: 'Est. Shipping', date: '12/12/2026' });
  });
});
