import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDimension,
  DIMENSION_LIMITS,
  EIGHTH_LABELS,
  formatInches,
  isEighthStep,
  joinEighths,
  measurementLimits,
  PRODUCT_SIZE_DEFAULTS,
  sizeText,
  splitEighths,
  wholeInchOptions,
} from './measurements.ts';

/** A value on the eighth grid between 0 and 300 inches. */
const eighthValue = fc.integer({ min: 0, max: 300 * 8 }).map((eighths) => eighths / 8);

describe('dimension limits (doc 000 §5, §9)', () => {
  it('allows width 7–196, height 10–196 and depth 0–24 inches', () => {
    expect(DIMENSION_LIMITS).toEqual({ width: { min: 7, max: 196 }, height: { min: 10, max: 196 }, depth: { min: 0, max: 24 } });
  });

  it('defaults product pick lists to min width 7, max width 156, min height 10, max height 160', () => {
    expect(PRODUCT_SIZE_DEFAULTS).toEqual({ minWidth: 7, maxWidth: 156, minHeight: 10, maxHeight: 160 });
  });

  it('labels the eighth steps 0, 1/8 ... 7/8', () => {
    expect([...EIGHTH_LABELS]).toEqual(['0', '1/8', '2/8', '3/8', '4/8', '5/8', '6/8', '7/8']);
  });

  it.each([
    ['width', 7, null],
    ['width', 196, null],
    ['width', 6.875, 'Width must be between 7 and 196 inches.'],
    ['width', 196.125, 'Width must be between 7 and 196 inches.'],
    ['width', 36.1, 'Width must be in eighths of an inch.'],
    ['width', Number.NaN, 'Width must be a number of inches.'],
    ['width', Number.POSITIVE_INFINITY, 'Width must be a number of inches.'],
    ['height', 10, null],
    ['height', 9.875, 'Height must be between 10 and 196 inches.'],
    ['height', 196, null],
    ['height', 197, 'Height must be between 10 and 196 inches.'],
    ['height', 48.375, null],
    ['depth', 0, null],
    ['depth', 24, null],
    ['depth', -0.125, 'Depth must be between 0 and 24 inches.'],
    ['depth', 24.125, 'Depth must be between 0 and 24 inches.'],
    ['depth', 3.3, 'Depth must be in eighths of an inch.'],
  ] as const)('%s %d: %j', (name, inches, expected) => {
    expect(checkDimension(name, inches)).toBe(expected);
  });

  it('takes other limits when given', () => {
    expect(checkDimension('width', 20, { min: 24, max: 72 })).toBe('Width must be between 24 and 72 inches.');
    expect(checkDimension('width', 20, { min: 24.5, max: 156.125 })).toBe('Width must be between 24 4/8 and 156 1/8 inches.');
    expect(checkDimension('width', 24, { min: 24, max: 72 })).toBeNull();
  });

  it('accepts every eighth step within the limits', () => {
    fc.assert(
      fc.property(fc.constantFrom('width' as const, 'height' as const, 'depth' as const), eighthValue, (name, inches) => {
        const { min, max } = DIMENSION_LIMITS[name];
        expect(checkDimension(name, inches) === null).toBe(inches >= min && inches <= max);
      }),
    );
  });
});

describe('eighths (doc 000 §5: fractions display in eighths only)', () => {
  it.each([
    [36, true],
    [36.125, true],
    [36.875, true],
    [0, true],
    [36.1, false],
    [36.0625, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d on the eighth grid: %s', (inches, expected) => {
    expect(isEighthStep(inches)).toBe(expected);
  });

  it.each([
    [36, { whole: 36, eighths: 0 }],
    [36.125, { whole: 36, eighths: 1 }],
    [36.5, { whole: 36, eighths: 4 }],
    [36.875, { whole: 36, eighths: 7 }],
    [0.375, { whole: 0, eighths: 3 }],
  ])('splits %d into %j', (inches, parts) => {
    expect(splitEighths(inches)).toEqual(parts);
  });

  it.each([
    [36, '36"'],
    [36.5, '36 4/8"'],
    [36.125, '36 1/8"'],
    [36.75, '36 6/8"'],
    [7.875, '7 7/8"'],
    [0.25, '0 2/8"'],
  ])('shows %d as %s (eighths, never reduced)', (inches, text) => {
    expect(formatInches(inches)).toBe(text);
  });

  it('round-trips split and join on the eighth grid', () => {
    fc.assert(
      fc.property(eighthValue, (inches) => {
        const { whole, eighths } = splitEighths(inches);
        expect(Number.isInteger(whole)).toBe(true);
        expect(eighths).toBeGreaterThanOrEqual(0);
        expect(eighths).toBeLessThan(8);
        expect(joinEighths(whole, eighths)).toBe(inches);
      }),
    );
  });

  it('round-trips join and split for any whole inches and eighth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 7 }), (whole, eighths) => {
        const inches = joinEighths(whole, eighths);
        expect(isEighthStep(inches)).toBe(true);
        expect(splitEighths(inches)).toEqual({ whole, eighths });
      }),
    );
  });

  it('always shows whole inches and an eighth label only', () => {
    fc.assert(
      fc.property(eighthValue, (inches) => {
        const text = formatInches(inches);
        expect(text).toMatch(/^\d+( [1-7]\/8)?"$/);
        const { whole, eighths } = splitEighths(inches);
        expect(text).toBe(eighths === 0 ? `${whole}"` : `${whole} ${EIGHTH_LABELS[eighths]}"`);
      }),
    );
  });

  it('rounds a value off the grid to the nearest eighth when showing it', () => {
    expect(formatInches(36.1)).toBe('36 1/8"');
    expect(formatInches(36.99)).toBe('37"');
  });
});

