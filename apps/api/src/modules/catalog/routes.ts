import { CATEGORY_KEYS, type CatalogProduct, listingSchema, productDetailSchema, productDimensionSchema } from '@eb/domain/catalog';
import { productImageUrl } from '@eb/domain/catalog-item';
import { WINDOW_CATEGORY_IDS } from '@eb/domain/mandi';
import { toDollars } from '@eb/domain/money';
import { defaultChoices } from '@eb/domain/pricing';
import { productPictureSvg } from '@eb/domain/product-picture';
import { SITE_IDS } from '@eb/domain/sites';
import { z } from 'zod';
import type { ApiRoutes, ApiScope } from '../../app-context.ts';
import { AppError } from '../../errors.ts';
import type { Catalog } from './catalog.ts';
import { price } from './configurations.ts';

const tags = ['catalog'];
const productId = z.string().regex(/^\d{6}$/, 'A product id is six digits.');
/** An empty query parameter (`?width=`) means no filter, as the contract writes the listing's query. */
const unlessEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const optionalNumber = (label: string) =>
  unlessEmpty(z.coerce.number({ error: `${label} must be a number.` }).positive(`${label} must be above 0.`));
const windowCategoryIds = WINDOW_CATEGORY_IDS;
const windowCategoryMessage = `Window category must be one of ${windowCategoryIds.join(', ')}.`;

/** Internal choices are for associates only; everyone else gets the product without them. */
function forViewer(product: CatalogProduct, internal: boolean): CatalogProduct {
  if (internal) return product;
  return {
    ...product,
    options: product.options
      .map((option) => ({ ...option, choices: option.choices.filter((choice) => !choice.isInternal) }))
      .filter((option) => option.choices.length > 0),
  };
}

/** Finds a query or body field whatever the case of its name (productid, productId, ProductId). */
function field(source: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(source).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : source[key];
}
const queryValue = (query: Record<string, unknown>, name: string) => {
  const value = field(query, name);
  return typeof value === 'string' ? value : undefined;
};

/** ProductPrice's answer: the price at a size, or (asked by partnerProductId alone) whether the product has one. */
const productPriceAnswer = {
  200: z.object({
    data: z.union([
      z.object({
        productId: z.string(),
        hasPricing: z.boolean(),
        isValid: z.boolean(),
        messages: z.array(z.string()),
        price: z.number(),
        retail: z.number(),
      }),
      z.boolean(),
    ]),
  }),
};

/** ProductPrice takes its fields from the query (GET) or the body (POST), named in any case. */
const productPriceInput = z.object({
  productId: z.union([z.string(), z.number()], { error: 'Please send a six-digit productId.' }).transform(String).pipe(productId),
  width: z.coerce.number({ error: 'Width must be a number of inches.' }),
  height: z.coerce.number({ error: 'Height must be a number of inches.' }),
  choices: z.record(z.string(), z.string(), { error: 'Choices must map option ids to choice ids.' }).optional(),
});

export const catalogRoutes: ApiRoutes = async (app, { catalog }) => {
  productRoutes(app, catalog);
  productPictureRoutes(app, catalog);
  serviceRoutes(app, catalog);
};

/** The catalog listing and one product for the configurator. */
function productRoutes(app: ApiScope, catalog: Catalog): void {
  app.get(
    '/api/catalog/products',
    {
      schema: {
        tags,
        summary: 'Search, filter and sort the catalog; priceWidth and priceHeight price each card for a window',
        querystring: z.object({
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
              .refine((value) => (windowCategoryIds as number[]).includes(value), windowCategoryMessage),
          ),
          installEligible: unlessEmpty(
            z.enum(['true', 'false'], { error: 'Install eligible must be true or false.' }).transform((value) => value === 'true'),
          ),
          sort: unlessEmpty(z.enum(['featured', 'price-asc', 'price-desc', 'name', 'rating'], { error: 'Unknown sort order.' })),
        }),
        response: { 200: z.object({ data: listingSchema }) },
      },
    },
    async (request) => ({ data: catalog.list(request.query) }),
  );

  app.get(
    '/api/catalog/products/:productId',
    {
      schema: {
        tags,
        summary: 'One product with its options, for the configurator',
        params: z.object({ productId }),
        response: { 200: z.object({ data: productDetailSchema }) },
      },
    },
    async (request) => {
      const product = forViewer(catalog.get(request.params.productId), request.identity.role === 'rep');
      const card = catalog.card(product.productId);
      return {
        data: {
          ...product,
          defaultChoices: defaultChoices(product),
          fromPrice: card?.fromPrice ?? null,
          fromRetail: card?.fromRetail ?? null,
        },
      };
    },
  );
}

