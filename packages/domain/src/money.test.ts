import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineCents, percentOfCents, roundHalfAway, sumCents, toCents, toDollars } from './money.ts';

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
});
