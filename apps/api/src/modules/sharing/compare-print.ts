import { printColors } from '@eb/domain/color-contrast';
import {
  COMPARE_TOTALS,
  type CompareCell,
  compareTotalText,
  type DesignComparison,
  LOWEST_MARK,
  type CompareWindowRow as WindowRow,
} from '@eb/domain/compare-designs';
import { formatMoney } from '@eb/domain/format';
import { toDollars } from '@eb/domain/money';
import { PRINT_SAVED_FOR_LATER } from '@eb/domain/sharing';
import type { Site } from '@eb/domain/sites';
import PDFDocument from 'pdfkit';
import { drawText, type FontName, type PdfFonts, registerFonts, textHeight } from './pdf-text.ts';
import { BOLD, INK, MUTED, REGULAR, RULE } from './print-pdf.ts';

/**
 * The comparison of two to four designs as one PDF: a pure function of the comparison (the domain's
 * `compareDesigns`, fed by each design's one pricing), so tests can build one without a server.
 * Landscape letter pages, so four designs sit side by side: a column for the room and window, one per
 * design; rooms as bands, windows as rows, the lowest price of a row said in words ('Lowest'), and
 * the totals at the end. Text goes through `pdf-text.ts`, so names in any script print; the page
 * geometry and colours are the estimate PDF's.
 */

const PAGE = { width: 792, height: 612 } as const;
const MARGIN = 40;
const CONTENT = PAGE.width - MARGIN * 2;
const BOTTOM = PAGE.height - MARGIN - 28;
const HEAD_FILL = '#f2f4f7';
const PAD = 5;
const LABEL_WIDTH = 150;

type Align = 'left' | 'right' | 'center';

interface Sheet {
  doc: PDFKit.PDFDocument;
  fonts: PdfFonts;
  site: Site;
  comparison: DesignComparison;
  /** The width of each design's column. */
  column: number;
  y: number;
}

export interface ComparisonPrint {
  comparison: DesignComparison;
  site: Site;
  now: Date;
}

const columnX = (sheet: Sheet, index: number) => MARGIN + LABEL_WIDTH + index * sheet.column;

function write(
  sheet: Sheet,
  value: string,
  x: number,
  top: number,
  width: number,
  font = REGULAR,
  size = 9,
  color = INK,
  align: Align = 'left',
) {
  sheet.doc.fillColor(color);
  drawText(sheet.doc, sheet.fonts, value, { x, top, width, align, font, size, lineGap: 1 });
}

const heightOf = (sheet: Sheet, value: string, width: number, font: FontName = REGULAR, size = 9) =>
  textHeight(sheet.doc, sheet.fonts, value, { x: 0, top: 0, width, align: 'left', font, size, lineGap: 1 });

function rule(sheet: Sheet, top: number): void {
  sheet.doc
    .moveTo(MARGIN, top)
    .lineTo(PAGE.width - MARGIN, top)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
}

/** The band of the site's colour with the brand and what the document is. */
function drawHeader(sheet: Sheet): void {
  const { doc, site, comparison } = sheet;
  const { band, onBand: onPrimary } = printColors(site.theme);
  doc.rect(0, 0, PAGE.width, 70).fill(band);
  write(sheet, site.brand, MARGIN, 20, CONTENT * 0.6, BOLD, 20, onPrimary);
  write(sheet, `Custom ${site.product}`, MARGIN, 45, CONTENT * 0.6, REGULAR, 9, onPrimary);
  write(sheet, 'DESIGN COMPARISON', MARGIN + CONTENT * 0.5, 22, CONTENT * 0.5, BOLD, 13, onPrimary, 'right');
  write(sheet, site.phones.online, MARGIN + CONTENT * 0.5, 43, CONTENT * 0.5, REGULAR, 9, onPrimary, 'right');
  sheet.y = 88;
  const title = comparison.designs.map((design) => design.name).join('  ·  ');
  write(sheet, title, MARGIN, sheet.y, CONTENT, BOLD, 15);
  sheet.y += heightOf(sheet, title, CONTENT, BOLD, 15) + 4;
  write(sheet, `Lowest marks the lowest price of a window, and the lowest subtotal.`, MARGIN, sheet.y, CONTENT, REGULAR, 8.5, MUTED);
  sheet.y += 18;
}

/** The column heads: the designs' names. Repeated at the top of every page. */
function drawColumnHeads(sheet: Sheet): void {
  const names = sheet.comparison.designs.map((design) => design.name);
  const height = Math.max(18, ...names.map((name) => heightOf(sheet, name, sheet.column - PAD * 2, BOLD, 9) + 10));
  sheet.doc.rect(MARGIN, sheet.y, CONTENT, height).fill(HEAD_FILL);
  write(sheet, 'Room / Window', MARGIN + PAD, sheet.y + 5, LABEL_WIDTH - PAD * 2, BOLD, 8, MUTED);
  names.forEach((name, index) => {
    write(sheet, name, columnX(sheet, index) + PAD, sheet.y + 5, sheet.column - PAD * 2, BOLD, 9, INK);
  });
  sheet.y += height;
}

function newPage(sheet: Sheet): void {
  sheet.doc.addPage();
  sheet.y = MARGIN;
  write(sheet, 'Design comparison (continued)', MARGIN, sheet.y, CONTENT, BOLD, 9, MUTED);
  sheet.y += 18;
  drawColumnHeads(sheet);
}

