import { printColors } from '@eb/domain/color-contrast';
import type { Canvas } from './canvas.ts';
import { clockTime, type ShipEstimate, siteDayOnCallerClock, utcLabel } from './dates.ts';
import { BOLD, CONTENT, INK, MARGIN, MUTED, PAGE, REGULAR } from './layout.ts';
import type { PrintInput, PrintSignature } from './print-input.ts';

/** The first page's header: the brand band, the design and who made it. */
export function drawHeader(canvas: Canvas, input: PrintInput, title: string, ship: ShipEstimate): void {
  const { graph, site, signature } = input;
  const { doc, text, heightOf } = canvas;
  const colors = printColors(site.theme);
  doc.rect(0, 0, PAGE.width, 78).fill(colors.band);
  text(site.brand, MARGIN, 24, CONTENT * 0.62, BOLD, 20, colors.onBand);
  text(`Custom ${site.product}`, MARGIN, 50, CONTENT * 0.62, REGULAR, 9, colors.onBand);
  text(title.toUpperCase(), MARGIN + CONTENT * 0.5, 26, CONTENT * 0.5, BOLD, 13, colors.onBand, 'right');
  text(site.phones.online, MARGIN + CONTENT * 0.5, 48, CONTENT * 0.5, REGULAR, 9, colors.onBand, 'right');
  canvas.y = 100;

  text(graph.design.name, MARGIN, canvas.y, CONTENT, BOLD, 18, INK);
  canvas.y += heightOf(graph.design.name, CONTENT, BOLD, 18) + 8;

  const factsTop = canvas.y;
  drawFacts(canvas, input, ship);
  if (signature && (signature.name || signature.email || signature.phone)) {
    drawConsultant(canvas, signature, colors.wash, colors.ink, factsTop);
  }
  canvas.y += 12;
}

/** The estimate's id, dates and counts: a label and its value a line. */
function drawFacts(canvas: Canvas, input: PrintInput, ship: ShipEstimate): void {
  const { graph, now, timezoneOffset: offset, site } = input;
  const day = (date: Date) => siteDayOnCallerClock(date, offset, site.shipDateStyle, now);
  const { text } = canvas;
  const windowsCount = graph.items.length;
  const facts: [string, string][] = [
    ['Estimate ID', graph.design.designId.slice(0, 8).toUpperCase()],
    ['Created', day(new Date(graph.design.createdDate))],
    ['Printed', `${day(now)}, ${clockTime(now, offset)} (${utcLabel(offset)})`],
    ['Rooms', String(graph.containers.length)],
    ['Windows', String(windowsCount)],
    [ship.label, ship.date],
  ];
  const labelWidth = 70;
  for (const [label, value] of facts) {
    text(label, MARGIN, canvas.y, labelWidth, BOLD, 9, MUTED);
    text(value, MARGIN + labelWidth, canvas.y, 230, REGULAR, 9, INK);
    canvas.y += 14;
  }
}

/** The printing rep's box beside the facts, level with their top. */
function drawConsultant(canvas: Canvas, signature: PrintSignature, wash: string, ink: string, factsTop: number): void {
  const { doc, text } = canvas;
  const boxX = MARGIN + CONTENT - 230;
  const lines = [
    signature.name,
    signature.email,
    signature.phone ? `Phone ${signature.phone}${signature.extension ? ` ext. ${signature.extension}` : ''}` : '',
  ].filter(Boolean);
  const boxHeight = 26 + lines.length * 13;
  doc.roundedRect(boxX, factsTop - 4, 230, boxHeight, 4).fill(wash);
  text('Your design consultant', boxX + 10, factsTop + 4, 210, BOLD, 8, ink);
  lines.forEach((line, index) => {
    text(line, boxX + 10, factsTop + 18 + index * 13, 210, index === 0 ? BOLD : REGULAR, 9, INK);
  });
  canvas.y = Math.max(canvas.y, factsTop - 4 + boxHeight);
}
