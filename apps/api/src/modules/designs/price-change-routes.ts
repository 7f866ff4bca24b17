import { designEndpoints } from '@eb/domain/endpoints/designs';
import type { ApiRoutes } from '../../app-context.ts';
import { serve } from '../../http/serve.ts';
import { priceChangesOf } from './saved-prices.ts';

/** What changed since a design was saved or shared. Reading needs only the id, as for every design read. */
export const priceChangeRoutes: ApiRoutes = async (app, { db }) => {
  serve(app, designEndpoints.priceChanges, async (request) => ({ data: await priceChangesOf(db, request.params.designId) }));
};
