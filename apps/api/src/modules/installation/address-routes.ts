import { addressEndpoints } from '@eb/domain/endpoints/installation';
import type { ApiRoutes } from '../../app-context.ts';
import { attemptLimit } from '../../http/rate-limits.ts';
import { serve } from '../../http/serve.ts';
import { parseAddress } from './address-input.ts';
import { setAddress, validateAddress } from './address-use-cases.ts';
import { providerRoutes } from './providers-routes.ts';

const VALIDATE_NAMES = { line1: 'Line1', line2: 'Line2', city: 'City', state: 'State', zipCode: 'ZipCode' };
const SET_NAMES = { line1: 'line1', line2: 'line2', city: 'city', state: 'state', zipCode: 'zipCode' };

export const addressRoutes: ApiRoutes = async (app, context) => {
  const { db } = context;
  const perSession = (max: number) => attemptLimit(app, max, (request) => `address:${request.identity.sid}`);

  serve(
    app,
    addressEndpoints.validateAddress,
    async (request) => {
      const { Line1, Line2, City, State, ZipCode } = request.body;
      const address = parseAddress(
        request.siteId,
        { line1: Line1, line2: Line2, city: City, state: State, zipCode: ZipCode },
        VALIDATE_NAMES,
      );
      return { data: await validateAddress(db, request.identity, address) };
    },
    { preHandler: perSession(60) },
  );

  serve(
    app,
    addressEndpoints.setAddress,
    async (request) => {
      const { body } = request;
      const address = parseAddress(request.siteId, body.address ?? body, SET_NAMES);
      const result = await setAddress(db, request.identity, request.siteId, {
        address,
        uuid: body.uuid,
        normalizedBy: body.normalizedBy,
        requiresConfirmation: body.requiresConfirmation,
        newPropertyName: body.newPropertyName,
      });
      return { data: result };
    },
    { preHandler: perSession(30) },
  );

  await providerRoutes(app, context);
};
