import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

const ROLLER = '533459';

describe('catalog calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the seeded catalog without discontinued products, with facets', async () => {
    const guest = await t.guest();
    const answer = await guest.request('GET', '/api/catalog/products');
    expect(answer.status).toBe(200);
    const { products, total, facets } = answer.body.data;
    expect(total).toBeGreaterThanOrEqual(36);
    expect(products.every((product: { status: string }) => product.status === 'Active')).toBe(true);
    expect(facets.categories.length).toBeGreaterThanOrEqual(10);
    expect(facets.brands.length).toBeGreaterThanOrEqual(8);
  });

  it('searches, filters by category, brand, size and price, and sorts', async () => {
    const guest = await t.guest();
    const byText = (await guest.request('GET', '/api/catalog/products?q=roller%20harbor')).body.data.products;
    expect(byText.map((product: { productId: string }) => product.productId)).toContain(ROLLER);
    const rollers = (await guest.request('GET', '/api/catalog/products?category=roller-shades&sort=price-asc')).body.data.products;
    expect(rollers.length).toBeGreaterThan(1);
    expect(rollers.every((product: { category: string }) => product.category === 'roller-shades')).toBe(true);
    const prices = rollers.map((product: { fromPrice: number }) => product.fromPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const wide = (await guest.request('GET', '/api/catalog/products?width=150&height=60')).body.data.products;
    expect(wide.length).toBeGreaterThan(0);
    expect(wide.every((product: { maxWidth: number; minHeight: number }) => product.maxWidth >= 150 && product.minHeight <= 60)).toBe(true);
    const cheap = (await guest.request('GET', '/api/catalog/products?maxPrice=40')).body.data.products;
    expect(cheap.every((product: { fromPrice: number }) => product.fromPrice <= 40)).toBe(true);
    const brand = (await guest.request('GET', '/api/catalog/products?brand=Larkspur')).body.data.products;
    expect(brand.every((product: { brand: string }) => product.brand === 'Larkspur')).toBe(true);
  });

  it('answers 400 for a bad filter and 404 for an unknown product', async () => {
    const guest = await t.guest();
    expectErrorEnvelope(await guest.request('GET', '/api/catalog/products?category=sofas'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('GET', '/api/catalog/products?width=wide'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('GET', '/api/catalog/products/999999'), 404, 'NOT_FOUND');
    expectErrorEnvelope(await guest.request('GET', '/api/catalog/products/abc'), 400, 'VALIDATION_FAILED');
  });

  it('shows internal choices to the rep only', async () => {
    const internalOf = (body: { data: { options: { choices: { isInternal: boolean }[] }[] } }) =>
      body.data.options.flatMap((option) => option.choices).filter((choice) => choice.isInternal);
    const guest = await t.guest();
    const rep = await t.signIn('rep@example.com');
    expect(internalOf((await guest.request('GET', '/api/catalog/products/533002')).body)).toEqual([]);
    const repChoices = internalOf((await rep.request('GET', '/api/catalog/products/533002')).body);
    expect(repChoices.map((choice) => (choice as unknown as { value: string }).value)).toEqual(
      expect.arrayContaining(['No', 'Standard Width']),
    );
  });

  it('draws product pictures and names their URL per site', async () => {
    const guest = await t.guest();
    const svg = await guest.request('GET', `/api/catalog/products/${ROLLER}/image.svg?color=%23112233`);
    expect(svg.status).toBe(200);
    expect(String(svg.headers['content-type'])).toContain('image/svg+xml');
    expect(svg.body).toContain('#112233');
    const image = await guest.request('GET', `/api/v2/products/${ROLLER}/site/3`);
    expect(image.body.data.ImageUrl).toBe(`/api/catalog/products/${ROLLER}/image.svg`);
    expectErrorEnvelope(await guest.request('GET', `/api/v2/products/${ROLLER}/site/4`), 400, 'VALIDATION_FAILED');
  });

  it('answers ProductDimension whatever the case of its path, and ProductPrice', async () => {
    const guest = await t.guest();
    const dimension = await guest.request('GET', `/Catalog/ProductConfiguration/ProductDimension?productid=${ROLLER}`);
    expect(dimension.status).toBe(200);
    expect(dimension.body.data).toEqual({ MinWidth: 12, MaxWidth: 120, MinHeight: 12, MaxHeight: 120 });
    expect((await guest.request('GET', `/catalog/productconfiguration/productdimension?ProductId=${ROLLER}`)).status).toBe(200);
    expectErrorEnvelope(await guest.request('GET', '/Catalog/ProductConfiguration/ProductDimension'), 400, 'VALIDATION_FAILED');
    const price = await guest.request('GET', `/Merchandising/Pricing/ProductPrice?productId=${ROLLER}&width=40&height=60`);
    expect(price.body.data).toMatchObject({ productId: ROLLER, hasPricing: true, isValid: true });
    expect(price.body.data.price).toBeLessThan(price.body.data.retail);
  });
});
