import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, createDesign, loadDesign, REP_ID } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp, untilALockIsAwaited } from '../support.ts';
import { HOME, INSTALL, jobBody, jobOf, key, newCustomer, OPTIONS, type Place, postJob, setHome } from './jobs-helpers.ts';
import { buildPricedDesign, type PricedDesign } from './pricing-helpers.ts';

/**
 * Jobs (doc 001 §3 Job, §4 job conversions, §6 authorisation). Prices are those of pricing.test.ts:
 * the four eligible windows with removal 3 and haul 2 are retail 601.00, cost 407.00.
 */
let t: TestApp;
let shopper: Client;
let rep: Client;
let design: PricedDesign;
let place: Place;
const eligible = () => [design.cellular, design.roller, design.vertical, design.arch];

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn('shopper@example.com');
  rep = await t.signIn('rep@example.com');
  design = await buildPricedDesign(t, shopper);
  place = await setHome(shopper);
});
afterAll(() => t?.close());

const countJobs = async () =>
  Number(
    (
      await t.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /installation/api/jobs', () => {
  it('makes a pending job priced by the server from the design, at the caller’s address', async () => {
    // A price sent by the client is not read.
    const job = jobOf(await postJob(shopper, { ...jobBody(design.designId, eligible(), place), retail: 1, cost: 1 }));
    expect(job).toMatchObject({
      jobUid: expect.stringMatching(/^MI-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      siteCode: 'BDC',
      serviceType: 'I',
      status: 'pending',
      designId: design.designId,
      customerId: place.customerId,
      addressId: place.addressId,
      propertyId: place.propertyId,
      propertyName: 'Home 1',
      address: { line1: '2450 Cumberland Parkway', line2: 'Suite 100', city: 'Atlanta', state: 'GA', zipcode: '30339' },
      customer: { id: place.customerId, email: 'shopper@example.com', phones: [{ number: '4045551234' }] },
      attributes: { textOptIn: true },
      options: OPTIONS,
      pricingResult: { retail: 601, cost: 407, tax: 0, totalInstallationCost: 601 },
      booking: null,
      cartReport: null,
      designs: [],
      createdBy: { role: 'consumer' },
    });
    expect(job.items).toEqual([
      expect.objectContaining({ itemId: design.cellular, categoryId: 1, width: 30, height: 40, quantity: 2, retail: 98, cost: 66 }),
      expect.objectContaining({
        itemId: design.roller,
        categoryId: 2,
        width: 60,
        height: 70,
        quantity: 1,
        retail: 85,
        surcharges: ['motorized'],
      }),
      expect.objectContaining({ itemId: design.vertical, categoryId: 3, surcharges: ['oversize', 'specialtyShape'] }),
      expect.objectContaining({ itemId: design.arch, categoryId: 4, band: 'medium', retail: 149 }),
    ]);
    expect(job.pricingResult.charges.map((line: { specName: string }) => line.specName)).toEqual([
      'installation',
      'windowRemoval',
      'windowHaul',
      'oversize',
      'specialtyShape',
      'motorized',
    ]);
    // By property id as well; a measurement job.
    const byProperty = jobOf(
      await postJob(
        shopper,
        jobBody(
          design.designId,
          [design.cellular],
          { addressId: undefined as unknown as string },
          { propertyId: place.propertyId, serviceType: 'M', options: { ...OPTIONS, windowHaul: false, windowRemoval: false } },
        ),
      ),
    );
    expect(byProperty).toMatchObject({ serviceType: 'M', addressId: place.addressId, pricingResult: { retail: 98 } });
  });

  it.each([
    ['designId', { designId: 'nope' }, 'Please use a valid id.'],
    ['serviceType', { serviceType: 'X' }, 'serviceType must be I (installation) or M (measurement).'],
    ['addressId', { addressId: undefined }, 'Please send the addressId or propertyId of the install address.'],
    ['leafItems', { leafItems: [] }, 'Please select at least one window.'],
    ['options.textOptInNumber', { options: { ...OPTIONS, textOptInNumber: '404' } }, 'Phone number must be ten digits'],
    ['options.windowHaul', { options: { ...OPTIONS, windowHaul: undefined } }, 'Please choose yes or no.'],
    ['options.windowRemoveCount', { options: { ...OPTIONS, windowRemoveCount: 0 } }, 'Please choose how many windows.'],
  ])('refuses a bad %s with a sentence', async (_field, change, message) => {
    const response = await postJob(shopper, jobBody(design.designId, eligible(), place, change));
    expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(response.body)).toContain(message);
  });

  it('refuses what pricing refuses, an unknown design, and counts above the windows selected', async () => {
    const shutter = await postJob(shopper, jobBody(design.designId, [design.shutter], place));
    expectErrorEnvelope(shutter, 400, 'BAD_REQUEST');
    expect(shutter.body.message).toMatch(/^Shutters, outdoor shades and drapes are not eligible/);
    const unknown = await postJob(shopper, jobBody(randomUUID(), eligible(), place));
    expectErrorEnvelope(unknown, 404, 'NOT_FOUND');
    const tooMany = await postJob(shopper, jobBody(design.designId, [design.arch], place));
    expectErrorEnvelope(tooMany, 400, 'BAD_REQUEST');
    expect(tooMany.body.message).toBe('The removal count must not exceed the 1 windows selected.');
  });

  it("refuses another customer's address (as unknown) and design (403), and guests (401)", async () => {
    const other = await newCustomer(await t.guest());
    const otherPlace = await setHome(other, { ...HOME_OTHER });
    const theirAddress = await postJob(shopper, jobBody(design.designId, eligible(), otherPlace));
    expectErrorEnvelope(theirAddress, 404, 'NOT_FOUND');
    expect(theirAddress.body.message).toBe('We could not find that address on file.');
    const theirProperty = await postJob(shopper, jobBody(design.designId, eligible(), place, { propertyId: otherPlace.propertyId }));
    expectErrorEnvelope(theirProperty, 400, 'BAD_REQUEST');
    const notTheirDesign = await postJob(other, jobBody(design.designId, eligible(), otherPlace));
    expectErrorEnvelope(notTheirDesign, 403, 'FORBIDDEN');
    const guest = await t.guest();
    const guestPlace = await setHome(guest);
    const refused = await postJob(guest, jobBody(design.designId, eligible(), guestPlace));
    expectErrorEnvelope(refused, 401, 'NOT_SIGNED_IN');
    expect(refused.body.message).toBe('Please sign in to book professional measure and install.');
  });

  it('refuses an address no service provider covers, to shoppers and reps alike (400), and makes nothing', async () => {
    const before = await countJobs();
    const missoula = { line1: '200 West Broadway Street', line2: '', city: 'Missoula', state: 'MT', zipCode: '59801' };
    const shopperAway = await setHome(shopper, missoula);
    const refused = await postJob(shopper, jobBody(design.designId, eligible(), shopperAway));
    expectErrorEnvelope(refused, 400, 'VALIDATION_FAILED');
    expect(refused.body.message).toBe('Service providers are unavailable in your area at this time. (Zip Code 59801)');
    const repAway = await setHome(rep, missoula);
    const byRep = await postJob(rep, jobBody(design.designId, eligible(), repAway), { headers: { 'x-repid': REP_ID } });
    expectErrorEnvelope(byRep, 400, 'VALIDATION_FAILED');
    expect(await countJobs()).toBe(before);
    place = await setHome(shopper);
  });

  it('refuses an ordered or locked design to its owner and to reps alike, with the lock sentence, and makes nothing', async () => {
    const ordered = await buildPricedDesign(t, shopper);
    await t.db.updateTable('designs').set({ is_locked_or_ordered: true }).where('id', '=', ordered.designId).execute();
    const before = await countJobs();
    const windows = [ordered.cellular, ordered.roller];
    const byOwner = await postJob(shopper, jobBody(ordered.designId, windows, place));
    const repPlace = await setHome(rep);
    const byRep = await postJob(rep, jobBody(ordered.designId, windows, repPlace), { headers: { 'x-repid': REP_ID } });
    for (const refused of [byOwner, byRep]) {
      expectErrorEnvelope(refused, 409, 'DESIGN_LOCKED');
      expect(refused.body.message).toBe('This design has been ordered or locked and can no longer be changed.');
    }
    expect(await countJobs()).toBe(before);
  });

  it('lets a rep make a job for a design at the rep’s own address record', async () => {
    const repPlace = await setHome(rep);
    const job = jobOf(await postJob(rep, jobBody(design.designId, eligible(), repPlace), { headers: { 'x-repid': REP_ID } }));
    expect(job.createdBy.role).toBe('rep');
  });

  describe('Idempotency-Key', () => {
    it('is required', async () => {
      const response = await postJob(shopper, jobBody(design.designId, eligible(), place), { key: null });
      expectErrorEnvelope(response, 400, 'BAD_REQUEST');
      expect(response.body.message).toMatch(/^Send an Idempotency-Key header/);
      const bad = await postJob(shopper, jobBody(design.designId, eligible(), place), { key: 'a b' });
      expectErrorEnvelope(bad, 400, 'BAD_REQUEST');
    });

    it('replays the first answer to a retry and makes nothing; the same key with another body is a 422', async () => {
      const k = key();
      const before = await countJobs();
      const first = await postJob(shopper, jobBody(design.designId, eligible(), place), { key: k });
      const retry = await postJob(shopper, jobBody(design.designId, eligible(), place), { key: k });
      expect(first.status).toBe(201);
      expect(retry.status).toBe(201);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await countJobs()).toBe(before + 1);
      const other = await postJob(
        shopper,
        jobBody(design.designId, [design.cellular], place, { options: { ...OPTIONS, windowRemoveCount: 2 } }),
        { key: k },
      );
      expectErrorEnvelope(other, 422, 'IDEMPOTENCY_KEY_REUSED');
      expect(other.body.message).toBe('This Idempotency-Key was already used for a different request. Send a new key for a new request.');
      expect(await countJobs()).toBe(before + 1);
    });

    it('keeps keys per caller: another caller’s same key is a request of its own', async () => {
      const k = key();
      const mine = jobOf(await postJob(shopper, jobBody(design.designId, eligible(), place), { key: k }));
      const repPlace = await setHome(rep);
      const theirs = jobOf(await postJob(rep, jobBody(design.designId, eligible(), repPlace), { key: k }));
      expect(theirs.id).not.toBe(mine.id);
    });

    it('does not keep a failed request: a retry after a fix runs', async () => {
      const k = key();
      const failed = await postJob(shopper, jobBody(randomUUID(), eligible(), place), { key: k });
      expect(failed.status).toBe(404);
      // The same request again fails again (nothing stored), and is not a 422.
      expect((await postJob(shopper, jobBody(randomUUID(), eligible(), place), { key: k })).status).toBe(404);
      expect((await postJob(shopper, jobBody(design.designId, eligible(), place), { key: k })).status).toBe(201);
    });

    it('50 concurrent identical requests make exactly one job and all answer it', async () => {
      const k = key();
      const before = await countJobs();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => postJob(shopper, jobBody(design.designId, eligible(), place), { key: k })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
      expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
      expect(await countJobs()).toBe(before + 1);
    });
  });
});

