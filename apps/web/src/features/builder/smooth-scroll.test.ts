import { describe, expect, it } from 'vitest';
import { easeInOutCubic, SCROLL_MS } from './smooth-scroll.ts';

describe('smooth scroll', () => {
  it('takes 500 ms on an ease-in-out cubic curve', () => {
    expect(SCROLL_MS).toBe(500);
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeCloseTo(0.0625);
    expect(easeInOutCubic(0.75)).toBeCloseTo(0.9375);
  });
});
