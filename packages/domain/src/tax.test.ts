import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAX_CODES, type TaxLineItem, type TaxRequest } from './commerce.ts';
import { computeTax, jurisdictionFor, lineTaxCents, type TaxRates, taxRatesSchema, type ZipStateLookup } from './tax.ts';

/**
 * Tax (doc 001 §3 tax request and response, §4 "Tax", §8 "Tax failure") over a small rate table of
 * round numbers, so that each expected figure can be worked out by hand.
 */
const rates: TaxRates = taxRatesSchema.parse({
  source: 'Test table',
  asOf: '2025-01-01',
  states: {
    GA: { state: 4, averageLocal: 3, taxesInstallation: false },
    WA: { state: 6.5, averageLocal: 2.5, taxesInstallation: true },
    OR: { state: 0, averageLocal: 0, taxesInstallation: false },
    TN: { state: 7, averageLocal: 2.5, taxesInstallation: false },
  },
  localities: [
    { name: 'Atlanta, GA', state: 'GA', zipPrefixes: ['303'], combined: 8.9 },
    { name: 'Cumberland, GA', state: 'GA', zipPrefixes: ['30339'], combined: 8 },
    { name: 'Seattle, WA', state: 'WA', zipPrefixes: ['981'], combined: 10 },
    // A prefix of another state's locality never applies in Georgia.
    { name: 'Elsewhere, TN', state: 'TN', zipPrefixes: ['310'], combined: 12 },
  ],
});

/** The states of a few real ZIPs, as the server's ZIP data would answer. */
const zipState: ZipStateLookup = (zip) => ({ '30339': 'GA', '30303': 'GA', '31201': 'GA', '98101': 'WA', '97201': 'OR' })[zip] ?? null;

let group = 0;
function guid(): string {
  group += 1;
  return `00000000-0000-4000-8000-${String(group).padStart(12, '0')}`;
}

function line(amount: number, overrides: Partial<TaxLineItem> = {}): TaxLineItem {
  return {
    number: 1,
    amount,
    quantity: 1,
    productId: '500001',
    productName: 'Cellular Shade',
    discounted: false,
    taxCode: TAX_CODES.product,
    origin: '30339',
    destination: '',
    lineItemGroupGuid: guid(),
    ...overrides,
  };
}

function request(province: string, postalCode: string, lineItems: TaxLineItem[]): Pick<TaxRequest, 'shippingAddress' | 'lineItems'> {
  return {
    shippingAddress: {
      firstName: 'Sam',
      lastName: 'Shopper',
      address1: '1 Main St',
      city: 'Somewhere',
      province,
      postalCode,
      country: 'us',
    },
    lineItems,
  };
}

describe('jurisdictionFor: the rate of a state and ZIP', () => {
  it.each<[string, string, string, number]>([
    ['a ZIP in no locality: the state rate plus its average local rate', 'GA', '31201', 7],
    ['a locality matched by its 3-digit prefix', 'GA', '30303', 8.9],
    ['the longest prefix wins (5 digits over 3)', 'GA', '30339', 8],
    ['ZIP+4 with a dash', 'GA', '30339-1234', 8],
    ['ZIP+4 without a dash', 'GA', '303391234', 8],
    ['spaces and a lower-case state', ' ga ', ' 30303 ', 8.9],
    ['another state’s locality prefix does not apply', 'GA', '31001', 7],
    ['a state without sales tax', 'OR', '97201', 0],
  ])('%s (%s %s → %s%)', (_case, state, zip, rate) => {
    expect(jurisdictionFor(rates, state, zip)?.rate).toBe(rate);
  });

  it('names the locality, or the state when none matches, and says whether installation is taxed', () => {
    expect(jurisdictionFor(rates, 'GA', '30303')).toEqual({ name: 'Atlanta, GA', rate: 8.9, taxesInstallation: false });
    expect(jurisdictionFor(rates, 'WA', '99201')).toEqual({ name: 'WA', rate: 9, taxesInstallation: true });
  });

  it.each<[string, string, string]>([
    ['an unknown state', 'XX', '30339'],
    ['no state', '', '30339'],
    ['a state missing from the table', 'NY', '10001'],
    ['a Canadian postal code', 'GA', 'K1A 0B1'],
    ['four digits', 'GA', '3033'],
    ['six digits', 'GA', '303391'],
    ['letters', 'GA', 'ABCDE'],
    ['nothing', 'GA', ''],
  ])('cannot tax %s', (_case, state, zip) => {
    expect(jurisdictionFor(rates, state, zip)).toBeNull();
  });

  it('with ZIP data: a ZIP of another state, or one the data does not know, cannot be taxed', () => {
    expect(jurisdictionFor(rates, 'GA', '30339', zipState)?.rate).toBe(8);
    expect(jurisdictionFor(rates, 'GA', '98101', zipState)).toBeNull();
    expect(jurisdictionFor(rates, 'GA', '39999', zipState)).toBeNull();
  });
});

