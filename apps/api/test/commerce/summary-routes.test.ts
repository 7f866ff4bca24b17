import { randomUUID } from 'node:crypto';
import { lineTotals } from '@eb/domain/commands/derive';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDesign, loadDesign } from '../designs/helpers.ts';
import { jobBody, jobOf, newCustomer, postJob, setHome } from '../installation/jobs-helpers.ts';
import { buildPricedDesign, type PricedDesign } from '../installation/pricing-helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { type ExactDesign, exactDesign, SUMMARY_PATH, storedTax, TAX_PATH, taxRequest } from './tax-helpers.ts';

/**
 * `POST /api/estimates/estimateSummary` (doc 001 §2 summary panel and modal, §7, §9): the figures
 * the panel shows, from the database. The exact design (tax-helpers.ts) has 2 × 120.50 (retail
 * 150.25) and 80.00 selected, a 999.00 window saved for later and an empty window.
 */
let t: TestApp;
let shopper: Client;
let rep: Client;
let other: Client;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn('shopper@example.com');
  rep = await t.signIn('rep@example.com');
  other = await newCustomer(await t.guest());
});
afterAll(() => t?.close());

const summary = (client: Client, body: unknown) => client.request('POST', SUMMARY_PATH, { body });
async function summaryOf(client: Client, body: unknown) {
  const response = await summary(client, body);
  if (response.status !== 200) throw new Error(`Expected 200, got ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}
const markAutoRelease = (designId: string) =>
  t.db
    .insertInto('design_attributes')
    .values({ id: randomUUID(), design_id: designId, name: 'isAutoReleaseDesign', value: 'true' })
    .execute();

describe('a product-only design', () => {
  let design: ExactDesign;
  beforeAll(async () => {
    design = await exactDesign(t, shopper);
  });

  it('answers every figure of the panel: selected items by quantity, totals, savings, free shipping, tax To Be Calculated', async () => {
    const data = await summaryOf(shopper, { designId: design.designId });
    const { design: stored } = await loadDesign(shopper, design.designId);
    expect(data).toEqual({
      designId: design.designId,
      designName: stored.name,
      selectedItems: 3,
      productTotal: 321,
      installationTotal: 0,
      retail: 380.5,
      savings: 59.5,
      savingsPercent: expect.closeTo((59.5 / 380.5) * 100, 9),
      shipping: 0,
      subtotal: 321,
      pretaxTotal: 321,
      estimatedTax: null,
      taxSuccessful: null,
      total: 321,
      // The design's promotion, whatever it is (new designs may start with one).
      promoCode: stored.promoCode,
      promoEndDate: stored.promoEndDate,
      isAutoRelease: false,
    });
  });

  it('anyone with the design id may read it (the id is the share capability), and a blank ZIP is no ZIP', async () => {
    const mine = await summaryOf(shopper, { designId: design.designId });
    expect(await summaryOf(other, { designId: design.designId })).toEqual(mine);
    expect(await summaryOf(await t.guest(), { designId: design.designId, zipCode: '  ' })).toEqual(mine);
  });

  it('with a ZIP the tax is estimated for that ZIP’s state and kept for the design', async () => {
    const data = await summaryOf(shopper, { designId: design.designId, zipCode: '30339' });
    // Atlanta 8.9%: 241.00 → 21.449 → 21.45; 80.00 → 7.12.
    expect(data).toMatchObject({ subtotal: 321, pretaxTotal: 321, estimatedTax: 28.57, taxSuccessful: true, total: 349.57 });
    expect(await storedTax(t, design.designId)).toMatchObject({ tax_cents: 2857, was_successful: true, jurisdiction: 'Atlanta, GA' });
    // Read again without a ZIP: the kept tax.
    expect(await summaryOf(other, { designId: design.designId })).toMatchObject({
      estimatedTax: 28.57,
      taxSuccessful: null,
      total: 349.57,
    });
  });

  it('a reader’s ZIP gets an estimate but is not kept for someone else’s design', async () => {
    const data = await summaryOf(other, { designId: design.designId, zipCode: '77002' });
    // Houston 8.25%: 19.8825 → 19.88 and 6.60.
    expect(data).toMatchObject({ estimatedTax: 26.48, total: 347.48 });
    expect((await storedTax(t, design.designId))?.tax_cents).toBe(2857);
  });

  it('a representative’s ZIP is kept (ZIP+4 taken)', async () => {
    const data = await summaryOf(rep, { designId: design.designId, zipCode: '98101-2341' });
    // Seattle 10.25%: 24.7025 → 24.70 and 8.20.
    expect(data).toMatchObject({ estimatedTax: 32.9, total: 353.9 });
    expect((await storedTax(t, design.designId))?.tax_cents).toBe(3290);
  });

  it('§8: a ZIP that cannot be taxed gives tax 0, kept for the design', async () => {
    const data = await summaryOf(shopper, { designId: design.designId, zipCode: '00000' });
    expect(data).toMatchObject({ estimatedTax: 0, taxSuccessful: false, total: 321 });
    expect(await storedTax(t, design.designId)).toMatchObject({ tax_cents: 0, was_successful: false });
  });

  it('shows the tax the tax call kept for the design', async () => {
    const response = await shopper.request('POST', TAX_PATH, { body: taxRequest('GA', '31201', [], { designId: design.designId }) });
    // Macon 7.49%: 18.0509 → 18.05; 5.992 → 5.99.
    expect(response.body.data).toEqual({ WasTaxSuccessful: true, TaxAmount: 24.04 });
    expect(await summaryOf(shopper, { designId: design.designId })).toMatchObject({ estimatedTax: 24.04, total: 345.04 });
  });

  it('answers the promo code and its end date', async () => {
    await t.db
      .updateTable('designs')
      .set({ promo_code: 'SPRING25', promo_end_date: '2026-05-31T04:00:00.000Z' })
      .where('id', '=', design.designId)
      .execute();
    expect(await summaryOf(shopper, { designId: design.designId })).toMatchObject({
      promoCode: 'SPRING25',
      promoEndDate: '2026-05-31T04:00:00.000Z',
    });
  });

  it('auto-release designs show only retail: no savings, the subtotal is the product total at retail', async () => {
    const autoRelease = await exactDesign(t, shopper);
    await markAutoRelease(autoRelease.designId);
    const data = await summaryOf(rep, { designId: autoRelease.designId, zipCode: '30339' });
    // Retail 300.50 and 80.00 at 8.9%: 26.7445 → 26.74 and 7.12.
    expect(data).toMatchObject({
      isAutoRelease: true,
      selectedItems: 3,
      productTotal: 380.5,
      retail: 380.5,
      savings: 0,
      savingsPercent: 0,
      installationTotal: 0,
      subtotal: 380.5,
      estimatedTax: 33.86,
      total: 414.36,
    });
  });

  it('an empty design: nothing selected, all zero', async () => {
    const graph = await createDesign(shopper);
    expect(await summaryOf(shopper, { designId: graph.design.designId })).toMatchObject({
      selectedItems: 0,
      productTotal: 0,
      retail: 0,
      savings: 0,
      subtotal: 0,
      estimatedTax: null,
      total: 0,
    });
  });
});

describe('a design with a priced installation job', () => {
  let priced: PricedDesign;
  let productCents: number[];
  let product: number;
  let retail: number;
  const at = (rate: number) => productCents.reduce((sum, cents) => sum + Math.round((cents * rate) / 100), 0);

  beforeAll(async () => {
    priced = await buildPricedDesign(t, shopper);
    const place = await setHome(shopper);
    const job = jobOf(
      await postJob(shopper, jobBody(priced.designId, [priced.cellular, priced.roller, priced.vertical, priced.arch], place)),
    );
    expect(job.pricingResult.retail).toBe(601);
    const graph = await loadDesign(shopper, priced.designId);
    const withProduct = graph.items.filter((item) => item.itemProduct);
    productCents = withProduct.map((item) => Math.round(lineTotals(item).subtotal * 100));
    product = productCents.reduce((sum, cents) => sum + cents, 0);
    retail = withProduct.reduce((sum, item) => sum + Math.round(lineTotals(item).retail * 100), 0);
  });

  it('the subtotal is product plus installation', async () => {
    const data = await summaryOf(shopper, { designId: priced.designId });
    expect(data).toMatchObject({
      productTotal: product / 100,
      installationTotal: 601,
      subtotal: (product + 60_100) / 100,
      pretaxTotal: (product + 60_100) / 100,
      total: (product + 60_100) / 100,
      estimatedTax: null,
    });
    expect(data.retail).toBe(retail / 100);
  });

  it('installation is taxed only where the state taxes it', async () => {
    const georgia = await summaryOf(shopper, { designId: priced.designId, zipCode: '30339' });
    expect(georgia.estimatedTax).toBe(at(8.9) / 100);
    const washington = await summaryOf(shopper, { designId: priced.designId, zipCode: '98101' });
    // 601.00 × 10.25% = 61.6025 → 61.60.
    expect(washington.estimatedTax).toBe((at(10.25) + 6160) / 100);
    expect(washington.total).toBe((product + 60_100 + at(10.25) + 6160) / 100);
  });

  it('an auto-release design leaves its installation out (it is on the order already)', async () => {
    await markAutoRelease(priced.designId);
    const data = await summaryOf(shopper, { designId: priced.designId, zipCode: '98101' });
    expect(data).toMatchObject({ isAutoRelease: true, installationTotal: 0, productTotal: retail / 100, subtotal: retail / 100 });
  });
});

describe('bad input, ZIPs that are not ZIPs, unknown designs', () => {
  it.each<[string, unknown, string]>([
    ['a design id that is not an id', { designId: 'design-1' }, 'Please use a valid id.'],
    ['no design id', {}, 'body.designId'],
    ['a ZIP longer than ZIP+4', { designId: randomUUID(), zipCode: '30339-12345' }, 'body.zipCode'],
    ['no body', undefined, 'body'],
  ])('%s → 400', async (_case, body, mention) => {
    const response = await summary(shopper, body);
    expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(response.body)).toContain(mention);
  });

  it.each(['abcde', '3033', '30339-12', 'K1A 0B1'])(
    '§8: a ZIP that is not a US ZIP (%s) is a tax failure: tax 0, kept',
    async (zipCode) => {
      const graph = await createDesign(shopper);
      const data = await summaryOf(shopper, { designId: graph.design.designId, zipCode });
      expect(data).toMatchObject({ estimatedTax: 0, total: 0 });
      expect(await storedTax(t, graph.design.designId)).toMatchObject({ tax_cents: 0, was_successful: false });
    },
  );

  it('an unknown design is 404, with or without a ZIP', async () => {
    expectErrorEnvelope(await summary(shopper, { designId: randomUUID() }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await summary(shopper, { designId: randomUUID(), zipCode: '30339' }), 404, 'NOT_FOUND');
  });
});
