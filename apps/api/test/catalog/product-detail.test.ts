import type { CatalogProduct } from '@eb/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repHeaders } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { expectStatusOf, productWhere, ROLLER } from './helpers.ts';

type Detail = CatalogProduct & { defaultChoices: Record<string, string>; fromPrice: number; fromRetail: number };

const withInternal = productWhere('product with internal choices', (product) =>
  product.options.some((option) => option.choices.some((choice) => choice.isInternal)),
);
const internalOptionIds = withInternal.options
  .filter((option) => option.choices.every((choice) => choice.isInternal))
  .map((option) => option.optionId);
const internal = withInternal.options.flatMap((option) => option.choices.filter((choice) => choice.isInternal));
const internalValues = internal.map((choice) => choice.value);
const discontinued = productWhere('discontinued product', (product) => product.status === 'Discontinued');

const choiceIds = (detail: Detail) => detail.options.flatMap((option) => option.choices.map((choice) => choice.choiceId));
const internalChoices = (detail: Detail) => detail.options.flatMap((option) => option.choices).filter((choice) => choice.isInternal);

describe('one product (GET /api/catalog/products/{productId})', () => {
  let t: TestApp;
  let guest: Client;
  let shopper: Client;
  let rep: Client;
  beforeAll(async () => {
    t = await createTestApp();
    guest = await t.guest();
    shopper = await t.signIn('shopper@example.com');
    rep = await t.signIn('rep@example.com');
  });
  afterAll(() => t.close());

  const detail = async (client: Client, productId: string, headers?: Record<string, string>): Promise<Detail> => {
    const answer = await client.request('GET', `/api/catalog/products/${productId}`, { headers });
    expectStatusOf(answer, 200);
    return answer.body.data as Detail;
  };

  it('answers the product with its options, default choices and from-price, for the configurator', async () => {
    const roller = await detail(guest, ROLLER);
    expect(roller).toMatchObject({
      productId: ROLLER,
      category: 'roller-shades',
      minWidth: 12,
      maxWidth: 120,
      minHeight: 12,
      maxHeight: 120,
    });
    expect(roller.options.length).toBeGreaterThan(0);
    for (const option of roller.options) {
      expect(option.choices.map((choice) => choice.choiceId)).toContain(roller.defaultChoices[option.optionId]);
    }
    const listed = (await guest.request('GET', `/api/catalog/products?q=${ROLLER}`)).body.data.products[0];
    expect(roller.fromPrice).toBe(listed.fromPrice);
    expect(roller.fromRetail).toBe(listed.fromRetail);
  });

  it('hides internal choices from guests and signed-in shoppers', async () => {
    expect(internalValues).toEqual(expect.arrayContaining(['No', 'Standard Width']));
    for (const client of [guest, shopper]) {
      const seen = await detail(client, withInternal.productId);
      expect(internalChoices(seen)).toEqual([]);
      for (const choice of internal) expect(choiceIds(seen)).not.toContain(choice.choiceId);
      // An option made only of internal choices is left out, and so is its default.
      for (const optionId of internalOptionIds) {
        expect(seen.options.map((option) => option.optionId)).not.toContain(optionId);
        expect(seen.defaultChoices).not.toHaveProperty(optionId);
      }
    }
  });

  it('shows internal choices to the rep, with or without x-repid', async () => {
    for (const headers of [undefined, repHeaders]) {
      const seen = await detail(rep, withInternal.productId, headers);
      expect(
        internalChoices(seen)
          .map((choice) => choice.value)
          .sort(),
      ).toEqual([...internalValues].sort());
      for (const optionId of internalOptionIds) expect(seen.defaultChoices).toHaveProperty(optionId);
    }
  });

  it('still answers a discontinued product, marked as such', async () => {
    expect((await detail(guest, discontinued.productId)).status).toBe('Discontinued');
  });

  it('answers 404 for an unknown product and 400 for an id that is not six digits', async () => {
    expectErrorEnvelope(await guest.request('GET', '/api/catalog/products/999999'), 404, 'NOT_FOUND');
    expectErrorEnvelope(await guest.request('GET', '/api/catalog/products/5334'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('GET', '/api/catalog/products/abcdef'), 400, 'VALIDATION_FAILED');
  });
});

describe('product pictures', () => {
  let t: TestApp;
  let guest: Client;
  beforeAll(async () => {
    t = await createTestApp();
    guest = await t.guest();
  });
  afterAll(() => t.close());

  it('draws the product as SVG, cacheable, in its own colour or the one asked for', async () => {
    const plain = await guest.request('GET', `/api/catalog/products/${ROLLER}/image.svg`);
    expect(plain.status).toBe(200);
    expect(String(plain.headers['content-type'])).toContain('image/svg+xml');
    expect(String(plain.headers['cache-control'])).toContain('max-age');
    expect(String(plain.body)).toMatch(/^<svg[\s>]/);
    const coloured = await guest.request('GET', `/api/catalog/products/${ROLLER}/image.svg?color=%23112233`);
    expect(String(coloured.body)).toContain('#112233');
    expect(coloured.body).not.toBe(plain.body);
  });

  it('refuses a colour that is not #rrggbb (nothing can be injected into the SVG) and answers 404 for an unknown product', async () => {
    const injected = await guest.request('GET', `/api/catalog/products/${ROLLER}/image.svg?color=${encodeURIComponent('red"/><script>')}`);
    expectErrorEnvelope(injected, 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('GET', '/api/catalog/products/999999/image.svg'), 404, 'NOT_FOUND');
  });

  it("names a product's image URL per site (GET /api/v2/products/{productId}/site/{siteId})", async () => {
    for (const siteId of [1, 2, 3, 5, 11]) {
      const answer = await guest.request('GET', `/api/v2/products/${ROLLER}/site/${siteId}`);
      expectStatusOf(answer, 200);
      expect(answer.body.data).toEqual({ ProductId: ROLLER, ImageUrl: `/api/catalog/products/${ROLLER}/image.svg` });
      const image = await guest.request('GET', answer.body.data.ImageUrl);
      expect(image.status).toBe(200);
    }
    expectErrorEnvelope(await guest.request('GET', `/api/v2/products/${ROLLER}/site/4`), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('GET', `/api/v2/products/${ROLLER}/site/three`), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('GET', '/api/v2/products/999999/site/3'), 404, 'NOT_FOUND');
  });

  it('lists the catalog and configuration calls in the OpenAPI document', async () => {
    const answer = await guest.request('GET', '/docs/json');
    expect(answer.status).toBe(200);
    const paths = Object.keys(answer.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/catalog/products',
        '/api/catalog/products/{productId}',
        '/api/v2/products/{productId}/site/{siteId}',
        '/api/configurations',
        '/api/configurations/{guid}',
        '/api/configuratorApi/ExecuteProductRules',
        '/api/configuratorApi/HasProductPricing',
        '/api/estimates/configurations',
        '/api/design-builder/designs/{designId}/items/{itemId}/product',
        '/api/design-builder/designs/{designId}/items/{itemId}/cloneStyle',
      ]),
    );
  });
});
