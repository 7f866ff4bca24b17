import { configurationInputSchema, configurationSchema } from '@eb/domain/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { AppError } from '../../errors.ts';
import { repriceWindows } from '../designs/product-use-cases.ts';
import {
  copyConfiguration,
  createConfiguration,
  executeRules,
  getConfiguration,
  getConfigurations,
  price,
  updateConfiguration,
} from './configurations.ts';

const tags = ['configurations'];
const guid = z.uuid('Please send a valid configuration guid.');
const configurationAnswer = { 200: z.object({ data: configurationSchema }), 201: z.object({ data: configurationSchema }) };
const guidList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(guid).min(1, 'Send at least one configuration guid.').max(500, 'Send at most 500 configuration guids.'));

/** Optional: a call with no body at all reaches the route as null and means "the configuration as stored". */
const rulesBody = z
  .object({
    choices: z.record(z.string().max(60), z.string().max(60)).optional(),
    width: z.number({ error: 'Width must be a number of inches.' }).optional(),
    height: z.number({ error: 'Height must be a number of inches.' }).optional(),
  })
  .nullish();

export const configurationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, catalog }) => {
  app.post(
    '/api/configurations',
    {
      schema: {
        tags,
        summary: 'Configure a product: size and choices, priced by the rules',
        body: configurationInputSchema,
        response: configurationAnswer,
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createConfiguration(db, catalog, request.body) }),
  );

  app.get(
    '/api/configurations/:guid',
    { schema: { tags, summary: 'A configuration', params: z.object({ guid }), response: configurationAnswer } },
    async (request) => ({ data: await getConfiguration(db, request.params.guid) }),
  );

  app.put(
    '/api/configurations/:guid',
    {
      schema: {
        tags,
        summary: 'Change a configuration (priced again)',
        params: z.object({ guid }),
        body: configurationInputSchema,
        response: configurationAnswer,
      },
    },
    async (request) => ({ data: await updateConfiguration(db, catalog, request.params.guid, request.body) }),
  );

  app.get(
    '/api/design-builder/designs/configurations/:guid/copy',
    {
      schema: {
        tags,
        summary: 'Copy a configuration (for a copied window)',
        params: z.object({ guid }),
        querystring: z.object({ newWindowName: z.string().max(100).optional() }),
        response: configurationAnswer,
      },
    },
    async (request) => ({ data: await copyConfiguration(db, request.params.guid, request.query.newWindowName) }),
  );

  app.post(
    '/api/configuratorApi/ExecuteProductRules',
    {
      schema: {
        tags,
        summary: 'Run the product rules on a configuration with other choices or size',
        querystring: z.object({ guid }),
        body: rulesBody,
      },
    },
    async (request) => ({ data: await executeRules(db, catalog, request.query.guid, request.body ?? {}) }),
  );

  app.post(
    '/api/configuratorApi/ExecuteProductRulesForMandiEstimates',
    { schema: { tags, summary: 'Product rules for a measure-and-install window', querystring: z.object({ guid }), body: rulesBody } },
    // A measured window is what it is: a size outside the limits is answered as not addable, not refused.
    async (request) => ({ data: await executeRules(db, catalog, request.query.guid, request.body ?? {}, { answerBadSize: true }) }),
  );

  app.post(
    '/api/configuratorApi/HasProductPricing',
    {
      schema: {
        tags,
        summary: 'Whether a product has a price for these choices and size',
        body: z.object({
          SiteId: z.number().int(),
          ProductId: z.union([z.string(), z.number()]).transform(String),
          VariantId: z.number().int().default(0),
          ProductLineId: z.number().int().default(1),
          Choices: z.array(z.object({ optionId: z.string(), choiceId: z.string() })).default([]),
          Width: z.number().optional(),
          Height: z.number().optional(),
        }),
      },
    },
    async (request) => {
      const product = catalog.get(request.body.ProductId);
      const choices = Object.fromEntries(request.body.Choices.map((choice) => [choice.optionId, choice.choiceId]));
      // A choice the product does not have has no price either.
      const known = request.body.Choices.every((choice) =>
        product.options.some((option) => option.optionId === choice.optionId && option.choices.some((c) => c.choiceId === choice.choiceId)),
      );
      const { priced } = price(product, {
        width: request.body.Width ?? Math.ceil(product.minWidth),
        height: request.body.Height ?? Math.ceil(product.minHeight),
        choices,
      });
      return { data: { hasPricing: known && priced.hasPricing && !priced.hasExclusions } };
    },
  );

  app.post(
    '/api/estimates/validateAndRepriceConfigurations',
    {
      schema: {
        tags,
        summary: 'Check and price configurations again with the current catalog',
        body: z.object({ configurationGuids: z.array(guid).min(1, 'Send at least one configuration guid.').max(500) }),
      },
    },
    async (request) => ({ data: await repriceWindows(db, catalog, request.body.configurationGuids) }),
  );

  app.get(
    '/api/estimates/configurations',
    { schema: { tags, summary: 'Several configurations', querystring: z.object({ guids: guidList }) } },
    async (request) => {
      const configurations = await getConfigurations(db, request.query.guids);
      if (configurations.length === 0) throw new AppError('NOT_FOUND', 'We could not find those configurations.');
      return { data: configurations };
    },
  );
};