describe('sizeText: one way to write a size, on every screen, mail and PDF', () => {
  it('writes width then height, each in eighths and marked W and H; a side not measured reads a dash', () => {
    expect(sizeText(36.125, 48)).toBe('36 1/8" W × 48" H');
    expect(sizeText(40, null)).toBe('40" W × — H');
    expect(sizeText(undefined, 0)).toBe('— W × — H');
  });
});

describe('wholeInchOptions (doc 000 §5 product pick lists)', () => {
  it.each([
    [7, 10, [7, 8, 9, 10]],
    [7.5, 10, [7, 8, 9, 10]],
    [7.5, 10.875, [7, 8, 9, 10]],
    [12, 12, [12]],
    [12, 11, []],
  ])('from %d to %d: %j', (min, max, expected) => {
    expect(wholeInchOptions(min, max)).toEqual(expected);
  });

  it('runs the defaults from 7 to 156 and 10 to 160', () => {
    const widths = wholeInchOptions(PRODUCT_SIZE_DEFAULTS.minWidth, PRODUCT_SIZE_DEFAULTS.maxWidth);
    expect(widths[0]).toBe(7);
    expect(widths.at(-1)).toBe(156);
    expect(widths).toHaveLength(150);
    const heights = wholeInchOptions(PRODUCT_SIZE_DEFAULTS.minHeight, PRODUCT_SIZE_DEFAULTS.maxHeight);
    expect(heights[0]).toBe(10);
    expect(heights.at(-1)).toBe(160);
  });

  it('runs from floor(min) in steps of one and never past the maximum', () => {
    fc.assert(
      fc.property(eighthValue, eighthValue, (a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const options = wholeInchOptions(min, max);
        expect(options[0]).toBe(Math.floor(min));
        options.forEach((value, index) => {
          expect(value).toBe(Math.floor(min) + index);
        });
        expect(options.at(-1)).toBeLessThanOrEqual(max);
        expect((options.at(-1) ?? 0) + 1).toBeGreaterThan(max);
      }),
    );
  });
});

describe('measurementLimits (doc 000 §5: mandi edit limits, product-mode pick lists)', () => {
  it('keeps 7–196 wide and 10–196 high in mandi mode, whatever the product', () => {
    const limits = { width: { min: 7, max: 196 }, height: { min: 10, max: 196 } };
    expect(measurementLimits('mandi')).toEqual(limits);
    expect(measurementLimits('mandi', { minWidth: 12, maxWidth: 120, minHeight: 12, maxHeight: 120 })).toEqual(limits);
  });

  it("uses the product's limits in product mode, from the floor of its minimum to its maximum", () => {
    expect(measurementLimits('product', { minWidth: 12, maxWidth: 120, minHeight: 12, maxHeight: 96 })).toEqual({
      width: { min: 12, max: 120 },
      height: { min: 12, max: 96 },
    });
    expect(measurementLimits('product', { minWidth: 9.5, maxWidth: 144, minHeight: 10.25, maxHeight: 120 })).toEqual({
      width: { min: 9, max: 144 },
      height: { min: 10, max: 120 },
    });
  });

  it('falls back to 7–156 wide and 10–160 high in product mode without a product', () => {
    const defaults = { width: { min: 7, max: 156 }, height: { min: 10, max: 160 } };
    expect(measurementLimits('product')).toEqual(defaults);
    expect(measurementLimits('product', null)).toEqual(defaults);
    expect(measurementLimits('product', { minWidth: 20 })).toEqual({ ...defaults, width: { min: 20, max: 156 } });
  });

  it('checks a value against the limits with the same sentence', () => {
    const limits = measurementLimits('product');
    expect(checkDimension('width', 160, limits.width)).toBe('Width must be between 7 and 156 inches.');
    expect(checkDimension('height', 160, limits.height)).toBeNull();
  });
});
