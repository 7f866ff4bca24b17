import { randomUUID } from 'node:crypto';
import { lineTotals } from '@eb/domain/commands/derive';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDesign, loadDesign } from '../designs/helpers.ts';
import { jobBody, jobOf, newCustomer, postJob, setHome } from '../installation/jobs-helpers.ts';
import { buildPricedDesign } from '../installation/pricing-helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { type ExactDesign, exactDesign, installationLine, storedTax, TAX_PATH, taxLine, taxRequest } from './tax-helpers.ts';

/**
 * `POST /api/estimates/tax` (doc 001 §3 tax request and response, §4 "Tax", §8 "Tax failure").
 * Rates from data/tax-rates.json: Atlanta (ZIP 303xx) 8.9% and Georgia does not tax installation;
 * Seattle (981xx) 10.25% and Washington does; elsewhere in Georgia 4% + 3.49% average local.
 */
let t: TestApp;
let shopper: Client;
let rep: Client;
let other: Client;
let design: ExactDesign;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn('shopper@example.com');
  rep = await t.signIn('rep@example.com');
  other = await newCustomer(await t.guest());
  design = await exactDesign(t, shopper);
});
afterAll(() => t?.close());

const tax = (client: Client, body: unknown) => client.request('POST', TAX_PATH, { body });
const countTaxes = async () =>
  Number(
    (
      await t.db
        .selectFrom('design_taxes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('without a design: the lines as sent', () => {
  it.each<[string, string, string, Record<string, unknown>[], number]>([
    ['Atlanta: products at 8.9%, installation not taxed in Georgia', 'GA', '30339', [taxLine(240), installationLine(601)], 21.36],
    ['Seattle: installation taxed in Washington, at 10.25%', 'WA', '98101', [taxLine(240), installationLine(601)], 86.2],
    ['Macon: no city rate, so the state plus its average local rate (7.49%)', 'GA', '31201', [taxLine(240)], 17.98],
    ['a ZIP+4', 'GA', '30339-1234', [taxLine(240)], 21.36],
    ['each line rounded to the cent: 2 × 8.9% of 0.17 (1.513¢ each)', 'GA', '30339', [taxLine(0.17), taxLine(0.17)], 0.04],
    ['no lines', 'GA', '30339', [], 0],
    ['a state without sales tax', 'OR', '97201', [taxLine(240)], 0],
  ])('%s', async (_case, state, zip, lines, amount) => {
    const response = await tax(shopper, taxRequest(state, zip, lines));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { WasTaxSuccessful: true, TaxAmount: amount } });
  });

  it('keeps nothing, and needs no sign-in', async () => {
    const before = await countTaxes();
    const guest = await t.guest();
    const response = await tax(guest, taxRequest('GA', '30339', [taxLine(100)]));
    expect(response.body.data).toEqual({ WasTaxSuccessful: true, TaxAmount: 8.9 });
    expect(await countTaxes()).toBe(before);
  });

  it.each<[string, string, string, Record<string, unknown>[]]>([
    ['an unknown state', 'ZZ', '30339', [taxLine(240)]],
    ['a postal code that is not a US ZIP', 'GA', 'K1A0B1', [taxLine(240)]],
    ['a ZIP of another state', 'GA', '98101', [taxLine(240)]],
    ['a ZIP no one uses', 'GA', '00000', [taxLine(240)]],
    ['a line shipped to another state', 'GA', '30339', [taxLine(240), taxLine(10, { destination: '98101' })]],
  ])('§8: %s cannot be taxed → WasTaxSuccessful false, TaxAmount 0', async (_case, state, zip, lines) => {
    const response = await tax(shopper, taxRequest(state, zip, lines));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { WasTaxSuccessful: false, TaxAmount: 0 } });
  });
});

describe('bad input is refused with a sentence naming the field', () => {
  const good = taxRequest('GA', '30339', [taxLine(240)]);
  it.each<[string, unknown, string]>([
    ['no shipping address', { ...good, shippingAddress: undefined }, 'body.shippingAddress'],
    ['a country other than us', { ...good, shippingAddress: { ...good.shippingAddress, country: 'ca' } }, 'body.shippingAddress.country'],
    [
      'a province longer than a state code',
      { ...good, shippingAddress: { ...good.shippingAddress, province: 'Georgia' } },
      'body.shippingAddress.province',
    ],
    ['a negative amount', { ...good, lineItems: [taxLine(-5)] }, 'body.lineItems.0.amount'],
    ['a quantity of 0', { ...good, lineItems: [taxLine(5, { quantity: 0 })] }, 'body.lineItems.0.quantity'],
    [
      'a line item group that is not a guid',
      { ...good, lineItems: [taxLine(5, { lineItemGroupGuid: 'group-1' })] },
      'Please use a valid id.',
    ],
    ['a site id that is not a number', { ...good, siteId: 'three' }, 'body.siteId'],
    ['a design id that is not an id', { ...good, designId: 'my-design' }, 'Please use a valid id.'],
    ['no body', undefined, 'body'],
  ])('%s', async (_case, body, mention) => {
    const response = await tax(shopper, body);
    expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(response.body)).toContain(mention);
  });

  it('a body that is not JSON', async () => {
    const response = await shopper.request('POST', TAX_PATH, { body: '{"customerEmail":' });
    expectErrorEnvelope(response, 400, 'BAD_REQUEST');
  });
});

