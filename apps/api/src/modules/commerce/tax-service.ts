import { readFileSync } from 'node:fs';
import { type ShippingContact, TAX_CODES, TAX_COUNTRY, type TaxAddress, type TaxRequest, type TaxResponse } from '@eb/domain/commerce';
import { DesignAttr } from '@eb/domain/design';
import { toCents } from '@eb/domain/money';
import { computeTax, type TaxComputation, type TaxRates, taxRatesSchema, type ZipStateLookup } from '@eb/domain/tax';
import type { Db, Tx } from '../../db/database.ts';
import { badRequest, forbidden } from '../../errors.ts';
import type { SessionData } from '../../http/session.ts';
import { type PricedDesign, pricedDesign } from '../designs/design-prices.ts';
import { canChangeDesign } from '../designs/policy.ts';
import { lookupZip } from '../installation/zip-data.ts';
import { findOrderByNumber } from './order-access.ts';
import type { OrderAddress } from './order-present.ts';
import { designTaxLines } from './summary-design.ts';

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

/** The state of a US ZIP from the ZIP data: a ZIP that lies in another state than the address says is not taxed. */
export const zipState: ZipStateLookup = (zip) => lookupZip(zip)?.state ?? null;

/**
 * Taxes a request (doc 001 §3, §4) and, when it names a design, stores the result for that design:
 * a failed computation (unknown state, not a US ZIP, a ZIP of another state) stores tax 0 with
 * was_successful false, as the spec's failure does.
 */
export async function taxAndStore(
  db: Db | Tx,
  rates: TaxRates,
  request: Pick<TaxRequest, 'shippingAddress' | 'lineItems' | 'orderNumber'> & { designId?: string | undefined },
): Promise<TaxComputation> {
  const result = computeTax(rates, request, zipState);
  if (request.designId) {
    const row = {
      design_id: request.designId,
      tax_cents: toCents(result.TaxAmount),
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

/**
 * An auto-release design adds windows to an order already placed: they are taxed where the order
 * ships (doc 001 §1), whatever address the page knows. Null when the order is not found.
 */
export async function orderAddressOf(tx: Tx, priced: PricedDesign): Promise<TaxRequest['shippingAddress'] | null> {
  const orderNumber = priced.graph.design.attributes[DesignAttr.orderNumber];
  const order = orderNumber ? await findOrderByNumber(tx, orderNumber) : undefined;
  if (!order) return null;
  return taxAddressOf(order.address as OrderAddress, order.contact as ShippingContact);
}

/** The tax request's shipping address (doc 001 §3) of an order's address and contact. */
export function taxAddressOf(address: OrderAddress, contact: ShippingContact): TaxAddress {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    address1: address.line1,
    address2: address.line2 || null,
    city: address.city,
    province: address.state,
    postalCode: address.zipCode,
    phone: contact.phone,
    country: TAX_COUNTRY,
  };
}

export const TAX_FORBIDDEN = 'Only the owner of this design or a sales representative can have its tax calculated and kept.';

/**
 * With a designId the lines sent must be the design's: a product line names one of its selected
 * windows by configuration guid, an installation line needs the design to have priced installation.
 */
function checkLinesOf(priced: PricedDesign, lineItems: TaxRequest['lineItems']): void {
  // A window is named by its own id, or (as before windows had lines of their own) by its configuration.
  const guids = new Set(priced.price.windows.flatMap((window) => [window.itemId, window.configurationGuid]));
  for (const line of lineItems) {
    if (line.taxCode === TAX_CODES.installation) {
      if (!priced.installation || priced.isAutoRelease) {
        throw badRequest(`Line item ${line.number} is installation, but this design has no priced installation to tax.`);
      }
    } else if (!guids.has(line.lineItemGroupGuid)) {
      throw badRequest(`Line item ${line.number} is not one of this design's selected windows.`);
    }
  }
}

/**
 * `POST /api/estimates/tax` (doc 001 §3, §4, §8). Without a designId the lines sent are taxed as
 * they are, and nothing is kept. With one, the caller must be allowed to change the design; the tax
 * is then the design's own, from its lines as the database prices them (amounts sent are not
 * trusted), at the shipping address, and it is kept for the design: 0 when it cannot be taxed.
 */
export async function estimateTax(db: Db, rates: TaxRates, identity: SessionData, request: TaxRequest): Promise<TaxResponse> {
  const { designId } = request;
  if (!designId) return taxResponse(computeTax(rates, request, zipState));
  return db.transaction().execute(async (tx) => {
    const priced = await pricedDesign(tx, designId);
    if (!canChangeDesign(identity, priced.design)) throw forbidden(TAX_FORBIDDEN);
    checkLinesOf(priced, request.lineItems);
    const shippingAddress = (priced.isAutoRelease && (await orderAddressOf(tx, priced))) || request.shippingAddress;
    const lineItems = designTaxLines(priced, shippingAddress.postalCode.trim());
    return taxResponse(await taxAndStore(tx, rates, { ...request, shippingAddress, lineItems, designId }));
  });
}
