/** WCAG 2 contrast helpers, so every site theme reads at AA whatever colours the registry holds. */

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Darkens `color` in small steps until it reaches `ratio` against `against` (4.5 = AA body text). */
export function darkenToContrast(color: string, against: string, ratio = 4.5): string {
  let rgb = parseHex(color);
  for (let step = 0; step < 40 && contrastRatio(toHex(rgb), against) < ratio; step += 1) {
    rgb = rgb.map((c) => c * 0.95) as Rgb;
  }
  return toHex(rgb);
}

/** Mixes `color` with white; `amount` 0..1 is the share of white (for tints and washes). */
export function tint(color: string, amount: number): string {
  return toHex(parseHex(color).map((c) => c + (255 - c) * amount) as Rgb);
}

/**
 * A site's colours as printed (the estimate and comparison PDFs): the brand band darkened until its
 * text reads at AA, the pale wash behind the consultant box, totals and lowest prices, and the
 * brand and accent colours held to AA on that wash. Some brands (site 11's orange) are too light
 * for small white or coloured text as they are.
 */
export interface PrintColors {
  band: string;
  onBand: string;
  wash: string;
  /** Brand-coloured text on white or the wash. */
  ink: string;
  accent: string;
}

export function printColors(theme: { primary: string; onPrimary: string; accent: string }): PrintColors {
  const wash = tint(theme.primary, 0.9);
  return {
    band: darkenToContrast(theme.primary, theme.onPrimary),
    onBand: theme.onPrimary,
    wash,
    ink: darkenToContrast(theme.primary, wash),
    accent: darkenToContrast(theme.accent, wash),
  };
}
