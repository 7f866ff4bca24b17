import { z } from 'zod';
import { JOB_STATUSES } from './job-states.ts';
import { SERVICE_SITE_CODES, SERVICE_TYPES } from './service-codes.ts';

/** The job on the wire, and the design attributes that carry its address and customer (doc 001 §3). */

export const jobAddressSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
});
export type JobAddress = z.infer<typeof jobAddressSchema>;

/** The customer as design attributes and jobs carry it (doc 001 §3): phones as objects with a number. */
export const jobCustomerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phones: z.array(z.object({ number: z.string() })),
});
export type JobCustomer = z.infer<typeof jobCustomerSchema>;

export const jobItemSchema = z.object({
  itemId: z.string(),
  label: z.string(),
  categoryId: z.number(),
  width: z.number(),
  height: z.number(),
  band: z.string(),
  quantity: z.number(),
  unitRetail: z.number(),
  retail: z.number(),
  cost: z.number(),
  surcharges: z.array(z.string()),
});
export type JobItem = z.infer<typeof jobItemSchema>;

export const jobChargeSchema = z.object({
  specName: z.string(),
  specType: z.string(),
  displayName: z.string(),
  value: z.number(),
  cost: z.number(),
  retail: z.number(),
});

export const jobSchema = z.object({
  id: z.string(),
  jobUid: z.string(),
  siteCode: z.enum(SERVICE_SITE_CODES),
  serviceType: z.enum(SERVICE_TYPES),
  status: z.enum(JOB_STATUSES),
  /** The design the job was made and priced from. */
  designId: z.string().nullable(),
  customerId: z.string(),
  addressId: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  address: jobAddressSchema,
  customer: jobCustomerSchema,
  items: z.array(jobItemSchema),
  options: z.object({
    windowHaul: z.boolean(),
    windowRemoval: z.boolean(),
    windowHaulCount: z.number(),
    windowRemoveCount: z.number(),
    textOptIn: z.boolean(),
    textOptInNumber: z.string(),
    specialInstructions: z.string(),
    reworkType: z.string().nullable(),
  }),
  attributes: z.object({ textOptIn: z.boolean() }),
  pricingResult: z.object({
    retail: z.number(),
    cost: z.number(),
    tax: z.number(),
    totalInstallationCost: z.number(),
    charges: z.array(jobChargeSchema),
  }),
  /** Designs tied to the job (the professional copies), oldest first. */
  designs: z.array(z.object({ designId: z.string(), name: z.string() })),
  booking: z
    .object({
      dateCreated: z.string(),
      receiveTexts: z.boolean(),
      internalUserName: z.string().nullable(),
      bookedAt: z.string(),
      /** The provider the booking named: the nearest covering the job's address (null for bookings kept before it was named). */
      serviceProvider: z.object({ name: z.string(), phone: z.string(), technicians: z.array(z.string()) }).nullable(),
    })
    .nullable(),
  cartReport: z.object({ bookJobSucceeded: z.boolean(), addToCartSucceeded: z.boolean(), reportedAt: z.string() }).nullable(),
  createdBy: z.object({ userId: z.string().nullable(), role: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

/** The design attribute `propertyAddress` (doc 001 §3): JSON text of line1, line2, city, state, zipcode. */
export const propertyAddressAttribute = (address: JobAddress) => JSON.stringify(address);
/** The design attribute `customer` (doc 001 §3): JSON text of id, firstName, lastName, email, phones. */
export const customerAttribute = (customer: JobCustomer) => JSON.stringify(customer);

/** First and last name of a full name: the last word is the last name. */
export function splitName(name: string | null | undefined): { firstName: string; lastName: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}
