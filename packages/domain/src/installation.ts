/**
 * Professional installation pricing (doc 001 §3 "Installation pricing per design"): the price table a
 * merchandiser edits (a data file checked at start), the facts of a window that pricing reads, the
 * pure pricing of a job, the pricing block and cost breakdown lines, eligibility and the promo end
 * date display rules of §4.
 *
 * Money is integer cents inside; answers are dollars with two decimals. Every price in the table is
 * whole cents and every line is a whole count times a whole-cent price, so sums are exact; the one
 * division (a surcharge's unit price, retail / quantity, doc 001 §2) is rounded half away from zero
 * to the cent, for display only.
 *
 * The parts live in `installation/`, one concern a file; import them through this file only.
 */

export {
  allProductsEligible,
  type EligibilityEntry,
  eligibilityEntries,
  INELIGIBLE_CATEGORIES,
  INELIGIBLE_MESSAGE,
  isInstallEligibleCategory,
} from './installation/eligibility.ts';
export {
  LINE_LABELS,
  PRICED_CATEGORY_IDS,
  type PricePair,
  type PriceTable,
  priceTableSchema,
  SPEC_NAMES,
  SPEC_TYPES,
  type SpecType,
  SURCHARGE_NAMES,
  type SurchargeName,
  UNKNOWN_CATEGORY_ID,
} from './installation/price-table.ts';
export {
  type InstallationCharge,
  type InstallationSummary,
  type InstallWindow,
  type PricingExtras,
  type PricingResult,
  priceInstallation,
  sizeBandOf,
  surchargesOf,
  type WindowInstallation,
} from './installation/pricing.ts';
export {
  type PricingLine,
  pricingBlockLines,
  SERVICE_COST_BREAKDOWN,
  serviceCostBreakdown,
  TOTAL_COST,
} from './installation/pricing-lines.ts';
export { PROMO_SHIFT_WINDOWS, type PromoPlace, promoEndDisplayDate } from './installation/promo-end-date.ts';
export { installWindowFacts } from './installation/window-facts.ts';
export {
  eligibilityResultSchema,
  type InstallationSpec,
  installationSpecSchema,
  installationSpecsSchema,
  LEAF_ITEMS_MAX,
  LEAF_ITEMS_REQUIRED,
  type PricingRequest,
  pricingRequestSchema,
  pricingResultSchema,
} from './installation/wire-schemas.ts';
