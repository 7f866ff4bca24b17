import { type CompareDesignInput, compareDesigns, comparePrintQuerySchema } from '@eb/domain/compare-designs';
import { callerDay } from '@eb/domain/sharing';
import { getSite, type SiteId } from '@eb/domain/sites';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { attemptLimit } from '../../http/rate-limits.ts';
import { designNotFound } from '../designs/design-errors.ts';
import { priceDesigns } from '../designs/design-prices.ts';
import { buildComparisonPdf } from './compare-print.ts';

/** A comparison is up to four designs priced and drawn: fewer a minute than single estimates. */
const COMPARISONS_PER_MINUTE = 30;

/**
 * `GET /api/designs/compare/print?designs=<id>,<id>`: two to four designs side by side as one PDF.
 * Each design id is a read capability, as for the estimate PDF, so anyone holding the ids gets the
 * comparison; the branding is the site's of the request. An id that names no design is 404.
 */
export const comparePrintRoutes: ApiRoutes = async (app, { db }) => {
  const limit = attemptLimit(app, COMPARISONS_PER_MINUTE, (request) => `compare-print:${request.identity.sid}`);
  app.get(
    '/api/designs/compare/print',
    {
      schema: {
        tags: ['print'],
        summary: 'Print two to four designs side by side as one PDF',
        querystring: comparePrintQuerySchema,
        // Keyed by content type so the API's page documents a PDF, not JSON.
        response: {
          200: {
            description: 'The comparison as a PDF, shown in the browser (named after the day)',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
      preHandler: limit,
    },
    async (request, reply) => {
      const now = new Date();
      const pdf = await comparisonPdf(db, request.query.designs, request.siteId, now);
      return sendPdf(reply, pdf, `Design-Comparison-${callerDay(now, 0)}.pdf`);
    },
  );
};

/** The PDF shown in the browser (the page opens it in a new tab to read or print), named for a save. */
function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('content-length', String(pdf.length))
    .send(pdf);
}

/** The designs priced as every surface shows them, compared in the order asked, as a PDF. */
async function comparisonPdf(db: Db, designIds: readonly string[], siteId: SiteId, now: Date): Promise<Buffer> {
  const priced = await priceDesigns(db, designIds);
  const inputs: CompareDesignInput[] = designIds.map((designId) => {
    // The database answers ids in lower case, whatever case they were asked in.
    const design = priced.get(designId.toLowerCase());
    if (!design) throw designNotFound();
    return { graph: design.graph, price: design.price };
  });
  return buildComparisonPdf({ comparison: compareDesigns(inputs), site: getSite(siteId), now });
}