/** A product's picture, and its image URL on a site. */
function productPictureRoutes(app: ApiScope, catalog: Catalog): void {
  app.get(
    '/api/catalog/products/:productId/image.svg',
    {
      schema: {
        tags,
        summary: 'The product picture (SVG), optionally in a colour',
        params: z.object({ productId }),
        querystring: z.object({
          color: z
            .string()
            .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #a1b2c3.')
            .optional(),
        }),
        // Keyed by content type so the API's page documents a picture, not JSON.
        response: { 200: { description: 'The picture as SVG', content: { 'image/svg+xml': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const product = catalog.get(request.params.productId);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(productPictureSvg(product.picture, request.query.color));
    },
  );

  app.get(
    '/api/v2/products/:productId/site/:siteId',
    {
      schema: {
        tags,
        summary: "A product's image URL on a site",
        params: z.object({
          productId,
          siteId: z.coerce.number().refine((value) => (SITE_IDS as readonly number[]).includes(value), 'Unknown site.'),
        }),
        response: { 200: z.object({ data: z.object({ ProductId: z.string(), ImageUrl: z.string() }) }) },
      },
    },
    async (request) => {
      const product = catalog.get(request.params.productId);
      return { data: { ProductId: product.productId, ImageUrl: productImageUrl(product.productId) } };
    },
  );
}

/** The spec's catalogue and merchandising services: a product's size limits and its price. */
function serviceRoutes(app: ApiScope, catalog: Catalog): void {
  // Paths of the spec's catalogue and merchandising services match whatever their case (see app.ts rewriteUrl).
  app.get(
    '/catalog/productconfiguration/productdimension',
    {
      schema: {
        tags,
        summary: "A product's size limits (query productid)",
        response: { 200: z.object({ data: productDimensionSchema }) },
      },
    },
    async (request) => {
      const id = queryValue(request.query as Record<string, unknown>, 'productid');
      if (!id || !/^\d{6}$/.test(id)) throw new AppError('VALIDATION_FAILED', 'Please send a six-digit productid.');
      const product = catalog.get(id);
      return {
        data: { MinWidth: product.minWidth, MaxWidth: product.maxWidth, MinHeight: product.minHeight, MaxHeight: product.maxHeight },
      };
    },
  );

  /**
   * Doc 001 §7: `ProductPrice?partnerProductId=` answers whether the product has a price (true when
   * it is known, still sold and priced at its smallest size with default choices; false otherwise).
   */
  const hasPrice = (partnerProductId: unknown) => {
    const id = typeof partnerProductId === 'number' ? String(partnerProductId) : partnerProductId;
    if (typeof id !== 'string' || !/^\d{6}$/.test(id)) throw new AppError('VALIDATION_FAILED', 'Please send a six-digit partnerProductId.');
    const product = catalog.get(id);
    const { priced } = price(product, { width: Math.ceil(product.minWidth), height: Math.ceil(product.minHeight), choices: {} });
    return { data: product.status !== 'Discontinued' && priced.hasPricing && priced.isValid };
  };

  const productPrice = async (request: { query: unknown; body?: unknown }) => {
    const source = { ...(request.query as Record<string, unknown>), ...((request.body as Record<string, unknown> | undefined) ?? {}) };
    const partnerProductId = field(source, 'partnerProductId');
    if (partnerProductId !== undefined && field(source, 'productId') === undefined) return hasPrice(partnerProductId);
    const parsed = productPriceInput.safeParse({
      productId: field(source, 'productId'),
      width: field(source, 'width'),
      height: field(source, 'height'),
      choices: field(source, 'choices'),
    });
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'The request is not valid.');
    const product = catalog.get(parsed.data.productId);
    const { priced } = price(product, { width: parsed.data.width, height: parsed.data.height, choices: parsed.data.choices ?? {} });
    return {
      data: {
        productId: product.productId,
        hasPricing: priced.hasPricing,
        isValid: priced.isValid,
        messages: priced.messages,
        price: toDollars(priced.subtotalCents),
        retail: toDollars(priced.retailCents),
      },
    };
  };
  app.get(
    '/merchandising/pricing/productprice',
    { schema: { tags, summary: 'Price of a product at a size (query productId, width, height)', response: productPriceAnswer } },
    productPrice,
  );
  app.post(
    '/merchandising/pricing/productprice',
    {
      schema: {
        tags,
        summary: 'Price of a product at a size, with choices; with query partnerProductId alone: true or false',
        response: productPriceAnswer,
      },
    },
    productPrice,
  );
}
