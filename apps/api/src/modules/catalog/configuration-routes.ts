import {
  configurationInputSchema,
  configurationSchema,
  mandiRulesResultSchema,
  REPRICE_CODES,
  repriceAnswerSchema,
  rulesResultSchema,
} from '@eb/domain/catalog';
import { lineCents, toCents, toDollars } from '@eb/domain/money';
import { z } from 'zod';
import type { ApiRoutes, ApiScope } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { repriceWindows } from '../designs/product-use-cases.ts';
import type { Catalog } from './catalog.ts';
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

/** The spec's body is a list of guids; the object form `{ configurationGuids }` is accepted too. */
const guidArray = z.array(guid).min(1, 'Send at least one configuration guid.').max(500, 'Send at most 500 configuration guids.');
const repriceBody = z.union([guidArray, z.object({ configurationGuids: guidArray }).transform((body) => body.configurationGuids)], {
  error: 'Send a list of configuration guids.',
});

/** Optional: a call with no body at all reaches the route as null and means "the configuration as stored". */
const rulesBody = z
  .object({
    choices: z.record(z.string().max(60), z.string().max(60)).optional(),
    width: z.number({ error: 'Width must be a number of inches.' }).optional(),
    height: z.number({ error: 'Height must be a number of inches.' }).optional(),
  })
  .nullish();

/** One chosen option of the spec's `OptionDetails` (names in either case). */
const optionDetail = z
  .object({
    OptionId: z.string().max(60).optional(),
    ChoiceId: z.string().max(60).optional(),
    optionId: z.string().max(60).optional(),
    choiceId: z.string().max(60).optional(),
  })
  .transform((detail, context) => {
    const optionId = detail.OptionId ?? detail.optionId;
    const choiceId = detail.ChoiceId ?? detail.choiceId;
    if (optionId === undefined || choiceId === undefined) {
      context.addIssue({ code: 'custom', message: 'Each option detail needs an OptionId and a ChoiceId.' });
      return z.NEVER;
    }
    return [optionId, choiceId] as const;
  });

/**
 * The mandi rules call of doc 001 §7: body `P` (the product: `Q` quantity, default 1, `OptionDetails`,
 * and the measured `Width` / `Height`) and `RuleSet` (default 'immediate'). Without `P` the flat
 * form of ExecuteProductRules (choices, width, height) is read.
 */
const mandiRulesBody = z
  .object({
    P: z
      .object({
        Q: z
          .number()
          .int('Quantity must be a whole number.')
          .min(1, 'Quantity must be 1 to 50.')
          .max(50, 'Quantity must be 1 to 50.')
          .default(1),
        OptionDetails: z.array(optionDetail).max(60).default([]),
        Width: z.number({ error: 'Width must be a number of inches.' }).optional(),
        Height: z.number({ error: 'Height must be a number of inches.' }).optional(),
      })
      .optional(),
    RuleSet: z.string().min(1).max(40).default('immediate'),
    choices: z.record(z.string().max(60), z.string().max(60)).optional(),
    width: z.number({ error: 'Width must be a number of inches.' }).optional(),
    height: z.number({ error: 'Height must be a number of inches.' }).optional(),
  })
  .nullish()
  .transform((body) => {
    const product = body?.P;
    return {
      quantity: product?.Q ?? 1,
      ruleSet: body?.RuleSet ?? 'immediate',
      overrides: product
        ? { choices: Object.fromEntries(product.OptionDetails), width: product.Width, height: product.Height }
        : { choices: body?.choices, width: body?.width, height: body?.height },
    };
  });

export const configurationRoutes: ApiRoutes = async (app, { db, catalog }) => {
  configurationRecordRoutes(app, db, catalog);
  productRuleRoutes(app, db, catalog);
  estimateConfigurationRoutes(app, db, catalog);
};

/** Make, read, change and copy one configuration. */
function configurationRecordRoutes(app: ApiScope, db: Db, catalog: Catalog): void {
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
    async (request, reply) => reply.status(201).send({ data: await createConfiguration(db, catalog, request.identity, request.body) }),
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
        summary: 'Change a configuration (priced again): its maker until placed on a window, then who may change the design',
        params: z.object({ guid }),
        body: configurationInputSchema,
        response: configurationAnswer,
      },
    },
    async (request) => ({ data: await updateConfiguration(db, catalog, request.identity, request.params.guid, request.body) }),
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
    async (request) => ({ data: await copyConfiguration(db, request.identity, request.params.guid, request.query.newWindowName) }),
  );
}