const HOME_OTHER = { line1: '100 Peachtree Street', line2: '', city: 'Atlanta', state: 'GA', zipCode: '30303' };

describe('GET /installation/api/jobs/{id}', () => {
  let job: { id: string; jobUid: string };
  beforeAll(async () => {
    job = jobOf(await postJob(shopper, jobBody(design.designId, eligible(), place)));
  });

  it('answers the job by id or uid to its customer and to reps', async () => {
    const byId = await shopper.request('GET', `${INSTALL}/jobs/${job.id}?siteCode=BDC`);
    expect(byId.status).toBe(200);
    expect(byId.body.data.jobUid).toBe(job.jobUid);
    const byUid = await rep.request('GET', `${INSTALL}/jobs/${job.jobUid}?siteCode=BDC`);
    expect(byUid.status).toBe(200);
    expect(byUid.body.data.id).toBe(job.id);
  });

  it("answers another customer's job as unknown (404), refuses a guest (401), a bad ref and another site's code (400)", async () => {
    const other = await newCustomer(await t.guest());
    expectErrorEnvelope(await other.request('GET', `${INSTALL}/jobs/${job.id}?siteCode=BDC`), 404, 'NOT_FOUND');
    expectErrorEnvelope(await (await t.guest()).request('GET', `${INSTALL}/jobs/${job.id}?siteCode=BDC`), 401, 'NOT_SIGNED_IN');
    expectErrorEnvelope(await shopper.request('GET', `${INSTALL}/jobs/${randomUUID()}?siteCode=BDC`), 404, 'NOT_FOUND');
    expectErrorEnvelope(await shopper.request('GET', `${INSTALL}/jobs/MI-2222-2222?siteCode=BDC`), 404, 'NOT_FOUND');
    const badRef = await shopper.request('GET', `${INSTALL}/jobs/42?siteCode=BDC`);
    expectErrorEnvelope(badRef, 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(badRef.body)).toContain('Please use a job id or job uid.');
    const wrongSite = await shopper.request('GET', `${INSTALL}/jobs/${job.id}?siteCode=THD`);
    expectErrorEnvelope(wrongSite, 400, 'BAD_REQUEST');
  });

  describe('on site 11 (Authorization CEC {username} or USER {email})', () => {
    const SITE11 = 'site11.localhost';
    let site11Job: { id: string };
    beforeAll(async () => {
      const headers = { host: SITE11, authorization: 'USER shopper@example.com' };
      const site11Design = await buildPricedDesign(t, shopper, { host: SITE11 });
      const site11Place = await setHome(shopper, HOME, { host: SITE11 });
      site11Job = jobOf(
        await postJob(shopper, jobBody(site11Design.designId, [site11Design.cellular, site11Design.arch], site11Place), {
          siteCode: 'THD',
          headers,
        }),
      );
    });
    const get = (client: Client, authorization?: string) =>
      client.request('GET', `${INSTALL}/jobs/${site11Job.id}?siteCode=THD`, {
        headers: { host: SITE11, ...(authorization === undefined ? {} : { authorization }) },
      });

    it('answers USER {email} of the customer and CEC {username} of a rep', async () => {
      expect((await get(shopper, 'USER shopper@example.com')).status).toBe(200);
      expect((await get(rep, 'CEC rep')).status).toBe(200);
    });

    it('refuses a forged Authorization (403) and a missing or malformed one (401)', async () => {
      const forged = await get(shopper, 'USER rep@example.com');
      expectErrorEnvelope(forged, 403, 'FORBIDDEN');
      expect(forged.body.message).toBe('The Authorization header does not match the signed-in user.');
      expectErrorEnvelope(await get(shopper, 'CEC shopper'), 403, 'FORBIDDEN');
      expectErrorEnvelope(await get(shopper), 401, 'NOT_SIGNED_IN');
      expectErrorEnvelope(await get(shopper, 'Bearer x'), 401, 'NOT_SIGNED_IN');
    });

    it('keeps site 11 jobs apart from site 3', async () => {
      expectErrorEnvelope(await shopper.request('GET', `${INSTALL}/jobs/${site11Job.id}?siteCode=BDC`), 404, 'NOT_FOUND');
    });
  });
});