/** A cell's lines: what it holds, in words. */
function cellLines(cell: CompareCell): { text: string; font: FontName; color: string }[] {
  switch (cell.kind) {
    case 'absent':
      return [{ text: 'Not in this design', font: REGULAR, color: MUTED }];
    case 'no-product':
      return [{ text: 'No product selected', font: REGULAR, color: MUTED }];
    case 'saved-for-later':
      return [
        { text: cell.productName, font: BOLD, color: INK },
        { text: PRINT_SAVED_FOR_LATER, font: REGULAR, color: MUTED },
      ];
    case 'priced':
      return [
        { text: cell.productName, font: BOLD, color: INK },
        {
          text: `${cell.quantity > 1 ? `Qty ${cell.quantity} · ` : ''}${formatMoney(toDollars(cell.priceCents))}`,
          font: REGULAR,
          color: INK,
        },
        ...(cell.lowest ? [{ text: LOWEST_MARK, font: BOLD, color: INK }] : []),
      ];
  }
}

function drawWindowRow(sheet: Sheet, row: WindowRow): void {
  const width = sheet.column - PAD * 2;
  const cells = row.cells.map(cellLines);
  const cellHeights = cells.map((lines) => lines.reduce((sum, line) => sum + heightOf(sheet, line.text, width, line.font, 8.5), 0));
  const height = Math.max(heightOf(sheet, row.label, LABEL_WIDTH - PAD * 2, BOLD, 9), ...cellHeights) + PAD * 2;
  if (sheet.y + height > BOTTOM) newPage(sheet);
  const top = sheet.y + PAD;
  write(sheet, row.label, MARGIN + PAD + 8, top, LABEL_WIDTH - PAD * 2 - 8, BOLD, 9);
  cells.forEach((lines, index) => {
    const x = columnX(sheet, index);
    const cell = row.cells[index];
    const lowest = cell?.kind === 'priced' && cell.lowest;
    if (lowest) sheet.doc.rect(x + 1, sheet.y + 1, sheet.column - 2, height - 2).fill(printColors(sheet.site.theme).wash);
    let y = top;
    for (const line of lines) {
      write(sheet, line.text, x + PAD, y, width, line.font, 8.5, line.color);
      y += heightOf(sheet, line.text, width, line.font, 8.5);
    }
  });
  sheet.y += height;
  rule(sheet, sheet.y);
}

function drawRooms(sheet: Sheet): void {
  for (const room of sheet.comparison.rooms) {
    // A room band never sits alone at the foot of a page.
    if (sheet.y + 20 + 40 > BOTTOM) newPage(sheet);
    const colors = printColors(sheet.site.theme);
    sheet.doc.rect(MARGIN, sheet.y, CONTENT, 20).fill(colors.band);
    write(sheet, room.name, MARGIN + 8, sheet.y + 5, CONTENT - 16, BOLD, 10, colors.onBand);
    sheet.y += 20;
    if (room.windows.length === 0) {
      write(sheet, 'No windows in this room yet.', MARGIN + PAD, sheet.y + 5, CONTENT, REGULAR, 9, MUTED);
      sheet.y += 20;
    }
    for (const row of room.windows) drawWindowRow(sheet, row);
  }
}

/** The totals of each design, one row a figure, the lowest subtotal marked in words. */
function drawTotals(sheet: Sheet): void {
  const rowHeight = 16;
  if (sheet.y + 28 + rowHeight * COMPARE_TOTALS.length > BOTTOM) newPage(sheet);
  sheet.y += 8;
  sheet.doc.rect(MARGIN, sheet.y, CONTENT, 20).fill(HEAD_FILL);
  write(sheet, 'Totals', MARGIN + 8, sheet.y + 5, LABEL_WIDTH, BOLD, 10);
  sheet.y += 20;
  for (const total of COMPARE_TOTALS) {
    const strong = total.key === 'total';
    write(sheet, total.label, MARGIN + PAD, sheet.y + 4, LABEL_WIDTH - PAD * 2, strong ? BOLD : REGULAR, 9, strong ? INK : MUTED);
    sheet.comparison.designs.forEach((design, index) => {
      const mark = total.marksLowest && design.lowestTotal ? `  ${LOWEST_MARK}` : '';
      const value = `${compareTotalText(design, total.key)}${mark}`;
      write(sheet, value, columnX(sheet, index) + PAD, sheet.y + 4, sheet.column - PAD * 2, strong || mark ? BOLD : REGULAR, 9);
    });
    sheet.y += rowHeight;
    rule(sheet, sheet.y);
  }
}

function drawFooters(sheet: Sheet): void {
  const { doc } = sheet;
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    doc.page.margins.bottom = 0;
    const top = PAGE.height - MARGIN - 10;
    rule(sheet, top - 6);
    write(sheet, `${sheet.site.brand} · Design comparison`, MARGIN, top, CONTENT * 0.7, REGULAR, 7.5, MUTED);
    write(sheet, `Page ${index + 1} of ${range.count}`, MARGIN + CONTENT * 0.7, top, CONTENT * 0.3, REGULAR, 7.5, MUTED, 'right');
  }
}

/** The comparison as a PDF file. */
export function buildComparisonPdf({ comparison, site, now }: ComparisonPrint): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: 'Design comparison', Author: site.brand, Subject: `${site.brand} design comparison`, CreationDate: now, ModDate: now },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const column = (CONTENT - LABEL_WIDTH) / Math.max(1, comparison.designs.length);
  const sheet: Sheet = { doc, fonts: registerFonts(doc), site, comparison, column, y: MARGIN };
  drawHeader(sheet);
  drawColumnHeads(sheet);
  drawRooms(sheet);
  drawTotals(sheet);
  drawFooters(sheet);
  doc.end();
  return done;
}
