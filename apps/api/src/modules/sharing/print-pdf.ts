import { createCanvas, openDocument } from './print-pdf/canvas.ts';
import { designShipEstimate } from './print-pdf/dates.ts';
import { drawFooters } from './print-pdf/footer.ts';
import { drawHeader } from './print-pdf/header.ts';
import type { PrintInput } from './print-pdf/print-input.ts';
import { drawRoomTables } from './print-pdf/room-tables.ts';
import { drawTotals } from './print-pdf/totals.ts';

/**
 * The estimate PDF (doc 001 §2, §6): a pure function of the design graph and the print options, so
 * tests can build one without a server. Letter pages, pdfkit's built-in Helvetica (all text stays
 * extractable), the site's brand and colour in the header band, one table per room that carries on
 * across pages with its header repeated, and a totals block at the end.
 *
 * The parts live in `print-pdf/`, one concern a file; import them through this file only.
 */

export { clockTime, designShipEstimate, siteDayOnCallerClock, utcLabel } from './print-pdf/dates.ts';
/** The estimate's type and colours, which the comparison PDF prints with too. */
export { BOLD, INK, MUTED, REGULAR, RULE } from './print-pdf/layout.ts';
export type { PrintInput, PrintSignature } from './print-pdf/print-input.ts';
export { windowOptions, windowSize } from './print-pdf/window-text.ts';

/** The estimate as a PDF file. */
export function buildEstimatePdf(input: PrintInput): Promise<Buffer> {
  const { graph, site, options, now, timezoneOffset: offset } = input;
  const commercial = options.variant === 'commercial';
  const title = commercial ? 'Commercial Estimate' : 'Estimate';
  const { doc, done } = openDocument(graph, site, now, title);
  const canvas = createCanvas(doc, `${graph.design.name} – ${title} (continued)`);
  const ship = designShipEstimate(graph, site, now, offset);

  drawHeader(canvas, input, title, ship);
  drawRoomTables(canvas, graph, site, options);
  drawTotals(canvas, input.price, site, ship);
  drawFooters(canvas, site.brand, graph.design.name);

  doc.end();
  return done;
}
