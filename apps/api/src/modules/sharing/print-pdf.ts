import { type DesignGraph, type Item, isAutoReleaseDesign } from '@eb/domain/design';
import { type DesignPrice, priceDesign } from '@eb/domain/design-pricing';
import { DEFAULT_SHIP_DAYS, formatMoney, shipEstimate, showsRetail } from '@eb/domain/format';
import { formatInches } from '@eb/domain/measurements';
import { toDollars } from '@eb/domain/money';
import { callerClock, type PrintOptions } from '@eb/domain/sharing';
import type { Site } from '@eb/domain/sites';
import PDFDocument from 'pdfkit';
import { drawText, type FontName, registerFonts, textHeight } from './pdf-text.ts';

/**
 * The estimate PDF (doc 001 §2, §6): a pure function of the design graph and the print options, so
 * tests can build one without a server. Letter pages, pdfkit's built-in Helvetica (all text stays
 * extractable), the site's brand and colour in the header band, one table per room that carries on
 * across pages with its header repeated, and a totals block at the end.
 */

export interface PrintSignature {
  name: string;
  email: string;
  phone: string;
  extension: string;
}

export interface PrintInput {
  graph: DesignGraph;
  /** The design's figures, as every other surface shows them. */
  price: DesignPrice;
  site: Site;
  options: PrintOptions;
  /** When the PDF is made; shown in the caller's time zone. */
  now: Date;
  /** The caller's `Date.getTimezoneOffset()`, minutes behind UTC. */
  timezoneOffset: number;
  /** The printing rep's signature; null for everyone else. */
  signature: PrintSignature | null;
}

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 40;
const CONTENT = PAGE.width - MARGIN * 2;
const FOOTER_HEIGHT = 28;
const BOTTOM = PAGE.height - MARGIN - FOOTER_HEIGHT;
const INK = '#1d2430';
const MUTED = '#5b6472';
const RULE = '#d5d9e0';
const BOLD: FontName = 'bold';
const REGULAR: FontName = 'regular';
const CELL_PAD = 5;
const WINDOW_WIDTH = 68;
const SIZE_WIDTH = 98;
const QTY_WIDTH = 32;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'November 23, 2026' in the caller's time zone. */
export function longDate(date: Date, offset: number): string {
  const { year, month, day } = callerClock(date, offset);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** '4:05 PM' in the caller's time zone. */
export function clockTime(date: Date, offset: number): string {
  const { hour, minute } = callerClock(date, offset);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'UTC-05:00' for an offset of 300 (the sign of getTimezoneOffset is the other way round). */
export function utcLabel(offset: number): string {
  const ahead = -offset;
  const abs = Math.abs(ahead);
  return `UTC${ahead < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** '36 1/8" × 48"' from the window's width and height attributes, or null when it has none. */
export function windowSize(item: Item): string | null {
  const inches = (name: string) => {
    const value = item.attributes.find((attribute) => attribute.name === name)?.value;
    const number = value === null || value === undefined || value === '' ? Number.NaN : Number(value);
    return Number.isFinite(number) && number > 0 ? formatInches(number) : null;
  };
  const width = inches('width');
  const height = inches('height');
  if (!width && !height) return null;
  return `${width ?? '—'} W × ${height ?? '—'} H`;
}

/** The customer-facing options of the product on a window ('Color: Snow'); internal choices stay out. */
export function windowOptions(item: Item): string[] {
  return (item.itemProduct?.choices ?? [])
    .filter((choice) => !choice.isInternal && choice.choiceValue.trim() !== '')
    .map((choice) => `${choice.optionName}: ${choice.choiceValue}`);
}

/**
 * The estimated ship date of the whole design: the latest of its windows with a product, a window
 * with none counting as the default 20 days from the caller's today (doc 001 §9), in the site's style.
 */
export function designShipEstimate(graph: DesignGraph, site: Site, now: Date, offset: number): { label: string; date: string } {
  const { year, month, day } = callerClock(now, offset);
  const fallback = new Date(Date.UTC(year, month - 1, day + DEFAULT_SHIP_DAYS)).toISOString().slice(0, 10);
  const dates = graph.items.filter((item) => item.itemProduct).map((item) => item.estimatedShipDate?.slice(0, 10) || fallback);
  // yyyy-mm-dd strings sort as dates do.
  const latest = dates.sort().at(-1) ?? fallback;
  return shipEstimate(latest, site.shipDateStyle);
}

interface Column {
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

/** The estimate as a PDF file. */
export function buildEstimatePdf(input: PrintInput): Promise<Buffer> {
  const { graph, site, options, now, timezoneOffset: offset, signature } = input;
  const commercial = options.variant === 'commercial';
  const title = commercial ? 'Commercial Estimate' : 'Estimate';
  const primary = site.theme.primary;
  const soft = tint(primary, 0.9);

  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: `${graph.design.name} – ${title}`,
      Author: site.brand,
      Subject: `${site.brand} ${title.toLowerCase()}`,
      CreationDate: now,
      ModDate: now,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const fonts = registerFonts(doc);

  let y = MARGIN;
  const text = (
    value: string,
    x: number,
    top: number,
    width: number,
    font = REGULAR,
    size = 9,
    color = INK,
    align: Column['align'] = 'left',
  ) => {
    doc.fillColor(color);
    drawText(doc, fonts, value, { x, top, width, align, font, size, lineGap: 1 });
  };
  const heightOf = (value: string, width: number, font = REGULAR, size = 9) =>
    textHeight(doc, fonts, value, { x: 0, top: 0, width, align: 'left', font, size, lineGap: 1 });
  const rule = (top: number, color = RULE, width = 0.6) =>
    doc
      .moveTo(MARGIN, top)
      .lineTo(PAGE.width - MARGIN, top)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();

  // --- First page header: the brand band, the design and who made it. ---
  doc.rect(0, 0, PAGE.width, 78).fill(primary);
  text(site.brand, MARGIN, 24, CONTENT * 0.62, BOLD, 20, site.theme.onPrimary);
  text(`Custom ${site.product}`, MARGIN, 50, CONTENT * 0.62, REGULAR, 9, site.theme.onPrimary);
  text(title.toUpperCase(), MARGIN + CONTENT * 0.5, 26, CONTENT * 0.5, BOLD, 13, site.theme.onPrimary, 'right');
  text(site.phones.online, MARGIN + CONTENT * 0.5, 48, CONTENT * 0.5, REGULAR, 9, site.theme.onPrimary, 'right');
  y = 100;

  text(graph.design.name, MARGIN, y, CONTENT, BOLD, 18, INK);
  y += heightOf(graph.design.name, CONTENT, BOLD, 18) + 8;

  const windowsCount = graph.items.length;
  const ship = designShipEstimate(graph, site, now, offset);
  const facts: [string, string][] = [
    ['Estimate ID', graph.design.designId.slice(0, 8).toUpperCase()],
    ['Created', longDate(new Date(graph.design.createdDate), offset)],
    ['Printed', `${longDate(now, offset)}, ${clockTime(now, offset)} (${utcLabel(offset)})`],
    ['Rooms', String(graph.containers.length)],
    ['Windows', String(windowsCount)],
    [ship.label, ship.date],
  ];
  const factsTop = y;
  const labelWidth = 70;
  for (const [label, value] of facts) {
    text(label, MARGIN, y, labelWidth, BOLD, 9, MUTED);
    text(value, MARGIN + labelWidth, y, 230, REGULAR, 9, INK);
    y += 14;
  }
  if (signature && (signature.name || signature.email || signature.phone)) {
    const boxX = MARGIN + CONTENT - 230;
    const lines = [
      signature.name,
      signature.email,
      signature.phone ? `Phone ${signature.phone}${signature.extension ? ` ext. ${signature.extension}` : ''}` : '',
    ].filter(Boolean);
    const boxHeight = 26 + lines.length * 13;
    doc.roundedRect(boxX, factsTop - 4, 230, boxHeight, 4).fill(soft);
    text('Your design consultant', boxX + 10, factsTop + 4, 210, BOLD, 8, primary);
    lines.forEach((line, index) => {
      text(line, boxX + 10, factsTop + 18 + index * 13, 210, index === 0 ? BOLD : REGULAR, 9, INK);
    });
    y = Math.max(y, factsTop - 4 + boxHeight);
  }
  y += 12;

  // --- Rooms: a heading band, a column header, one row per window, the room's total. ---
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

  const newPage = () => {
    doc.addPage();
    y = MARGIN;
    text(`${graph.design.name} – ${title} (continued)`, MARGIN, y, CONTENT, BOLD, 9, MUTED);
    y += 18;
  };

  const tableHeader = () => {
    doc.rect(MARGIN, y, CONTENT, 18).fill('#f2f4f7');
    for (const column of columns) {
      text(column.title, cellX(column.key) + CELL_PAD, y + 5, column.width - CELL_PAD * 2, BOLD, 8, MUTED, column.align);
    }
    y += 18;
  };

  const roomHeading = (letter: string, name: string, continued: boolean) => {
    doc.rect(MARGIN, y, CONTENT, 22).fill(primary);
    text(
      `${letter ? `${letter}  ` : ''}${name}${continued ? ' (continued)' : ''}`,
      MARGIN + 8,
      y + 6,
      CONTENT - 16,
      BOLD,
      10.5,
      site.theme.onPrimary,
    );
    y += 22;
  };

  const items = new Map(graph.items.map((item) => [item.itemId, item]));
  // An auto-release design shows only retail (doc 000 §4): its lines and room totals as its totals do.
  const retailOnly = isAutoReleaseDesign(graph.design);
  const productWidth = (columnOf('product')?.width ?? 100) - CELL_PAD * 2;

  for (const room of graph.containers) {
    const roomItems = room.items.map((id) => items.get(id)).filter((item): item is Item => Boolean(item));
    // A room heading never sits alone at the foot of a page: keep it with its header and first row.
    if (y + 22 + 18 + 40 > BOTTOM) newPage();
    roomHeading(room.charLabel, room.name, false);
    tableHeader();

    if (roomItems.length === 0) {
      text('No windows in this room yet.', MARGIN + CELL_PAD, y + 6, CONTENT, REGULAR, 9, MUTED);
      y += 22;
    }

    for (const item of roomItems) {
      const product = item.itemProduct;
      const productName = product ? product.productName : 'No product selected';
      const detail = product ? [product.brand, product.skuNumber ? `SKU ${product.skuNumber}` : ''].filter(Boolean).join(' · ') : '';
      const optionsText = windowOptions(item).join('; ');
      const size = options.dimensions ? windowSize(item) : null;
      const productHeight =
        heightOf(productName, productWidth, BOLD, 9) +
        (detail ? heightOf(detail, productWidth, REGULAR, 7.5) + 1 : 0) +
        (optionsText ? heightOf(optionsText, productWidth, REGULAR, 8) + 2 : 0);
      const windowHeight = heightOf(item.label, WINDOW_WIDTH - CELL_PAD * 2, BOLD, 9);
      const sizeHeight = size ? heightOf(size, SIZE_WIDTH - CELL_PAD * 2, REGULAR, 9) : 0;
      const reg = product && options.pricing && !retailOnly && showsRetail(item.retail, item.subtotal);
      const rowHeight = Math.max(productHeight, windowHeight, sizeHeight, reg ? 22 : 11) + CELL_PAD * 2;

      if (y + rowHeight > BOTTOM) {
        newPage();
        roomHeading(room.charLabel, room.name, true);
        tableHeader();
      }
      const top = y + CELL_PAD;
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
      if (options.pricing) {
        const unit = columnOf('unit');
        const total = columnOf('total');
        if (unit && total) {
          text(
            product ? formatMoney(retailOnly ? product.retail : product.price) : '—',
            cellX('unit') + CELL_PAD,
            top,
            unit.width - CELL_PAD * 2,
            REGULAR,
            9,
            INK,
            'right',
          );
          text(
            product ? formatMoney(retailOnly ? item.retail : item.subtotal) : '—',
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
      y += rowHeight;
      rule(y);
    }

    // The room's total (always: the commercial pricing switch hides line prices, not totals).
    if (y + 24 > BOTTOM) newPage();
    text(`Room ${room.charLabel} total`, MARGIN, y + 7, CONTENT - 90, BOLD, 9, MUTED, 'right');
    // The room's selected windows by the one pricing of a design, as its Room Total on the screen.
    const roomPrice = priceDesign({ items: roomItems, isAutoRelease: retailOnly });
    text(formatMoney(toDollars(roomPrice.productCents)), MARGIN + CONTENT - 90, y + 7, 90 - CELL_PAD, BOLD, 10, INK, 'right');
    y += 24 + 10;
  }

  // --- Totals (the one pricing of the design), with the savings line when retail exceeds the product total (doc 001 §9). ---
  const { price } = input;
  const lines: { label: string; value: string; strong?: boolean; accent?: boolean }[] = [];
  if (price.savingsCents > 0) {
    lines.push({ label: 'Retail Price', value: formatMoney(toDollars(price.retailCents)) });
    lines.push({
      label: "You'll Save",
      value: `${formatMoney(toDollars(price.savingsCents))} (${Math.round(price.savingsPercent)}%)`,
      accent: true,
    });
  }
  lines.push({ label: 'Product Total', value: formatMoney(toDollars(price.productCents)) });
  if (price.installationCents !== 0) lines.push({ label: 'Installation', value: formatMoney(toDollars(price.installationCents)) });
  lines.push({ label: 'Subtotal', value: formatMoney(toDollars(price.subtotalCents)) });
  lines.push({ label: 'Shipping', value: 'FREE' });
  const taxKnown = price.taxCents !== null && price.taxCents !== 0;
  lines.push({ label: 'Estimated Tax', value: taxKnown ? formatMoney(toDollars(price.taxCents ?? 0)) : 'To Be Calculated' });
  lines.push(
    taxKnown
      ? { label: 'Total', value: formatMoney(toDollars(price.totalCents)), strong: true }
      : { label: 'Pretax Total', value: formatMoney(toDollars(price.pretaxCents)), strong: true },
  );
  const totalsHeight = 16 + lines.length * 17 + 10;
  if (y + totalsHeight > BOTTOM) newPage();
  const boxWidth = 250;
  const boxX = MARGIN + CONTENT - boxWidth;
  const totalsTop = y;
  doc.roundedRect(boxX, y, boxWidth, totalsHeight, 4).fill(soft);
  y += 10;
  for (const line of lines) {
    if (line.strong) {
      doc
        .moveTo(boxX + 10, y - 2)
        .lineTo(boxX + boxWidth - 10, y - 2)
        .lineWidth(0.8)
        .strokeColor(primary)
        .stroke();
      y += 3;
    }
    const size = line.strong ? 12 : 9.5;
    const color = line.accent ? site.theme.accent : INK;
    text(line.label, boxX + 12, y, 120, line.strong ? BOLD : REGULAR, size, color);
    text(line.value, boxX + 130, y, boxWidth - 142, line.strong ? BOLD : REGULAR, size, color, 'right');
    y += 17;
  }
  // Beside the totals: what the estimate is and is not.
  const notes = [
    `${ship.label}: ${ship.date}`,
    'Prices are estimates on the date printed and may change. Sales tax is calculated at checkout.',
    `Questions? Call ${site.phones.online}.`,
  ];
  let ny = totalsTop + 4;
  for (const note of notes) {
    text(note, MARGIN, ny, CONTENT - boxWidth - 24, note === notes[0] ? BOLD : REGULAR, 8.5, note === notes[0] ? INK : MUTED);
    ny += heightOf(note, CONTENT - boxWidth - 24, REGULAR, 8.5) + 5;
  }

  // --- Footer on every page: the brand, the design and the page count. ---
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    doc.page.margins.bottom = 0;
    const top = PAGE.height - MARGIN - 10;
    rule(top - 6);
    doc.fillColor(MUTED);
    drawText(doc, fonts, `${site.brand} · ${graph.design.name}`, {
      x: MARGIN,
      top,
      width: CONTENT * 0.7,
      align: 'left',
      font: REGULAR,
      size: 7.5,
      lineGap: 0,
      singleLine: true,
    });
    doc.font('Helvetica').fontSize(7.5);
    doc.text(`Page ${index + 1} of ${range.count}`, MARGIN + CONTENT * 0.7, top, {
      width: CONTENT * 0.3,
      align: 'right',
      lineBreak: false,
    });
  }

  doc.end();
  return done;
}
