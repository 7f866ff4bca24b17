import { purchaseOptionOf } from '@eb/domain/commerce-rules';
import type { Item } from '@eb/domain/design';
import { chargedAmount } from '@eb/domain/design-pricing';
import { formatMoney, showsRetail } from '@eb/domain/format';
import { PRINT_SAVED_FOR_LATER } from '@eb/domain/sharing';
import { BOLD, CELL_PAD, INK, MUTED, QTY_WIDTH, REGULAR, SIZE_WIDTH, WINDOW_WIDTH } from './layout.ts';
import type { RoomTable } from './table-layout.ts';
import { windowOptions, windowSize } from './window-text.ts';

/** A window's row, measured before it is drawn so that a row that does not fit starts a new page. */
export interface WindowRow {
  item: Item;
  productName: string;
  detail: string;
  optionsText: string;
  size: string | null;
  /** The window's regular price shows under its total. */
  reg: boolean;
  height: number;
}

export function measureWindowRow(table: RoomTable, item: Item): WindowRow {
  const { canvas, options, productWidth, retailOnly } = table;
  const { heightOf } = canvas;
  const product = item.itemProduct;
  const productName = product ? product.productName : 'No product selected';
  const detail = product ? [product.brand, product.skuNumber ? `SKU ${product.skuNumber}` : ''].filter(Boolean).join(' · ') : '';
  const later = product !== null && purchaseOptionOf(item) === 'do-not-include';
  const optionsText = [...(later ? [PRINT_SAVED_FOR_LATER] : []), ...windowOptions(item)].join('; ');
  const size = options.dimensions ? windowSize(item) : null;
  const productHeight =
    heightOf(productName, productWidth, BOLD, 9) +
    (detail ? heightOf(detail, productWidth, REGULAR, 7.5) + 1 : 0) +
    (optionsText ? heightOf(optionsText, productWidth, REGULAR, 8) + 2 : 0);
  const windowHeight = heightOf(item.label, WINDOW_WIDTH - CELL_PAD * 2, BOLD, 9);
  const sizeHeight = size ? heightOf(size, SIZE_WIDTH - CELL_PAD * 2, REGULAR, 9) : 0;
  const reg = Boolean(product && options.pricing && !retailOnly && showsRetail(item.retail, item.subtotal));
  const rowHeight = Math.max(productHeight, windowHeight, sizeHeight, reg ? 22 : 11) + CELL_PAD * 2;
  return { item, productName, detail, optionsText, size, reg, height: rowHeight };
}

/** Draws the row at the canvas's place, with the rule under it. */
export function drawWindowRow(table: RoomTable, row: WindowRow): void {
  const { canvas, options, cellX, productWidth } = table;
  const { text, heightOf } = canvas;
  const { item, productName, detail, optionsText, size } = row;
  const product = item.itemProduct;
  const top = canvas.y + CELL_PAD;
  text(item.label, cellX('window') + CELL_PAD, top, WINDOW_WIDTH - CELL_PAD * 2, BOLD, 9, INK);
  let py = top;
  text(productName, cellX('product') + CELL_PAD, py, productWidth, BOLD, 9, product ? INK : MUTED);
  py += heightOf(productName, productWidth, BOLD, 9);
  if (detail) {
    text(detail, cellX('product') + CELL_PAD, py + 1, productWidth, REGULAR, 7.5, MUTED);
    py += heightOf(detail, productWidth, REGULAR, 7.5) + 1;
  }
  if (optionsText) text(optionsText, cellX('product') + CELL_PAD, py + 2, productWidth, REGULAR, 8, INK);
  if (options.dimensions) text(size ?? '—', cellX('size') + CELL_PAD, top, SIZE_WIDTH - CELL_PAD * 2, REGULAR, 9, size ? INK : MUTED);
  text(String(item.quantity), cellX('qty') + CELL_PAD, top, QTY_WIDTH - CELL_PAD * 2, REGULAR, 9, INK, 'center');
  if (options.pricing) drawPrices(table, row, top);
  canvas.y += row.height;
  canvas.rule(canvas.y);
}

/** The unit price and the line total, with the regular price under it when the window saves. */
function drawPrices(table: RoomTable, row: WindowRow, top: number): void {
  const { canvas, cellX, columnOf, retailOnly } = table;
  const { text } = canvas;
  const { item, reg } = row;
  const product = item.itemProduct;
  const unit = columnOf('unit');
  const total = columnOf('total');
  if (unit && total) {
    text(
      product ? formatMoney(chargedAmount({ subtotal: product.price, retail: product.retail }, retailOnly)) : '—',
      cellX('unit') + CELL_PAD,
      top,
      unit.width - CELL_PAD * 2,
      REGULAR,
      9,
      INK,
      'right',
    );
    text(
      product ? formatMoney(chargedAmount(item, retailOnly)) : '—',
      cellX('total') + CELL_PAD,
      top,
      total.width - CELL_PAD * 2,
      BOLD,
      9,
      INK,
      'right',
    );
    if (reg) {
      text(
        `Reg. ${formatMoney(item.retail)}`,
        cellX('total') + CELL_PAD,
        top + 12,
        total.width - CELL_PAD * 2,
        REGULAR,
        7.5,
        MUTED,
        'right',
      );
    }
  }
}
