import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDesign, REP_ID } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { book, bookingFor, INSTALL, jobBody, jobOf, key, newCustomer, type Place, postJob, setHome } from './jobs-helpers.ts';
import { buildPricedDesign, type PricedDesign } from './pricing-helpers.ts';

/** Booking (doc 001 §3 Backfill booking, §4 add-to-cart chain, §7 backfill calls). */
let t: TestApp;
let shopper: Client;
let rep: Client;
let design: PricedDesign;
let place: Place;
const eligible = () => [design.cellular, design.roller, design.vertical, design.arch];
// biome-ignore lint/suspicious/noExplicitAny: the job as the API answers it.
const newJob = async (): Promise<any> => jobOf(await postJob(shopper, jobBody(design.designId, eligible(), place)));

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn('shopper@example.com');
  rep = await t.signIn('rep@example.com');
  design = await buildPricedDesign(t, shopper);
  place = await setHome(shopper);
});
afterAll(() => t?.close());

describe('POST /installation/api/backfill/book-job', () => {
  it('books a pending job at its own price: status booked, the booking’s customer, texts to its phone', async () => {
    const job = await newJob();
    const answer = await book(shopper, bookingFor(job, { receiveTexts: true }));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: job.id,
      status: 'booked',
      booking: { dateCreated: '2026-11-23T15:00:00.000Z', receiveTexts: true, internalUserName: null, bookedAt: expect.any(String) },
      customer: {
        id: job.customerId,
        firstName: 'Sam',
        lastName: 'Shopper',
        email: 'shopper@example.com',
        phones: [{ number: '4045551234' }],
      },
      attributes: { textOptIn: true },
    });
    const read = await shopper.request('GET', `${INSTALL}/jobs/${job.jobUid}?siteCode=BDC`);
    expect(read.body.data.status).toBe('booked');
  });

  it('turns the job’s texts off when the booking does not want them', async () => {
    const job = await newJob();
    const answer = await book(shopper, bookingFor(job, { receiveTexts: false }));
    expect(answer.body.data).toMatchObject({ attributes: { textOptIn: false }, options: { textOptIn: false, textOptInNumber: '' } });
  });

  it('refuses a price that is not the job’s with 409 and a sentence, and books nothing', async () => {
    const job = await newJob();
    const answer = await book(shopper, bookingFor(job, { retail: 600.99 }));
    expectErrorEnvelope(answer, 409, 'CONFLICT');
    expect(answer.body.message).toBe(
      "The price sent (retail $600.99, cost $407.00) does not match this job's price (retail $601.00, cost $407.00). Price the job again and book it at that price.",
    );
    expectErrorEnvelope(await book(shopper, bookingFor(job, { cost: 0 })), 409, 'CONFLICT');
    const read = await shopper.request('GET', `${INSTALL}/jobs/${job.id}?siteCode=BDC`);
    expect(read.body.data.status).toBe('pending');
  });

  it('refuses a job whose design was ordered since it was priced (409, the lock sentence), and leaves the design as it was', async () => {
    const ordered = await buildPricedDesign(t, shopper);
    const job = jobOf(await postJob(shopper, jobBody(ordered.designId, [ordered.cellular, ordered.roller], place)));
    await t.db.updateTable('designs').set({ is_locked_or_ordered: true }).where('id', '=', ordered.designId).execute();
    const before = await loadDesign(shopper, ordered.designId);
    const answer = await book(shopper, bookingFor(job));
    expectErrorEnvelope(answer, 409, 'DESIGN_LOCKED');
    expect(answer.body.message).toBe('This design has been ordered or locked and can no longer be changed.');
    const read = await shopper.request('GET', `${INSTALL}/jobs/${job.id}?siteCode=BDC`);
    expect(read.body.data.status).toBe('pending');
    expect((await loadDesign(shopper, ordered.designId)).design).toEqual(before.design);
  });

  it.each([
    ['jobUid', { jobUid: 'J-1' }, 'jobUid must be a job uid such as MI-7KQ4-M2XP.'],
    ['serviceType', { serviceType: 'X' }, 'serviceType must be I (installation) or M (measurement).'],
    ['dateCreated', { dateCreated: 'today' }, 'dateCreated must be an ISO date and time.'],
    ['receiveTexts', { receiveTexts: 'yes' }, 'receiveTexts must be true or false.'],
    ['retail', { retail: -5 }, 'Amounts must not be negative.'],
    ['cost', { cost: '407' }, 'Amounts must be numbers of dollars.'],
    ['customer', { customer: undefined }, 'Please send the customer.'],
    ['customer.phoneNumbers', { phoneNumbers: [{ number: '555' }] }, 'Phone number must be ten digits'],
    ['customer.emailAddress', { emailAddress: 'nobody' }, 'Please enter a valid email address.'],
    ['address', { address: undefined }, 'Please send the install address.'],
    ['siteCode', { siteCode: 'XX' }, 'siteCode must be BDC or THD.'],
  ])('refuses a bad %s with a sentence', async (field, change, message) => {
    const job = await newJob();
    const body = bookingFor(job);
    const sent = field.startsWith('customer.') ? { ...body, customer: { ...body.customer, ...change } } : { ...body, ...change };
    const answer = await book(shopper, sent);
    expectErrorEnvelope(answer, 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(answer.body)).toContain(message);
  });

  it('refuses a booking that does not describe the job: customer, address, service type, site code; and a second booking', async () => {
    const job = await newJob();
    const otherCustomer = await book(shopper, bookingFor(job, { customer: { ...bookingFor(job).customer, uid: crypto.randomUUID() } }));
    expectErrorEnvelope(otherCustomer, 400, 'BAD_REQUEST');
    expect(otherCustomer.body.message).toBe('customer.uid must be the customer id of this job.');
    const otherHome = await book(shopper, bookingFor(job, { address: { ...bookingFor(job).address, line1: '1 Other Road' } }));
    expectErrorEnvelope(otherHome, 400, 'BAD_REQUEST');
    expect(otherHome.body.message).toBe("The address sent is not this job's address.");
    const measurement = await book(shopper, bookingFor(job, { serviceType: 'M' }));
    expectErrorEnvelope(measurement, 409, 'CONFLICT');
    expect(measurement.body.message).toBe('This job is an installation (I) job; it cannot be booked as a measurement (M).');
    const wrongCode = await book(shopper, bookingFor(job, { siteCode: 'THD' }));
    expectErrorEnvelope(wrongCode, 400, 'BAD_REQUEST');
    // The same home written another way is the same address.
    const spelled = bookingFor(job, { address: { ...bookingFor(job).address, line1: '2450 CUMBERLAND PKWY', line2: 'Ste 100' } });
    expect((await book(shopper, spelled)).status).toBe(200);
    const again = await book(shopper, bookingFor(job));
    expectErrorEnvelope(again, 409, 'CONFLICT');
    expect(again.body.message).toBe('This job is already booked.');
  });

  it('lets only internal users name an internal user, their own', async () => {
    const job = await newJob();
    const byCustomer = await book(shopper, bookingFor(job, { internalUserName: 'rep' }));
    expectErrorEnvelope(byCustomer, 403, 'FORBIDDEN');
    expect(byCustomer.body.message).toBe('Only internal users can book with an internal user name.');
    const forged = await book(rep, bookingFor(job, { internalUserName: 'someone' }), { headers: { 'x-repid': REP_ID } });
    expectErrorEnvelope(forged, 403, 'FORBIDDEN');
    const byRep = await book(rep, bookingFor(job, { internalUserName: 'rep' }), { headers: { 'x-repid': REP_ID } });
    expect(byRep.status).toBe(200);
    expect(byRep.body.data.booking.internalUserName).toBe('rep');
  });

  it('answers another customer’s job as unknown (404), refuses a guest (401) and a missing key (400)', async () => {
    const job = await newJob();
    const other = await newCustomer(await t.guest());
    expectErrorEnvelope(await book(other, bookingFor(job)), 404, 'NOT_FOUND');
    expectErrorEnvelope(await book(await t.guest(), bookingFor(job)), 401, 'NOT_SIGNED_IN');
    expectErrorEnvelope(await book(shopper, bookingFor(job, { jobUid: 'MI-2222-3333' })), 404, 'NOT_FOUND');
    const noKey = await book(shopper, bookingFor(job), { key: null });
    expectErrorEnvelope(noKey, 400, 'BAD_REQUEST');
    expect(noKey.body.message).toMatch(/^Send an Idempotency-Key header/);
  });

  it('on site 11: the customer’s USER Authorization books; a forged one is 403', async () => {
    const headers = { host: 'site11.localhost', authorization: 'USER shopper@example.com' };
    const site11Design = await buildPricedDesign(t, shopper, { host: 'site11.localhost' });
    const site11Place = await setHome(shopper, undefined, { host: 'site11.localhost' });
    const job = jobOf(
      await postJob(shopper, jobBody(site11Design.designId, [site11Design.arch], site11Place, { options: { ...bookingOptions } }), {
        siteCode: 'THD',
        headers,
      }),
    );
    const forged = await book(shopper, bookingFor(job), {
      siteCode: 'THD',
      headers: { ...headers, authorization: 'USER rep@example.com' },
    });
    expectErrorEnvelope(forged, 403, 'FORBIDDEN');
    const booked = await book(shopper, bookingFor(job), { siteCode: 'THD', headers });
    expect(booked.status).toBe(200);
    expect(booked.body.data.siteCode).toBe('THD');
  });

  describe('Idempotency-Key', () => {
    it('replays the first answer to a retry (same status and body) and a different body with the same key is 422', async () => {
      const job = await newJob();
      const k = key();
      const first = await book(shopper, bookingFor(job), { key: k });
      const retry = await book(shopper, bookingFor(job), { key: k });
      expect(first.status).toBe(200);
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      const changed = await book(shopper, bookingFor(job, { receiveTexts: false }), { key: k });
      expectErrorEnvelope(changed, 422, 'IDEMPOTENCY_KEY_REUSED');
      // A failed first try is not kept: the retry with the right price books.
      const other = await newJob();
      const k2 = key();
      expectErrorEnvelope(await book(shopper, bookingFor(other, { retail: 1 }), { key: k2 }), 409, 'CONFLICT');
      const fixed = await book(shopper, bookingFor(other), { key: k2 });
      expect(fixed.status).toBe(200);
      expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    });

    it('50 concurrent identical bookings: one job, booked once, one key kept, every answer the same', async () => {
      const job = await newJob();
      const k = key();
      const body = bookingFor(job);
      const answers = await Promise.all(Array.from({ length: 50 }, () => book(shopper, body, { key: k })));
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
      expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
      const rows = await t.db.selectFrom('jobs').select(['status', 'booked_at']).where('job_uid', '=', job.jobUid).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe('booked');
      const keys = await t.db.selectFrom('idempotency_keys').select('key').where('key', '=', k).execute();
      expect(keys).toHaveLength(1);
    });

    it('50 concurrent bookings of one job with different keys: one books, the others are told it is booked', async () => {
      const job = await newJob();
      const answers = await Promise.all(Array.from({ length: 50 }, () => book(shopper, bookingFor(job))));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409 && answer.body.message === 'This job is already booked.')).toHaveLength(49);
    });
  });
});

