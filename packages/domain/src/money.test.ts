import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';
import { lineCents, percentOfCents, roundHalfAway, sumCents, toCents, toDollars } from './money.ts';
import { lineTaxCents } from './tax.ts';

describe('money', () => {
  it('turns dollars into whole cents, half away from zero', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(114.79)).toBe(11479);
    expect(toCents(Number.NaN)).toBe(0);
    expect(roundHalfAway(2.5)).toBe(3);
    expect(roundHalfAway(-2.5)).toBe(-3);
  });

  it('keeps every whole-cent amount exact both ways', () => {
    fc.assert(fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => toCents(toDollars(cents)) === cents));
  });

  it('adds lines and percents in cents', () => {
    expect(lineCents(11479, 4)).toBe(45916);
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(sumCents([])).toBe(0);
    expect(percentOfCents(999, 15)).toBe(150);
    expect(percentOfCents(-999, 15)).toBe(-150);
  });

  it('is the one rounding rule of what is shown and taxed: a figure shows as the cents it adds up to', () => {
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(-1.005)).toBe('-$1.01');
    expect(lineTaxCents(1250, 8.9)).toBe(111);
    // Half a cent of tax on a credit rounds away from zero, as it does on a charge.
    expect(lineTaxCents(1000, 0.05)).toBe(1);
    expect(lineTaxCents(-1000, 0.05)).toBe(-1);
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (dollars) => {
        const cents = toCents(dollars);
        return formatMoney(dollars) === formatMoney(toDollars(cents));
      }),
    );
  });
});
