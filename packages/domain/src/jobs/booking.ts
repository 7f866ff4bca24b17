import { z } from 'zod';
import { uuid } from '../design.ts';
import { formatMoney } from '../format.ts';
import { PHONE_MESSAGE } from '../job-options.ts';
import { toCents, toDollars } from '../money.ts';
import { jobChargeSchema } from './job-schema.ts';
import { JOB_STATUSES } from './job-states.ts';
import { JOB_UID_PATTERN } from './job-uid.ts';
import { SERVICE_SITE_CODES, serviceTypeSchema } from './service-codes.ts';

/** Booking a job through the backfill (doc 001 §3 Backfill booking, §4 add-to-cart chain): the payloads and the price check. */

const money = z
  .number({ error: 'Amounts must be numbers of dollars.' })
  .min(0, 'Amounts must not be negative.')
  .max(10_000_000, 'Amounts must not exceed 10,000,000.');

/** The price sent with a booking is the job's own, to the cent. */
export function priceMatches(sent: { retail: number; cost: number }, job: { retailCents: number; costCents: number }): boolean {
  return toCents(sent.retail) === job.retailCents && toCents(sent.cost) === job.costCents;
}

export function priceMismatchMessage(sent: { retail: number; cost: number }, job: { retailCents: number; costCents: number }): string {
  return (
    `The price sent (retail ${formatMoney(sent.retail)}, cost ${formatMoney(sent.cost)}) does not match this job's price ` +
    `(retail ${formatMoney(toDollars(job.retailCents))}, cost ${formatMoney(toDollars(job.costCents))}). Price the job again and book it at that price.`
  );
}

const phone = z.object({ number: z.string({ error: PHONE_MESSAGE }).regex(/^\d{10}$/, PHONE_MESSAGE) });
const required = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}.` })
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, `${label.charAt(0).toUpperCase()}${label.slice(1)} must not exceed ${max} characters.`);

/** `POST /installation/api/backfill/book-job`: the booking payload of doc 001 §3. */
export const bookJobSchema = z
  .object({
    jobUid: z
      .string({ error: 'jobUid must be a job uid such as MI-7KQ4-M2XP.' })
      .regex(JOB_UID_PATTERN, 'jobUid must be a job uid such as MI-7KQ4-M2XP.'),
    serviceType: serviceTypeSchema,
    dateCreated: z.iso.datetime({ offset: true, error: 'dateCreated must be an ISO date and time.' }),
    receiveTexts: z.boolean({ error: 'receiveTexts must be true or false.' }),
    retail: money,
    cost: money,
    internalUserName: z.string().max(100, 'internalUserName must not exceed 100 characters.').nullish(),
    customer: z.object(
      {
        firstName: required('a first name', 50),
        lastName: required('a last name', 50),
        uid: uuid,
        emailAddress: z.email('Please enter a valid email address.').max(254, 'Please enter a valid email address.'),
        phoneNumbers: z
          .array(phone, { error: 'phoneNumbers must be a list of { number }.' })
          .max(5, 'At most 5 phone numbers.')
          .default([]),
      },
      { error: 'Please send the customer.' },
    ),
    address: z.object(
      {
        uid: uuid,
        line1: required('the install address', 100),
        line2: z.string().max(100, 'Address 2 must not exceed 100 characters.').nullish(),
        city: required('a city', 60),
        state: z.string({ error: 'Please choose a state.' }).regex(/^[A-Za-z]{2}$/, 'Please choose a state.'),
        zipcode: z.string({ error: 'Please enter a zip code.' }).regex(/^\d{5}(-\d{4})?$/, 'Please enter a zip code.'),
      },
      { error: 'Please send the install address.' },
    ),
    siteCode: z.enum(SERVICE_SITE_CODES, { error: 'siteCode must be BDC or THD.' }),
  })
  .superRefine((body, context) => {
    if (body.receiveTexts && body.customer.phoneNumbers.length === 0)
      context.addIssue({ code: 'custom', path: ['customer', 'phoneNumbers'], message: 'Please give a phone number for text updates.' });
  });
export type BookJobBody = z.infer<typeof bookJobSchema>;

/** `POST /installation/api/backfill/add-to-cart` (doc 001 §7). */
export const cartReportSchema = z.object({
  jobUid: z
    .string({ error: 'jobUid must be a job uid such as MI-7KQ4-M2XP.' })
    .regex(JOB_UID_PATTERN, 'jobUid must be a job uid such as MI-7KQ4-M2XP.'),
  bookJobSucceeded: z.boolean({ error: 'bookJobSucceeded must be true or false.' }),
  addToCartSucceeded: z.boolean({ error: 'addToCartSucceeded must be true or false.' }),
});

/** What the add-to-cart report answers: the job's state after it. */
export const cartReportAnswerSchema = z.object({
  jobUid: z.string(),
  status: z.enum(JOB_STATUSES),
  bookJobSucceeded: z.boolean(),
  addToCartSucceeded: z.boolean(),
  reportedAt: z.string(),
});

/** `POST /installation/api/jobs/{id}/create-configuration`: the job's installation line for the cart. */
export const jobConfigurationSchema = z.object({
  configurationGuid: z.string(),
  jobUid: z.string(),
  retail: z.number(),
  cost: z.number(),
  charges: z.array(jobChargeSchema),
});
export type JobConfiguration = z.infer<typeof jobConfigurationSchema>;
