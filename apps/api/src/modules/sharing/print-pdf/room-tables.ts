import { printColors } from '@eb/domain/color-contrast';
import { type Container, type DesignGraph, type Item, isAutoReleaseDesign } from '@eb/domain/design';
import { priceDesign } from '@eb/domain/design-pricing';
import { formatMoney } from '@eb/domain/format';
import { toDollars } from '@eb/domain/money';
import type { PrintOptions } from '@eb/domain/sharing';
import type { Site } from '@eb/domain/sites';
import type { Canvas } from './canvas.ts';
import { BOLD, BOTTOM, CELL_PAD, CONTENT, INK, MARGIN, MUTED, REGULAR } from './layout.ts';
import { type RoomTable, tableLayout } from './table-layout.ts';
import { drawWindowRow, measureWindowRow } from './window-row.ts';

/** Rooms: a heading band, a column header, one row per window, the room's total. */
export function drawRoomTables(canvas: Canvas, graph: DesignGraph, site: Site, options: PrintOptions): void {
  const items = new Map(graph.items.map((item) => [item.itemId, item]));
  const table: RoomTable = {
    ...tableLayout(options),
    canvas,
    options,
    site,
    // An auto-release design shows only retail (doc 000 §4): its lines and room totals as its totals do.
    retailOnly: isAutoReleaseDesign(graph.design),
  };
  for (const room of graph.containers) {
    const roomItems = room.items.map((id) => items.get(id)).filter((item): item is Item => Boolean(item));
    drawRoom(table, room, roomItems);
  }
}

function drawRoom(table: RoomTable, room: Container, roomItems: Item[]): void {
  const { canvas } = table;
  // A room heading never sits alone at the foot of a page: keep it with its header and first row.
  if (canvas.y + 22 + 18 + 40 > BOTTOM) canvas.newPage();
  roomHeading(table, room.charLabel, room.name, false);
  tableHeader(table);

  if (roomItems.length === 0) {
    canvas.text('No windows in this room yet.', MARGIN + CELL_PAD, canvas.y + 6, CONTENT, REGULAR, 9, MUTED);
    canvas.y += 22;
  }

  for (const item of roomItems) {
    const row = measureWindowRow(table, item);
    if (canvas.y + row.height > BOTTOM) {
      canvas.newPage();
      roomHeading(table, room.charLabel, room.name, true);
      tableHeader(table);
    }
    drawWindowRow(table, row);
  }

  drawRoomTotal(table, room, roomItems);
}

function roomHeading(table: RoomTable, letter: string, name: string, continued: boolean): void {
  const { canvas, site } = table;
  canvas.doc.rect(MARGIN, canvas.y, CONTENT, 22).fill(printColors(site.theme).band);
  canvas.text(
    `${letter ? `${letter}  ` : ''}${name}${continued ? ' (continued)' : ''}`,
    MARGIN + 8,
    canvas.y + 6,
    CONTENT - 16,
    BOLD,
    10.5,
    site.theme.onPrimary,
  );
  canvas.y += 22;
}

function tableHeader(table: RoomTable): void {
  const { canvas, columns, cellX } = table;
  canvas.doc.rect(MARGIN, canvas.y, CONTENT, 18).fill('#f2f4f7');
  for (const column of columns) {
    canvas.text(column.title, cellX(column.key) + CELL_PAD, canvas.y + 5, column.width - CELL_PAD * 2, BOLD, 8, MUTED, column.align);
  }
  canvas.y += 18;
}

/** The room's total (always: the commercial pricing switch hides line prices, not totals). */
function drawRoomTotal(table: RoomTable, room: Container, roomItems: Item[]): void {
  const { canvas, retailOnly } = table;
  if (canvas.y + 24 > BOTTOM) canvas.newPage();
  canvas.text(`Room ${room.charLabel} total`, MARGIN, canvas.y + 7, CONTENT - 90, BOLD, 9, MUTED, 'right');
  // The room's selected windows by the one pricing of a design, as its Room Total on the screen.
  const roomPrice = priceDesign({ items: roomItems, isAutoRelease: retailOnly });
  canvas.text(formatMoney(toDollars(roomPrice.productCents)), MARGIN + CONTENT - 90, canvas.y + 7, 90 - CELL_PAD, BOLD, 10, INK, 'right');
  canvas.y += 24 + 10;
}
