import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { product } from '../test/fixtures.ts';
import { ANALYTICS_EVENTS } from './analytics.ts';
import type { CatalogProduct } from './catalog.ts';
import { measurementHints, priceStepHint, swapHint, unitHint } from './measurement-guard.ts';
import { DIMENSION_LIMITS, isEighthStep } from './measurements.ts';
import { priceConfiguration } from './pricing.ts';

// The fixture: 10–100" each way, priced up to 72" (widths 24/48/72, heights 36/72), 20% off.
const shade = product();
const tallGrid = (overrides: Partial<CatalogProduct> = {}) =>
  product({
    maxWidth: 60,
    priceGrid: {
      widths: [24, 48, 72],
      heights: [36, 72, 100],
      cents: [
        [10000, 12000, 14000],
        [13000, 15000, 17000],
        [16000, 18000, 20000],
      ],
    },
    ...overrides,
  });
const defaults = { color: 'white', lift: 'cordless', tdbu: 'tdbu-no' };

describe('priceStepHint: just past a price step', () => {
  it('offers 1/8" narrower with the sale saving, at least that much when the choices are unknown', () => {
    expect(priceStepHint({ width: 48.125, height: 30, product: shade, choices: defaults })).toEqual({
      kind: 'price-step',
      title: 'Just past a price step',
      message: 'Just past a price step: 1/8" narrower saves $16.00.',
      fixLabel: 'Use 48" wide',
      fix: { width: 48, height: 30 },
    });
    expect(priceStepHint({ width: 48.125, height: 30, product: shade })?.message).toBe(
      'Just past a price step: 1/8" narrower saves at least $16.00.',
    );
  });

  it('counts options priced as a percentage of the size, and every covering of the window', () => {
    const choices = { ...defaults, tdbu: 'tdbu-yes' };
    // Retail 15,400 → 13,200 cents with Top-Down +10%; 20% off: 12,320 → 10,560.
    expect(priceStepHint({ width: 48.125, height: 30, product: shade, choices })?.message).toBe(
      'Just past a price step: 1/8" narrower saves $17.60.',
    );
    expect(priceStepHint({ width: 48.125, height: 30, product: shade, choices: defaults, quantity: 3 })?.message).toBe(
      'Just past a price step: 1/8" narrower saves $48.00 on 3 coverings.',
    );
  });

  it('takes off up to half an inch, from either side or both, whichever saves most', () => {
    expect(priceStepHint({ width: 48.5, height: 30, product: shade })?.fix).toEqual({ width: 48, height: 30 });
    expect(priceStepHint({ width: 48.5, height: 30, product: shade })?.message).toContain('4/8" narrower');
    expect(priceStepHint({ width: 48.625, height: 30, product: shade })).toBeNull();
    expect(priceStepHint({ width: 40, height: 36.25, product: shade, choices: defaults })).toMatchObject({
      message: 'Just past a price step: 2/8" shorter saves $24.00.',
      fixLabel: 'Use 36" high',
      fix: { width: 40, height: 36 },
    });
    expect(priceStepHint({ width: 48.125, height: 36.25, product: shade, choices: defaults })).toMatchObject({
      message: 'Just past a price step: 1/8" narrower and 2/8" shorter saves $40.00.',
      fixLabel: 'Use 48" × 36"',
      fix: { width: 48, height: 36 },
    });
  });

  it('stays quiet off a step, outside the limits, without a price, off the eighth grid or without the grid', () => {
    expect(priceStepHint({ width: 47, height: 30, product: shade })).toBeNull();
    expect(priceStepHint({ width: 48.125, height: 30, product: product({ minWidth: 48.125 }) })).toBeNull();
    expect(priceStepHint({ width: 72.125, height: 30, product: shade })).toBeNull();
    expect(priceStepHint({ width: 48.1, height: 30, product: shade })).toBeNull();
    const limitsOnly = { minWidth: 10, maxWidth: 100, minHeight: 10, maxHeight: 100 };
    expect(priceStepHint({ width: 48.125, height: 30, product: limitsOnly })).toBeNull();
  });

  it('never offers a size a chosen option refuses when the current one passes', () => {
    const steps = product({
      priceGrid: {
        widths: [29.5, 48, 72],
        heights: [36, 72],
        cents: [
          [10000, 12000, 14000],
          [13000, 15000, 17000],
        ],
      },
    });
    // Motorized needs 30" at least: 29 4/8" would be cheaper but cannot be made.
    expect(priceStepHint({ width: 30, height: 30, product: steps, choices: { ...defaults, lift: 'motor' } })).toBeNull();
    expect(priceStepHint({ width: 30, height: 30, product: steps, choices: defaults })?.fix).toEqual({ width: 29.5, height: 30 });
  });
});

