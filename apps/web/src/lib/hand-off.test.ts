import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESIGN_MODE_COOKIE, writeHandOff } from './hand-off.ts';

/** A cookie jar that keeps the rules browsers apply to what a page writes into document.cookie. */
function browserCookies(protocol: 'http:' | 'https:') {
  const jar = new Map<string, string>();
  const document = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const flags = attributes.map((attribute) => attribute.toLowerCase());
      const secure = flags.includes('secure');
      if (secure && protocol !== 'https:') return;
      if (flags.includes('samesite=none') && !secure) return;
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', { location: { protocol, origin: `${protocol}//localhost` } });
  vi.stubGlobal('localStorage', { setItem: () => undefined, removeItem: () => undefined, getItem: () => null });
  return jar;
}

afterEach(() => vi.unstubAllGlobals());

const edit = {
  action: 'edit' as const,
  designId: 'd1',
  itemId: 'i1',
  mode: 'mandi' as const,
  returnUrl: '/estimatebuilder/mandi/load/d1',
  configurationGuid: 'c1',
};

describe('the design-mode cookie of Edit Options', () => {
  it('is stored on plain http, where development runs', () => {
    const jar = browserCookies('http:');
    writeHandOff(edit);
    expect(jar.get(DESIGN_MODE_COOKIE)).toBe('mandi');
  });

  it('is stored on https too', () => {
    const jar = browserCookies('https:');
    writeHandOff(edit);
    expect(jar.get(DESIGN_MODE_COOKIE)).toBe('mandi');
  });
});
