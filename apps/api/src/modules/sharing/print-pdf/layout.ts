import type { FontName } from '../pdf-text.ts';

/** Letter pages in points, with the margins, colours and column widths every part of the estimate shares. */
export const PAGE = { width: 612, height: 792 } as const;
export const MARGIN = 40;
export const CONTENT = PAGE.width - MARGIN * 2;
const FOOTER_HEIGHT = 28;
export const BOTTOM = PAGE.height - MARGIN - FOOTER_HEIGHT;
export const INK = '#1d2430';
export const MUTED = '#5b6472';
export const RULE = '#d5d9e0';
export const BOLD: FontName = 'bold';
export const REGULAR: FontName = 'regular';
export const CELL_PAD = 5;
export const WINDOW_WIDTH = 68;
export const SIZE_WIDTH = 98;
export const QTY_WIDTH = 32;

/** The pale band of the site's colour behind the consultant box and the totals. */
export function softFill(primary: string): string {
  return tint(primary, 0.9);
}

/** Tints a #rrggbb colour towards white (amount 0..1). */
function tint(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
