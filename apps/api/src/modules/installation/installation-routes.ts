import { uuid } from '@eb/domain/design';
import { eligibilityResultSchema, installationSpecsSchema, pricingRequestSchema, pricingResultSchema } from '@eb/domain/installation';
import { windowCategoryLookupSchema } from '@eb/domain/mandi';
import { isSiteId } from '@eb/domain/sites';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import { badRequest } from '../../errors.ts';
import { readDesign } from '../designs/unit-of-work.ts';
import { productIdMap } from './eligibility-product-map.ts';
import { designEligibility } from './eligibility-use-cases.ts';
import { authorizeInstallation, SITE_CODES, serviceSite } from './install-auth.ts';
import { LOOKUP_CACHE_CONTROL, specLookup, windowCategoryLookup } from './lookups-use-cases.ts';
import { priceDesignInstallation } from './pricing-by-design.ts';
import { loadPriceTable } from './pricing-data.ts';

const tags = ['installation'];
const BASE = '/installation/api';
const DESIGN_BUILDER = '/api/design-builder';
const siteCode = z.enum(SITE_CODES, { error: 'siteCode must be BDC or THD.' });

/**
 * Installation pricing, eligibility, the product map and the lookups (doc 001 §3, §4, §7). The price
 * table is read once at start; a bad file stops the server.
 */
export const installationRoutes: ApiRoutes = async (app, { db, catalog }) => {
  const table = loadPriceTable();

  app.post(
    `${BASE}/jobs/by-design`,
    {
      schema: {
        tags,
        summary: 'Price the installation of the selected windows of a design, with removal and haul away',
        querystring: z.object({ siteCode, designId: uuid }),
        body: pricingRequestSchema,
        response: { 200: z.object({ data: pricingResultSchema }) },
      },
    },
    async (request) => {
      const site = serviceSite(request, request.query.siteCode);
      authorizeInstallation(request, site);
      // A design id is a read capability: whoever holds it may price it (nothing is written).
      const graph = await readDesign(db, request.query.designId);
      return { data: priceDesignInstallation(graph, catalog, table, request.body) };
    },
  );

  app.get(
    `${BASE}/jobs/window-categories`,
    {
      schema: {
        tags,
        summary: 'Mandi window categories by id: 0 unknown, 1 {product}-shades, 2 roller-shades, 3 verticals, 4 perfect-arch',
        querystring: z.object({ siteCode }),
        response: { 200: z.object({ data: windowCategoryLookupSchema }) },
      },
    },
    async (request, reply) => {
      const site = serviceSite(request, request.query.siteCode);
      authorizeInstallation(request, site, { optional: true });
      reply.header('cache-control', LOOKUP_CACHE_CONTROL);
      return { data: windowCategoryLookup(site) };
    },
  );

  const specs = specLookup(table);
  app.get(
    `${BASE}/jobs/specs`,
    {
      schema: {
        tags,
        summary: 'Installation specs (removal, haul away, surcharges, measure credit) with their unit retail',
        querystring: z.object({ siteCode }),
        response: { 200: z.object({ data: installationSpecsSchema }) },
      },
    },
    async (request, reply) => {
      const site = serviceSite(request, request.query.siteCode);
      authorizeInstallation(request, site, { optional: true });
      reply.header('cache-control', LOOKUP_CACHE_CONTROL);
      return { data: specs };
    },
  );

  app.get(
    `${DESIGN_BUILDER}/estimates/:designId/eligibility`,
    {
      schema: {
        tags,
        summary: 'Whether each product of a design may be professionally installed (site 11 adds the product id map)',
        params: z.object({ designId: uuid }),
        response: { 200: z.object({ data: eligibilityResultSchema }) },
      },
    },
    async (request) => {
      const graph = await readDesign(db, request.params.designId);
      return { data: designEligibility(graph, catalog, request.siteId) };
    },
  );

  app.post(
    `${DESIGN_BUILDER}/estimates/productid-map`,
    {
      schema: {
        tags,
        summary: "The retailer site's product id of each sku number (skus it does not know are left out)",
        body: z.object({
          siteId: z.number({ error: 'siteId must be a site id.' }).int('siteId must be a site id.'),
          partnerProductIds: z
            .array(z.string().min(1, 'Sku numbers must not be empty.').max(40, 'Sku numbers must not exceed 40 characters.'), {
              error: 'partnerProductIds must be a list of sku numbers.',
            })
            .min(1, 'Please send at least one sku number.')
            .max(500, 'At most 500 sku numbers can be mapped at once.'),
        }),
        response: { 200: z.object({ data: z.record(z.string(), z.string()) }) },
      },
    },
    async (request) => {
      const { siteId, partnerProductIds } = request.body;
      if (!isSiteId(siteId) || siteId !== request.siteId) throw badRequest(`siteId must be this site's id (${request.siteId}).`);
      if (siteId !== 11) throw badRequest('Only site 11 maps sku numbers to its own product ids.');
      return { data: productIdMap(catalog, partnerProductIds) };
    },
  );
};
