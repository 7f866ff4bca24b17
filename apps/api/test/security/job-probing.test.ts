import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME, INSTALL, jobBody, jobOf, newCustomer, OPTIONS, postJob, setHome } from '../installation/jobs-helpers.ts';
import { buildPricedDesign } from '../installation/pricing-helpers.ts';
import { type Client, createTestApp, type TestApp, type TestResponse } from '../support.ts';

/** What a caller sees of a refusal: status and body, nothing that differs between two job ids. */
const seen = (response: TestResponse) => ({ status: response.status, body: response.body });

describe('someone else’s job answers as an unknown one, so job ids cannot be probed', () => {
  let t: TestApp;
  let job: { id: string; jobUid: string };
  let other: Client;
  beforeAll(async () => {
    t = await createTestApp();
    const shopper = await t.signIn('shopper@example.com');
    const design = await buildPricedDesign(t, shopper);
    const place = await setHome(shopper, HOME);
    job = jobOf(await postJob(shopper, jobBody(design.designId, [design.cellular, design.roller, design.vertical, design.arch], place)));
    other = await newCustomer(await t.guest());
  });
  afterAll(() => t?.close());

  const calls: [string, (ref: string) => [string, string, unknown?]][] = [
    ['read', (ref) => ['GET', `${INSTALL}/jobs/${ref}?siteCode=BDC`]],
    ['text updates', (ref) => ['PUT', `${INSTALL}/jobs/${ref}/text-opt-in?siteCode=BDC`, { textOptIn: false, textOptInNumber: '' }]],
    ['a new design', (ref) => ['POST', `${INSTALL}/jobs/${ref}/designs?siteCode=BDC`, { designName: 'Upstairs' }]],
    ['untie a design', (ref) => ['DELETE', `${INSTALL}/jobs/${ref}/designs?siteCode=BDC&designUid=${randomUUID()}`]],
    ['the cart configuration', (ref) => ['POST', `${INSTALL}/jobs/${ref}/create-configuration?siteCode=BDC`, OPTIONS]],
  ];

  it.each(calls)('%s: by id and by job uid, 404 as for a job that does not exist', async (_name, call) => {
    const ask = async (ref: string) => {
      const [method, url, body] = call(ref);
      return seen(await other.request(method, url, body === undefined ? {} : { body }));
    };
    const unknown = await ask(randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: 'We could not find that job.' });
    expect(await ask(job.id)).toEqual(unknown);
    expect(await ask(job.jobUid)).toEqual(await ask('MI-2222-3333'));
  });
});
