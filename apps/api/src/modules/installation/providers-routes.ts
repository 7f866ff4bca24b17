import {
  MANDI_SERVICE,
  proAvailability,
  proAvailabilityAnswerSchema,
  storeAvailabilitySchema,
  storeInfoSchema,
  zipAvailabilitySchema,
} from '@eb/domain/address';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import { AppError } from '../../errors.ts';
import { latestZip, savedStore } from './address-use-cases.ts';
import { findStore, isZipCovered, storeAvailability, storeOrDefault } from './providers-coverage.ts';

const tags = ['installation'];
const service = z.coerce
  .number({ error: 'Please send the service: 1 (professional measure and install).' })
  .refine((value) => value === MANDI_SERVICE, 'The only service is 1 (professional measure and install).');
const zip = z.string({ error: 'Please send a 5-digit ZIP code.' }).regex(/^\d{5}$/, 'Please send a 5-digit ZIP code.');
const storeNumber = z.coerce
  .number({ error: 'Please send a store number.' })
  .int('A store number is a whole number.')
  .positive('A store number is a whole number.')
  .max(2_147_483_647, 'A store number is a whole number.');

export const providerRoutes: ApiRoutes = async (app, { db }) => {
  app.get(
    '/api/service-providers/check-availability',
    {
      schema: {
        tags,
        summary: "Whether a service provider covers a ZIP (within a radius of one of the provider's stores)",
        querystring: z.object({ service, zip }),
        response: { 200: z.object({ data: zipAvailabilitySchema }) },
      },
    },
    async (request) => ({ data: await isZipCovered(db, request.query.zip) }),
  );

  app.get(
    '/api/service-providers/check-store-availability',
    {
      schema: {
        tags,
        summary: "Whether a service provider covers a store's area, with the store",
        querystring: z.object({ service, storeNumber }),
        response: { 200: z.object({ data: storeAvailabilitySchema }) },
      },
    },
    async (request) => {
      const answer = await storeAvailability(db, request.query.storeNumber);
      if (!answer) throw new AppError('NOT_FOUND', `There is no store ${request.query.storeNumber}.`);
      return { data: answer };
    },
  );

  app.get(
    '/api/service-providers/pro-availability',
    {
      schema: {
        tags,
        summary:
          "The retailer site's professional availability (doc 001 §7): reps always; others when a provider covers the ZIP (or the address they set last)",
        querystring: z.object({ service: service.optional(), zip: zip.optional() }),
        response: { 200: z.object({ data: proAvailabilityAnswerSchema }) },
      },
    },
    async (request) => {
      const { identity } = request;
      if (proAvailability(identity.role, false)) return { data: { result: true } };
      const place = request.query.zip ?? (await latestZip(db, identity));
      const covered = place ? await isZipCovered(db, place) : false;
      return { data: { result: proAvailability(identity.role, covered) } };
    },
  );

  app.get(
    '/api/design-builder/stores/:id',
    {
      schema: {
        tags,
        summary: 'Store info by store number',
        params: z.object({ id: storeNumber }),
        response: { 200: z.object({ data: storeInfoSchema }) },
      },
    },
    async (request) => {
      const store = await findStore(db, request.params.id);
      if (!store) throw new AppError('NOT_FOUND', `There is no store ${request.params.id}.`);
      return { data: store };
    },
  );

  app.get(
    '/api/design-builder/interconnected-quotes/storeInfo',
    {
      schema: {
        tags,
        summary: "The caller's store (nearest covering store of the address they set last), else the default store 121",
        response: { 200: z.object({ data: storeInfoSchema }) },
      },
    },
    async (request) => ({ data: storeOrDefault(await savedStore(db, request.identity)) }),
  );
};
