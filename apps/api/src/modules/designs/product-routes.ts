import { copyStyleAnswerSchema, copyStyleBodySchema, copyStyleChecksSchema } from '@eb/domain/design-contracts';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import { actorOf } from './actor.ts';
import { checkCopyTargets, cloneStyle, setWindowProduct } from './product-use-cases.ts';
import { graphResponse, ifMatchHeaders, itemParams } from './schemas.ts';
import { parseIfMatch } from './unit-of-work.ts';

const tags = ['design builder'];

/** Products on windows: the catalog meets the design here. Every answer is the updated design graph. */
export const productRoutes: ApiRoutes = async (app, { db, engine, catalog }) => {
  app.post(
    '/api/design-builder/designs/:designId/items/:itemId/product',
    {
      schema: {
        tags,
        summary: 'Put a configured product on a window',
        params: itemParams,
        body: z.object({ configurationGuid: z.uuid('Please send a valid configurationGuid.') }),
        headers: ifMatchHeaders,
        response: graphResponse,
      },
    },
    async (request) => ({
      data: await setWindowProduct(
        db,
        engine,
        catalog,
        actorOf(request),
        request.params.designId,
        request.params.itemId,
        request.body.configurationGuid,
        parseIfMatch(request.headers['if-match']),
      ),
    }),
  );

  app.post(
    '/api/design-builder/designs/:designId/items/:itemId/cloneStyle/check',
    {
      schema: {
        tags,
        summary: 'Check which windows can take the style of this one',
        params: itemParams,
        // The same body as cloneStyle, so that a check and the copy it stands for can never disagree.
        body: copyStyleBodySchema,
        response: { 200: z.object({ data: copyStyleChecksSchema }) },
      },
    },
    async (request) => {
      const { designId, itemId } = request.params;
      const results = await checkCopyTargets(db, engine, catalog, request.identity, designId, itemId, request.body);
      return { data: results.map(({ itemId, succeeded, errors }) => ({ itemId, isValid: succeeded, errors })) };
    },
  );

  app.post(
    '/api/design-builder/designs/:designId/items/:itemId/cloneStyle',
    {
      schema: {
        tags,
        summary: "Copy this window's product and choices to other windows",
        params: itemParams,
        body: copyStyleBodySchema,
        headers: ifMatchHeaders,
        response: {
          200: z.object({ data: copyStyleAnswerSchema }),
        },
      },
    },
    async (request) => ({
      data: await cloneStyle(
        db,
        engine,
        catalog,
        actorOf(request),
        request.params.designId,
        request.params.itemId,
        request.body,
        parseIfMatch(request.headers['if-match']),
      ),
    }),
  );
};
