import { z } from 'zod';
import {
  CATEGORY_KEYS,
  configurationInputSchema,
  configurationSchema,
  listingSchema,
  mandiRulesResultSchema,
  productDetailSchema,
  productDimensionSchema,
  REPRICE_CODES,
  repriceAnswerSchema,
  rulesResultSchema,
} from '../catalog.ts';
import { endpoint } from '../endpoint.ts';
import { WINDOW_CATEGORY_IDS } from '../mandi.ts';
import { SITE_IDS } from '../sites.ts';
import { commaList } from './parts.ts';

/** A catalog product's id: six digits. */
export const productIdSchema = z.string().regex(/^\d{6}$/, 'A product id is six digits.');
const productParams = z.object({ productId: productIdSchema });

/** An empty query parameter (`?width=`) means no filter, as the contract writes the listing's query. */
const unlessEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const optionalNumber = (label: string) =>
  unlessEmpty(z.coerce.number({ error: `${label} must be a number.` }).positive(`${label} must be above 0.`));
const windowCategoryMessage = `Window category must be one of ${WINDOW_CATEGORY_IDS.join(', ')}.`;

/** The listing's search, filters and sort. */
const listingQuery = z.object({
  q: unlessEmpty(z.string().max(100, 'Search words must not exceed 100 characters.')),
  category: unlessEmpty(z.enum(CATEGORY_KEYS, { error: 'Unknown category.' })),
  brand: unlessEmpty(z.string().max(60, 'Brand must not exceed 60 characters.')),
  width: optionalNumber('Width'),
  height: optionalNumber('Height'),
  priceWidth: optionalNumber('Price width'),
  priceHeight: optionalNumber('Price height'),
  minPrice: unlessEmpty(z.coerce.number({ error: 'Minimum price must be a number.' }).min(0, 'Minimum price must be 0 or more.')),
  maxPrice: unlessEmpty(z.coerce.number({ error: 'Maximum price must be a number.' }).min(0, 'Maximum price must be 0 or more.')),
  windowCategory: unlessEmpty(
    z.coerce
      .number({ error: windowCategoryMessage })
      .refine((value) => (WINDOW_CATEGORY_IDS as number[]).includes(value), windowCategoryMessage),
  ),
  installEligible: unlessEmpty(
    z.enum(['true', 'false'], { error: 'Install eligible must be true or false.' }).transform((value) => value === 'true'),
  ),
  sort: unlessEmpty(z.enum(['featured', 'price-asc', 'price-desc', 'name', 'rating'], { error: 'Unknown sort order.' })),
});

const catalogTags = ['catalog'];

/** ProductPrice's answer: the price at a size, or (asked by partnerProductId alone) whether the product has one. */
const productPriceSchema = z.union([
  z.object({
    productId: z.string(),
    hasPricing: z.boolean(),
    isValid: z.boolean(),
    messages: z.array(z.string()),
    price: z.number(),
    retail: z.number(),
  }),
  z.boolean(),
]);

/**
 * The catalog listing, one product, its image URL on a site, and the spec's catalogue and
 * merchandising services (doc 001 §3, §7). Those services read their query or body whatever the case
 * of its names (productid, productId, ProductId), so their contracts name no query or body schema:
 * the server checks the fields it finds. The product picture (SVG) is not JSON.
 */
export const catalogEndpoints = {
  listProducts: endpoint({
    method: 'GET',
    path: '/api/catalog/products',
    tags: catalogTags,
    summary: 'Search, filter and sort the catalog; priceWidth and priceHeight price each card for a window',
    query: listingQuery,
    answer: listingSchema,
  }),
  getProduct: endpoint({
    method: 'GET',
    path: '/api/catalog/products/:productId',
    tags: catalogTags,
    summary: 'One product with its options, for the configurator',
    params: productParams,
    answer: productDetailSchema,
  }),
  getProductImageUrl: endpoint({
    method: 'GET',
    path: '/api/v2/products/:productId/site/:siteId',
    tags: catalogTags,
    summary: "A product's image URL on a site",
    params: z.object({
      productId: productIdSchema,
      siteId: z.coerce.number().refine((value) => (SITE_IDS as readonly number[]).includes(value), 'Unknown site.'),
    }),
    answer: z.object({ ProductId: z.string(), ImageUrl: z.string() }),
  }),
  productDimension: endpoint({
    method: 'GET',
    path: '/catalog/productconfiguration/productdimension',
    tags: catalogTags,
    summary: "A product's size limits (query productid)",
    // Named in any case (productid, productId): the server finds it whatever its case.
    query: z.looseObject({ productid: z.string().optional() }),
    answer: productDimensionSchema,
  }),
  productPrice: endpoint({
    method: 'GET',
    path: '/merchandising/pricing/productprice',
    tags: catalogTags,
    summary: 'Price of a product at a size (query productId, width, height)',
    answer: productPriceSchema,
  }),
  productPriceWithChoices: endpoint({
    method: 'POST',
    path: '/merchandising/pricing/productprice',
    tags: catalogTags,
    summary: 'Price of a product at a size, with choices; with query partnerProductId alone: true or false',
    answer: productPriceSchema,
  }),
};

