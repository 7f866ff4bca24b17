import { z } from 'zod';
import { uuid } from '../design.ts';
import { pricingRequestSchema } from '../installation.ts';
import { isTextPhone, jobOptionsSchema, PHONE_MESSAGE } from '../job-options.ts';
import { NAME_LIMITS } from '../names.ts';
import { serviceTypeSchema } from './service-codes.ts';

/** `POST /installation/api/jobs`: a job for the selected windows of a design, at one of the caller's addresses. */
export const createJobBodySchema = z
  .object({
    designId: uuid,
    serviceType: serviceTypeSchema,
    addressId: uuid.optional(),
    propertyId: uuid.optional(),
    leafItems: pricingRequestSchema.shape.leafItems,
    options: jobOptionsSchema,
  })
  .refine((body) => body.addressId !== undefined || body.propertyId !== undefined, {
    message: 'Please send the addressId or propertyId of the install address.',
    path: ['addressId'],
  });
export type CreateJobBody = z.infer<typeof createJobBodySchema>;

/** `PUT /installation/api/jobs/{id}/text-opt-in` (doc 001 §5: ten digits when opted in). */
export const textOptInSchema = z
  .object({
    textOptIn: z.boolean({ error: 'textOptIn must be true or false.' }),
    textOptInNumber: z.string({ error: PHONE_MESSAGE }).max(20, PHONE_MESSAGE).default(''),
  })
  .superRefine((body, context) => {
    if (body.textOptIn && !isTextPhone(body.textOptInNumber))
      context.addIssue({ code: 'custom', path: ['textOptInNumber'], message: PHONE_MESSAGE });
  });

/** `POST /installation/api/jobs/{id}/designs`: tie an existing design (designUid) or make a new one (designName). */
export const jobDesignBodySchema = z.union(
  [
    z.object({ designUid: uuid }).strict(),
    z.object({ designName: z.string({ error: 'Please enter a design name.' }).max(NAME_LIMITS.design * 4) }).strict(),
  ],
  { error: 'Send either designUid (a design to tie to the job) or designName (a new design for the job).' },
);

/**
 * The answer of a call that makes or ties a design for measure and install (a job's design, the
 * professional estimate): the design and the version it is now at.
 */
export const jobDesignAnswerSchema = z.object({ designId: z.string(), version: z.number() });
export type JobDesignAnswer = z.infer<typeof jobDesignAnswerSchema>;