describe('with a designId: the design’s own tax, kept for it', () => {
  // Selected: 2 × 120.50 and 80.00; at 8.9%: 21.449 → 21.45 and 7.12.
  const designTax = 28.57;

  it('taxes the design’s lines at their stored prices, not the amounts sent, and keeps the result', async () => {
    const sent = [taxLine(1, { lineItemGroupGuid: design.twin.configurationGuid, quantity: 2 })];
    const response = await tax(shopper, taxRequest('GA', '30339', sent, { designId: design.designId, orderNumber: null }));
    expect(response.body).toEqual({ data: { WasTaxSuccessful: true, TaxAmount: designTax } });
    expect(await storedTax(t, design.designId)).toMatchObject({
      tax_cents: 2857,
      was_successful: true,
      jurisdiction: 'Atlanta, GA',
    });
  });

  it('with no lines sent it taxes the whole design', async () => {
    const response = await tax(shopper, taxRequest('TX', '77002', [], { designId: design.designId }));
    // Houston 8.25%: 19.8825 → 19.88 and 6.60.
    expect(response.body.data).toEqual({ WasTaxSuccessful: true, TaxAmount: 26.48 });
    expect((await storedTax(t, design.designId))?.tax_cents).toBe(2648);
  });

  it('§8: a failure keeps tax 0 for the design, replacing what was kept', async () => {
    const response = await tax(shopper, taxRequest('GA', '98101', [], { designId: design.designId }));
    expect(response.body.data).toEqual({ WasTaxSuccessful: false, TaxAmount: 0 });
    expect(await storedTax(t, design.designId)).toMatchObject({ tax_cents: 0, was_successful: false, jurisdiction: null });
  });

  it.each<[string, (d: ExactDesign) => Record<string, unknown>[], string]>([
    ['a window of another design', () => [taxLine(10)], "Line item 1 is not one of this design's selected windows."],
    [
      'a window saved for later',
      (d) => [taxLine(10, { lineItemGroupGuid: d.saved.configurationGuid })],
      "Line item 1 is not one of this design's selected windows.",
    ],
    [
      'installation on a design without priced installation',
      () => [installationLine(601)],
      'Line item 1 is installation, but this design has no priced installation to tax.',
    ],
  ])('refuses lines that are not the design’s: %s', async (_case, lines, message) => {
    const before = await storedTax(t, design.designId);
    const response = await tax(shopper, taxRequest('GA', '30339', lines(design), { designId: design.designId }));
    expectErrorEnvelope(response, 400, 'BAD_REQUEST');
    expect(response.body.message).toBe(message);
    expect(await storedTax(t, design.designId)).toEqual(before);
  });

  it('another person cannot have a design’s tax kept (403), and nothing is kept', async () => {
    const before = await storedTax(t, design.designId);
    const response = await tax(other, taxRequest('GA', '30339', [], { designId: design.designId }));
    expectErrorEnvelope(response, 403, 'FORBIDDEN');
    expect(await storedTax(t, design.designId)).toEqual(before);
  });

  it('an unknown design is 404', async () => {
    expectErrorEnvelope(await tax(shopper, taxRequest('GA', '30339', [], { designId: randomUUID() })), 404, 'NOT_FOUND');
  });

  it('a representative may, and so may the guest whose design it is', async () => {
    const byRep = await tax(rep, taxRequest('GA', '30339', [], { designId: design.designId }));
    expect(byRep.body.data).toEqual({ WasTaxSuccessful: true, TaxAmount: designTax });
    const guest = await t.guest();
    const own = await createDesign(guest);
    const byGuest = await tax(guest, taxRequest('GA', '30339', [], { designId: own.design.designId }));
    expect(byGuest.body.data).toEqual({ WasTaxSuccessful: true, TaxAmount: 0 });
    expect(await storedTax(t, own.design.designId)).toMatchObject({ tax_cents: 0, was_successful: true });
  });

  it('installation of the design’s job is taxed where the state taxes installation', async () => {
    const priced = await buildPricedDesign(t, shopper);
    const place = await setHome(shopper);
    const job = jobOf(
      await postJob(shopper, jobBody(priced.designId, [priced.cellular, priced.roller, priced.vertical, priced.arch], place)),
    );
    expect(job.pricingResult.retail).toBe(601);
    const graph = await loadDesign(shopper, priced.designId);
    const productCents = graph.items.filter((item) => item.itemProduct).map((item) => Math.round(lineTotals(item).subtotal * 100));
    const at = (rate: number) => productCents.reduce((sum, cents) => sum + Math.round((cents * rate) / 100), 0);

    const georgia = await tax(shopper, taxRequest('GA', '30339', [installationLine(1)], { designId: priced.designId }));
    expect(georgia.body.data).toEqual({ WasTaxSuccessful: true, TaxAmount: at(8.9) / 100 });
    const washington = await tax(shopper, taxRequest('WA', '98101', [], { designId: priced.designId }));
    // 601.00 × 10.25% = 61.6025 → 61.60.
    expect(washington.body.data).toEqual({ WasTaxSuccessful: true, TaxAmount: (at(10.25) + 6160) / 100 });
  });
});
