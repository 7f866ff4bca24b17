import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { STATE_CODES } from '@eb/domain/address';
import { jurisdictionFor } from '@eb/domain/tax';
import { describe, expect, it } from 'vitest';
import { loadTaxRates } from '../../src/modules/commerce/tax-service.ts';
import { lookupZip } from '../../src/modules/installation/zip-data.ts';

const FILE = new URL('../../src/modules/commerce/data/tax-rates.json', import.meta.url);
const real = JSON.parse(readFileSync(FILE, 'utf8'));
const dir = mkdtempSync(join(tmpdir(), 'eb-tax-rates-'));
function fileWith(name: string, content: string) {
  const path = join(dir, name);
  writeFileSync(path, content);
  return pathToFileURL(path);
}

describe('the tax rate file (data/tax-rates.json)', () => {
  const rates = loadTaxRates();

  it('names its source and the date its rates are as of', () => {
    expect(rates.source).toMatch(/Tax Foundation/);
    expect(rates.source.length).toBeGreaterThan(40);
    expect(rates.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(rates.asOf))).toBe(false);
  });

  it('has a rate for every state of the State dropdown (50 states, DC and PR), and nothing else', () => {
    expect(Object.keys(rates.states).sort()).toEqual([...STATE_CODES].sort());
  });

  it('taxes installation in some states only', () => {
    const taxing = Object.entries(rates.states).filter(([, state]) => state.taxesInstallation);
    expect(taxing.length).toBeGreaterThan(0);
    expect(taxing.length).toBeLessThan(STATE_CODES.length);
  });

  it('each city lies in its state (its ZIP prefixes are ZIPs of that state) and is taxed at least at the state rate', () => {
    for (const locality of rates.localities) {
      const state = rates.states[locality.state as keyof typeof rates.states];
      expect(locality.combined, locality.name).toBeGreaterThanOrEqual(state.state);
      for (const prefix of locality.zipPrefixes) {
        // Some ZIP of the prefix is known to the ZIP data, and it is in the city's state.
        const zips = Array.from({ length: 10 ** (5 - prefix.length) }, (_, n) => `${prefix}${String(n).padStart(5 - prefix.length, '0')}`);
        const places = zips.map(lookupZip).filter((place) => place !== null);
        expect(places.length, `${locality.name} ${prefix}`).toBeGreaterThan(0);
        expect(new Set(places.map((place) => place.state)), `${locality.name} ${prefix}`).toEqual(new Set([locality.state]));
      }
    }
  });

  it('gives the demo store’s ZIP (Cumberland, Atlanta 30339) the Atlanta rate', () => {
    expect(jurisdictionFor(rates, 'GA', '30339')).toMatchObject({ name: 'Atlanta, GA', rate: 8.9, taxesInstallation: false });
  });

  it.each([
    ['not JSON', '{', /^Tax rate file bad\.json: /],
    ['a state code that is not one', JSON.stringify({ ...real, states: { ...real.states, XX: real.states.GA } }), /states\.XX/],
    [
      'a rate above 20%',
      JSON.stringify({ ...real, states: { ...real.states, GA: { ...real.states.GA, state: 40 } } }),
      /states\.GA\.state/,
    ],
    ['no source', JSON.stringify({ ...real, source: '' }), /source/],
  ])('stops the start with what is wrong: %s', (_case, content, message) => {
    expect(() => loadTaxRates(fileWith('bad.json', content))).toThrow(message);
  });

  it('stops the start when the file is missing', () => {
    expect(() => loadTaxRates(pathToFileURL(join(dir, 'missing.json')))).toThrow(/^Tax rate file missing\.json: /);
  });
});