describe('PUT /installation/api/jobs/{id}/text-opt-in', () => {
  let job: { id: string };
  beforeAll(async () => {
    job = jobOf(await postJob(shopper, jobBody(design.designId, eligible(), place)));
  });
  const put = (client: Client, body: unknown) => client.request('PUT', `${INSTALL}/jobs/${job.id}/text-opt-in?siteCode=BDC`, { body });

  it('turns texts on with ten digits, and off (the number goes)', async () => {
    const on = await put(shopper, { textOptIn: true, textOptInNumber: '6785550000' });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ attributes: { textOptIn: true }, options: { textOptIn: true, textOptInNumber: '6785550000' } });
    const off = await put(shopper, { textOptIn: false, textOptInNumber: '6785550000' });
    expect(off.body.data).toMatchObject({ attributes: { textOptIn: false }, options: { textOptIn: false, textOptInNumber: '' } });
    expect(off.body.data.customer.phones).toEqual([]);
  });

  it('refuses a number that is not ten digits with the spec sentence, a missing choice, and other callers', async () => {
    for (const textOptInNumber of ['', '678555000', '67855500001', '678-555-00']) {
      const response = await put(shopper, { textOptIn: true, textOptInNumber });
      expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
      expect(JSON.stringify(response.body)).toContain('Phone number must be ten digits');
    }
    expectErrorEnvelope(await put(shopper, { textOptInNumber: '6785550000' }), 400, 'VALIDATION_FAILED');
    const other = await newCustomer(await t.guest());
    expectErrorEnvelope(await put(other, { textOptIn: false }), 404, 'NOT_FOUND');
    expect((await put(rep, { textOptIn: false })).status).toBe(200);
  });
});