const bookingOptions = {
  windowHaul: false,
  windowRemoval: false,
  windowHaulCount: 0,
  windowRemoveCount: 0,
  textOptIn: false,
  textOptInNumber: '',
  specialInstructions: '',
  reworkType: null,
};

describe('POST /installation/api/backfill/add-to-cart', () => {
  const report = (client: Client, body: unknown) => client.request('POST', `${INSTALL}/backfill/add-to-cart?siteCode=BDC`, { body });

  it('records the chain’s outcome on a booked job: cart failed, then added to cart', async () => {
    const job = await newJob();
    expect((await book(shopper, bookingFor(job))).status).toBe(200);
    const failed = await report(shopper, { jobUid: job.jobUid, bookJobSucceeded: true, addToCartSucceeded: false });
    expect(failed.status).toBe(200);
    expect(failed.body.data).toEqual({
      jobUid: job.jobUid,
      status: 'cart-failed',
      bookJobSucceeded: true,
      addToCartSucceeded: false,
      reportedAt: expect.any(String),
    });
    const done = await report(shopper, { jobUid: job.jobUid, bookJobSucceeded: true, addToCartSucceeded: true });
    expect(done.body.data.status).toBe('added-to-cart');
    const read = await shopper.request('GET', `${INSTALL}/jobs/${job.id}?siteCode=BDC`);
    expect(read.body.data).toMatchObject({ status: 'added-to-cart', cartReport: { bookJobSucceeded: true, addToCartSucceeded: true } });
    const late = await report(shopper, { jobUid: job.jobUid, bookJobSucceeded: true, addToCartSucceeded: false });
    expectErrorEnvelope(late, 409, 'CONFLICT');
    expect(late.body.message).toBe('This job is already in the cart; its cart step cannot be reported as failed.');
    // No more configurations for a job in the cart.
    const more = await shopper.request('POST', `${INSTALL}/jobs/${job.id}/create-configuration?siteCode=BDC`, { body: bookingOptions });
    expectErrorEnvelope(more, 409, 'CONFLICT');
  });

  it('records a failed booking of a pending job, and refuses reports that contradict the job', async () => {
    const job = await newJob();
    const failed = await report(shopper, { jobUid: job.jobUid, bookJobSucceeded: false, addToCartSucceeded: false });
    expect(failed.body.data.status).toBe('pending');
    const notBooked = await report(shopper, { jobUid: job.jobUid, bookJobSucceeded: true, addToCartSucceeded: true });
    expectErrorEnvelope(notBooked, 409, 'CONFLICT');
    expect(notBooked.body.message).toBe('This job has not been booked yet.');
    await book(shopper, bookingFor(job));
    const contradicts = await report(shopper, { jobUid: job.jobUid, bookJobSucceeded: false, addToCartSucceeded: false });
    expectErrorEnvelope(contradicts, 409, 'CONFLICT');
  });

  it('refuses bad input, other customers and guests', async () => {
    const job = await newJob();
    for (const body of [
      { jobUid: job.jobUid, bookJobSucceeded: 'yes', addToCartSucceeded: true },
      { jobUid: job.jobUid, bookJobSucceeded: true },
      { jobUid: 'nope', bookJobSucceeded: true, addToCartSucceeded: true },
    ]) {
      expectErrorEnvelope(await report(shopper, body), 400, 'VALIDATION_FAILED');
    }
    const other = await newCustomer(await t.guest());
    const body = { jobUid: job.jobUid, bookJobSucceeded: false, addToCartSucceeded: false };
    expectErrorEnvelope(await report(other, body), 404, 'NOT_FOUND');
    expectErrorEnvelope(await report(await t.guest(), body), 401, 'NOT_SIGNED_IN');
  });
});

