import type { PrintOptions } from '@eb/domain/sharing';
import type { Site } from '@eb/domain/sites';
import type { Canvas } from './canvas.ts';
import { CELL_PAD, CONTENT, MARGIN, QTY_WIDTH, SIZE_WIDTH, WINDOW_WIDTH } from './layout.ts';

export interface Column {
  key: 'window' | 'product' | 'size' | 'qty' | 'unit' | 'total';
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

/** The table's columns: the commercial switches drop the size and the price columns and widen the product. */
function columnsFor(options: PrintOptions): Column[] {
  const columns: Column[] = [
    { key: 'window', title: 'Window', width: WINDOW_WIDTH, align: 'left' },
    { key: 'product', title: 'Product & Options', width: 0, align: 'left' },
  ];
  if (options.dimensions) columns.push({ key: 'size', title: 'Size (W × H)', width: SIZE_WIDTH, align: 'left' });
  columns.push({ key: 'qty', title: 'Qty', width: QTY_WIDTH, align: 'center' });
  if (options.pricing) {
    columns.push({ key: 'unit', title: 'Unit Price', width: 66, align: 'right' });
    columns.push({ key: 'total', title: 'Total', width: 70, align: 'right' });
  }
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  const product = columns.find((column) => column.key === 'product');
  if (product) product.width = CONTENT - fixed;
  return columns;
}

/** The columns of a room table, where each starts, and the room the product column leaves for text. */
export interface TableLayout {
  columns: Column[];
  cellX: (key: Column['key']) => number;
  columnOf: (key: Column['key']) => Column | undefined;
  productWidth: number;
}

export function tableLayout(options: PrintOptions): TableLayout {
  const columns = columnsFor(options);
  const cellX = (key: Column['key']) => {
    let x = MARGIN;
    for (const column of columns) {
      if (column.key === key) return x;
      x += column.width;
    }
    return x;
  };
  const columnOf = (key: Column['key']) => columns.find((column) => column.key === key);
  const productWidth = (columnOf('product')?.width ?? 100) - CELL_PAD * 2;
  return { columns, cellX, columnOf, productWidth };
}

/** What a room table is drawn with: its layout, the canvas and the switches that decide what it shows. */
export interface RoomTable extends TableLayout {
  canvas: Canvas;
  options: PrintOptions;
  site: Site;
  retailOnly: boolean;
}
