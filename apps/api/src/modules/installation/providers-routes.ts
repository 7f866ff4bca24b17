import { noStoreMessage, proAvailability } from '@eb/domain/address';
import { providerEndpoints } from '@eb/domain/endpoints/installation';
import type { ApiRoutes } from '../../app-context.ts';
import { AppError } from '../../errors.ts';
import { serve } from '../../http/serve.ts';
import { latestZip, savedStore } from './address-use-cases.ts';
import { findStore, isZipCovered, storeAvailability, storeOrDefault } from './providers-coverage.ts';

export const providerRoutes: ApiRoutes = async (app, { db }) => {
  serve(app, providerEndpoints.checkAvailability, async (request) => ({ data: await isZipCovered(db, request.query.zip) }));

  serve(app, providerEndpoints.checkStoreAvailability, async (request) => {
    const answer = await storeAvailability(db, request.query.storeNumber);
    if (!answer) throw new AppError('NOT_FOUND', noStoreMessage(request.query.storeNumber));
    return { data: answer };
  });

  serve(app, providerEndpoints.proAvailability, async (request) => {
    const { identity } = request;
    if (proAvailability(identity.role, false)) return { data: { result: true } };
    const place = request.query.zip ?? (await latestZip(db, identity));
    const covered = place ? await isZipCovered(db, place) : false;
    return { data: { result: proAvailability(identity.role, covered) } };
  });

  serve(app, providerEndpoints.store, async (request) => {
    const store = await findStore(db, request.params.id);
    if (!store) throw new AppError('NOT_FOUND', noStoreMessage(request.params.id));
    return { data: store };
  });

  serve(app, providerEndpoints.storeInfo, async (request) => ({ data: storeOrDefault(await savedStore(db, request.identity)) }));
};
