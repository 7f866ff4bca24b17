import type { CatalogProduct } from '@eb/domain/catalog';
import { productImageUrl } from '@eb/domain/catalog-item';
import { catalogEndpoints, productIdSchema as productId } from '@eb/domain/endpoints/catalog';
import { toDollars } from '@eb/domain/money';
import { isInternal } from '@eb/domain/permissions';
import { defaultChoices } from '@eb/domain/pricing';
import { productPictureSvg } from '@eb/domain/product-picture';
import { z } from 'zod';
import type { ApiRoutes, ApiScope } from '../../app-context.ts';
import { AppError } from '../../errors.ts';
import { serve } from '../../http/serve.ts';
import type { Catalog } from './catalog.ts';
import { price } from './configurations.ts';

const tags = ['catalog'];

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
  serve(app, catalogEndpoints.listProducts, async (request) => ({ data: catalog.list(request.query) }));

  serve(app, catalogEndpoints.getProduct, async (request) => {
    const product = forViewer(catalog.get(request.params.productId), isInternal(request.identity));
    const card = catalog.card(product.productId);
    return {
      data: {
        ...product,
        defaultChoices: defaultChoices(product),
        fromPrice: card?.fromPrice ?? null,
        fromRetail: card?.fromRetail ?? null,
      },
    };
  });
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

  serve(app, catalogEndpoints.getProductImageUrl, async (request) => {
    const product = catalog.get(request.params.productId);
    return { data: { ProductId: product.productId, ImageUrl: productImageUrl(product.productId) } };
  });
}

/** The spec's catalogue and merchandising services: a product's size limits and its price. */
function serviceRoutes(app: ApiScope, catalog: Catalog): void {
  // Paths of the spec's catalogue and merchandising services match whatever their case (see app.ts rewriteUrl).
  serve(app, catalogEndpoints.productDimension, async (request) => {
    const id = queryValue(request.query as Record<string, unknown>, 'productid');
    if (!id || !/^\d{6}$/.test(id)) throw new AppError('VALIDATION_FAILED', 'Please send a six-digit productid.');
    const product = catalog.get(id);
    return {
      data: { MinWidth: product.minWidth, MaxWidth: product.maxWidth, MinHeight: product.minHeight, MaxHeight: product.maxHeight },
    };
  });

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
  serve(app, catalogEndpoints.productPrice, productPrice);
  serve(app, catalogEndpoints.productPriceWithChoices, productPrice);
}