/** The configurator's product rules and pricing checks. */
function productRuleRoutes(app: ApiScope, db: Db, catalog: Catalog): void {
  app.post(
    '/api/configuratorApi/ExecuteProductRules',
    {
      schema: {
        tags,
        summary: 'Run the product rules on a configuration with other choices or size',
        querystring: z.object({ guid }),
        body: rulesBody,
        response: { 200: z.object({ data: rulesResultSchema }) },
      },
    },
    async (request) => ({ data: await executeRules(db, catalog, request.query.guid, request.body ?? {}) }),
  );

  app.post(
    '/api/configuratorApi/ExecuteProductRulesForMandiEstimates',
    {
      schema: {
        tags,
        summary: 'Product rules for a measure-and-install window (body P: Q, OptionDetails; RuleSet)',
        querystring: z.object({ guid }),
        body: mandiRulesBody,
        response: { 200: z.object({ data: mandiRulesResultSchema }) },
      },
    },
    // A measured window is what it is: a size outside the limits is answered as not addable, not refused.
    // Every rule set runs the same rules: the catalog has one set.
    async (request) => {
      const { quantity, ruleSet, overrides } = request.body;
      const rules = await executeRules(db, catalog, request.query.guid, overrides, { answerBadSize: true });
      return { data: { ...rules, quantity, ruleSet, lineTotal: toDollars(lineCents(toCents(rules.price), quantity)) } };
    },
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
        response: { 200: z.object({ data: z.object({ hasPricing: z.boolean() }) }) },
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
}

/** An estimate's configurations: checked and priced again, or read several at a time. */
function estimateConfigurationRoutes(app: ApiScope, db: Db, catalog: Catalog): void {
  app.post(
    '/api/estimates/validateAndRepriceConfigurations',
    {
      schema: {
        tags,
        summary: 'Check and price configurations again with the current catalog (body: a list of guids)',
        description: `One entry per guid asked: ResponseCode ${REPRICE_CODES.ok} fine, ${REPRICE_CODES.changed} repriced, ${REPRICE_CODES.invalid} no longer valid, ${REPRICE_CODES.notFound} unknown.`,
        body: repriceBody,
        response: { 200: z.object({ data: repriceAnswerSchema }) },
      },
    },
    async (request) => ({ data: await repriceWindows(db, catalog, request.identity, request.body) }),
  );

  app.post(
    '/api/estimates/configurations',
    {
      schema: {
        tags,
        summary: 'Several configurations, each with the price the caller holds for it (doc 001 §7)',
        description: 'Answers the known ones in the order asked, each with priceMatches: whether the price sent is its price today.',
        body: z.object({
          configurations: z
            .array(z.object({ configurationGuid: guid, price: z.number({ error: 'Price must be a number of dollars.' }).optional() }))
            .min(1, 'Send at least one configuration.')
            .max(500, 'Send at most 500 configurations.'),
        }),
        response: { 200: z.object({ data: z.array(configurationSchema.extend({ priceMatches: z.boolean().nullable() })) }) },
      },
    },
    async (request) => {
      const asked = request.body.configurations;
      const configurations = await getConfigurations(
        db,
        asked.map((entry) => entry.configurationGuid),
      );
      if (configurations.length === 0) throw new AppError('NOT_FOUND', 'We could not find those configurations.');
      const sent = new Map(asked.map((entry) => [entry.configurationGuid, entry.price]));
      return {
        data: configurations.map((configuration) => {
          const price = sent.get(configuration.configurationGuid);
          return { ...configuration, priceMatches: price === undefined ? null : price === configuration.subtotal };
        }),
      };
    },
  );

  app.get(
    '/api/estimates/configurations',
    {
      schema: {
        tags,
        summary: 'Several configurations',
        querystring: z.object({ guids: guidList }),
        response: { 200: z.object({ data: z.array(configurationSchema) }) },
      },
    },
    async (request) => {
      const configurations = await getConfigurations(db, request.query.guids);
      if (configurations.length === 0) throw new AppError('NOT_FOUND', 'We could not find those configurations.');
      return { data: configurations };
    },
  );
}
