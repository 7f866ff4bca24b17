import { drawText } from '../pdf-text.ts';
import type { Canvas } from './canvas.ts';
import { CONTENT, MARGIN, MUTED, PAGE, REGULAR } from './layout.ts';

/** Footer on every page: the brand, the design and the page count. */
export function drawFooters(canvas: Canvas, brand: string, designName: string): void {
  const { doc, fonts, rule } = canvas;
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    doc.page.margins.bottom = 0;
    const top = PAGE.height - MARGIN - 10;
    rule(top - 6);
    doc.fillColor(MUTED);
    drawText(doc, fonts, `${brand} · ${designName}`, {
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
}
