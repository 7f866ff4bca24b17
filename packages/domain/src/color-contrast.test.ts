import { describe, expect, it } from 'vitest';
import { contrastRatio, printColors } from './color-contrast.ts';
import { SITE_IDS, SITES } from './sites.ts';

describe('printColors: every site prints its brand at AA (4.5 : 1)', () => {
  it.each(SITE_IDS.map((id) => [id]))('site %i: the band, the brand ink and the accent all read', (id) => {
    const colors = printColors(SITES[id].theme);
    expect(contrastRatio(colors.band, colors.onBand)).toBeGreaterThanOrEqual(4.5);
    for (const background of ['#ffffff', colors.wash]) {
      expect(contrastRatio(colors.ink, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.accent, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("darkens only what is too light: site 11's orange is darkened, a dark brand stays as it is", () => {
    const site11 = SITES[11].theme;
    expect(contrastRatio(site11.primary, site11.onPrimary)).toBeLessThan(4.5);
    expect(printColors(site11).band).not.toBe(site11.primary);
    const dark = { primary: '#1b2a4a', onPrimary: '#ffffff', accent: '#1b2a4a' };
    expect(printColors(dark).band).toBe('#1b2a4a');
  });
});
