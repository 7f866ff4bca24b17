import { isInstallEligibleCategory } from '@eb/domain/installation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, setProduct } from '../catalog/helpers.ts';
import { BASE, createDesign, firstWindow } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { addWindows, buildPricedDesign, type PricedDesign, SITE11 } from './pricing-helpers.ts';

describe('eligibility and the product id map', () => {
  let t: TestApp;
  let shopper: Client;
  let design: PricedDesign;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await t.signIn('shopper@example.com');
    design = await buildPricedDesign(t, shopper);
  });
  afterAll(() => t.close());

  it("agrees with the catalog's own flags: shutters, outdoor shades and drapes are the ineligible products", () => {
    for (const product of products) expect(isInstallEligibleCategory(product.category), product.productId).toBe(product.installEligible);
    expect(
      products
        .filter((product) => !product.installEligible)
        .map((product) => product.category)
        .sort(),
    ).toEqual(expect.arrayContaining(['drapes', 'outdoor-shades', 'shutters']));
  });

  describe('GET /api/design-builder/estimates/{id}/eligibility', () => {
    it('lists each product once, shutters not eligible, so not all products are', async () => {
      const answer = await shopper.request('GET', `${BASE}/estimates/${design.designId}/eligibility`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        eligibility: [
          { skuNumber: '533002', eligible: true },
          { skuNumber: '533459', eligible: true },
          { skuNumber: '533032', eligible: true },
          { skuNumber: '533036', eligible: false },
        ],
        allProductsEligible: false,
      });
    });

    it('says all products are eligible when every one is, and adds the product id map on site 11', async () => {
      const graph = await createDesign(shopper, { design: {} }, SITE11);
      const [second] = await addWindows(shopper, graph, 1, SITE11);
      await setProduct(shopper, graph.design.designId, firstWindow(graph).itemId, '533002', {}, SITE11);
      await setProduct(shopper, graph.design.designId, second as string, '533042', {}, SITE11);
      const mixed = await shopper.request('GET', `${BASE}/estimates/${graph.design.designId}/eligibility`, { headers: SITE11 });
      expect(mixed.body.data).toEqual({
        eligibility: [
          { skuNumber: '533002', eligible: true },
          { skuNumber: '533042', eligible: false },
        ],
        allProductsEligible: false,
        productIdMap: { '533002': '300533002', '533042': '300533042' },
      });
      await setProduct(shopper, graph.design.designId, second as string, '533032', {}, SITE11);
      const eligible = await shopper.request('GET', `${BASE}/estimates/${graph.design.designId}/eligibility`, { headers: SITE11 });
      expect(eligible.body.data.allProductsEligible).toBe(true);
    });

    it('answers anyone holding the design id; 404 for an unknown design, 400 for a bad id', async () => {
      const guest = await t.guest();
      expect((await guest.request('GET', `${BASE}/estimates/${design.designId}/eligibility`)).status).toBe(200);
      expectErrorEnvelope(
        await guest.request('GET', `${BASE}/estimates/0b7c3a56-1f7e-4b53-9d55-2f3a1c9d1e09/eligibility`),
        404,
        'NOT_FOUND',
      );
      expectErrorEnvelope(await guest.request('GET', `${BASE}/estimates/nope/eligibility`), 400, 'VALIDATION_FAILED');
    });

    it('refuses an x-repid that is not the signed-in rep', async () => {
      const answer = await shopper.request('GET', `${BASE}/estimates/${design.designId}/eligibility`, { headers: { 'x-repid': 'R1001' } });
      expectErrorEnvelope(answer, 403, 'REP_ID_MISMATCH');
    });
  });

  describe('POST /api/design-builder/estimates/productid-map', () => {
    const map = (client: Client, body: unknown, headers: Record<string, string> = SITE11) =>
      client.request('POST', `${BASE}/estimates/productid-map`, { body, headers });

    it("maps known sku numbers to the retailer's product ids and leaves unknown ones out", async () => {
      const answer = await map(shopper, { siteId: 11, partnerProductIds: ['533459', 'NOPE-1', '533036'] });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ '533459': '300533459', '533036': '300533036' });
    });

    it("refuses a siteId that is not the request's site, and a site without a product map", async () => {
      const other = await map(shopper, { siteId: 3, partnerProductIds: ['533459'] });
      expectErrorEnvelope(other, 400, 'BAD_REQUEST');
      expect(other.body.message).toBe("siteId must be this site's id (11).");
      const site3 = await map(shopper, { siteId: 3, partnerProductIds: ['533459'] }, {});
      expectErrorEnvelope(site3, 400, 'BAD_REQUEST');
      expect(site3.body.message).toBe('Only site 11 maps sku numbers to its own product ids.');
    });

    it.each([
      ['siteId missing', { partnerProductIds: ['533459'] }, 'siteId must be a site id.'],
      ['siteId text', { siteId: 'eleven', partnerProductIds: ['533459'] }, 'siteId must be a site id.'],
      ['partnerProductIds missing', { siteId: 11 }, 'partnerProductIds must be a list of sku numbers.'],
      ['partnerProductIds empty', { siteId: 11, partnerProductIds: [] }, 'Please send at least one sku number.'],
      ['an empty sku', { siteId: 11, partnerProductIds: [''] }, 'Sku numbers must not be empty.'],
      ['a long sku', { siteId: 11, partnerProductIds: ['x'.repeat(41)] }, 'Sku numbers must not exceed 40 characters.'],
    ])('refuses bad input: %s', async (_name, body, message) => {
      const answer = await map(shopper, body);
      expectErrorEnvelope(answer, 400, 'VALIDATION_FAILED');
      expect(answer.body.message).toBe(message);
    });
  });
});