describe('computeTax: WasTaxSuccessful and TaxAmount (doc 001 §3, §4)', () => {
  it('taxes each line at the shipping address’s rate and adds them', () => {
    const result = computeTax(rates, request('GA', '30303', [line(100), line(250.5)]));
    // 8.9% of 100.00 = 8.90; of 250.50 = 22.2945 → 22.29.
    expect(result).toMatchObject({ WasTaxSuccessful: true, TaxAmount: 31.19 });
    expect(result.lines.map((taxed) => taxed.tax)).toEqual([8.9, 22.29]);
    expect(result.jurisdiction?.name).toBe('Atlanta, GA');
  });

  it('rounds each line to the cent, half up, before adding', () => {
    // 10% of 0.05 is half a cent: each line rounds up to 0.01, so two lines are 0.02 (0.01 on their sum).
    const result = computeTax(rates, request('WA', '98101', [line(0.05), line(0.05)]));
    expect(result.lines.map((taxed) => taxed.tax)).toEqual([0.01, 0.01]);
    expect(result.TaxAmount).toBe(0.02);
    // 10% of 0.04 is 0.4 of a cent: nothing.
    expect(computeTax(rates, request('WA', '98101', [line(0.04)])).TaxAmount).toBe(0);
  });

  it('taxes installation only where the state taxes installation', () => {
    const install = (amount: number) => line(amount, { taxCode: TAX_CODES.installation, productName: 'Installation' });
    const georgia = computeTax(rates, request('GA', '30303', [line(100), install(601)]));
    expect(georgia).toMatchObject({ WasTaxSuccessful: true, TaxAmount: 8.9 });
    expect(georgia.lines.map((taxed) => taxed.tax)).toEqual([8.9, 0]);
    const washington = computeTax(rates, request('WA', '98101', [line(100), install(601)]));
    expect(washington).toMatchObject({ WasTaxSuccessful: true, TaxAmount: 70.1 });
  });

  it('a line’s own destination ZIP is taxed where it is, in the same state', () => {
    const result = computeTax(rates, request('GA', '31201', [line(100), line(100, { destination: '30303' })]));
    expect(result.lines.map((taxed) => taxed.tax)).toEqual([7, 8.9]);
    // A destination that is not a ZIP (a store name) leaves the shipping address to decide.
    expect(computeTax(rates, request('GA', '30303', [line(100, { destination: 'Store 121' })])).TaxAmount).toBe(8.9);
  });

  it('succeeds with 0 in a state without sales tax, and for no lines', () => {
    expect(computeTax(rates, request('OR', '97201', [line(500)]))).toMatchObject({ WasTaxSuccessful: true, TaxAmount: 0 });
    expect(computeTax(rates, request('GA', '30303', []))).toMatchObject({ WasTaxSuccessful: true, TaxAmount: 0 });
  });

  it.each<[string, Pick<TaxRequest, 'shippingAddress' | 'lineItems'>, ZipStateLookup | undefined]>([
    ['an unknown state', request('ZZ', '30303', [line(100)]), undefined],
    ['a postal code that is not a US ZIP', request('GA', 'K1A 0B1', [line(100)]), undefined],
    ['a ZIP in another state (ZIP data)', request('GA', '98101', [line(100)]), zipState],
    ['a ZIP the ZIP data does not know', request('GA', '30000', [line(100)]), zipState],
    ['a line shipped to a ZIP in another state', request('GA', '30303', [line(100), line(5, { destination: '98101' })]), zipState],
    ['a line shipped to a malformed ZIP', request('GA', '30303', [line(100, { destination: '303031' })]), undefined],
  ])('§8 tax failure: %s → WasTaxSuccessful false, TaxAmount 0', (_case, taxRequest, lookup) => {
    expect(computeTax(rates, taxRequest, lookup)).toEqual({ WasTaxSuccessful: false, TaxAmount: 0, jurisdiction: null, lines: [] });
  });

  it('for any lines: whole cents, the sum of the lines, never more than half a cent over the exact tax per line', () => {
    const lineArb = fc.record({
      cents: fc.integer({ min: 0, max: 1_000_000 }),
      installation: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 20 }), fc.constantFrom('30303', '98101', '31201'), (specs, zip) => {
        const state = zip === '98101' ? 'WA' : 'GA';
        const items = specs.map((spec) => line(spec.cents / 100, spec.installation ? { taxCode: TAX_CODES.installation } : {}));
        const result = computeTax(rates, request(state, zip, items), zipState);
        const rate = jurisdictionFor(rates, state, zip)?.rate ?? Number.NaN;
        expect(result.WasTaxSuccessful).toBe(true);
        const lineCents = result.lines.map((taxed) => Math.round(taxed.tax * 100));
        expect(Math.round(result.TaxAmount * 100)).toBe(lineCents.reduce((sum, value) => sum + value, 0));
        expect(Number.isInteger(Math.round(result.TaxAmount * 100))).toBe(true);
        specs.forEach((spec, index) => {
          const taxable = !spec.installation || state === 'WA';
          const exact = taxable ? (spec.cents * rate) / 100 : 0;
          expect(Math.abs((lineCents[index] ?? 0) - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        });
      }),
    );
  });
});

describe('lineTaxCents', () => {
  it.each([
    [10_000, 8.9, 890],
    [25_050, 8.9, 2229],
    [5, 10, 1],
    [4, 10, 0],
    [1_999, 7, 140],
    [0, 9.5, 0],
  ])('%s cents at %s% → %s cents', (amount, rate, tax) => {
    expect(lineTaxCents(amount, rate)).toBe(tax);
  });
});

describe('the rate table schema', () => {
  it('refuses state codes that are not states, rates out of range, and prefixes that are not ZIP prefixes', () => {
    const base = { source: 'x', asOf: '2025-01-01', localities: [] };
    expect(taxRatesSchema.safeParse({ ...base, states: { XX: { state: 1, averageLocal: 0, taxesInstallation: false } } }).success).toBe(
      false,
    );
    expect(taxRatesSchema.safeParse({ ...base, states: { GA: { state: 25, averageLocal: 0, taxesInstallation: false } } }).success).toBe(
      false,
    );
    expect(
      taxRatesSchema.safeParse({ ...base, states: {}, localities: [{ name: 'A', state: 'GA', zipPrefixes: ['3033'], combined: 8 }] })
        .success,
    ).toBe(false);
    expect(taxRatesSchema.safeParse({ ...base, source: '', states: {} }).success).toBe(false);
  });
});
