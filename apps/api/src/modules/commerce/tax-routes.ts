import { taxEndpoints } from '@eb/domain/endpoints/tax';
import type { ApiRoutes } from '../../app-context.ts';
import { serve } from '../../http/serve.ts';
import { estimateSummary } from './summary-use-cases.ts';
import { estimateTax, loadTaxRates } from './tax-service.ts';

/**
 * Tax and the estimate summary (doc 001 §3, §4, §7, §8). The rate table is read and checked once,
 * when the server starts.
 */
export const taxRoutes: ApiRoutes = async (app, { db }) => {
  const rates = loadTaxRates();
  serve(app, taxEndpoints.estimateTax, async (request) => ({ data: await estimateTax(db, rates, request.identity, request.body) }));
  serve(app, taxEndpoints.estimateSummary, async (request) => ({
    data: await estimateSummary(db, rates, request.identity, request.body),
  }));
};
