import { randomUUID } from 'node:crypto';
import type { Client, TestResponse } from '../support.ts';
import { INSTALL } from './pricing-helpers.ts';

export { INSTALL };

/** A home in a covered ZIP (Cumberland, Atlanta 30339). */
export const HOME = { line1: '2450 Cumberland Parkway', line2: 'Suite 100', city: 'Atlanta', state: 'GA', zipCode: '30339' };

export interface Place {
  addressId: string;
  propertyId: string;
  customerId: string;
}

/** Keeps an install address for the client (setaddress) and answers its ids. */
export async function setHome(client: Client, home = HOME, headers?: Record<string, string>): Promise<Place> {
  const response = await client.request('POST', '/api/customer/profile/temp/setaddress', {
    body: { ...home, normalizedBy: 1, requiresConfirmation: false, existingAddress: false },
    ...(headers ? { headers } : {}),
  });
  if (response.status !== 200) throw new Error(`setaddress answered ${response.status} ${JSON.stringify(response.body)}`);
  return { addressId: response.body.data.address.id, propertyId: response.body.data.propertyId, customerId: response.body.data.customerId };
}

/** Removal of 3 and haul away of 2 coverings, texts on. */
export const OPTIONS = {
  windowHaul: true,
  windowRemoval: true,
  windowHaulCount: 2,
  windowRemoveCount: 3,
  textOptIn: true,
  textOptInNumber: '4045551234',
  specialInstructions: 'Gate code 1234',
  reworkType: null,
};

export const key = () => `key-${randomUUID()}`;

export function postJob(
  client: Client,
  body: unknown,
  options: { key?: string | null; siteCode?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== null) headers['idempotency-key'] = options.key ?? key();
  return client.request('POST', `${INSTALL}/jobs?siteCode=${options.siteCode ?? 'BDC'}`, { body, headers });
}

export function jobBody(designId: string, itemIds: string[], place: Pick<Place, 'addressId'>, overrides: Record<string, unknown> = {}) {
  return {
    designId,
    serviceType: 'I',
    addressId: place.addressId,
    leafItems: itemIds.map((itemId) => ({ itemId })),
    options: OPTIONS,
    ...overrides,
  };
}

/** The job of a 201, or a failure showing the whole answer. */
export function jobOf(response: TestResponse, status = 201) {
  if (response.status !== status) throw new Error(`Expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

// biome-ignore lint/suspicious/noExplicitAny: the job as the API answers it.
export function bookingFor(job: any, overrides: Record<string, unknown> = {}) {
  return {
    jobUid: job.jobUid,
    serviceType: job.serviceType,
    dateCreated: '2026-11-23T15:00:00.000Z',
    receiveTexts: true,
    retail: job.pricingResult.retail,
    cost: job.pricingResult.cost,
    internalUserName: null,
    customer: {
      firstName: 'Sam',
      lastName: 'Shopper',
      uid: job.customerId,
      emailAddress: 'shopper@example.com',
      phoneNumbers: [{ number: '4045551234' }],
    },
    address: { uid: job.addressId, ...job.address },
    siteCode: job.siteCode,
    ...overrides,
  };
}

export function book(
  client: Client,
  body: unknown,
  options: { key?: string | null; siteCode?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== null) headers['idempotency-key'] = options.key ?? key();
  return client.request('POST', `${INSTALL}/backfill/book-job?siteCode=${options.siteCode ?? 'BDC'}`, { body, headers });
}

/** Registers and signs in a new customer. */
export async function newCustomer(guest: Client): Promise<Client> {
  const response = await guest.request('POST', '/api/account/register', {
    body: { email: `other-${randomUUID()}@example.com`, password: 'other-password', name: 'Other Shopper' },
  });
  if (response.status !== 200) throw new Error(`register answered ${response.status}`);
  return guest;
}
