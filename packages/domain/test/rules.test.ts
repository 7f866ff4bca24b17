import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  configuratorWindowName,
  DEFAULT_ESTIMATE_NAME,
  nextDesignName,
  nextNumberedLabel,
  ROOM_LABEL_TEMPLATE,
  roomCharLabel,
  WINDOW_LABEL_TEMPLATE,
} from '../src/labels.ts';
import { DUPLICATE_DEFAULT, isDuplicateCountValid, isValidQuantity, QUANTITY_OPTIONS } from '../src/limits.ts';
import {
  checkDimension,
  DIMENSION_LIMITS,
  formatInches,
  joinEighths,
  PRODUCT_SIZE_DEFAULTS,
  splitEighths,
  wholeInchOptions,
} from '../src/measurements.ts';
import { NAME_LIMITS, validateDesignName, validateRoomName, validateWindowName } from '../src/names.ts';

describe('default names and labels (doc 000 §3, §9)', () => {
  it('names the first estimate and numbers new designs by count', () => {
    expect(DEFAULT_ESTIMATE_NAME).toBe('Estimate 1');
    expect(nextDesignName(0)).toBe('Design 1');
    expect(nextDesignName(3)).toBe('Design 4');
  });

  it.each([
    [WINDOW_LABEL_TEMPLATE, [], 'Window 1'],
    [WINDOW_LABEL_TEMPLATE, ['Window 1', 'Window 2'], 'Window 3'],
    [WINDOW_LABEL_TEMPLATE, ['Window 1', 'Window 7', 'Bay'], 'Window 8'],
    [WINDOW_LABEL_TEMPLATE, ['  window 4 '], 'Window 5'],
    [ROOM_LABEL_TEMPLATE, ['Kitchen', 'Room 2'], 'Room 3'],
  ])('%s after %j is %s', (template, existing, expected) => {
    expect(nextNumberedLabel(template, existing)).toBe(expected);
  });

  it('is always one above the highest number in use', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 30 }), (numbers) => {
        const next = nextNumberedLabel(
          WINDOW_LABEL_TEMPLATE,
          numbers.map((n) => `Window ${n}`),
        );
        expect(next).toBe(`Window ${Math.max(0, ...numbers) + 1}`);
      }),
    );
  });

  it('gives rooms letters from their index modulo 26, the first being A', () => {
    expect(roomCharLabel(0)).toBe('A');
    expect(roomCharLabel(1)).toBe('B');
    expect(roomCharLabel(25)).toBe('Z');
    expect(roomCharLabel(26)).toBe('A');
    fc.assert(
      fc.property(fc.nat(10_000), (index) => {
        expect(roomCharLabel(index)).toBe(roomCharLabel(index % 26));
      }),
    );
  });

  it('hands the configurator a window name of at most 10 characters', () => {
    expect(configuratorWindowName('A', '1', 'Living Room')).toBe('A1 Living ');
    expect(configuratorWindowName('B', '2', 'Den')).toBe('B2 Den');
  });
});

describe('the shared name validator (doc 000 §5)', () => {
  it.each([
    ['', [], 'Please enter a Window name.'],
    ['   ', [], 'Please enter a Window name.'],
    ['window 1', ['Window 1'], 'Window name must be unique.'],
    [' Bay ', ['bay'], 'Window name must be unique.'],
    ['Living Room', [], 'Window name must not exceed 10 characters.'],
    ['Bay', ['Window 1'], null],
    ['1234567890', [], null],
  ])('window name %j among %j', (name, existing, message) => {
    expect(validateWindowName(name, existing)).toBe(message);
  });

  it('checks room names against the other rooms, up to 100 characters', () => {
    expect(NAME_LIMITS.room).toBe(100);
    expect(validateRoomName('', [])).toBe('Please enter a Room name.');
    expect(validateRoomName('KITCHEN', ['Kitchen'])).toBe('Room name must be unique.');
    expect(validateRoomName('x'.repeat(101), [])).toBe('Room name must not exceed 100 characters.');
    expect(validateRoomName('x'.repeat(100), [])).toBeNull();
  });

  it("calls design names 'Design name' when adding or duplicating and 'Estimate name' when renaming", () => {
    expect(validateDesignName('', [], 'add')).toBe('Please enter a Design name.');
    expect(validateDesignName('', [], 'rename')).toBe('Please enter a Estimate name.');
    expect(validateDesignName('design 2', ['Design 2'], 'duplicate')).toBe('Design name must be unique.');
    expect(validateDesignName('x'.repeat(51), [], 'add')).toBe('Design name must not exceed 50 characters.');
    expect(validateDesignName('x'.repeat(50), [], 'add')).toBeNull();
  });
});

describe('quantity and duplicate count (doc 000 §5)', () => {
  it('offers quantities 1 to 50', () => {
    expect(QUANTITY_OPTIONS[0]).toBe(1);
    expect(QUANTITY_OPTIONS.at(-1)).toBe(50);
    expect(QUANTITY_OPTIONS).toHaveLength(50);
    expect(isValidQuantity(0)).toBe(false);
    expect(isValidQuantity(51)).toBe(false);
    expect(isValidQuantity(2.5)).toBe(false);
    expect(isValidQuantity(50)).toBe(true);
  });

  it('defaults to 2 and refuses less than 1', () => {
    expect(DUPLICATE_DEFAULT).toBe(2);
    expect(isDuplicateCountValid('')).toBe(false);
    expect(isDuplicateCountValid(0)).toBe(false);
    expect(isDuplicateCountValid(1)).toBe(true);
  });
});

describe('dimensions in eighths (doc 000 §5, §9)', () => {
  it('has the spec limits and product defaults', () => {
    expect(DIMENSION_LIMITS).toEqual({ width: { min: 7, max: 196 }, height: { min: 10, max: 196 }, depth: { min: 0, max: 24 } });
    expect(PRODUCT_SIZE_DEFAULTS).toEqual({ minWidth: 7, maxWidth: 156, minHeight: 10, maxHeight: 160 });
  });

  it.each([
    ['width', 6.875, 'Width must be between 7 and 196 inches.'],
    ['width', 196.125, 'Width must be between 7 and 196 inches.'],
    ['height', 9, 'Height must be between 10 and 196 inches.'],
    ['depth', 25, 'Depth must be between 0 and 24 inches.'],
    ['width', 36.1, 'Width must be in eighths of an inch.'],
    ['width', 36.125, null],
    ['depth', 0, null],
  ] as const)('%s %d', (name, inches, message) => {
    expect(checkDimension(name, inches)).toBe(message);
  });

  it('shows fractions in eighths only', () => {
    expect(formatInches(36)).toBe('36"');
    expect(formatInches(36.375)).toBe('36 3/8"');
    expect(formatInches(36.5)).toBe('36 4/8"');
  });

  it('splits and joins eighths without loss', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 196 }), fc.integer({ min: 0, max: 7 }), (whole, eighths) => {
        const inches = joinEighths(whole, eighths);
        expect(splitEighths(inches)).toEqual({ whole, eighths });
      }),
    );
  });

  it('lists whole inches from the floor of the minimum to the maximum', () => {
    expect(wholeInchOptions(7.5, 10)).toEqual([7, 8, 9, 10]);
    expect(wholeInchOptions(12, 11)).toEqual([]);
  });
});
