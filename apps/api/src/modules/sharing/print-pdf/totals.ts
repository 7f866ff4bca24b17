import { printColors } from '@eb/domain/color-contrast';
import type { DesignPrice } from '@eb/domain/design-pricing';
import { formatMoney, formatPercent } from '@eb/domain/format';
import { toDollars } from '@eb/domain/money';
import type { Site } from '@eb/domain/sites';
import type { Canvas } from './canvas.ts';
import type { ShipEstimate } from './dates.ts';
import { BOLD, BOTTOM, CONTENT, INK, MARGIN, MUTED, REGULAR } from './layout.ts';

interface TotalLine {
  label: string;
  value: string;
  strong?: boolean;
  accent?: boolean;
}

/** The totals (the one pricing of the design), with the savings line when retail exceeds the product total (doc 001 §9). */
function totalLines(price: DesignPrice): TotalLine[] {
  const lines: TotalLine[] = [];
  if (price.savingsCents > 0) {
    lines.push({ label: 'Retail Price', value: formatMoney(toDollars(price.retailCents)) });
    lines.push({
      label: "You'll Save",
      value: `${formatMoney(toDollars(price.savingsCents))} (${formatPercent(price.savingsPercent)})`,
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
  return lines;
}

/** The totals box at the right, and beside it the notes on what the estimate is. */
export function drawTotals(canvas: Canvas, price: DesignPrice, site: Site, ship: ShipEstimate): void {
  const { doc, text } = canvas;
  const colors = printColors(site.theme);
  const lines = totalLines(price);
  const totalsHeight = 16 + lines.length * 17 + 10;
  if (canvas.y + totalsHeight > BOTTOM) canvas.newPage();
  const boxWidth = 250;
  const boxX = MARGIN + CONTENT - boxWidth;
  const totalsTop = canvas.y;
  doc.roundedRect(boxX, canvas.y, boxWidth, totalsHeight, 4).fill(colors.wash);
  canvas.y += 10;
  for (const line of lines) {
    if (line.strong) {
      doc
        .moveTo(boxX + 10, canvas.y - 2)
        .lineTo(boxX + boxWidth - 10, canvas.y - 2)
        .lineWidth(0.8)
        .strokeColor(colors.ink)
        .stroke();
      canvas.y += 3;
    }
    const size = line.strong ? 12 : 9.5;
    const color = line.accent ? colors.accent : INK;
    text(line.label, boxX + 12, canvas.y, 120, line.strong ? BOLD : REGULAR, size, color);
    text(line.value, boxX + 130, canvas.y, boxWidth - 142, line.strong ? BOLD : REGULAR, size, color, 'right');
    canvas.y += 17;
  }
  drawNotes(canvas, site, ship, totalsTop, CONTENT - boxWidth - 24);
}

/** Beside the totals: what the estimate is and is not. */
function drawNotes(canvas: Canvas, site: Site, ship: ShipEstimate, totalsTop: number, width: number): void {
  const { text, heightOf } = canvas;
  const notes = [
    `${ship.label}: ${ship.date}`,
    'Prices are estimates on the date printed and may change. Sales tax is calculated at checkout.',
    `Questions? Call ${site.phones.online}.`,
  ];
  let ny = totalsTop + 4;
  for (const note of notes) {
    text(note, MARGIN, ny, width, note === notes[0] ? BOLD : REGULAR, 8.5, note === notes[0] ? INK : MUTED);
    ny += heightOf(note, width, REGULAR, 8.5) + 5;
  }
}