const guid = z.uuid('Please send a valid configuration guid.');
const guidParams = z.object({ guid });
const guidQuery = z.object({ guid });

/** Several configurations named in a query. */
const guidList = commaList(guid, 'Send at least one configuration guid.', { count: 500, message: 'Send at most 500 configuration guids.' });

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

/** HasProductPricing's body: the product, its choices and (optionally) its size. */
const hasProductPricingBody = z.object({
  SiteId: z.number().int(),
  ProductId: z.union([z.string(), z.number()]).transform(String),
  VariantId: z.number().int().default(0),
  ProductLineId: z.number().int().default(1),
  Choices: z.array(z.object({ optionId: z.string(), choiceId: z.string() })).default([]),
  Width: z.number().optional(),
  Height: z.number().optional(),
});

/** Several configurations, each with the price the caller holds for it. */
const pricedConfigurationsBody = z.object({
  configurations: z
    .array(z.object({ configurationGuid: guid, price: z.number({ error: 'Price must be a number of dollars.' }).optional() }))
    .min(1, 'Send at least one configuration.')
    .max(500, 'Send at most 500 configurations.'),
});

const configurationTags = ['configurations'];

/**
 * Configurations: made, read, changed and copied; the configurator's product rules and pricing
 * checks; an estimate's configurations checked and priced again, or read several at a time.
 */
export const configurationEndpoints = {
  // Every configuration record route documents both 200 and 201 (only the create answers 201).
  createConfiguration: endpoint({
    method: 'POST',
    path: '/api/configurations',
    tags: configurationTags,
    summary: 'Configure a product: size and choices, priced by the rules',
    body: configurationInputSchema,
    answer: configurationSchema,
    status: [200, 201],
  }),
  getConfiguration: endpoint({
    method: 'GET',
    path: '/api/configurations/:guid',
    tags: configurationTags,
    summary: 'A configuration',
    params: guidParams,
    answer: configurationSchema,
    status: [200, 201],
  }),
  updateConfiguration: endpoint({
    method: 'PUT',
    path: '/api/configurations/:guid',
    tags: configurationTags,
    summary: 'Change a configuration (priced again): its maker until placed on a window, then who may change the design',
    params: guidParams,
    body: configurationInputSchema,
    answer: configurationSchema,
    status: [200, 201],
  }),
  copyConfiguration: endpoint({
    method: 'GET',
    path: '/api/design-builder/designs/configurations/:guid/copy',
    tags: configurationTags,
    summary: 'Copy a configuration (for a copied window)',
    params: guidParams,
    query: z.object({ newWindowName: z.string().max(100).optional() }),
    answer: configurationSchema,
    status: [200, 201],
  }),
  executeProductRules: endpoint({
    method: 'POST',
    path: '/api/configuratorApi/ExecuteProductRules',
    tags: configurationTags,
    summary: 'Run the product rules on a configuration with other choices or size',
    query: guidQuery,
    body: rulesBody,
    answer: rulesResultSchema,
  }),
  executeMandiProductRules: endpoint({
    method: 'POST',
    path: '/api/configuratorApi/ExecuteProductRulesForMandiEstimates',
    tags: configurationTags,
    summary: 'Product rules for a measure-and-install window (body P: Q, OptionDetails; RuleSet)',
    query: guidQuery,
    body: mandiRulesBody,
    answer: mandiRulesResultSchema,
  }),
  hasProductPricing: endpoint({
    method: 'POST',
    path: '/api/configuratorApi/HasProductPricing',
    tags: configurationTags,
    summary: 'Whether a product has a price for these choices and size',
    body: hasProductPricingBody,
    answer: z.object({ hasPricing: z.boolean() }),
  }),
  validateAndRepriceConfigurations: endpoint({
    method: 'POST',
    path: '/api/estimates/validateAndRepriceConfigurations',
    tags: configurationTags,
    summary: 'Check and price configurations again with the current catalog (body: a list of guids)',
    description: `One entry per guid asked: ResponseCode ${REPRICE_CODES.ok} fine, ${REPRICE_CODES.changed} repriced, ${REPRICE_CODES.invalid} no longer valid, ${REPRICE_CODES.notFound} unknown.`,
    body: repriceBody,
    answer: repriceAnswerSchema,
  }),
  checkConfigurationPrices: endpoint({
    method: 'POST',
    path: '/api/estimates/configurations',
    tags: configurationTags,
    summary: 'Several configurations, each with the price the caller holds for it (doc 001 §7)',
    description: 'Answers the known ones in the order asked, each with priceMatches: whether the price sent is its price today.',
    body: pricedConfigurationsBody,
    answer: z.array(configurationSchema.extend({ priceMatches: z.boolean().nullable() })),
  }),
  getConfigurations: endpoint({
    method: 'GET',
    path: '/api/estimates/configurations',
    tags: configurationTags,
    summary: 'Several configurations',
    query: z.object({ guids: guidList }),
    answer: z.array(configurationSchema),
  }),
};
