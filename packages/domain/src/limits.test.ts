import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_DEFAULT,
  DUPLICATE_MAX,
  DUPLICATE_MIN,
  duplicateCountProblem,
  isDuplicateCountValid,
  isValidQuantity,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_OPTIONS,
  readDuplicateCount,
} from './limits.ts';

describe('quantity (doc 000 §5, §9: 1 to 50)', () => {
  it('offers exactly 1..50', () => {
    expect(QUANTITY_MIN).toBe(1);
    expect(QUANTITY_MAX).toBe(50);
    expect(QUANTITY_OPTIONS).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });

  it.each([
    [1, true],
    [50, true],
    [25, true],
    [0, false],
    [51, false],
    [-1, false],
    [2.5, false],
    [Number.NaN, false],
  ])('quantity %d valid: %s', (value, expected) => {
    expect(isValidQuantity(value)).toBe(expected);
  });

  it('agrees with the pick list', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 200 }), (value) => {
        expect(isValidQuantity(value)).toBe(QUANTITY_OPTIONS.includes(value));
      }),
    );
  });
});

describe('duplicate count (doc 000 §5, §9)', () => {
  it('defaults to 2 with a minimum of 1', () => {
    expect(DUPLICATE_DEFAULT).toBe(2);
    expect(DUPLICATE_MIN).toBe(1);
  });

  it.each([
    ['', false],
    [0, false],
    [1, true],
    [2, true],
    [DUPLICATE_MAX, true],
    [DUPLICATE_MAX + 1, false],
    [1.5, false],
  ] as const)('confirm with %j enabled: %s', (value, expected) => {
    expect(isDuplicateCountValid(value)).toBe(expected);
  });

  it('accepts the default', () => {
    expect(isDuplicateCountValid(DUPLICATE_DEFAULT)).toBe(true);
  });
});

describe('duplicate count shown with its reason (doc 000 §5: confirm disabled below 1)', () => {
  it.each([
    ['2', 2],
    ['2.6', 3],
    ['0', 0],
    ['-3', -3],
    ['51', 51],
    ['', ''],
    ['abc', ''],
  ] as const)('typing %j holds %j, as typed but rounded', (text, expected) => {
    expect(readDuplicateCount(text)).toBe(expected);
  });

  it.each([
    ['', 'Enter the number of copies.'],
    [0, 'Enter at least 1 copy.'],
    [-3, 'Enter at least 1 copy.'],
    [DUPLICATE_MAX + 1, `You can make up to ${DUPLICATE_MAX} copies at a time.`],
    [1, null],
    [DUPLICATE_MAX, null],
  ] as const)('count %j is refused with %j', (count, expected) => {
    expect(duplicateCountProblem(count)).toBe(expected);
  });

  it('gives a reason exactly when confirm is disabled', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (value) => {
        expect(duplicateCountProblem(value) === null).toBe(isDuplicateCountValid(value));
      }),
    );
  });
});
