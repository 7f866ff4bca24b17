import { z } from 'zod';
import { isStateCode } from './address.ts';
import { TAX_CODES, type TaxRequest, type TaxResponse } from './commerce.ts';
import { percentOfCents, toCents, toDollars } from './money.ts';

/**
 * Sales tax (doc 001 §3, §4): rates by state and locality from a data file the server loads and
 * checks at start, and the pure computation of a tax request. A request that cannot be taxed (an
 * unknown state, a postal code that is not a US ZIP, a ZIP of another state when the caller can tell)
 * answers WasTaxSuccessful false and TaxAmount 0, as the spec's failure does.
 *
 * Rates are percents (7.25 means 7.25%). A locality rate is the combined rate (state plus local)
 * where it applies; elsewhere the state rate plus the state's average local rate applies.
 */

const percent = z.number().min(0).max(20);

export const taxRatesSchema = z.object({
  source: z.string().min(1),
  asOf: z.string().min(1),
  states: z.record(
    z.string().refine(isStateCode, 'not a state code'),
    z.object({
      state: percent,
      averageLocal: percent,
      /** Whether installation labour is taxed. */
      taxesInstallation: z.boolean(),
    }),
  ),
  /** Combined rates of cities, matched by ZIP prefix (3 or 5 digits). */
  localities: z.array(
    z.object({
      name: z.string().min(1),
      state: z.string().refine(isStateCode, 'not a state code'),
      zipPrefixes: z.array(z.string().regex(/^\d{3}(\d{2})?$/)).min(1),
      combined: percent,
    }),
  ),
});
export type TaxRates = z.infer<typeof taxRatesSchema>;

export interface TaxJurisdiction {
  name: string;
  /** Combined percent. */
  rate: number;
  taxesInstallation: boolean;
}

/**
 * The state of a five-digit US ZIP, or null when it is not one: the server's ZIP data (the domain
 * holds none). Given to the functions below, it refuses a ZIP that lies in another state.
 */
export type ZipStateLookup = (zip: string) => string | null;

/**
 * The jurisdiction of a state and ZIP: the longest matching locality prefix, else the state's average.
 * Null when the state has no rates, the code is not a ZIP (or ZIP+4), or `zipState` places it elsewhere.
 */
export function jurisdictionFor(rates: TaxRates, state: string, postalCode: string, zipState?: ZipStateLookup): TaxJurisdiction | null {
  const code = state.trim().toUpperCase();
  const zip = /^(\d{5})(?:-?\d{4})?$/.exec(postalCode.trim())?.[1];
  const stateRates = (rates.states as Partial<Record<string, TaxRates['states'][keyof TaxRates['states']]>>)[code];
  if (!stateRates || !zip) return null;
  if (zipState && zipState(zip) !== code) return null;
  let best: { name: string; combined: number; length: number } | null = null;
  for (const locality of rates.localities) {
    if (locality.state !== code) continue;
    for (const prefix of locality.zipPrefixes) {
      if (zip.startsWith(prefix) && (!best || prefix.length > best.length)) {
        best = { name: locality.name, combined: locality.combined, length: prefix.length };
      }
    }
  }
  if (best) return { name: best.name, rate: best.combined, taxesInstallation: stateRates.taxesInstallation };
  return { name: code, rate: roundRate(stateRates.state + stateRates.averageLocal), taxesInstallation: stateRates.taxesInstallation };
}

const roundRate = (rate: number) => Math.round(rate * 1000) / 1000;

/** Tax of one amount in cents at a percent, rounded to the cent by the money rule (half away from zero). */
export const lineTaxCents = (amountCents: number, ratePercent: number) => percentOfCents(amountCents, ratePercent);

export interface TaxComputation extends TaxResponse {
  jurisdiction: TaxJurisdiction | null;
  /** Tax per line item group, dollars. */
  lines: { lineItemGroupGuid: string; tax: number }[];
}

/**
 * Taxes a request: each line's amount (the line total in dollars) at the destination's rate, rounded
 * per line; installation lines only where the state taxes installation. The shipping address decides
 * the destination; a line's own `destination`, when it is a ZIP, is taxed where that ZIP is, in the
 * shipping address's state. A line whose ZIP cannot be taxed there fails the whole request: a tax
 * that leaves a line out would look right and be wrong.
 */
export function computeTax(
  rates: TaxRates,
  request: Pick<TaxRequest, 'shippingAddress' | 'lineItems'>,
  zipState?: ZipStateLookup,
): TaxComputation {
  const failure: TaxComputation = { WasTaxSuccessful: false, TaxAmount: 0, jurisdiction: null, lines: [] };
  const address = request.shippingAddress;
  const shipping = jurisdictionFor(rates, address.province, address.postalCode, zipState);
  if (!shipping) return failure;
  let total = 0;
  const lines: TaxComputation['lines'] = [];
  for (const line of request.lineItems) {
    let jurisdiction = shipping;
    if (/^\d{5}/.test(line.destination.trim())) {
      const destination = jurisdictionFor(rates, address.province, line.destination, zipState);
      if (!destination) return failure;
      jurisdiction = destination;
    }
    const taxable = line.taxCode !== TAX_CODES.installation || jurisdiction.taxesInstallation;
    const cents = taxable ? lineTaxCents(toCents(line.amount), jurisdiction.rate) : 0;
    total += cents;
    lines.push({ lineItemGroupGuid: line.lineItemGroupGuid, tax: toDollars(cents) });
  }
  return { WasTaxSuccessful: true, TaxAmount: toDollars(total), jurisdiction: shipping, lines };
}