describe('swapHint: width and height swapped', () => {
  it('says so when the product takes the size only turned round', () => {
    expect(swapHint({ width: 90, height: 40, product: tallGrid() })).toEqual({
      kind: 'swap',
      title: 'Width and height look swapped',
      message: 'Width and height look swapped: this product cannot be made 90" wide × 40" high, but it can be made 40" wide × 90" high.',
      fixLabel: 'Swap width and height',
      fix: { width: 40, height: 90 },
    });
    // Turned round it would have no price: nothing to offer.
    expect(swapHint({ width: 90, height: 40, product: product({ maxWidth: 60 }) })).toBeNull();
  });

  it('says so when the drawing would be far taller or wider than every sibling, and turned round would look like them', () => {
    const wide = [
      { width: 72, height: 36 },
      { width: 60, height: 30 },
    ];
    expect(swapHint({ width: 36, height: 72, siblings: wide })?.message).toBe(
      'Width and height look swapped: 36" wide × 72" high would be far taller than the other windows in this room.',
    );
    expect(swapHint({ width: 72, height: 36, siblings: [{ width: 36, height: 72 }] })?.message).toContain('far wider');
  });

  it('takes twice as tall as enough when turned round it is the size of a sibling', () => {
    // 36" × 60" is 2.8 times as tall as 60" × 36": not far enough alone, but it is that window turned round.
    expect(swapHint({ width: 36, height: 60, siblings: [{ width: 60, height: 36 }] })?.fix).toEqual({ width: 60, height: 36 });
    expect(swapHint({ width: 36, height: 60, siblings: [{ width: 64, height: 36 }] })).toBeNull();
  });

  it('leaves alone an ordinary mix, a side light among wide windows, a near-square difference, a square and an unknown room', () => {
    const wide = [{ width: 72, height: 36 }];
    expect(swapHint({ width: 36, height: 48, siblings: wide })).toBeNull();
    expect(swapHint({ width: 12, height: 80, siblings: wide })).toBeNull();
    expect(swapHint({ width: 36, height: 48, siblings: [{ width: 48, height: 36 }] })).toBeNull();
    expect(swapHint({ width: 40, height: 40, siblings: wide })).toBeNull();
    expect(swapHint({ width: 36, height: 72 })).toBeNull();
  });

  it('never offers a turned size the limits refuse', () => {
    const limits = { width: { min: 7, max: 60 }, height: { min: 10, max: 160 } };
    expect(swapHint({ width: 36, height: 72, siblings: [{ width: 60, height: 30 }], limits })).toBeNull();
  });
});

describe('unitHint: wrong unit, or out of scale for the room', () => {
  const fromTwelve = product({ minWidth: 12, minHeight: 12 });

  it('reads a size under the minimum as feet', () => {
    expect(unitHint({ width: 3, height: 48, product: fromTwelve })).toEqual({
      kind: 'unit',
      title: 'Did you mean 36" wide?',
      message: 'Did you mean 36" wide? 3" looks like a width in feet.',
      fixLabel: 'Use 36" wide',
      fix: { width: 36, height: 48 },
    });
    expect(unitHint({ width: 3, height: 4, product: fromTwelve })).toMatchObject({
      title: 'Did you mean 36" × 48"?',
      fix: { width: 36, height: 48 },
    });
  });

  it('reads a size over the maximum as centimetres or millimetres, rounded to the eighth', () => {
    expect(unitHint({ width: 200, height: 48, product: shade })).toMatchObject({
      message: 'Did you mean 78 6/8" wide? 200" looks like a width in centimetres.',
      fix: { width: 78.75, height: 48 },
    });
    expect(unitHint({ width: 40, height: 1000, product: shade })).toMatchObject({
      title: 'Did you mean 39 3/8" high?',
      fix: { width: 40, height: 39.375 },
    });
  });

  it('reads a tenth of the room as feet when the guess looks like the room', () => {
    const room = [
      { width: 84, height: 60 },
      { width: 84, height: 62 },
    ];
    expect(unitHint({ width: 7, height: 60, siblings: room })?.fix).toEqual({ width: 84, height: 60 });
    // 7 ft is 84", far from windows of 196": out of scale, but no unit explains it.
    expect(unitHint({ width: 7, height: 60, siblings: [{ width: 196, height: 60 }] })).toBeNull();
    // Half the room's width is an ordinary room.
    expect(unitHint({ width: 36, height: 60, siblings: room })).toBeNull();
  });

  it('offers nothing when no guess lands within the limits, or the size is possible and the room unknown', () => {
    expect(unitHint({ width: 0.5, height: 48, product: fromTwelve })).toBeNull();
    expect(unitHint({ width: 20, height: 48, product: fromTwelve })).toBeNull();
  });
});

