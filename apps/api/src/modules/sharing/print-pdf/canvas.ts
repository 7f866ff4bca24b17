import type { DesignGraph } from '@eb/domain/design';
import type { Site } from '@eb/domain/sites';
import PDFDocument from 'pdfkit';
import { drawText, type FontName, type PdfFonts, registerFonts, textHeight } from '../pdf-text.ts';
import { BOLD, CONTENT, INK, MARGIN, MUTED, PAGE, REGULAR, RULE } from './layout.ts';

type Align = 'left' | 'right' | 'center';

/** The document being written, and where on its page the next block goes. */
export interface Canvas {
  doc: PDFKit.PDFDocument;
  fonts: PdfFonts;
  /** The top of the next block on the current page. */
  y: number;
  text: (value: string, x: number, top: number, width: number, font?: FontName, size?: number, color?: string, align?: Align) => void;
  heightOf: (value: string, width: number, font?: FontName, size?: number) => number;
  rule: (top: number, color?: string, width?: number) => void;
  /** Carries on on a new page, under the design's name. */
  newPage: () => void;
}

/** A letter document with the estimate's metadata, and the file it becomes once ended. */
export function openDocument(graph: DesignGraph, site: Site, now: Date, title: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
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
  return { doc, done };
}

/** Writes on `doc` from the top margin down; `continued` heads every page after the first. */
export function createCanvas(doc: PDFKit.PDFDocument, continued: string): Canvas {
  const fonts = registerFonts(doc);
  const text = (value: string, x: number, top: number, width: number, font = REGULAR, size = 9, color = INK, align: Align = 'left') => {
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

  const canvas: Canvas = {
    doc,
    fonts,
    y: MARGIN,
    text,
    heightOf,
    rule,
    newPage: () => {
      doc.addPage();
      canvas.y = MARGIN;
      text(continued, MARGIN, canvas.y, CONTENT, BOLD, 9, MUTED);
      canvas.y += 18;
    },
  };
  return canvas;
}
