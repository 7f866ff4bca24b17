import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page's local storage; `broken` makes every call throw, as a full or forbidden storage does. */
class FakeStorage {
  values = new Map<string, string>();
  broken = false;
  getItem(key: string) {
    if (this.broken) throw new Error('storage unavailable');
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.broken) throw new Error('storage unavailable');
    this.values.set(key, value);
  }
}

let storage: FakeStorage;
/** The module as a fresh page load reads it. */
const load = async () => {
  vi.resetModules();
  return import('./hint-dismissals.ts');
};

beforeEach(() => {
  storage = new FakeStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hint dismissals', () => {
  it('remembers a dismissal per window and kind, under one key, after a reload', async () => {
    const page = await load();
    page.dismissHint('w1', 'swap');
    page.dismissHint('w1', 'swap');
    page.dismissHint('w1', 'unit');
    expect(JSON.parse(storage.getItem(page.HINT_DISMISSALS_KEY) ?? '')).toEqual({ w1: ['swap', 'unit'] });
    const reloaded = await load();
    expect(reloaded.dismissedHintKinds('w1')).toBe('swap|unit');
    expect(reloaded.dismissedHintKinds('w2')).toBe('');
  });

  it.each([
    ['not JSON', '{not json'],
    ['a list', '["swap"]'],
    ['null', 'null'],
  ])('reads %s as nothing dismissed', async (_, raw) => {
    storage.setItem('eb.hintDismissals.v1', raw);
    const page = await load();
    expect(page.dismissedHintKinds('w1')).toBe('');
    page.dismissHint('w1', 'swap');
    expect(page.dismissedHintKinds('w1')).toBe('swap');
  });

  it('keeps the good part of half-bad data', async () => {
    storage.setItem('eb.hintDismissals.v1', JSON.stringify({ w1: 'swap', w2: [1, 'swap', null], w3: ['unit'] }));
    const page = await load();
    expect([page.dismissedHintKinds('w1'), page.dismissedHintKinds('w2'), page.dismissedHintKinds('w3')]).toEqual(['', 'swap', 'unit']);
  });

  it('still works for the page when storage cannot be read or written', async () => {
    storage.broken = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = await load();
    page.dismissHint('w1', 'swap');
    expect(page.dismissedHintKinds('w1')).toBe('swap');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps the 500 windows dismissed last', async () => {
    const page = await load();
    for (let index = 0; index < 501; index += 1) page.dismissHint(`w${index}`, 'swap');
    const kept = JSON.parse(storage.getItem(page.HINT_DISMISSALS_KEY) ?? '{}') as Record<string, string[]>;
    expect(Object.keys(kept)).toHaveLength(500);
    expect(kept.w0).toBeUndefined();
    expect(kept.w500).toEqual(['swap']);
  });

  it('tells subscribers of dismissals here and in another tab', async () => {
    const listeners = new Map<string, (event: { key: string | null; newValue: string | null }) => void>();
    vi.stubGlobal('addEventListener', (type: string, listener: (event: { key: string | null; newValue: string | null }) => void) =>
      listeners.set(type, listener),
    );
    vi.stubGlobal('removeEventListener', (type: string) => listeners.delete(type));
    const page = await load();
    const heard = vi.fn();
    const stop = page.subscribeHintDismissals(heard);
    page.dismissHint('w1', 'swap');
    listeners.get('storage')?.({ key: page.HINT_DISMISSALS_KEY, newValue: JSON.stringify({ w2: ['unit'] }) });
    expect(heard).toHaveBeenCalledTimes(2);
    expect(page.dismissedHintKinds('w2')).toBe('unit');
    stop();
    expect(listeners.has('storage')).toBe(false);
  });

  it('counts a hint shown once per window and kind in a page view', async () => {
    const page = await load();
    expect([page.firstShowing('w1', 'swap'), page.firstShowing('w1', 'swap'), page.firstShowing('w1', 'unit')]).toEqual([
      true,
      false,
      true,
    ]);
  });
});
