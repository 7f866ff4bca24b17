import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESIGN_MODE_COOKIE, RETURNED_STEP_KEY, takeReturnedStep, writeHandOff, writeReturnedStep } from './hand-off.ts';

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

describe('the step the configurator leaves for undo', () => {
  const designId = '00000000-0000-4000-8000-000000000001';
  const itemId = '00000000-0000-4000-8000-000000000002';
  const step = {
    designId,
    label: 'add product',
    command: { type: 'window.attributes' as const, itemId, values: { purchaseOption: 'product-and-install' } },
    inverse: { type: 'window.attributesRestore' as const, itemId, put: [], remove: ['purchaseOption'] },
  };

  function tabStorage() {
    const entries = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      setItem: (key: string, value: string) => entries.set(key, value),
      getItem: (key: string) => entries.get(key) ?? null,
      removeItem: (key: string) => entries.delete(key),
    });
    return entries;
  }

  it('is taken once, by the design it belongs to', () => {
    const entries = tabStorage();
    writeReturnedStep(step);
    expect(takeReturnedStep('00000000-0000-4000-8000-000000000009')).toBeNull();
    expect(takeReturnedStep(designId)).toEqual(step);
    expect(entries.has(RETURNED_STEP_KEY)).toBe(false);
    expect(takeReturnedStep(designId)).toBeNull();
  });

  it('is dropped when what is stored is not a command', () => {
    const entries = tabStorage();
    entries.set(RETURNED_STEP_KEY, JSON.stringify({ ...step, inverse: { type: 'window.explode', itemId } }));
    expect(takeReturnedStep(designId)).toBeNull();
    entries.set(RETURNED_STEP_KEY, '{not json');
    expect(takeReturnedStep(designId)).toBeNull();
  });
});