describe('job designs: POST and DELETE /installation/api/jobs/{id}/designs', () => {
  let job: { id: string; jobUid: string };
  beforeAll(async () => {
    job = jobOf(await postJob(shopper, jobBody(design.designId, eligible(), place)));
  });
  const tie = (client: Client, jobId: string, body: unknown) =>
    client.request('POST', `${INSTALL}/jobs/${jobId}/designs?siteCode=BDC`, { body });
  const untie = (client: Client, jobId: string, designUid: string) =>
    client.request('DELETE', `${INSTALL}/jobs/${jobId}/designs?siteCode=BDC&designUid=${designUid}`);

  it('ties a design: it becomes the job’s professional design and its version rises; untying takes only the jobUid away', async () => {
    const estimate = await createDesign(shopper);
    const tied = await tie(shopper, job.id, { designUid: estimate.design.designId });
    expect(tied.status).toBe(200);
    expect(tied.body.data).toEqual({ designId: estimate.design.designId, version: estimate.design.version + 1 });
    const graph = await loadDesign(shopper, estimate.design.designId);
    expect(graph.design.version).toBe(estimate.design.version + 1);
    expect(graph.design.attributes).toMatchObject({ isMandi: 'true', jobUid: job.jobUid });
    expect(JSON.parse(graph.design.attributes.propertyAddress ?? '')).toEqual({
      line1: '2450 Cumberland Parkway',
      line2: 'Suite 100',
      city: 'Atlanta',
      state: 'GA',
      zipcode: '30339',
    });
    expect(JSON.parse(graph.design.attributes.customer ?? '')).toMatchObject({ id: place.customerId, email: 'shopper@example.com' });
    const read = await shopper.request('GET', `${INSTALL}/jobs/${job.id}?siteCode=BDC`);
    expect(read.body.data.designs).toEqual([{ designId: estimate.design.designId, name: estimate.design.name }]);

    // Tying again changes nothing.
    const again = await tie(shopper, job.id, { designUid: estimate.design.designId });
    expect(again.body.data.version).toBe(estimate.design.version + 1);

    const untied = await untie(shopper, job.id, estimate.design.designId);
    expect(untied.status).toBe(200);
    expect(untied.body.data.version).toBe(estimate.design.version + 2);
    const after = await loadDesign(shopper, estimate.design.designId);
    expect(after.design.attributes.jobUid).toBeUndefined();
    expect(after.design.attributes.isMandi).toBe('true');
    expect((await shopper.request('GET', `${INSTALL}/jobs/${job.id}?siteCode=BDC`)).body.data.designs).toEqual([]);
    const twice = await untie(shopper, job.id, estimate.design.designId);
    expectErrorEnvelope(twice, 404, 'NOT_FOUND');
    expect(twice.body.message).toBe('That design is not tied to this job.');
  });

  // PostgreSQL only: PGlite has one connection, so nothing waits on a lock there.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'untying waits for the job before it locks the design, the order a booking takes (job, then its designs): the two cannot deadlock',
    async () => {
      const estimate = await createDesign(shopper);
      const designId = estimate.design.designId;
      expect((await tie(shopper, job.id, { designUid: designId })).status).toBe(200);
      let untying: Promise<{ status: number }> | undefined;
      await t.db.transaction().execute(async (tx) => {
        // A booking in progress: it holds the job and is about to write the job's designs.
        await sql`select id from jobs where id = ${job.id} for update`.execute(tx);
        untying = untie(shopper, job.id, designId);
        await untilALockIsAwaited(t.db, 'The untie never waited for the job.');
        // The untie waits for the job with the design still free, so the booking can take it.
        await sql`select id from designs where id = ${designId} for update nowait`.execute(tx);
      });
      expect((await untying)?.status).toBe(200);
      expect((await loadDesign(shopper, designId)).design.attributes.jobUid).toBeUndefined();
    },
  );

  it('closing a tied design with disassociate (DELETE /sessions/{id}/disassociate) removes it from the job as well as the session', async () => {
    const estimate = await createDesign(shopper);
    const designId = estimate.design.designId;
    expect((await tie(shopper, job.id, { designUid: designId })).status).toBe(200);
    const sessionId = randomUUID();
    expect((await shopper.request('GET', `${BASE}/sessions/${sessionId}?designId=${designId}`)).body.data.designIds).toEqual([designId]);

    const closed = await shopper.request('DELETE', `${BASE}/sessions/${sessionId}/disassociate?designId=${designId}`);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toEqual({ sessionId, designIds: [] });
    const after = await loadDesign(shopper, designId);
    expect(after.design.attributes.jobUid).toBeUndefined();
    expect(after.design.version).toBe(estimate.design.version + 2);
    const read = await shopper.request('GET', `${INSTALL}/jobs/${job.id}?siteCode=BDC`);
    expect(read.body.data.designs.map((entry: { designId: string }) => entry.designId)).not.toContain(designId);
    // A second close finds nothing to remove and leaves the job alone.
    expectErrorEnvelope(
      await shopper.request('DELETE', `${BASE}/sessions/${sessionId}/disassociate?designId=${designId}`),
      404,
      'NOT_FOUND',
    );
  });

  it('enters the copy of a tied design in its job; untying the copy leaves the original; a stranger’s copy stays out', async () => {
    const estimate = await createDesign(shopper);
    const designId = estimate.design.designId;
    expect((await tie(shopper, job.id, { designUid: designId })).status).toBe(200);
    const copied = await shopper.request('POST', `${BASE}/designs/${designId}/copy`, { body: { Name: 'Second Option' } });
    expect(copied.status).toBe(201);
    const copyId = copied.body.data.design.designId as string;
    expect(copied.body.data.design.attributes).toMatchObject({ isMandi: 'true', jobUid: job.jobUid });
    const listed = async () =>
      ((await shopper.request('GET', `${INSTALL}/jobs/${job.id}?siteCode=BDC`)).body.data.designs as { designId: string }[]).map(
        (entry) => entry.designId,
      );
    expect(await listed()).toEqual(expect.arrayContaining([designId, copyId]));

    expect((await untie(shopper, job.id, copyId)).status).toBe(200);
    expect(await listed()).toContain(designId);
    expect(await listed()).not.toContain(copyId);
    expect((await loadDesign(shopper, copyId)).design.attributes.jobUid).toBeUndefined();

    // Someone who may only look at the design saves a copy of their own, outside the job.
    const stranger = await newCustomer(await t.guest());
    const theirs = await stranger.request('POST', `${BASE}/designs/${designId}/copy`, { body: { Name: 'Mine Now' } });
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.design.attributes.jobUid).toBeUndefined();
    expect(await listed()).not.toContain(theirs.body.data.design.designId);
  });

  it('makes a new professional design for the job by name', async () => {
    const made = await tie(shopper, job.id, { designName: 'Measure visit' });
    expect(made.status).toBe(201);
    const graph = await loadDesign(shopper, made.body.data.designId);
    expect(graph.design).toMatchObject({
      name: 'Measure visit',
      version: 1,
      attributes: { isMandi: 'true', jobUid: job.jobUid, Origin: 'Online' },
    });
    expect(graph.containers.map((room) => [room.charLabel, room.name])).toEqual([['A', 'Room 1']]);
    expect(graph.items.map((item) => item.label)).toEqual(['Window 1']);
    const tooLong = await tie(shopper, job.id, { designName: 'x'.repeat(51) });
    expectErrorEnvelope(tooLong, 400, 'VALIDATION_FAILED');
    expect(tooLong.body.message).toMatch(/50 characters/);
    expectErrorEnvelope(await tie(shopper, job.id, { designName: '   ' }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await tie(shopper, job.id, {}), 400, 'VALIDATION_FAILED');
  });

  it('refuses a design tied to another job (409), another customer’s job (as unknown, 404) and a design the caller may not change (403)', async () => {
    const estimate = await createDesign(shopper);
    expect((await tie(shopper, job.id, { designUid: estimate.design.designId })).status).toBe(200);
    const second = jobOf(await postJob(shopper, jobBody(design.designId, eligible(), place)));
    const taken = await tie(shopper, second.id, { designUid: estimate.design.designId });
    expectErrorEnvelope(taken, 409, 'CONFLICT');
    expect(taken.body.message).toBe('This design is already tied to another job.');

    const other = await newCustomer(await t.guest());
    expectErrorEnvelope(await tie(other, job.id, { designUid: estimate.design.designId }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await untie(other, job.id, estimate.design.designId), 404, 'NOT_FOUND');
    const theirs = await createDesign(other);
    expectErrorEnvelope(await tie(shopper, job.id, { designUid: theirs.design.designId }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await tie(shopper, job.id, { designUid: randomUUID() }), 404, 'NOT_FOUND');
    // A rep may tie any design.
    expect((await tie(rep, job.id, { designUid: theirs.design.designId })).status).toBe(200);
  });
});

describe('POST /installation/api/jobs/{id}/create-configuration', () => {
  const create = (client: Client, jobId: string, body: unknown) =>
    client.request('POST', `${INSTALL}/jobs/${jobId}/create-configuration?siteCode=BDC`, { body });

  it('prices the installation line with the options and keeps it under a guid; a pending job takes the new price', async () => {
    const job = jobOf(await postJob(shopper, jobBody(design.designId, eligible(), place)));
    const plain = { ...OPTIONS, windowHaul: false, windowRemoval: false };
    const answer = await create(shopper, job.id, plain);
    expect(answer.status).toBe(201);
    // 601.00 less removal 45.00 and haul 20.00; cost 407.00 less 30.00 and 12.00.
    expect(answer.body.data).toMatchObject({ configurationGuid: expect.any(String), jobUid: job.jobUid, retail: 536, cost: 365 });
    const row = await t.db
      .selectFrom('job_configurations')
      .selectAll()
      .where('guid', '=', answer.body.data.configurationGuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ job_id: job.id, retail_cents: 53600, cost_cents: 36500 });
    const read = await shopper.request('GET', `${INSTALL}/jobs/${job.id}?siteCode=BDC`);
    expect(read.body.data.pricingResult).toMatchObject({ retail: 536, cost: 365 });
    expect(read.body.data.options.windowRemoval).toBe(false);
  });

  it('refuses bad options, other customers and guests', async () => {
    const job = jobOf(await postJob(shopper, jobBody(design.designId, eligible(), place)));
    const bad = await create(shopper, job.id, { ...OPTIONS, textOptInNumber: '12' });
    expectErrorEnvelope(bad, 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(bad.body)).toContain('Phone number must be ten digits');
    const tooMany = await create(shopper, job.id, { ...OPTIONS, windowRemoveCount: 9 });
    expectErrorEnvelope(tooMany, 400, 'BAD_REQUEST');
    const other = await newCustomer(await t.guest());
    expectErrorEnvelope(await create(other, job.id, OPTIONS), 404, 'NOT_FOUND');
    expectErrorEnvelope(await create(await t.guest(), job.id, OPTIONS), 401, 'NOT_SIGNED_IN');
  });

  it('design changes after the job are priced from the stored design, never from the caller', async () => {
    const own = await buildPricedDesign(t, shopper);
    const job = jobOf(
      await postJob(
        shopper,
        jobBody(own.designId, [own.cellular], place, { options: { ...OPTIONS, windowHaul: false, windowRemoval: false } }),
      ),
    );
    expect(job.pricingResult.retail).toBe(98);
    await shopper.request('POST', `${BASE}/designs/${own.designId}/items/${own.cellular}/quantity/1`);
    // The job keeps pricing the 2 coverings it was made for: the design now has 1, so pricing refuses.
    const answer = await create(shopper, job.id, { ...OPTIONS, windowHaul: false, windowRemoval: false });
    expectErrorEnvelope(answer, 400, 'BAD_REQUEST');
    expect(answer.body.message).toMatch(/has a quantity of 1; it cannot be priced for 2\.$/);
  });
});

describe('OpenAPI', () => {
  it('lists the job, booking and professional estimate calls', async () => {
    const response = await (await t.guest()).request('GET', '/docs/json');
    expect(response.status).toBe(200);
    const paths = response.body.paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        `${INSTALL}/jobs`,
        `${INSTALL}/jobs/{id}`,
        `${INSTALL}/jobs/{id}/text-opt-in`,
        `${INSTALL}/jobs/{id}/designs`,
        `${INSTALL}/jobs/{id}/create-configuration`,
        `${INSTALL}/backfill/book-job`,
        `${INSTALL}/backfill/add-to-cart`,
        '/api/customer/createmandiestimate',
      ]),
    );
    expect(paths[`${INSTALL}/jobs/{id}/designs`]).toHaveProperty('delete');
  });
});