describe('create-configuration on a booked job', () => {
  it('keeps the booked price: the same options make a configuration, options that change the price are refused', async () => {
    const job = await newJob();
    await book(shopper, bookingFor(job));
    const create = (body: unknown) => shopper.request('POST', `${INSTALL}/jobs/${job.id}/create-configuration?siteCode=BDC`, { body });
    const same = await create(job.options);
    expect(same.status).toBe(201);
    expect(same.body.data).toMatchObject({ retail: 601, cost: 407 });
    const cheaper = await create({ ...job.options, windowHaul: false });
    expectErrorEnvelope(cheaper, 409, 'CONFLICT');
    expect(cheaper.body.message).toBe(
      'These options change the price of this booked job (retail $601.00 to $581.00). Make a new job for them.',
    );
  });
});

describe('a booked job’s facts reach its designs (doc 001 §2 Property Address, Vendor Information)', () => {
  const PEACHTREE = { name: 'Peachtree Window Services', phone: '(404) 555-0121', technicians: ['Marcus Bell', 'Tanya Reed'] };
  const makeJobDesign = async (jobId: string, designName: string): Promise<string> => {
    const made = await shopper.request('POST', `${INSTALL}/jobs/${jobId}/designs?siteCode=BDC`, { body: { designName } });
    expect(made.status).toBe(201);
    return made.body.data.designId;
  };

  it('names the provider nearest the home, ties the priced design, and writes the job’s facts on it and on the job’s designs', async () => {
    // A design of its own, never booked before.
    const own = await buildPricedDesign(t, shopper);
    const job = jobOf(await postJob(shopper, jobBody(own.designId, [own.cellular, own.roller, own.vertical, own.arch], place)));
    const windows = job.items.reduce((sum: number, item: { quantity: number }) => sum + item.quantity, 0);
    expect(windows).toBeGreaterThan(0);
    const measureVisit = await makeJobDesign(job.id, 'Measure visit');
    const before = await loadDesign(shopper, own.designId);
    expect(before.design.attributes.serviceProvider).toBeUndefined();

    const answer = await book(shopper, bookingFor(job));
    expect(answer.status).toBe(200);
    expect(answer.body.data.booking.serviceProvider).toEqual(PEACHTREE);
    expect(answer.body.data.designs.map((tied: { designId: string }) => tied.designId).sort()).toEqual([own.designId, measureVisit].sort());

    const facts = {
      jobUid: job.jobUid,
      numberOfWindows: String(windows),
      orderDate: answer.body.data.booking.bookedAt,
      serviceProvider: PEACHTREE.name,
      serviceProviderPhone: PEACHTREE.phone,
      technicians: JSON.stringify(PEACHTREE.technicians),
    };
    const priced = await loadDesign(shopper, own.designId);
    expect(priced.design.version).toBe(before.design.version + 1);
    expect(priced.design.attributes).toMatchObject(facts);
    expect(JSON.parse(priced.design.attributes.propertyAddress ?? '{}')).toMatchObject({
      line1: '2450 Cumberland Parkway',
      zipcode: '30339',
    });
    // The priced design keeps its own kind: booking its installation does not make it a measure-and-install design.
    expect(priced.design.attributes.isMandi).toBeUndefined();
    expect((await loadDesign(shopper, measureVisit)).design.attributes).toMatchObject({ ...facts, isMandi: 'true' });
    // The booking's special instructions are the first job note of each of its designs (doc 001 §3 Job Notes).
    const customer = bookingFor(job).customer;
    const bookingNote = {
      author: `${customer.firstName} ${customer.lastName}`,
      authorRole: 'Customer',
      date: answer.body.data.booking.bookedAt,
      content: 'Gate code 1234',
    };
    expect(JSON.parse(priced.design.attributes.notes ?? '[]')).toEqual([bookingNote]);
    expect(JSON.parse((await loadDesign(shopper, measureVisit)).design.attributes.notes ?? '[]')).toEqual([bookingNote]);

    // A design made for the job after its booking starts with the facts too.
    const later = await makeJobDesign(job.id, 'Install visit');
    expect((await loadDesign(shopper, later)).design.attributes).toMatchObject(facts);
  });

  it('the latest booking of a design is its job: booking a second job for it moves the design there', async () => {
    const first = await newJob();
    await book(shopper, bookingFor(first));
    const second = await newJob();
    const answer = await book(shopper, bookingFor(second));
    expect(answer.body.data.designs.map((tied: { designId: string }) => tied.designId)).toEqual([design.designId]);
    expect((await loadDesign(shopper, design.designId)).design.attributes.jobUid).toBe(second.jobUid);
    const firstNow = await shopper.request('GET', `${INSTALL}/jobs/${first.jobUid}?siteCode=BDC`);
    expect(firstNow.body.data.designs).toEqual([]);
  });
});
