import { setAddressResultSchema, storedAddressFields, verificationSchema } from '@eb/domain/address';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import { attemptLimit } from '../../http/rate-limits.ts';
import { addressWire, parseAddress } from './address-input.ts';
import { setAddress, validateAddress } from './address-use-cases.ts';
import { providerRoutes } from './providers-routes.ts';

const tags = ['installation'];
const text = z.string().max(1000).nullish();

/** Doc 001 §7: the address validation body, in the spec's Pascal case. */
const validateBody = z.object({ Line1: text, Line2: text, City: text, State: text, ZipCode: text });
const VALIDATE_NAMES = { line1: 'Line1', line2: 'Line2', city: 'City', state: 'State', zipCode: 'ZipCode' };

/** Doc 001 §3, §7: the stored-address shape, flat or with the address under `address`. */
const setAddressBody = z.object({
  address: z.object(addressWire).optional(),
  ...addressWire,
  ...storedAddressFields,
});
const SET_NAMES = { line1: 'line1', line2: 'line2', city: 'city', state: 'state', zipCode: 'zipCode' };

export const addressRoutes: ApiRoutes = async (app, context) => {
  const { db } = context;
  const perSession = (max: number) => attemptLimit(app, max, (request) => `address:${request.identity.sid}`);

  app.post(
    '/api/customer/addressvalidation/v1/validate',
    {
      schema: {
        tags,
        summary: 'Check an install address against US ZIP data: not found, a similar address, found, or already on file',
        body: validateBody,
        response: { 200: z.object({ data: verificationSchema }) },
      },
      preHandler: perSession(60),
    },
    async (request) => {
      const { Line1, Line2, City, State, ZipCode } = request.body;
      const address = parseAddress(
        request.siteId,
        { line1: Line1, line2: Line2, city: City, state: State, zipCode: ZipCode },
        VALIDATE_NAMES,
      );
      return { data: await validateAddress(db, request.identity, address) };
    },
  );

  app.post(
    '/api/customer/profile/temp/setaddress',
    {
      schema: {
        tags,
        summary:
          'Keep an install address for the caller (account, or guest session) under a property; the same home answers the ids on file',
        body: setAddressBody,
        response: { 200: z.object({ data: setAddressResultSchema }) },
      },
      preHandler: perSession(30),
    },
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
  );

  await providerRoutes(app, context);
};
