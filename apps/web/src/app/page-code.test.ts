import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPageCodeError, mayReloadForNewCode, RELOAD_AGAIN_AFTER_MS } from './page-code.ts';

afterEach(() => vi.unstubAllGlobals());

/** A session storage kept in a map, as the browser's would be. */
function stubStorage(): Map<string, string> {
  const entries = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, value),
  });
  return entries;
}

describe('a page whose code could not be fetched', () => {
  it('is told apart from a fault in the page, in what each browser says', () => {
    const url = 'http://localhost:3000/assets/estimates-page-Dx1.js';
    expect(isPageCodeError(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(true);
    expect(isPageCodeError(new TypeError(`error loading dynamically imported module: ${url}`))).toBe(true);
    expect(isPageCodeError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isPageCodeError(new Error('Unable to preload CSS for /assets/cart-page-Q2.css'))).toBe(true);

    expect(isPageCodeError(new TypeError("Cannot read properties of undefined (reading 'items')"))).toBe(false);
    expect(isPageCodeError(new Error('Failed to fetch'))).toBe(false);
    expect(isPageCodeError({ status: 404 })).toBe(false);
    expect(isPageCodeError(undefined)).toBe(false);
  });

  it('reloads once for new code, not again a moment later (no loop), and again after a while', () => {
    const entries = stubStorage();
    const now = 1_800_000_000_000;
    expect(mayReloadForNewCode(now)).toBe(true);
    expect(entries.size).toBe(1);
    expect(mayReloadForNewCode(now + 5_000)).toBe(false);
    expect(mayReloadForNewCode(now + RELOAD_AGAIN_AFTER_MS - 1)).toBe(false);
    expect(mayReloadForNewCode(now + RELOAD_AGAIN_AFTER_MS)).toBe(true);
  });

  it('never reloads by itself without session storage to remember it by', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(mayReloadForNewCode()).toBe(false);
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    });
    expect(mayReloadForNewCode()).toBe(false);
  });
});
