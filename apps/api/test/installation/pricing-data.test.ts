import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadPriceTable } from '../../src/modules/installation/pricing-data.ts';

const real = JSON.parse(readFileSync(new URL('../../src/modules/installation/data/installation-prices.json', import.meta.url), 'utf8'));
const dir = mkdtempSync(join(tmpdir(), 'eb-prices-'));
function fileWith(name: string, content: string) {
  const path = join(dir, name);
  writeFileSync(path, content);
  return pathToFileURL(path);
}
const edited = (edit: (table: typeof real) => void) => {
  const copy = structuredClone(real);
  edit(copy);
  return JSON.stringify(copy);
};

describe('the installation price file', () => {
  it('loads the shipped file: five categories, three bands', () => {
    const table = loadPriceTable();
    expect(table.categories.map((category) => category.categoryId).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(table.sizeBands.map((band) => band.band)).toEqual(['small', 'medium', 'large']);
  });

  it.each([
    ['not JSON', '{', /^Installation price file bad\.json: /],
    [
      'a negative price',
      edited((table) => {
        table.windowHaul.retailCents = -1;
      }),
      /windowHaul\.retailCents/,
    ],
    [
      'a missing band price',
      edited((table) => {
        delete table.categories[2].installation.large;
      }),
      /category 2: no installation price for band large/,
    ],
    [
      'a missing category',
      edited((table) => {
        table.categories.pop();
      }),
      /categories must be 0, 1, 2, 3, 4, each once/,
    ],
    [
      'a wrong key',
      edited((table) => {
        table.categories[1].key = 'verticals';
      }),
      /category 1: key verticals is not its key/,
    ],
    [
      'bands not rising',
      edited((table) => {
        table.sizeBands[1].maxUnitedInches = 60;
      }),
      /size band medium: maximums must rise/,
    ],
    [
      'an open band before the last',
      edited((table) => {
        table.sizeBands[0].maxUnitedInches = null;
      }),
      /only the last band has no maximum/,
    ],
  ])('stops the start with a clear message for %s', (_name, content, message) => {
    expect(() => loadPriceTable(fileWith('bad.json', content))).toThrow(message);
  });
});
