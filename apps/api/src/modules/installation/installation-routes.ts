import { installationEndpoints } from '@eb/domain/endpoints/installation';
import { isSiteId } from '@eb/domain/sites';
import type { ApiRoutes } from '../../app-context.ts';
import { badRequest } from '../../errors.ts';
import { serve } from '../../http/serve.ts';
import { readDesign } from '../designs/read-design.ts';
import { productIdMap } from './eligibility-product-map.ts';
import { designEligibility } from './eligibility-use-cases.ts';
import { authorizeInstallation, serviceSite } from './install-auth.ts';
import { LOOKUP_CACHE_CONTROL, specLookup, windowCategoryLookup } from './lookups-use-cases.ts';
import { priceDesignInstallation } from './pricing-by-design.ts';
import { loadPriceTable } from './pricing-data.ts';

/**
 * Installation pricing, eligibility, the product map and the lookups (doc 001 §3, §4, §7). The price
 * table is read once at start; a bad file stops the server.
 */
export const installationRoutes: ApiRoutes = async (app, { db, catalog }) => {
  const table = loadPriceTable();

  serve(app, installationEndpoints.priceByDesign, async (request) => {
    const site = serviceSite(request, request.query.siteCode);
    authorizeInstallation(request, site);
    // A design id is a read capability: whoever holds it may price it (nothing is written).
    const graph = await readDesign(db, request.query.designId);
    return { data: priceDesignInstallation(graph, catalog, table, request.body) };
  });

  serve(app, installationEndpoints.windowCategories, async (request, reply) => {
    const site = serviceSite(request, request.query.siteCode);
    authorizeInstallation(request, site, { optional: true });
    reply.header('cache-control', LOOKUP_CACHE_CONTROL);
    return { data: windowCategoryLookup(site) };
  });

  const specs = specLookup(table);
  serve(app, installationEndpoints.installationSpecs, async (request, reply) => {
    const site = serviceSite(request, request.query.siteCode);
    authorizeInstallation(request, site, { optional: true });
    reply.header('cache-control', LOOKUP_CACHE_CONTROL);
    return { data: specs };
  });

  serve(app, installationEndpoints.designEligibility, async (request) => {
    const graph = await readDesign(db, request.params.designId);
    return { data: designEligibility(graph, catalog, request.siteId) };
  });

  serve(app, installationEndpoints.productIdMap, async (request) => {
    const { siteId, partnerProductIds } = request.body;
    if (!isSiteId(siteId) || siteId !== request.siteId) throw badRequest(`siteId must be this site's id (${request.siteId}).`);
    if (siteId !== 11) throw badRequest('Only site 11 maps sku numbers to its own product ids.');
    return { data: productIdMap(catalog, partnerProductIds) };
  });
};
