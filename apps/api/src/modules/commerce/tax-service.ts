import { readFileSync } from 'node:fs';
import type { TaxRequest, TaxResponse } from '@eb/domain/commerce';
import { computeTax, type TaxComputation, type TaxRates, taxRatesSchema } from '@eb/domain/tax';
import type { Db, Tx } from '../../db/database.ts';

const RATES_FILE = new URL('./data/tax-rates.json', import.meta.url);

/**
 * Reads and checks the tax rate table (data/tax-rates.json; its source is named in the file): a
 * missing or malformed file stops the start with what is wrong.
 */
export function loadTaxRates(file: URL = RATES_FILE): TaxRates {
  const name = file.pathname.split('/').pop() ?? String(file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Tax rate file ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = taxRatesSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new Error(`Tax rate file ${name}: ${issues.join('; ')}`);
  }
  return parsed.data;
}

/**
 * Taxes a request (doc 001 §3, §4) and, when it names a design, stores the result for that design:
 * a failed computation stores tax 0 with was_successful false, as the spec's failure does.
 */
export async function taxAndStore(
  db: Db | Tx,
  rates: TaxRates,
  request: Pick<TaxRequest, 'shippingAddress' | 'lineItems' | 'orderNumber'> & { designId?: string | undefined },
): Promise<TaxComputation> {
  const result = computeTax(rates, request);
  if (request.designId) {
    const row = {
      design_id: request.designId,
      tax_cents: Math.round(result.TaxAmount * 100),
      was_successful: result.WasTaxSuccessful,
      order_number: request.orderNumber ?? null,
      jurisdiction: result.jurisdiction?.name ?? null,
    };
    await db
      .insertInto('design_taxes')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('design_id').doUpdateSet({
          tax_cents: row.tax_cents,
          was_successful: row.was_successful,
          order_number: row.order_number,
          jurisdiction: row.jurisdiction,
          computed_at: new Date(),
        }),
      )
      .execute();
  }
  return result;
}

export const taxResponse = (result: TaxComputation): TaxResponse => ({
  WasTaxSuccessful: result.WasTaxSuccessful,
  TaxAmount: result.TaxAmount,
});
