import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { choiceOf, expectStatusOf, gridCents, productById, productWhere, ROLLER, saleCents } from './helpers.ts';

const roller = productById(ROLLER);
const motorized = choiceOf(roller, 'lift', 'Motorized');
const motorCents = (() => {
  const price = roller.options.flatMap((option) => option.choices).find((choice) => choice.choiceId === motorized)?.price;
  if (price?.kind !== 'fixed') throw new Error('The roller shade motor is expected to cost a fixed amount');
  return price.cents;
})();
const discontinued = productWhere('discontinued product', (product) => product.status === 'Discontinued');
const shortGrid = productWhere(
  'product whose grid stops short of its maximum width',
  (product) => (product.priceGrid.widths.at(-1) ?? 0) < product.maxWidth,
);

describe('the catalogue and merchandising service calls', () => {
  let t: TestApp;
  let guest: Client;
  beforeAll(async () => {
    t = await createTestApp();
    guest = await t.guest();
  });
  afterAll(() => t.close());

  describe('GET /Catalog/ProductConfiguration/ProductDimension?productid=', () => {
    it("answers the product's size limits", async () => {
      const answer = await guest.request('GET', `/Catalog/ProductConfiguration/ProductDimension?productid=${ROLLER}`);
      expectStatusOf(answer, 200);
      expect(answer.body.data).toEqual({
        MinWidth: roller.minWidth,
        MaxWidth: roller.maxWidth,
        MinHeight: roller.minHeight,
        MaxHeight: roller.maxHeight,
      });
      expect(answer.body.data).toEqual({ MinWidth: 12, MaxWidth: 120, MinHeight: 12, MaxHeight: 120 });
    });

    it('matches the path and the query name whatever their case', async () => {
      for (const url of [
        `/catalog/productconfiguration/productdimension?productid=${ROLLER}`,
        `/CATALOG/PRODUCTCONFIGURATION/PRODUCTDIMENSION?ProductId=${ROLLER}`,
        `/Catalog/productConfiguration/ProductDimension?PRODUCTID=${ROLLER}&other=1`,
      ]) {
        const answer = await guest.request('GET', url);
        expectStatusOf(answer, 200);
        expect(answer.body.data.MaxWidth).toBe(roller.maxWidth);
      }
    });

    it('answers 400 without a six-digit productid and 404 for an unknown product', async () => {
      expectErrorEnvelope(await guest.request('GET', '/Catalog/ProductConfiguration/ProductDimension'), 400, 'VALIDATION_FAILED');
      expectErrorEnvelope(
        await guest.request('GET', '/Catalog/ProductConfiguration/ProductDimension?productid=12'),
        400,
        'VALIDATION_FAILED',
      );
      expectErrorEnvelope(await guest.request('GET', '/Catalog/ProductConfiguration/ProductDimension?productid=999999'), 404, 'NOT_FOUND');
    });
  });

  describe('/Merchandising/Pricing/ProductPrice', () => {
    const retailAt40x60 = () => gridCents(roller, 40, 60);

    it('POST with query partnerProductId answers true for a product with a price, false for one without, 404 for none', async () => {
      const priced = await guest.request('POST', `/Merchandising/Pricing/ProductPrice?partnerProductId=${ROLLER}`, { body: {} });
      expectStatusOf(priced, 200);
      expect(priced.body.data).toBe(true);
      const gone = await guest.request('POST', `/Merchandising/Pricing/ProductPrice?partnerProductId=${discontinued.productId}`, {
        body: {},
      });
      expectStatusOf(gone, 200);
      expect(gone.body.data).toBe(false);
      expectErrorEnvelope(
        await guest.request('POST', '/Merchandising/Pricing/ProductPrice?partnerProductId=999999', { body: {} }),
        404,
        'NOT_FOUND',
      );
      expectErrorEnvelope(
        await guest.request('POST', '/Merchandising/Pricing/ProductPrice?partnerProductId=12', { body: {} }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('GET prices a product at a size with its default choices: the grid price less the sale', async () => {
      const answer = await guest.request('GET', `/Merchandising/Pricing/ProductPrice?productId=${ROLLER}&width=40&height=60`);
      expectStatusOf(answer, 200);
      expect(answer.body.data).toEqual({
        productId: ROLLER,
        hasPricing: true,
        isValid: true,
        messages: [],
        retail: retailAt40x60() / 100,
        price: saleCents(roller, retailAt40x60()) / 100,
      });
      const lower = await guest.request('GET', `/merchandising/pricing/productprice?ProductId=${ROLLER}&Width=40&Height=60`);
      expect(lower.body.data).toEqual(answer.body.data);
    });

    it('POST prices with choices, sent in either case and with a numeric product id', async () => {
      const expected = {
        retail: (retailAt40x60() + motorCents) / 100,
        price: saleCents(roller, retailAt40x60() + motorCents) / 100,
        isValid: true,
      };
      for (const body of [
        { productId: ROLLER, width: 40, height: 60, choices: { lift: motorized } },
        { ProductId: ROLLER, Width: 40, Height: 60, Choices: { lift: motorized } },
        { productId: Number(ROLLER), width: '40', height: '60', choices: { lift: motorized } },
      ]) {
        const answer = await guest.request('POST', '/Merchandising/Pricing/ProductPrice', { body });
        expectStatusOf(answer, 200);
        expect(answer.body.data, JSON.stringify(body)).toMatchObject(expected);
      }
    });

    it('says when a size has no price or breaks a rule, and when the product is discontinued', async () => {
      const aboveGrid = await guest.request(
        'GET',
        `/Merchandising/Pricing/ProductPrice?productId=${shortGrid.productId}&width=${shortGrid.maxWidth}&height=${shortGrid.minHeight}`,
      );
      expect(aboveGrid.body.data).toMatchObject({ hasPricing: false, isValid: false, price: 0 });
      expect(aboveGrid.body.data.messages).toContain('There is no price for this size.');

      const narrow = await guest.request('POST', '/Merchandising/Pricing/ProductPrice', {
        body: { productId: ROLLER, width: 14, height: 60, choices: { lift: motorized } },
      });
      expect(narrow.body.data.isValid).toBe(false);
      expect(narrow.body.data.messages).toEqual([expect.stringMatching(/^Motorized needs a width of at least \d+ inches\.$/)]);

      const gone = await guest.request(
        'GET',
        `/Merchandising/Pricing/ProductPrice?productId=${discontinued.productId}&width=${discontinued.minWidth}&height=${discontinued.minHeight}`,
      );
      expect(gone.body.data).toMatchObject({ isValid: false, messages: ['This product has been discontinued.'] });
    });

    it('answers 400 for a missing or bad product id or size and 404 for an unknown product', async () => {
      const noProduct = await guest.request('GET', '/Merchandising/Pricing/ProductPrice?width=40&height=60');
      expectErrorEnvelope(noProduct, 400, 'VALIDATION_FAILED');
      expect(noProduct.body.message).toBe('Please send a six-digit productId.');
      const wide = await guest.request('GET', `/Merchandising/Pricing/ProductPrice?productId=${ROLLER}&width=wide&height=60`);
      expectErrorEnvelope(wide, 400, 'VALIDATION_FAILED');
      expect(wide.body.message).toBe('Width must be a number of inches.');
      expectErrorEnvelope(
        await guest.request('GET', `/Merchandising/Pricing/ProductPrice?productId=${ROLLER}&width=40`),
        400,
        'VALIDATION_FAILED',
      );
      expectErrorEnvelope(
        await guest.request('POST', '/Merchandising/Pricing/ProductPrice', {
          body: { productId: ROLLER, width: 40, height: 60, choices: 'motor' },
        }),
        400,
        'VALIDATION_FAILED',
      );
      expectErrorEnvelope(
        await guest.request('GET', '/Merchandising/Pricing/ProductPrice?productId=999999&width=40&height=60'),
        404,
        'NOT_FOUND',
      );
    });
  });
});
