import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookInstallation, bookingAttempt } from './installation-booking.ts';

const job = {
  id: '11111111-1111-4111-8111-111111111111',
  jobUid: 'MI-7KQ4-M2XP',
  serviceType: 'I',
  customerId: '22222222-2222-4222-8222-222222222222',
  addressId: '33333333-3333-4333-8333-333333333333',
  address: { line1: '2455 Paces Ferry Rd SE', line2: '', city: 'Atlanta', state: 'GA', zipcode: '30339' },
  customer: { id: 'c', firstName: 'Sam', lastName: 'Shopper', email: 'shopper@example.com', phones: [] },
  pricingResult: { retail: 129, cost: 80 },
};
const address = {
  addressId: job.addressId,
  propertyId: '44444444-4444-4444-8444-444444444444',
  customerId: job.customerId,
  line1: job.address.line1,
  line2: '',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30339',
};
const options = {
  windowHaul: false,
  windowRemoval: true,
  windowHaulCount: 0,
  windowRemoveCount: 1,
  textOptIn: true,
  textOptInNumber: '4045550123',
  specialInstructions: '',
  reworkType: null,
};
const request = {
  designId: '55555555-5555-4555-8555-555555555555',
  serviceType: 'I' as const,
  address,
  leafItems: [{ itemId: '66666666-6666-4666-8666-666666666666', quantity: 1 }],
  options,
};
const context = { siteCode: 'THD' as const, headers: { authorization: 'USER shopper@example.com' } };

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

function serve(answers: Record<string, (body: unknown) => { status: number; data?: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method: String(init.method), headers: init.headers as Record<string, string>, body });
    const path = new URL(url, 'http://x').pathname;
    const key = Object.keys(answers).find((candidate) => path.endsWith(candidate));
    const answer = key ? answers[key]?.(body) : { status: 404 };
    const status = answer?.status ?? 404;
    const payload = status < 400 ? { data: answer?.data } : { message: 'Refused.', code: 'CONFLICT' };
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('booking attempt', () => {
  it('keeps its keys and date for the same request, new ones for another', () => {
    const first = bookingAttempt(null, 'a');
    expect(bookingAttempt(first, 'a')).toBe(first);
    const second = bookingAttempt(first, 'b');
    expect(second.createKey).not.toBe(first.createKey);
    expect(second.bookKey).not.toBe(first.bookKey);
  });
});

describe('bookInstallation', () => {
  it('makes the job, books it at its price, makes the configuration and reports both steps done', async () => {
    const calls = serve({
      '/installation/api/jobs': () => ({ status: 201, data: job }),
      '/backfill/book-job': () => ({ status: 200, data: { ...job, status: 'booked' } }),
      '/create-configuration': () => ({ status: 201, data: { configurationGuid: 'g', jobUid: job.jobUid, retail: 129, cost: 80 } }),
      '/backfill/add-to-cart': (body) => ({ status: 200, data: body }),
    });
    const attempt = bookingAttempt(null, 'x');
    const booked = await bookInstallation(context, { role: 'consumer', email: 'shopper@example.com' }, request, attempt);
    expect(booked.configurationGuid).toBe('g');
    expect(calls.map((call) => new URL(call.url, 'http://x').pathname)).toEqual([
      '/installation/api/jobs',
      '/installation/api/backfill/book-job',
      `/installation/api/jobs/${job.id}/create-configuration`,
      '/installation/api/backfill/add-to-cart',
    ]);
    expect(calls.every((call) => call.url.includes('siteCode=THD') && call.headers.authorization === 'USER shopper@example.com')).toBe(
      true,
    );
    expect(calls[0]?.headers['idempotency-key']).toBe(attempt.createKey);
    expect(calls[1]?.headers['idempotency-key']).toBe(attempt.bookKey);
    expect(calls[1]?.body).toMatchObject({
      jobUid: job.jobUid,
      serviceType: 'I',
      dateCreated: attempt.dateCreated,
      receiveTexts: true,
      retail: 129,
      cost: 80,
      internalUserName: null,
      customer: { firstName: 'Sam', lastName: 'Shopper', uid: job.customerId, phoneNumbers: [{ number: '4045550123' }] },
      address: { uid: job.addressId, zipcode: '30339' },
      siteCode: 'THD',
    });
    expect(calls[3]?.body).toEqual({ jobUid: job.jobUid, bookJobSucceeded: true, addToCartSucceeded: true });
  });

  it('reports a failed booking and fails; a rep books under their user name', async () => {
    const calls = serve({
      '/installation/api/jobs': () => ({ status: 201, data: job }),
      '/backfill/book-job': () => ({ status: 409 }),
      '/backfill/add-to-cart': (body) => ({ status: 200, data: body }),
    });
    await expect(bookInstallation(context, { role: 'rep', email: 'rep@example.com' }, request, bookingAttempt(null, 'y'))).rejects.toThrow(
      'Refused.',
    );
    expect(calls[1]?.body).toMatchObject({ internalUserName: 'rep' });
    expect(calls.at(-1)?.body).toEqual({ jobUid: job.jobUid, bookJobSucceeded: false, addToCartSucceeded: false });
  });

  it('reports a booked job whose configuration failed as not in the cart', async () => {
    const calls = serve({
      '/installation/api/jobs': () => ({ status: 201, data: job }),
      '/backfill/book-job': () => ({ status: 200, data: job }),
      '/create-configuration': () => ({ status: 409 }),
      '/backfill/add-to-cart': (body) => ({ status: 200, data: body }),
    });
    await expect(bookInstallation(context, null, request, bookingAttempt(null, 'z'))).rejects.toThrow('Refused.');
    expect(calls.at(-1)?.body).toEqual({ jobUid: job.jobUid, bookJobSucceeded: true, addToCartSucceeded: false });
  });
});
