import { estimateSummaryBodySchema, estimateSummarySchema, taxRequestSchema, taxResponseSchema } from '../commerce.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['commerce'];

/** Tax and the estimate summary (doc 001 §3, §4, §7, §8). */
export const taxEndpoints = {
  estimateTax: endpoint({
    method: 'POST',
    path: '/api/estimates/tax',
    tags,
    summary:
      'Estimate the sales tax of a tax request (doc 001 §3). With a designId (owner or representative) the design’s own lines are taxed at their stored prices and the result is kept for the design; a request that cannot be taxed answers WasTaxSuccessful false and TaxAmount 0',
    body: taxRequestSchema,
    answer: taxResponseSchema,
  }),
  estimateSummary: endpoint({
    method: 'POST',
    path: '/api/estimates/estimateSummary',
    tags,
    summary:
      'The totals of a design’s summary panel, from the database: selected items, product and installation totals, savings, shipping, subtotal, estimated tax (null: To Be Calculated; with a zipCode, calculated for it) and total',
    body: estimateSummaryBodySchema,
    answer: estimateSummarySchema,
  }),
};
