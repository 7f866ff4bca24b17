import { estimateSummaryBodySchema, estimateSummarySchema, taxRequestSchema, taxResponseSchema } from '@eb/domain/commerce';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import { estimateSummary } from './summary-use-cases.ts';
import { estimateTax, loadTaxRates } from './tax-service.ts';

const tags = ['commerce'];

/**
 * Tax and the estimate summary (doc 001 §3, §4, §7, §8). The rate table is read and checked once,
 * when the server starts.
 */
export const taxRoutes: ApiRoutes = async (app, { db }) => {
  const rates = loadTaxRates();

  app.post(
    '/api/estimates/tax',
    {
      schema: {
        tags,
        summary:
          'Estimate the sales tax of a tax request (doc 001 §3). With a designId (owner or representative) the design’s own lines are taxed at their stored prices and the result is kept for the design; a request that cannot be taxed answers WasTaxSuccessful false and TaxAmount 0',
        body: taxRequestSchema,
        response: { 200: z.object({ data: taxResponseSchema }) },
      },
    },
    async (request) => ({ data: await estimateTax(db, rates, request.identity, request.body) }),
  );

  app.post(
    '/api/estimates/estimateSummary',
    {
      schema: {
        tags,
        summary:
          'The totals of a design’s summary panel, from the database: selected items, product and installation totals, savings, shipping, subtotal, estimated tax (null: To Be Calculated; with a zipCode, calculated for it) and total',
        body: estimateSummaryBodySchema,
        response: { 200: z.object({ data: estimateSummarySchema }) },
      },
    },
    async (request) => ({ data: await estimateSummary(db, rates, request.identity, request.body) }),
  );
};
