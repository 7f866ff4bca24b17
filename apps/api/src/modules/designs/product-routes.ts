import { itemEndpoints } from '@eb/domain/endpoints/items';
import type { ApiRoutes } from '../../app-context.ts';
import { serve } from '../../http/serve.ts';
import { actorOf } from './actor.ts';
import { checkCopyTargets, cloneStyle, setWindowProduct } from './product-use-cases.ts';
import { parseIfMatch } from './read-design.ts';

/** Products on windows: the catalog meets the design here. Every answer is the updated design graph. */
export const productRoutes: ApiRoutes = async (app, { db, engine, catalog }) => {
  serve(app, itemEndpoints.setWindowProduct, async (request) => ({
    data: await setWindowProduct(
      db,
      engine,
      catalog,
      actorOf(request),
      request.params.designId,
      request.params.itemId,
      request.body.configurationGuid,
      parseIfMatch(request.headers['if-match']),
    ),
  }));

  serve(app, itemEndpoints.checkCopyStyle, async (request) => {
    const { designId, itemId } = request.params;
    const results = await checkCopyTargets(db, engine, catalog, request.identity, designId, itemId, request.body);
    return { data: results.map(({ itemId, succeeded, errors }) => ({ itemId, isValid: succeeded, errors })) };
  });

  serve(app, itemEndpoints.copyStyle, async (request) => ({
    data: await cloneStyle(
      db,
      engine,
      catalog,
      actorOf(request),
      request.params.designId,
      request.params.itemId,
      request.body,
      parseIfMatch(request.headers['if-match']),
    ),
  }));
};
