import { z } from 'zod';
import {
  MANDI_SERVICE,
  proAvailabilityAnswerSchema,
  setAddressResultSchema,
  storeAvailabilitySchema,
  storedAddressFields,
  storeInfoSchema,
  storeNumberSchema,
  verificationSchema,
  zipAvailabilitySchema,
} from '../address.ts';
import { designGraphSchema, uuid } from '../design.ts';
import { endpoint } from '../endpoint.ts';
import { inStoreMeasureBodySchema } from '../in-store-measure.ts';
import { eligibilityResultSchema, installationSpecsSchema, pricingRequestSchema, pricingResultSchema } from '../installation.ts';
import { jobOptionsSchema } from '../job-options.ts';
import {
  bookJobSchema,
  cartReportAnswerSchema,
  cartReportSchema,
  createJobBodySchema,
  jobConfigurationSchema,
  jobDesignAnswerSchema,
  jobDesignBodySchema,
  jobRefSchema,
  jobSchema,
  proEstimatePayloadSchema,
  SERVICE_SITE_CODES,
  textOptInSchema,
} from '../jobs.ts';
import { windowCategoryLookupSchema } from '../mandi.ts';
import { designParams, idempotencyHeaders } from './parts.ts';

const tags = ['installation'];
/** The installation service's own base (doc 001 §7); its calls name the site's service code. */
const BASE = '/installation/api';
const DESIGN_BUILDER = '/api/design-builder';

const siteCode = z.enum(SERVICE_SITE_CODES, { error: 'siteCode must be BDC or THD.' });
const siteQuery = z.object({ siteCode });
const jobParams = z.object({ id: jobRefSchema });

/**
 * Jobs, booking and the professional estimate (doc 001 §3, §4, §6, §7; issue 11 "Booking and jobs").
 * Installation-service calls take `siteCode`; createmandiestimate is a site call on the session cookie.
 */
export const jobEndpoints = {
  createJob: endpoint({
    method: 'POST',
    path: `${BASE}/jobs`,
    tags,
    summary: 'Make a job for the selected windows of a design at one of your addresses, priced by the server (Idempotency-Key required)',
    query: siteQuery,
    headers: idempotencyHeaders,
    body: createJobBodySchema,
    answer: jobSchema,
    status: [201],
  }),
  readJob: endpoint({
    method: 'GET',
    path: `${BASE}/jobs/:id`,
    tags,
    summary: 'A job by id or job uid (its customer or a representative)',
    query: siteQuery,
    params: jobParams,
    answer: jobSchema,
  }),
  setTextOptIn: endpoint({
    method: 'PUT',
    path: `${BASE}/jobs/:id/text-opt-in`,
    tags,
    summary: 'Turn text updates on (with a ten-digit phone) or off for a job',
    query: siteQuery,
    params: jobParams,
    body: textOptInSchema,
    answer: jobSchema,
  }),
  tieJobDesign: endpoint({
    method: 'POST',
    path: `${BASE}/jobs/:id/designs`,
    tags,
    summary: 'Tie a design to the job as its professional design (designUid), or make a new one for it (designName)',
    query: siteQuery,
    params: jobParams,
    body: jobDesignBodySchema,
    answer: jobDesignAnswerSchema,
    status: [200, 201],
  }),
  untieJobDesign: endpoint({
    method: 'DELETE',
    path: `${BASE}/jobs/:id/designs`,
    tags,
    summary: 'Untie a design from the job (the design stays; its jobUid goes)',
    query: z.object({ siteCode, designUid: uuid }),
    params: jobParams,
    answer: jobDesignAnswerSchema,
  }),
  createJobConfiguration: endpoint({
    method: 'POST',
    path: `${BASE}/jobs/:id/create-configuration`,
    tags,
    summary: 'The installation line of the job for the cart, priced with these job options; answers its configuration guid',
    query: siteQuery,
    params: jobParams,
    body: jobOptionsSchema,
    answer: jobConfigurationSchema,
    status: [201],
  }),
  bookJob: endpoint({
    method: 'POST',
    path: `${BASE}/backfill/book-job`,
    tags,
    summary: 'Book a job (doc 001 §3 booking payload) at its own price (Idempotency-Key required)',
    query: siteQuery,
    headers: idempotencyHeaders,
    body: bookJobSchema,
    answer: jobSchema,
  }),
  reportCart: endpoint({
    method: 'POST',
    path: `${BASE}/backfill/add-to-cart`,
    tags,
    summary: 'Report whether the job was booked and added to the cart',
    query: siteQuery,
    body: cartReportSchema,
    answer: cartReportAnswerSchema,
  }),
  createProEstimate: endpoint({
    method: 'POST',
    path: '/api/customer/createmandiestimate',
    tags,
    summary: 'Make the professional (measure-and-install) estimate of one of your properties from the pro estimate payload',
    body: proEstimatePayloadSchema,
    answer: jobDesignAnswerSchema,
    status: [201],
  }),
};

/** Doc 001 §7: the site's own product id of each sku number (site 11). */
const productIdMapBody = z.object({
  siteId: z.number({ error: 'siteId must be a site id.' }).int('siteId must be a site id.'),
  partnerProductIds: z
    .array(z.string().min(1, 'Sku numbers must not be empty.').max(40, 'Sku numbers must not exceed 40 characters.'), {
      error: 'partnerProductIds must be a list of sku numbers.',
    })
    .min(1, 'Please send at least one sku number.')
    .max(500, 'At most 500 sku numbers can be mapped at once.'),
});

