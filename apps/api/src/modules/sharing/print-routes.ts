import { uuid } from '@eb/domain/design';
import {
  callerDay,
  designHasProducts,
  PRINT_MESSAGES,
  type PrintOptions,
  printFileName,
  printQuerySchema,
  timezoneOffsetSchema,
} from '@eb/domain/sharing';
import { getSite } from '@eb/domain/sites';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { assertMay } from '../../http/permission.ts';
import { attemptLimit } from '../../http/rate-limits.ts';
import { pricedDesign } from '../designs/design-prices.ts';
import { buildEstimatePdf, type PrintSignature } from './print-pdf.ts';
import { signatureRow } from './signature.ts';

const tags = ['print'];

const printParams = z.object({ designId: uuid, timezoneOffset: timezoneOffsetSchema });

interface PrintCall {
  params: z.output<typeof printParams>;
  query: PrintOptions;
  identity: FastifyRequest['identity'];
  siteId: FastifyRequest['siteId'];
}

/** PDFs cost CPU: a generous limit per browser session keeps one caller from hogging the server. */
const PRINTS_PER_MINUTE = 60;

/**
 * The estimate PDF (doc 001 §2, §6). The design id is a read capability, so anyone holding it gets
 * the residential PDF; the commercial one is for reps on a site that enables it. Site 3 prints
 * through its own API (`/api/myaccount/...`), which exists on site 3 only; the design-builder path
 * is the family's shared service and answers on every site. Either way the branding is the site's
 * of the request.
 */
export const printRoutes: ApiRoutes = async (app, { db }) => {
  const limit = attemptLimit(app, PRINTS_PER_MINUTE, (request) => `print:${request.identity.sid}`);
  const schema = {
    tags,
    params: printParams,
    querystring: printQuerySchema,
    // Keyed by content type so the API's page documents a PDF, not JSON.
    response: {
      200: {
        description: 'The estimate as a PDF (a download named after the design and the day)',
        content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
      },
    },
  };

  app.get(
    '/api/myaccount/estimates/:designId/:timezoneOffset/print',
    {
      schema: { ...schema, summary: "Print an estimate as a PDF (site 3's own API)" },
      preHandler: limit,
    },
    async (request, reply) => {
      if (request.siteId !== 3) {
        throw new AppError('NOT_FOUND', 'This site prints estimates at /api/design-builder/estimates/{designId}/{timezoneOffset}/print.');
      }
      return printEstimate(db, request, reply);
    },
  );

  app.get(
    '/api/design-builder/estimates/:designId/:timezoneOffset/print',
    {
      schema: { ...schema, summary: 'Print an estimate as a PDF (design-builder API, every site)' },
      preHandler: limit,
    },
    async (request, reply) => printEstimate(db, request, reply),
  );
};

async function printEstimate(db: Db, request: PrintCall, reply: FastifyReply) {
  const { designId, timezoneOffset } = request.params;
  const options = request.query;
  const site = getSite(request.siteId);
  const { identity } = request;
  if (options.variant === 'commercial') {
    assertMay(identity, 'print.commercial', { commercialPrint: site.commercialPrint });
  }
  const { graph, price } = await pricedDesign(db, designId);
  if (!designHasProducts(graph.items)) throw new AppError('CONFLICT', PRINT_MESSAGES.noProducts);

  const signature = identity.role === 'rep' && identity.repId ? await repSignature(db, identity.repId, site.id, identity.email) : null;
  const now = new Date();
  const pdf = await buildEstimatePdf({ graph, price, site, options, now, timezoneOffset, signature });
  const fileName = printFileName(graph.design.name, callerDay(now, timezoneOffset), options.variant === 'commercial');
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('content-length', String(pdf.length))
    .send(pdf);
}

/** The rep's saved signature for this site; without one, the rep's sign-in email alone. */
async function repSignature(db: Db, repId: string, siteId: number, email: string | null): Promise<PrintSignature | null> {
  const row = await signatureRow(db, repId, siteId);
  if (row) return row;
  return email ? { name: '', email, phone: '', extension: '' } : null;
}