describe('measurementHints', () => {
  it('answers nothing without both sizes', () => {
    expect(measurementHints({ width: null, height: 40 })).toEqual([]);
    expect(measurementHints({ width: 40, height: Number.NaN })).toEqual([]);
  });

  it('keeps the price step back while the size itself looks wrong', () => {
    const input = { width: 24.125, height: 60, product: shade, siblings: [{ width: 60, height: 24 }] };
    expect(priceStepHint(input)).not.toBeNull();
    expect(measurementHints(input).map((hint) => hint.kind)).toEqual(['swap']);
    expect(measurementHints({ ...input, siblings: [] }).map((hint) => hint.kind)).toEqual(['price-step']);
  });

  it('has its analytics events', () => {
    expect(ANALYTICS_EVENTS).toEqual(
      expect.arrayContaining(['measurement.hintShown', 'measurement.hintTaken', 'measurement.hintDismissed']),
    );
  });
});

const eighths = (from: number, to: number) => fc.integer({ min: from * 8, max: to * 8 }).map((value) => value / 8);
const size = (from: number, to: number) => fc.record({ width: eighths(from, to), height: eighths(from, to) });
// Sides just around the fixture's price steps (24, 36, 48, 72), where the price-step hint speaks.
const nearStep = fc.tuple(fc.constantFrom(24, 36, 48, 72), fc.integer({ min: -2, max: 6 })).map(([bound, offset]) => bound + offset / 8);
const side = fc.oneof(eighths(8, 110), nearStep);
// Any entry at all, most of them possible, a few in another unit.
const entry = fc.oneof(eighths(7, 196), eighths(7, 196), eighths(0, 1200));

describe('measurement guard properties', () => {
  it('a price-step fix is within the limits, on the eighth grid, at most 1/2" smaller on each side, never larger, and cheaper', () => {
    fc.assert(
      fc.property(
        fc.record({ width: side, height: side }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 90 }),
        fc.boolean(),
        ({ width, height }, quantity, percentOff, withChoices) => {
          const priced = product({ salePercentOff: percentOff });
          const choices = withChoices ? defaults : undefined;
          const hint = priceStepHint({ width, height, product: priced, quantity, choices });
          if (!hint) return;
          const { fix } = hint;
          expect(isEighthStep(fix.width) && isEighthStep(fix.height)).toBe(true);
          expect(fix.width).toBeGreaterThanOrEqual(priced.minWidth);
          expect(fix.height).toBeGreaterThanOrEqual(priced.minHeight);
          expect(fix.width).toBeLessThanOrEqual(width);
          expect(fix.height).toBeLessThanOrEqual(height);
          expect(width - fix.width).toBeLessThanOrEqual(0.5);
          expect(height - fix.height).toBeLessThanOrEqual(0.5);
          const at = (to: { width: number; height: number }) => priceConfiguration(priced, { ...to, choices: choices ?? {} }).subtotalCents;
          expect(at(fix)).toBeLessThan(at({ width, height }));
        },
      ),
    );
  });

  it('every fix of every hint is a new size within the limits and on the eighth grid', () => {
    const limits = { width: DIMENSION_LIMITS.width, height: DIMENSION_LIMITS.height };
    fc.assert(
      fc.property(entry, entry, fc.array(size(7, 196), { maxLength: 4 }), fc.boolean(), (width, height, siblings, withProduct) => {
        const hints = measurementHints({ width, height, siblings, ...(withProduct ? { product: tallGrid() } : { limits }) });
        const bounds = withProduct ? { width: { min: 10, max: 60 }, height: { min: 10, max: 100 } } : limits;
        for (const { fix } of hints) {
          expect(fix).not.toEqual({ width, height });
          expect(isEighthStep(fix.width) && isEighthStep(fix.height)).toBe(true);
          expect(fix.width).toBeGreaterThanOrEqual(bounds.width.min);
          expect(fix.width).toBeLessThanOrEqual(bounds.width.max);
          expect(fix.height).toBeGreaterThanOrEqual(bounds.height.min);
          expect(fix.height).toBeLessThanOrEqual(bounds.height.max);
        }
      }),
    );
  });
});
