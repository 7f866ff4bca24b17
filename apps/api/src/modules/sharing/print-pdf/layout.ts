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
