import type { CartGraphqlRequest } from '@eb/domain/commerce';
import { CARTING_FAILED } from '@eb/domain/commerce';
import type { Job } from '@eb/domain/jobs';
import { getSite } from '@eb/domain/sites';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from '../../lib/event-bus.ts';
import { bookInstallation, bookingAttempt } from './installation-booking.ts';

/** A request body as sent; GraphQL ones carry the cartRequest. */
type Sent = { variables: { cartRequest: CartGraphqlRequest } } & Record<string, unknown>;

/** A job as the server answers it (the client checks answers against the domain's contract in tests). */
const job: Job = {
  id: '11111111-1111-4111-8111-111111111111',
  jobUid: 'MI-7KQ4-M2XP',
  siteCode: 'THD',
  serviceType: 'I',
  status: 'pending',
  designId: '55555555-5555-4555-8555-555555555555',
  customerId: '22222222-2222-4222-8222-222222222222',
  addressId: '33333333-3333-4333-8333-333333333333',
  propertyId: '44444444-4444-4444-8444-444444444444',
  propertyName: 'Home',
  address: { line1: '2455 Paces Ferry Rd SE', line2: '', city: 'Atlanta', state: 'GA', zipcode: '30339' },
  customer: { id: 'c', firstName: 'Sam', lastName: 'Shopper', email: 'shopper@example.com', phones: [] },
  items: [],
  options: {
    windowHaul: false,
    windowRemoval: true,
    windowHaulCount: 0,
    windowRemoveCount: 1,
    textOptIn: true,
    textOptInNumber: '4045550123',
    specialInstructions: '',
    reworkType: null,
  },
  attributes: { textOptIn: true },
  pricingResult: { retail: 129, cost: 80, tax: 0, totalInstallationCost: 129, charges: [] },
  designs: [],
  booking: null,
  cartReport: null,
  createdBy: { userId: null, role: 'consumer' },
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
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
const site3 = { site: getSite(3), installOnly: false };
const site11 = { site: getSite(11), installOnly: false, sleep: async () => undefined };
const configurationGuid = '77777777-7777-4777-8777-777777777777';
const cartId = '88888888-8888-4888-8888-888888888888';
const buyLine = (n: number) => ({
  itemId: `66666666-6666-4666-8666-${String(n).padStart(12, '0')}`,
  configurationGuid: `99999999-9999-4999-8999-${String(n).padStart(12, '0')}`,
  roomName: 'Room 1',
  windowName: `Window ${n}`,
  productId: `P${n}`,
  skuNumber: '533002',
  productName: 'Larkspur Single Cell Light Filtering Shade',
  quantity: 1,
  price: 120,
  retail: 150,
  purchaseOption: 'product-and-install' as const,
});
const buy = (siteId: number, count: number) => ({
  designId: request.designId,
  designName: 'Estimate 1',
  siteId,
  lines: Array.from({ length: count }, (_, index) => buyLine(index + 1)),
});

type Call = { url: string; path: string; method: string; headers: Record<string, string>; body: Sent };
type Answer = { status: number; data?: unknown; raw?: unknown };

/** A fake fetch answering by the end of the path; `n` counts earlier calls to the same answer. */
function serve(answers: Record<string, (body: Sent, n: number) => Answer>) {
  const calls: Call[] = [];
  const counts = new Map<string, number>();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const path = new URL(url, 'http://x').pathname;
    calls.push({ url, path, method: String(init.method), headers: init.headers as Record<string, string>, body });
    const key = Object.keys(answers).find((candidate) => path.endsWith(candidate));
    const n = counts.get(key ?? '') ?? 0;
    counts.set(key ?? '', n + 1);
    const answer = key ? answers[key]?.(body, n) : { status: 404 };
    const status = answer?.status ?? 404;
    const payload = answer?.raw ?? (status < 400 ? { data: answer?.data } : { message: 'Refused.', code: 'CONFLICT' });
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const bookingAnswers = {
  [`/estimates/${request.designId}/buy`]: () => ({ status: 200, data: buy(3, 1) }),
  '/installation/api/jobs': () => ({ status: 201, data: job }),
  '/backfill/book-job': () => ({ status: 200, data: { ...job, status: 'booked' } }),
  '/create-configuration': () => ({ status: 201, data: { configurationGuid, jobUid: job.jobUid, retail: 129, cost: 80, charges: [] } }),
  '/backfill/add-to-cart': (body: unknown) => ({
    status: 200,
    data: { ...(body as object), status: 'added-to-cart', reportedAt: '2026-12-06T10:00:00.000Z' },
  }),
  '/interconnected-quotes/storeInfo': () => ({
    status: 200,
    data: { storeId: 121, storeFullName: 'Cumberland Atlanta GA', storeName: 'Cumberland', zipcode: '30339' },
  }),
};
const added = (itemCount: number) => ({ status: 200, data: { cartId, itemCount, cartUrl: '/Ordering/Cart' } });

let storage: Map<string, string>;
beforeEach(() => {
  storage = new Map();
  vi.stubGlobal('window', { localStorage: { setItem: (key: string, value: string) => storage.set(key, value) } });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('booking attempt', () => {
  it('keeps its keys and date for the same request, new ones for another', () => {
    const first = bookingAttempt(null, 'a');
    expect(bookingAttempt(first, 'a')).toBe(first);
    const second = bookingAttempt(first, 'b');
    expect(second.createKey).not.toBe(first.createKey);
    expect(second.bookKey).not.toBe(first.bookKey);
    expect(second.cart).not.toBe(first.cart);
  });
});

describe('bookInstallation', () => {
  it('site 3: books, makes the configuration, keeps address and contact, carts products and installation, reports, lands', async () => {
    const calls = serve({
      ...bookingAnswers,
      [`/estimates/${request.designId}/buy`]: () => ({ status: 200, data: buy(3, 2) }),
      '/estimatebuilder/addtocart': () => added(2),
      '/api/cart/v2/add-configurations': () => added(3),
    });
    const events: { name: string; payload: Record<string, unknown> }[] = [];
    const stop = subscribe((event) => events.push(event));
    const attempt = bookingAttempt(null, 'x');
    const booked = await bookInstallation(context, { role: 'consumer', email: 'shopper@example.com' }, request, attempt, site3);
    stop();
    expect(booked).toMatchObject({
      configurationGuid,
      cartUrl: '/Ordering/Cart',
      landingPath: '/mandi/bookmeasure?cameFromEstimatePage=true',
    });
    expect(calls.map((call) => call.path)).toEqual([
      `/api/design-builder/estimates/${request.designId}/buy`,
      '/installation/api/jobs',
      '/installation/api/backfill/book-job',
      `/installation/api/jobs/${job.id}/create-configuration`,
      '/estimatebuilder/addtocart',
      '/api/cart/v2/add-configurations',
      '/installation/api/backfill/add-to-cart',
    ]);
    const installationCalls = calls.filter((call) => call.path.startsWith('/installation/api'));
    expect(
      installationCalls.every((call) => call.url.includes('siteCode=THD') && call.headers.authorization === 'USER shopper@example.com'),
    ).toBe(true);
    expect(calls[1]?.headers['idempotency-key']).toBe(attempt.createKey);
    expect(calls[2]?.headers['idempotency-key']).toBe(attempt.bookKey);
    expect(calls[2]?.body).toMatchObject({
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
    expect(calls[4]?.body).toEqual({ designId: request.designId, lines: buy(3, 2).lines });
    expect(calls[4]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[5]?.body).toEqual({ configurationGuids: [configurationGuid] });
    expect(calls[5]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[6]?.body).toEqual({ jobUid: job.jobUid, bookJobSucceeded: true, addToCartSucceeded: true });

    expect(JSON.parse(storage.get('MI_PropertyAddress') ?? 'null')).toEqual(address);
    expect(JSON.parse(storage.get('MI_ContactInformation') ?? 'null')).toEqual({
      id: job.customerId,
      firstName: 'Sam',
      lastName: 'Shopper',
      email: 'shopper@example.com',
      phones: [{ number: '4045550123' }],
    });
    expect(events).toEqual([
      {
        name: 'cart.add',
        payload: expect.objectContaining({
          flow: 'product-and-install',
          designId: request.designId,
          jobUid: job.jobUid,
          configurations: 3,
        }),
        occurredAt: expect.any(String),
      },
    ]);
  });

  it('site 11: the products go to the cart GraphQL endpoint in batches, then the installation configuration; lands on book appointment', async () => {
    const calls = serve({
      ...bookingAnswers,
      [`/estimates/${request.designId}/buy`]: () => ({ status: 200, data: buy(11, 6) }),
      '/api/cart/graphql': (body) => ({
        status: 200,
        raw: { data: { addToCart: { cartId, itemCount: body.variables.cartRequest.items.length, messages: [] } } },
      }),
      '/api/cart/v2/add-configurations': () => added(7),
    });
    const booked = await bookInstallation(context, null, request, bookingAttempt(null, 'g'), site11);
    expect(booked.landingPath).toBe('/installation/schedule/bookappointment');
    expect(booked.cartUrl).toBe('/cart');
    const batches = calls.filter((call) => call.path === '/api/cart/graphql');
    expect(batches.map((call) => call.body.variables.cartRequest.items.map((item: { itemId: string }) => item.itemId))).toEqual([
      ['P5', 'P4', 'P3', 'P2', 'P1'],
      ['P6'],
    ]);
    expect(batches.every((call) => call.headers['X-Experience-Name'] === 'custom-measure-and-install')).toBe(true);
    expect(calls.at(-2)?.path).toBe('/api/cart/v2/add-configurations');
    expect(calls.at(-1)?.body).toEqual({ jobUid: job.jobUid, bookJobSucceeded: true, addToCartSucceeded: true });
  });

  it('Installation Only carts the installation configuration alone', async () => {
    const calls = serve({ ...bookingAnswers, '/api/cart/v2/add-configurations': () => added(1) });
    await bookInstallation(context, { role: 'rep', email: 'rep@example.com' }, request, bookingAttempt(null, 'i'), {
      site: getSite(3),
      installOnly: true,
    });
    expect(calls.some((call) => call.path.endsWith('/buy') || call.path === '/estimatebuilder/addtocart')).toBe(false);
    expect(calls.at(-1)?.body).toEqual({ jobUid: job.jobUid, bookJobSucceeded: true, addToCartSucceeded: true });
  });

  it('reports a failed booking and fails; a rep books under their user name', async () => {
    const calls = serve({ ...bookingAnswers, '/backfill/book-job': () => ({ status: 409 }) });
    await expect(
      bookInstallation(context, { role: 'rep', email: 'rep@example.com' }, request, bookingAttempt(null, 'y'), site3),
    ).rejects.toThrow('Refused.');
    expect(calls.find((call) => call.path.endsWith('/book-job'))?.body).toMatchObject({ internalUserName: 'rep' });
    expect(calls.at(-1)?.body).toEqual({ jobUid: job.jobUid, bookJobSucceeded: false, addToCartSucceeded: false });
    expect(storage.size).toBe(0);
  });

  it('books nothing for a design the cart would refuse', async () => {
    const calls = serve({
      ...bookingAnswers,
      [`/estimates/${request.designId}/buy`]: () => ({
        status: 409,
        raw: { message: 'All windows must have an item selected.', code: 'CONFLICT' },
      }),
    });
    await expect(bookInstallation(context, null, request, bookingAttempt(null, 'n'), site3)).rejects.toThrow(
      'All windows must have an item selected.',
    );
    expect(calls.map((call) => call.path)).toEqual([`/api/design-builder/estimates/${request.designId}/buy`]);
  });

  it('reports a booked job whose configuration failed as not in the cart', async () => {
    const calls = serve({ ...bookingAnswers, '/create-configuration': () => ({ status: 409 }) });
    await expect(bookInstallation(context, null, request, bookingAttempt(null, 'z'), site3)).rejects.toThrow('Refused.');
    expect(calls.at(-1)?.body).toEqual({ jobUid: job.jobUid, bookJobSucceeded: true, addToCartSucceeded: false });
  });

  it('a failed cart step is reported as not in the cart; the retry repeats only what failed, with the same keys', async () => {
    const calls = serve({
      ...bookingAnswers,
      [`/estimates/${request.designId}/buy`]: () => ({ status: 200, data: buy(3, 1) }),
      '/estimatebuilder/addtocart': () => added(1),
      '/api/cart/v2/add-configurations': (_body, n) => (n === 0 ? { status: 409 } : added(2)),
    });
    const attempt = bookingAttempt(null, 'r');
    await expect(bookInstallation(context, null, request, attempt, site3)).rejects.toThrow('Refused.');
    expect(console.error).toHaveBeenCalledWith(CARTING_FAILED, expect.anything());
    expect(calls.at(-1)?.body).toEqual({ jobUid: job.jobUid, bookJobSucceeded: true, addToCartSucceeded: false });

    const before = calls.length;
    const booked = await bookInstallation(context, null, request, attempt, site3);
    expect(booked.landingPath).toBe('/mandi/bookmeasure?cameFromEstimatePage=true');
    const retry = calls.slice(before);
    // No second job, booking or configuration: the cart calls again, under the keys of the first try.
    expect(retry.map((call) => call.path)).toEqual([
      '/estimatebuilder/addtocart',
      '/api/cart/v2/add-configurations',
      '/installation/api/backfill/add-to-cart',
    ]);
    const keyOf = (path: string, from: Call[]) => from.find((call) => call.path === path)?.headers['idempotency-key'];
    expect(keyOf('/estimatebuilder/addtocart', retry)).toBe(keyOf('/estimatebuilder/addtocart', calls.slice(0, before)));
    expect(keyOf('/api/cart/v2/add-configurations', retry)).toBe(keyOf('/api/cart/v2/add-configurations', calls.slice(0, before)));
    expect(retry.at(-1)?.body).toEqual({ jobUid: job.jobUid, bookJobSucceeded: true, addToCartSucceeded: true });
  });
});
