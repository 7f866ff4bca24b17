import { normalizeZip, zip5 } from '@eb/domain/address';
import { type EstimateSummary, TAX_COUNTRY, type TaxRequest } from '@eb/domain/commerce';
import { DesignAttr } from '@eb/domain/design';
import { summaryFigures, totalsOf } from '@eb/domain/design-pricing';
import { toCents } from '@eb/domain/money';
import { computeTax, type TaxRates } from '@eb/domain/tax';
import type { Db } from '../../db/database.ts';
import type { SessionData } from '../../http/session.ts';
import { type PricedDesign, pricedDesign } from '../designs/design-prices.ts';
import { canChangeDesign } from '../designs/policy.ts';
import { lookupZip } from '../installation/zip-data.ts';
import { designTaxLines } from './summary-design.ts';
import { orderAddressOf, taxAndStore, zipState } from './tax-service.ts';

const iso = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value.toISOString() : value);

/** A tax request for the design's lines shipped to a ZIP: the state is the ZIP's own. */
function zipTaxRequest(priced: PricedDesign, zip: string): Pick<TaxRequest, 'shippingAddress' | 'lineItems' | 'orderNumber'> {
  const place = lookupZip(zip);
  return {
    orderNumber: priced.graph.design.attributes[DesignAttr.orderNumber] ?? null,
    shippingAddress: {
      firstName: '',
      lastName: '',
      address1: '',
      city: place?.city ?? '',
      province: place?.state ?? '',
      postalCode: zip,
      country: TAX_COUNTRY,
    },
    lineItems: designTaxLines(priced, zip),
  };
}

/** The summary's wire shape of a priced design, with the tax just worked out when there is one. */
function present(priced: PricedDesign, taxed: { cents: number; successful: boolean } | null = null): EstimateSummary {
  const taxCents = taxed ? taxed.cents : priced.price.taxCents;
  const { design } = priced;
  const price = { ...priced.price, ...totalsOf({ ...priced.price, taxCents, isAutoRelease: priced.isAutoRelease }) };
  return {
    designId: design.id,
    designName: design.name,
    ...summaryFigures(price),
    taxSuccessful: taxed ? taxed.successful : null,
    promoCode: design.promo_code,
    promoEndDate: iso(design.promo_end_date),
    isAutoRelease: priced.isAutoRelease,
  };
}

/**
 * `POST /api/estimates/estimateSummary` (doc 001 §2, §7): the figures of the summary panel and
 * modal, all from the database. The estimated tax is the one kept for the design; with a zipCode it
 * is worked out now for that ZIP's state and kept, when the caller may change the design (anyone
 * with the id may read the summary; a reader's ZIP is not kept); with neither it is null, 'To Be
 * Calculated'. A ZIP that cannot be taxed (not a US ZIP, or one the ZIP data does not know) is the
 * spec's tax failure (§8): tax 0, kept for the design. The page sends the design's own ZIP, which
 * may be anything up to ten characters, so that is not refused as bad input. An auto-release design
 * is taxed at its order's shipping address (its ZIP is the order's), as the tax call taxes it.
 */
export async function estimateSummary(
  db: Db,
  rates: TaxRates,
  identity: SessionData,
  body: { designId: string; zipCode?: string | undefined },
): Promise<EstimateSummary> {
  const typed = body.zipCode?.trim() ?? '';
  if (typed === '') {
    return present(await pricedDesign(db, body.designId));
  }
  const normalized = normalizeZip(typed);
  const zip = normalized === null ? typed : zip5(normalized);
  return db.transaction().execute(async (tx) => {
    const priced = await pricedDesign(tx, body.designId);
    // An auto-release design's windows go to its order's home: taxed there, whatever ZIP is sent.
    const orderAddress = priced.isAutoRelease ? await orderAddressOf(tx, priced) : null;
    const request = orderAddress
      ? {
          orderNumber: priced.graph.design.attributes[DesignAttr.orderNumber] ?? null,
          shippingAddress: orderAddress,
          lineItems: designTaxLines(priced, orderAddress.postalCode.trim()),
        }
      : zipTaxRequest(priced, zip);
    const result = canChangeDesign(identity, priced.design)
      ? await taxAndStore(tx, rates, { ...request, designId: body.designId })
      : computeTax(rates, request, zipState);
    return present(priced, { cents: toCents(result.TaxAmount), successful: result.WasTaxSuccessful });
  });
}
