import { describe, expect, it, vi } from 'vitest';
import { LOOKUP_DEBOUNCE_MS, leadingDebounce, removalHaulPrices } from './installation-lookups.ts';

describe('the lookups’ leading debounce (doc 001 §7: one leading call per 10 seconds)', () => {
  it('calls at once, shares that answer for 10 s, then calls again', async () => {
    let clock = 0;
    const call = vi.fn(async () => clock);
    const lookup = leadingDebounce(call, LOOKUP_DEBOUNCE_MS, () => clock);
    expect(await lookup()).toBe(0);
    clock = 9_999;
    expect(await lookup()).toBe(0);
    expect(call).toHaveBeenCalledTimes(1);
    clock = 10_000;
    expect(await lookup()).toBe(10_000);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next call asks again', async () => {
    let fail = true;
    const call = vi.fn(async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    const lookup = leadingDebounce(call, LOOKUP_DEBOUNCE_MS, () => 0);
    await expect(lookup()).rejects.toThrow('down');
    fail = false;
    expect(await lookup()).toBe('ok');
    expect(call).toHaveBeenCalledTimes(2);
  });
});

describe('the removal and haul-away prices of the specs lookup', () => {
  it('reads the unit retail of the removal and haul specs, and nothing when they are missing', () => {
    const specs = [
      { specName: 'InstallationRemoval', specType: 'removal' as const, displayName: 'Window Removal', value: 12.5 },
      { specName: 'InstallationHaul', specType: 'haul' as const, displayName: 'Haul Away', value: 8 },
      { specName: 'MeasureCredit', specType: 'credit' as const, displayName: 'Measure Credit', value: -39 },
    ];
    expect(removalHaulPrices(specs)).toEqual({ removal: 12.5, haul: 8 });
    expect(removalHaulPrices(specs.slice(2))).toEqual({ removal: null, haul: null });
  });
});
