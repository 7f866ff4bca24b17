import { priceChangesSchema } from '@eb/domain/price-changes';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import { priceChangesOf } from './saved-prices.ts';
import { designParams } from './schemas.ts';

const tags = ['design builder'];

/** What changed since a design was saved or shared. Reading needs only the id, as for every design read. */
export const priceChangeRoutes: ApiRoutes = async (app, { db }) => {
  app.get(
    '/api/design-builder/designs/:designId/price-changes',
    {
      schema: {
        tags,
        summary: 'Prices changed since the design was last saved or shared: per window, and the totals',
        params: designParams,
        response: { 200: z.object({ data: priceChangesSchema }) },
      },
    },
    async (request) => ({ data: await priceChangesOf(db, request.params.designId) }),
  );
};
