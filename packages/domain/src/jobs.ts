import { z } from 'zod';
import { type DesignGraph, type ItemProduct, uuid } from './design.ts';
import { formatMoney } from './format.ts';
import { isInstallEligibleCategory, pricingRequestSchema } from './installation.ts';
import { isTextPhone, jobOptionsSchema, PHONE_MESSAGE } from './job-options.ts';
import { roomCharLabel } from './labels.ts';
import { QUANTITY_MAX } from './limits.ts';
import { toCents } from './money.ts';
import { NAME_LIMITS } from './names.ts';

/**
 * Professional measure-and-install jobs (doc 001 §3 Job, Backfill booking, Professional estimate
 * payload; §4 add-to-cart chains and job conversions): the wire schemas both sides use, the job's
 * states and the rules that move it, and the pro estimate payload a design makes.
 */

/** Service types of doc 001 §9: I installation, M measurement. */
export const SERVICE_TYPES = ['I', 'M'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const serviceTypeSchema = z.enum(SERVICE_TYPES, { error: 'serviceType must be I (installation) or M (measurement).' });

/** Service site codes of doc 001 §9 (BDC site 3, THD site 11). */
export const SERVICE_SITE_CODES = ['BDC', 'THD'] as const;

/**
 * A job's states. pending: made and priced for a design, not booked yet; booked: the booking call
 * succeeded; added-to-cart: the backfill reported both the booking and the cart as done;
 * cart-failed: booked, but the cart step failed (a later report of success moves it on).
 */
export const JOB_STATUSES = ['pending', 'booked', 'added-to-cart', 'cart-failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_NOT_PENDING = 'This job is already booked.';
export const JOB_NOT_BOOKED = 'This job has not been booked yet.';
export const JOB_BOOKED_NOT_FAILED = 'This job is booked; its booking cannot be reported as failed.';
export const JOB_ALREADY_IN_CART = 'This job is already in the cart; its cart step cannot be reported as failed.';

/** Whether a job in `status` may be booked. */
export const canBook = (status: JobStatus) => status === 'pending';

/**
 * What a backfill add-to-cart report does to a job (doc 001 §4: the outcome of booking and carting is
 * reported after the chain): the next status, or why the report contradicts the job.
 */
export function cartReportOutcome(
  status: JobStatus,
  report: { bookJobSucceeded: boolean; addToCartSucceeded: boolean },
): { status: JobStatus } | { problem: string } {
  if (status === 'pending') return report.bookJobSucceeded ? { problem: JOB_NOT_BOOKED } : { status: 'pending' };
  if (!report.bookJobSucceeded) return { problem: JOB_BOOKED_NOT_FAILED };
  if (status === 'added-to-cart' && !report.addToCartSucceeded) return { problem: JOB_ALREADY_IN_CART };
  return { status: report.addToCartSucceeded ? 'added-to-cart' : 'cart-failed' };
}

/** Job uids are short and readable aloud: 'MI-' and two groups of four, without 0/O, 1/I/L. */
export const JOB_UID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOB_UID_PATTERN = /^MI-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
export const isJobUid = (value: string) => JOB_UID_PATTERN.test(value);

/** A new job uid from random bytes (at least 8). */
export function jobUidFrom(bytes: Uint8Array): string {
  if (bytes.length < 8) throw new Error('A job uid needs 8 random bytes.');
  const chars = Array.from(bytes.slice(0, 8), (byte) => JOB_UID_ALPHABET[byte % JOB_UID_ALPHABET.length]);
  return `MI-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** A job is named by its id or its uid in paths. */
export const jobRefSchema = z
  .string()
  .max(40, 'Please use a job id or job uid.')
  .refine((value) => isJobUid(value) || z.uuid().safeParse(value).success, 'Please use a job id or job uid.');

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
    `(retail ${formatMoney(job.retailCents / 100)}, cost ${formatMoney(job.costCents / 100)}). Price the job again and book it at that price.`
  );
}

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

// ---------------------------------------------------------------------------------------------
// The job on the wire

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

// ---------------------------------------------------------------------------------------------
// Professional (mandi) estimate payload, doc 001 §3 and §4

/** The configuration guid of a blank placeholder window (ineligible or empty). */
export const ZERO_GUID = '00000000-0000-0000-0000-000000000000';

const GUID_RULE = 'autobahnEstimateGuid must be a configuration guid or the zero guid.';
const text = (max: number) => z.string({ error: `Window fields must be text of at most ${max} characters.` }).max(max);

export const proEstimateWindowSchema = z.object({
  label: z
    .number({ error: 'A window label must be its number (1, 2, 3…).' })
    .int('A window label must be its number (1, 2, 3…).')
    .min(1, 'A window label must be its number (1, 2, 3…).')
    .max(999),
  productName: text(200),
  autobahnEstimateGuid: z
    .string({ error: GUID_RULE })
    .refine((value) => value === ZERO_GUID || z.uuid().safeParse(value).success, GUID_RULE),
  color: text(100),
  height: text(20),
  width: text(20),
  productId: text(40),
});
export type ProEstimateWindow = z.infer<typeof proEstimateWindowSchema>;

export const proEstimateRoomSchema = z.object({
  label: z.string({ error: 'A room label must be a letter (A, B, C…).' }).regex(/^[A-Z]$/, 'A room label must be a letter (A, B, C…).'),
  name: z.string({ error: 'Please enter a room name.' }).max(200),
  windows: z.array(proEstimateWindowSchema).max(200, 'At most 200 windows in a room.'),
});

export const QUANTITY_RULE = `An extra quantity must be a whole number from 2 to ${QUANTITY_MAX}.`;
export const proEstimatePayloadSchema = z
  .object({
    addressId: uuid,
    propertyId: uuid,
    customerId: uuid,
    name: z.string({ error: 'Please enter an estimate name.' }).max(NAME_LIMITS.design * 4),
    rooms: z
      .array(proEstimateRoomSchema, { error: 'Please send the rooms.' })
      .min(1, 'An estimate needs at least one room.')
      .max(26, 'At most 26 rooms (A to Z).'),
    itemsWithExtraQuantity: z
      .array(
        z.object({
          autobahnEstimateGuid: z.uuid('autobahnEstimateGuid must be a configuration guid.'),
          quantity: z.number({ error: QUANTITY_RULE }).int(QUANTITY_RULE).min(2, QUANTITY_RULE).max(QUANTITY_MAX, QUANTITY_RULE),
        }),
      )
      .max(2000)
      .default([]),
  })
  .superRefine((payload, context) => {
    const labels = payload.rooms.map((room) => room.label);
    if (new Set(labels).size !== labels.length)
      context.addIssue({ code: 'custom', path: ['rooms'], message: 'Each room label must be used once.' });
    payload.rooms.forEach((room, index) => {
      const numbers = room.windows.map((window) => window.label);
      if (new Set(numbers).size !== numbers.length)
        context.addIssue({
          code: 'custom',
          path: ['rooms', index, 'windows'],
          message: `Room ${room.label}: each window number must be used once.`,
        });
    });
    const guids = new Set(payload.rooms.flatMap((room) => room.windows.map((window) => window.autobahnEstimateGuid)));
    payload.itemsWithExtraQuantity.forEach((extra, index) => {
      if (!guids.has(extra.autobahnEstimateGuid))
        context.addIssue({
          code: 'custom',
          path: ['itemsWithExtraQuantity', index],
          message: 'An extra quantity must name a window of the estimate.',
        });
    });
  });
export type ProEstimatePayload = z.infer<typeof proEstimatePayloadSchema>;

export const blankWindow = (label: number): ProEstimateWindow => ({
  label,
  productName: '',
  autobahnEstimateGuid: ZERO_GUID,
  color: '',
  height: '',
  width: '',
  productId: '',
});

export const isBlankWindow = (window: Pick<ProEstimateWindow, 'autobahnEstimateGuid'>) => window.autobahnEstimateGuid === ZERO_GUID;

const productAttribute = (product: ItemProduct, name: string) =>
  product.attributes.find((attribute) => attribute.name.toLowerCase() === name)?.value ?? '';
const productColor = (product: ItemProduct) =>
  product.choices.find((choice) => choice.optionType === 'color')?.choiceValue ?? productAttribute(product, 'color');

/**
 * The pro estimate payload of a design (doc 001 §3, §4): rooms lettered A, B, C in their order,
 * windows numbered 1, 2, 3 within each room; a window without a product, or whose product is not
 * eligible, becomes a blank placeholder with the zero guid. Site 11 names products by the
 * retailer's id (the product map); a sku the map lacks keeps its own number.
 */
export function proEstimatePayload(
  graph: Pick<DesignGraph, 'containers' | 'items'>,
  eligibility: { eligibility: readonly { skuNumber: string; eligible: boolean }[]; productIdMap?: Record<string, string> | undefined },
  fields: { addressId: string; propertyId: string; customerId: string; name: string },
): ProEstimatePayload {
  const eligible = new Map(eligibility.eligibility.map((entry) => [entry.skuNumber, entry.eligible]));
  const items = new Map(graph.items.map((item) => [item.itemId, item]));
  const extra = new Map<string, number>();
  const rooms = graph.containers
    .filter((room) => !room.isDeleted)
    .map((room, roomIndex) => ({
      label: roomCharLabel(roomIndex),
      name: room.name,
      windows: room.items
        .flatMap((itemId) => {
          const item = items.get(itemId);
          return item && !item.isDeleted ? [item] : [];
        })
        .map((item, windowIndex): ProEstimateWindow => {
          const label = windowIndex + 1;
          const product = item.itemProduct;
          if (!product) return blankWindow(label);
          const ok = eligible.get(product.skuNumber) ?? isInstallEligibleCategory(product.productCategory);
          if (!ok) return blankWindow(label);
          if (item.quantity > 1) extra.set(product.configurationGuid, Math.max(extra.get(product.configurationGuid) ?? 0, item.quantity));
          return {
            label,
            productName: product.productName,
            autobahnEstimateGuid: product.configurationGuid,
            color: productColor(product),
            height: productAttribute(product, 'height'),
            width: productAttribute(product, 'width'),
            productId: eligibility.productIdMap?.[product.skuNumber] ?? product.skuNumber,
          };
        }),
    }));
  return {
    ...fields,
    rooms,
    itemsWithExtraQuantity: [...extra].map(([autobahnEstimateGuid, quantity]) => ({
      autobahnEstimateGuid,
      quantity: Math.min(quantity, QUANTITY_MAX),
    })),
  };
}
