import { normalizeZip, zip5 } from '@eb/domain/address';
import { type EstimateSummary, TAX_COUNTRY, type TaxRequest } from '@eb/domain/commerce';
import { summaryTotals } from '@eb/domain/commerce-rules';
import { DesignAttr } from '@eb/domain/design';
import { computeTax, type TaxRates } from '@eb/domain/tax';
import type { Db, Tx } from '../../db/database.ts';
import type { SessionData } from '../../http/session.ts';
import { canChangeDesign } from '../designs/policy.ts';
import { lookupZip } from '../installation/zip-data.ts';
import { type DesignFigures, designFigures, designTaxLines } from './summary-design.ts';
import { taxAndStore, zipState } from './tax-service.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const iso = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value.toISOString() : value);

/** The tax kept for the design (by the tax call, an earlier summary, or its order), dollars; null when none is. */
async function storedTax(db: Db | Tx, designId: string): Promise<number | null> {
  const row = await db.selectFrom('design_taxes').select('tax_cents').where('design_id', '=', designId).executeTakeFirst();
  return row ? row.tax_cents / 100 : null;
}

/** A tax request for the design's lines shipped to a ZIP: the state is the ZIP's own. */
function zipTaxRequest(figures: DesignFigures, zip: string): Pick<TaxRequest, 'shippingAddress' | 'lineItems' | 'orderNumber'> {
  const place = lookupZip(zip);
  return {
    orderNumber: figures.graph.design.attributes[DesignAttr.orderNumber] ?? null,
    shippingAddress: {
      firstName: '',
      lastName: '',
      address1: '',
      city: place?.city ?? '',
      province: place?.state ?? '',
      postalCode: zip,
      country: TAX_COUNTRY,
    },
    lineItems: designTaxLines(figures, zip),
  };
}

function present(figures: DesignFigures, tax: number | null): EstimateSummary {
  const { design } = figures;
  const totals = summaryTotals({
    productTotal: sum(figures.windows.map((window) => window.subtotalCents)) / 100,
    retail: sum(figures.windows.map((window) => window.retailCents)) / 100,
    installationTotal: (figures.installation?.retailCents ?? 0) / 100,
    tax,
    isAutoRelease: figures.isAutoRelease,
  });
  return {
    designId: design.id,
    designName: design.name,
    selectedItems: sum(figures.windows.map((window) => window.quantity)),
    productTotal: totals.productTotal,
    installationTotal: totals.installationTotal,
    retail: totals.retail,
    savings: totals.savings,
    savingsPercent: totals.savingsPercent,
    shipping: totals.shipping,
    subtotal: totals.subtotal,
    pretaxTotal: totals.pretaxTotal,
    estimatedTax: totals.tax,
    total: totals.total,
    promoCode: design.promo_code,
    promoEndDate: iso(design.promo_end_date),
    isAutoRelease: figures.isAutoRelease,
  };
}

/**
 * `POST /api/estimates/estimateSummary` (doc 001 §2, §7): the figures of the summary panel and
 * modal, all from the database. The estimated tax is the one kept for the design; with a zipCode it
 * is worked out now for that ZIP's state and kept, when the caller may change the design (anyone
 * with the id may read the summary; a reader's ZIP is not kept); with neither it is null, 'To Be
 * Calculated'. A ZIP that cannot be taxed (not a US ZIP, or one the ZIP data does not know) is the
 * spec's tax failure (§8): tax 0, kept for the design. The page sends the design's own ZIP, which
 * may be anything up to ten characters, so that is not refused as bad input.
 */
export async function estimateSummary(
  db: Db,
  rates: TaxRates,
  identity: SessionData,
  body: { designId: string; zipCode?: string | undefined },
): Promise<EstimateSummary> {
  const typed = body.zipCode?.trim() ?? '';
  if (typed === '') {
    const [figures, tax] = await Promise.all([designFigures(db, body.designId), storedTax(db, body.designId)]);
    return present(figures, tax);
  }
  const normalized = normalizeZip(typed);
  const zip = normalized === null ? typed : zip5(normalized);
  return db.transaction().execute(async (tx) => {
    const figures = await designFigures(tx, body.designId);
    const request = zipTaxRequest(figures, zip);
    const result = canChangeDesign(identity, figures.design)
      ? await taxAndStore(tx, rates, { ...request, designId: body.designId })
      : computeTax(rates, request, zipState);
    return present(figures, result.TaxAmount);
  });
}
