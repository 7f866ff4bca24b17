import { designGraphSchema } from '@eb/domain/design';
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

  const cloneBody = z.object({
    ids: z.array(z.uuid('Target window ids must be valid ids.')).min(1, 'Choose at least one window.').max(500),
    overrideChoices: z
      .array(
        z.object({ choiceId: z.string(), optionId: z.string(), choiceValue: z.string(), optionName: z.string(), optionType: z.string() }),
      )
      .optional(),
  });

  app.post(
    '/api/design-builder/designs/:designId/items/:itemId/cloneStyle/check',
    {
      schema: {
        tags,
        summary: 'Check which windows can take the style of this one',
        params: itemParams,
        // The same body as cloneStyle, so that a check and the copy it stands for can never disagree.
        body: cloneBody,
        response: { 200: z.object({ data: z.array(z.object({ itemId: z.string(), isValid: z.boolean(), errors: z.array(z.string()) })) }) },
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
        body: cloneBody,
        headers: ifMatchHeaders,
        response: {
          200: z.object({
            data: designGraphSchema.extend({ copyResults: z.array(z.object({ itemId: z.string(), succeeded: z.boolean() })) }),
          }),
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