/** Installation pricing, eligibility, the product map and the lookups (doc 001 §3, §4, §7). */
export const installationEndpoints = {
  priceByDesign: endpoint({
    method: 'POST',
    path: `${BASE}/jobs/by-design`,
    tags,
    summary: 'Price the installation of the selected windows of a design, with removal and haul away',
    query: z.object({ siteCode, designId: uuid }),
    body: pricingRequestSchema,
    answer: pricingResultSchema,
  }),
  windowCategories: endpoint({
    method: 'GET',
    path: `${BASE}/jobs/window-categories`,
    tags,
    summary: 'Mandi window categories by id: 0 unknown, 1 {product}-shades, 2 roller-shades, 3 verticals, 4 perfect-arch',
    query: siteQuery,
    answer: windowCategoryLookupSchema,
  }),
  installationSpecs: endpoint({
    method: 'GET',
    path: `${BASE}/jobs/specs`,
    tags,
    summary: 'Installation specs (removal, haul away, surcharges, measure credit) with their unit retail',
    query: siteQuery,
    answer: installationSpecsSchema,
  }),
  designEligibility: endpoint({
    method: 'GET',
    path: `${DESIGN_BUILDER}/estimates/:designId/eligibility`,
    tags,
    summary: 'Whether each product of a design may be professionally installed (site 11 adds the product id map)',
    params: designParams,
    answer: eligibilityResultSchema,
  }),
  productIdMap: endpoint({
    method: 'POST',
    path: `${DESIGN_BUILDER}/estimates/productid-map`,
    tags,
    summary: "The retailer site's product id of each sku number (skus it does not know are left out)",
    body: productIdMapBody,
    answer: z.record(z.string(), z.string()),
  }),
};

const service = z.coerce
  .number({ error: 'Please send the service: 1 (professional measure and install).' })
  .refine((value) => value === MANDI_SERVICE, 'The only service is 1 (professional measure and install).');
const zip = z.string({ error: 'Please send a 5-digit ZIP code.' }).regex(/^\d{5}$/, 'Please send a 5-digit ZIP code.');
const storeNumber = z.coerce.number({ error: 'Please send a store number.' }).pipe(storeNumberSchema);

/** Service providers' coverage and the stores (doc 001 §2, §3, §7). */
export const providerEndpoints = {
  checkAvailability: endpoint({
    method: 'GET',
    path: '/api/service-providers/check-availability',
    tags,
    summary: "Whether a service provider covers a ZIP (within a radius of one of the provider's stores)",
    query: z.object({ service, zip }),
    answer: zipAvailabilitySchema,
  }),
  checkStoreAvailability: endpoint({
    method: 'GET',
    path: '/api/service-providers/check-store-availability',
    tags,
    summary: "Whether a service provider covers a store's area, with the store",
    query: z.object({ service, storeNumber }),
    answer: storeAvailabilitySchema,
  }),
  proAvailability: endpoint({
    method: 'GET',
    path: '/api/service-providers/pro-availability',
    tags,
    summary:
      "The retailer site's professional availability (doc 001 §7): reps always; others when a provider covers the ZIP (or the address they set last)",
    query: z.object({ service: service.optional(), zip: zip.optional() }),
    answer: proAvailabilityAnswerSchema,
  }),
  store: endpoint({
    method: 'GET',
    path: `${DESIGN_BUILDER}/stores/:id`,
    tags,
    summary: 'Store info by store number',
    params: z.object({ id: storeNumber }),
    answer: storeInfoSchema,
  }),
  storeInfo: endpoint({
    method: 'GET',
    path: `${DESIGN_BUILDER}/interconnected-quotes/storeInfo`,
    tags,
    summary: "The caller's store (nearest covering store of the address they set last), else the default store 121",
    answer: storeInfoSchema,
  }),
};

const inStoreMeasurePath = `${DESIGN_BUILDER}/designs/:designId/in-store-measure`;

/** A rep's in-store measure order of a design (doc 001 §5; packages/domain/src/in-store-measure.ts). */
export const inStoreMeasureEndpoints = {
  orderInStoreMeasure: endpoint({
    method: 'POST',
    path: inStoreMeasurePath,
    tags,
    summary: "Order the store's own measure of a design (reps): until it is cancelled the design is not bought online",
    params: z.object({ designId: uuid }),
    body: inStoreMeasureBodySchema,
    answer: designGraphSchema,
  }),
  cancelInStoreMeasure: endpoint({
    method: 'DELETE',
    path: inStoreMeasurePath,
    tags,
    summary: "Cancel a design's in-store measure order (reps)",
    params: z.object({ designId: uuid }),
    answer: designGraphSchema,
  }),
};

const text = z.string().max(1000).nullish();
/** Address fields as they arrive: plain text, checked on the server by the address form's schema in the site's words. */
const addressWire = { line1: text, line2: text, city: text, state: text, zipCode: text };

/** Install addresses: their check and keeping one (doc 001 §3, §4, §7). */
export const addressEndpoints = {
  validateAddress: endpoint({
    method: 'POST',
    path: '/api/customer/addressvalidation/v1/validate',
    tags,
    summary: 'Check an install address against US ZIP data: not found, a similar address, found, or already on file',
    /** Doc 001 §7: the address validation body, in the spec's Pascal case. */
    body: z.object({ Line1: text, Line2: text, City: text, State: text, ZipCode: text }),
    answer: verificationSchema,
  }),
  setAddress: endpoint({
    method: 'POST',
    path: '/api/customer/profile/temp/setaddress',
    tags,
    summary: 'Keep an install address for the caller (account, or guest session) under a property; the same home answers the ids on file',
    /** Doc 001 §3, §7: the stored-address shape, flat or with the address under `address`. */
    body: z.object({ address: z.object(addressWire).optional(), ...addressWire, ...storedAddressFields }),
    answer: setAddressResultSchema,
  }),
};
