import { CATEGORIES, type CatalogProduct, type ProductCard } from '@eb/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { expectStatusOf, products, ROLLER } from './helpers.ts';

interface ListingAnswer {
  products: ProductCard[];
  total: number;
  facets: { categories: { key: string; label: string; count: number }[]; brands: { name: string; count: number }[] };
}

const active = products.filter((product) => product.status === 'Active');
const ids = (cards: { productId: string }[]) => cards.map((card) => card.productId);
const sortedIds = (list: readonly CatalogProduct[]) => ids([...list]).sort();

describe('the product listing (GET /api/catalog/products)', () => {
  let t: TestApp;
  let guest: Client;
  beforeAll(async () => {
    t = await createTestApp();
    guest = await t.guest();
  });
  afterAll(() => t.close());

  const list = async (query = ''): Promise<ListingAnswer> => {
    const answer = await guest.request('GET', `/api/catalog/products${query}`);
    expectStatusOf(answer, 200);
    return answer.body.data as ListingAnswer;
  };

  it("prices each card for the window's size when asked, and leaves cards that cannot be made in it at their from-price", async () => {
    const listing = await list('?priceWidth=40&priceHeight=60');
    expect(listing.total).toBe(active.length);
    const roller = listing.products.find((card) => card.productId === ROLLER);
    const configured = await guest.request('POST', '/api/configurations', { body: { productId: ROLLER, width: 40, height: 60 } });
    expect(roller?.sizePrice).toEqual({ width: 40, height: 60, price: configured.body.data.subtotal, retail: configured.body.data.retail });
    const tooWide = await list(`?priceWidth=${Math.max(...active.map((product) => product.maxWidth))}&priceHeight=60`);
    expect(tooWide.products.some((card) => card.sizePrice === null)).toBe(true);
    expect((await list()).products.every((card) => card.sizePrice === undefined)).toBe(true);
    // Sorting by price uses the price shown.
    const sorted = await list('?priceWidth=40&priceHeight=60&sort=price-asc');
    const shown = sorted.products.map((card) => card.sizePrice?.price ?? card.fromPrice);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  it('lists every active product, with the card the builder shows', async () => {
    const listing = await list();
    expect(listing.total).toBe(active.length);
    expect([...ids(listing.products)].sort()).toEqual(sortedIds(active));
    const roller = listing.products.find((card) => card.productId === ROLLER);
    expect(roller).toMatchObject({
      sku: expect.any(String),
      brand: 'Harbor & Pine',
      category: 'roller-shades',
      categoryLabel: 'Roller Shades',
      productType: 'Standard',
      status: 'Active',
      minWidth: 12,
      maxWidth: 120,
      imageUrl: `/api/catalog/products/${ROLLER}/image.svg`,
      installEligible: true,
    });
    expect(roller?.fromPrice).toBeGreaterThan(0);
    expect(roller?.fromPrice).toBeLessThan(roller?.fromRetail ?? 0);
  });

  it('hides discontinued products', async () => {
    const discontinued = products.filter((product) => product.status === 'Discontinued');
    expect(discontinued.length).toBeGreaterThan(0);
    const listed = new Set(ids((await list()).products));
    for (const product of discontinued) expect(listed.has(product.productId), product.productId).toBe(false);
    // Not even when searched for by name or id.
    const [first] = discontinued;
    expect((await list(`?q=${first?.productId}`)).total).toBe(0);
  });

  it('searches by words in the name, brand, category, sku or id, all words having to match, whatever their case', async () => {
    const byName = await list('?q=ROLLER%20harbor');
    expect(ids(byName.products)).toContain(ROLLER);
    for (const card of byName.products) expect(`${card.name} ${card.brand} ${card.categoryLabel}`.toLowerCase()).toContain('harbor');
    const roller = products.find((product) => product.productId === ROLLER) as CatalogProduct;
    expect(ids((await list(`?q=${encodeURIComponent(roller.sku.toLowerCase())}`)).products)).toEqual([ROLLER]);
    expect(ids((await list(`?q=${ROLLER}`)).products)).toEqual([ROLLER]);
    expect((await list('?q=roller%20zebra-unicorn')).total).toBe(0);
  });

  it('filters by category and by brand (any case)', async () => {
    const rollers = await list('?category=roller-shades');
    expect([...ids(rollers.products)].sort()).toEqual(sortedIds(active.filter((product) => product.category === 'roller-shades')));
    const brand = await list('?brand=larkspur');
    expect([...ids(brand.products)].sort()).toEqual(sortedIds(active.filter((product) => product.brand === 'Larkspur')));
    const both = await list('?category=cellular-shades&brand=Larkspur');
    expect(both.total).toBeGreaterThan(0);
    for (const card of both.products) expect(card).toMatchObject({ category: 'cellular-shades', brand: 'Larkspur' });
    expect((await list('?brand=Nobody%20Makes%20This')).total).toBe(0);
  });

  it("keeps to products that can be made and priced at the window's size", async () => {
    const fits = (product: CatalogProduct, width: number, height: number) =>
      width >= product.minWidth &&
      width <= product.maxWidth &&
      height >= product.minHeight &&
      height <= product.maxHeight &&
      width <= (product.priceGrid.widths.at(-1) ?? 0) &&
      height <= (product.priceGrid.heights.at(-1) ?? 0);
    for (const [width, height] of [
      [30, 40],
      [150, 60],
      [100, 84],
      [13, 100],
    ] as const) {
      const listing = await list(`?width=${width}&height=${height}`);
      expect([...ids(listing.products)].sort(), `${width} × ${height}`).toEqual(
        sortedIds(active.filter((product) => fits(product, width, height))),
      );
    }
    // A product whose limits reach a width its price grid does not is left out at that width.
    const short = active.find((product) => (product.priceGrid.widths.at(-1) ?? 0) < product.maxWidth);
    expect(short).toBeDefined();
    if (short) {
      const width = short.maxWidth;
      expect(ids((await list(`?width=${width}`)).products)).not.toContain(short.productId);
      expect(ids((await list(`?width=${short.priceGrid.widths.at(-1)}`)).products)).toContain(short.productId);
    }
    // Width alone and height alone filter too.
    const wide = await list('?width=190');
    expect(wide.total).toBeGreaterThan(0);
    for (const card of wide.products) expect(card.maxWidth).toBeGreaterThanOrEqual(190);
    const short50 = await list('?height=11');
    for (const card of short50.products) expect(card.minHeight).toBeLessThanOrEqual(11);
  });

  it('filters by the from-price (maxPrice, minPrice)', async () => {
    const all = (await list()).products;
    const prices = all.map((card) => card.fromPrice).sort((a, b) => a - b);
    const middle = prices[Math.floor(prices.length / 2)] ?? 0;
    const cheap = await list(`?maxPrice=${middle}`);
    expect(cheap.total).toBe(all.filter((card) => card.fromPrice <= middle).length);
    for (const card of cheap.products) expect(card.fromPrice).toBeLessThanOrEqual(middle);
    const dear = await list(`?minPrice=${middle}`);
    expect(dear.total).toBe(all.filter((card) => card.fromPrice >= middle).length);
    expect((await list('?maxPrice=0')).total).toBe(0);
  });

  it('keeps to a mandi window category (1..4) and to products we install, or do not', async () => {
    for (const windowCategory of [1, 2, 3, 4]) {
      const listing = await list(`?windowCategory=${windowCategory}`);
      const expected = active.filter((product) => product.windowCategory === windowCategory);
      expect(expected.length, `window category ${windowCategory}`).toBeGreaterThan(0);
      expect([...ids(listing.products)].sort(), `window category ${windowCategory}`).toEqual(sortedIds(expected));
    }
    for (const installEligible of [true, false]) {
      const listing = await list(`?installEligible=${installEligible}`);
      const expected = active.filter((product) => product.installEligible === installEligible);
      expect(expected.length).toBeGreaterThan(0);
      expect([...ids(listing.products)].sort()).toEqual(sortedIds(expected));
      for (const card of listing.products) expect(card.installEligible).toBe(installEligible);
    }
    // Roller-shade windows hold products we do not install too (outdoor shades): both filters together leave them out.
    const rollerWindows = active.filter((product) => product.windowCategory === 2);
    expect(rollerWindows.some((product) => !product.installEligible)).toBe(true);
    const installed = await list('?windowCategory=2&installEligible=true');
    expect([...ids(installed.products)].sort()).toEqual(sortedIds(rollerWindows.filter((product) => product.installEligible)));
    expect(ids(installed.products)).toContain(ROLLER);
  });

  it("combines the window's category and installing with its size and the shopper's own filters", async () => {
    const fits = (product: CatalogProduct, width: number, height: number) =>
      width >= product.minWidth &&
      width <= Math.min(product.maxWidth, product.priceGrid.widths.at(-1) ?? 0) &&
      height >= product.minHeight &&
      height <= Math.min(product.maxHeight, product.priceGrid.heights.at(-1) ?? 0);
    const forWindow = (product: CatalogProduct) => product.windowCategory === 1 && product.installEligible;
    const [width, height] = [100, 84];
    const listing = await list(`?windowCategory=1&installEligible=true&width=${width}&height=${height}`);
    const expected = active.filter((product) => forWindow(product) && fits(product, width, height));
    expect(expected.length).toBeGreaterThan(0);
    // The size leaves some of the window's products out, so both filters are at work.
    expect(expected.length).toBeLessThan(active.filter(forWindow).length);
    expect([...ids(listing.products)].sort()).toEqual(sortedIds(expected));

    const brand = expected[0]?.brand ?? '';
    const narrowed = await list(
      `?windowCategory=1&installEligible=true&width=${width}&height=${height}&brand=${encodeURIComponent(brand)}&sort=price-asc`,
    );
    expect([...ids(narrowed.products)].sort()).toEqual(sortedIds(expected.filter((product) => product.brand === brand)));
  });

  it("counts the facets within the window's category and installing, as it does within the size", async () => {
    const forWindow = active.filter((product) => product.windowCategory === 2 && product.installEligible);
    const window = await list('?windowCategory=2&installEligible=true');
    expect(window.facets.categories.map((facet) => facet.key).sort()).toEqual(
      [...new Set(forWindow.map((product) => product.category))].sort(),
    );
    expect(window.facets.categories.reduce((sum, facet) => sum + facet.count, 0)).toBe(window.total);
    expect(window.facets.brands.reduce((sum, facet) => sum + facet.count, 0)).toBe(window.total);
    // Choosing a category keeps offering the window's other categories, never those of other windows.
    const solar = await list('?windowCategory=2&installEligible=true&category=solar-shades');
    expect(solar.total).toBeGreaterThan(0);
    expect(solar.facets.categories).toEqual(window.facets.categories);
    expect(solar.facets.brands.reduce((sum, facet) => sum + facet.count, 0)).toBe(solar.total);
    // A category from another window is no match at all.
    expect((await list('?windowCategory=2&category=cellular-shades')).total).toBe(0);
  });

  it('sorts: featured by default, price both ways, name and rating', async () => {
    const featured = ids((await list()).products);
    expect(ids((await list('?sort=featured')).products)).toEqual(featured);

    const ascending = (await list('?sort=price-asc')).products.map((card) => card.fromPrice);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await list('?sort=price-desc')).products.map((card) => card.fromPrice);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(ascending[0]).toBeLessThan(descending[0] ?? 0);

    const names = (await list('?sort=name')).products.map((card) => card.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const ratings = (await list('?sort=rating')).products.map((card) => card.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings[0]).toBeGreaterThan(ratings.at(-1) ?? 0);

    // Sorting changes the order, never the set.
    expect([...ids((await list('?sort=name&category=drapes')).products)].sort()).toEqual(
      [...ids((await list('?category=drapes')).products)].sort(),
    );
  });

  it('counts categories and brands for the filter panel, each over everything but its own filter', async () => {
    const everything = await list();
    expect(everything.facets.categories.map((facet) => facet.key)).toEqual(
      CATEGORIES.filter((category) => active.some((product) => product.category === category.key)).map((category) => category.key),
    );
    for (const facet of everything.facets.categories) {
      expect(facet.count, facet.key).toBe(active.filter((product) => product.category === facet.key).length);
      expect(facet.label).toBe(CATEGORIES.find((category) => category.key === facet.key)?.label);
    }
    const brandNames = everything.facets.brands.map((facet) => facet.name);
    expect(brandNames).toEqual([...brandNames].sort((a, b) => a.localeCompare(b)));
    expect(everything.facets.brands.reduce((sum, facet) => sum + facet.count, 0)).toBe(active.length);

    // With a category chosen, the category counts still offer the others; brand counts follow the category.
    const rollers = await list('?category=roller-shades');
    expect(rollers.facets.categories).toEqual(everything.facets.categories);
    const rollerBrands = new Set(active.filter((product) => product.category === 'roller-shades').map((product) => product.brand));
    expect(rollers.facets.brands.map((facet) => facet.name).sort()).toEqual([...rollerBrands].sort());
    expect(rollers.facets.brands.reduce((sum, facet) => sum + facet.count, 0)).toBe(rollers.total);

    // With a brand chosen, the brand counts still offer the others; category counts follow the brand.
    const larkspur = await list('?brand=Larkspur');
    expect(larkspur.facets.brands).toEqual(everything.facets.brands);
    expect(larkspur.facets.categories.reduce((sum, facet) => sum + facet.count, 0)).toBe(larkspur.total);
  });

  it('treats empty parameters as no filter (the contract lists them all: ?q=&category=&brand=&width=&height=&sort=)', async () => {
    const listing = await list('?q=&category=&brand=&width=&height=&minPrice=&maxPrice=&windowCategory=&installEligible=&sort=');
    expect(listing.total).toBe(active.length);
  });

  it('answers 400 with the envelope for a bad query', async () => {
    for (const query of [
      '?category=sofas',
      '?sort=cheapest',
      '?width=wide',
      '?height=-3',
      '?width=0',
      '?maxPrice=-1',
      '?minPrice=cheap',
      `?q=${'a'.repeat(101)}`,
      '?windowCategory=0',
      '?windowCategory=5',
      '?windowCategory=2.5',
      '?windowCategory=roller-shades',
      '?windowCategory=%20',
      '?installEligible=yes',
      '?installEligible=1',
      '?windowCategory=2&installEligible=TRUE',
    ]) {
      const answer = await guest.request('GET', `/api/catalog/products${query}`);
      expectErrorEnvelope(answer, 400, 'VALIDATION_FAILED');
    }
    const unknown = await guest.request('GET', '/api/catalog/products?category=sofas');
    expect(unknown.body.message).toContain('Unknown category.');
    const window = await guest.request('GET', '/api/catalog/products?windowCategory=7');
    expect(window.body.message).toContain('Window category must be one of 1, 2, 3, 4.');
    const install = await guest.request('GET', '/api/catalog/products?installEligible=maybe');
    expect(install.body.message).toContain('Install eligible must be true or false.');
  });
});
