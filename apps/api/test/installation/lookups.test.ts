import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { INSTALL, SITE11 } from './pricing-helpers.ts';

describe('installation lookups', () => {
  let t: TestApp;
  let guest: Client;

  beforeAll(async () => {
    t = await createTestApp();
    guest = await t.guest();
  });
  afterAll(() => t.close());

  describe('GET /installation/api/jobs/window-categories', () => {
    it("maps category ids to keys in the site's words, and may be kept 10 seconds", async () => {
      const site3 = await guest.request('GET', `${INSTALL}/jobs/window-categories?siteCode=BDC`);
      expect(site3.status).toBe(200);
      expect(site3.body.data.map((entry: { categoryId: number; key: string }) => [entry.categoryId, entry.key])).toEqual([
        [0, 'unknown'],
        [1, 'blinds-shades'],
        [2, 'roller-shades'],
        [3, 'verticals'],
        [4, 'perfect-arch'],
      ]);
      expect(site3.headers['cache-control']).toBe('private, max-age=10');
      const site11 = await guest.request('GET', `${INSTALL}/jobs/window-categories?siteCode=THD`, { headers: SITE11 });
      expect(site11.body.data[1]).toEqual({ categoryId: 1, key: 'window-treatments-shades', label: 'Window Treatments & Shades' });
    });

    it('refuses a siteCode of another site, a missing one, and sites without the service', async () => {
      expectErrorEnvelope(await guest.request('GET', `${INSTALL}/jobs/window-categories?siteCode=THD`), 400, 'BAD_REQUEST');
      expectErrorEnvelope(await guest.request('GET', `${INSTALL}/jobs/window-categories`), 400, 'VALIDATION_FAILED');
      expectErrorEnvelope(await guest.request('GET', `${INSTALL}/jobs/window-categories?siteCode=XYZ`), 400, 'VALIDATION_FAILED');
      const site5 = await guest.request('GET', `${INSTALL}/jobs/window-categories?siteCode=BDC`, { headers: { host: 'site5.localhost' } });
      expectErrorEnvelope(site5, 404, 'NOT_FOUND');
    });

    it('checks an Authorization that is sent on site 11: a forged one is 403', async () => {
      const shopper = await t.signIn('shopper@example.com');
      const ok = await shopper.request('GET', `${INSTALL}/jobs/window-categories?siteCode=THD`, {
        headers: { ...SITE11, authorization: 'USER shopper@example.com' },
      });
      expect(ok.status).toBe(200);
      const forged = await shopper.request('GET', `${INSTALL}/jobs/window-categories?siteCode=THD`, {
        headers: { ...SITE11, authorization: 'CEC rep' },
      });
      expectErrorEnvelope(forged, 403, 'FORBIDDEN');
    });
  });

  describe('GET /installation/api/jobs/specs', () => {
    it('lists removal, haul away, the surcharges and the measure credit with their unit retail', async () => {
      const answer = await guest.request('GET', `${INSTALL}/jobs/specs?siteCode=BDC`);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, max-age=10');
      // Values as written in data/installation-prices.json.
      expect(answer.body.data).toEqual([
        { specName: 'windowRemoval', specType: 'removal', displayName: 'Removal', value: 15 },
        { specName: 'windowHaul', specType: 'haul', displayName: 'Haul Away', value: 10 },
        { specName: 'oversize', specType: 'surcharge', displayName: 'Oversize Window', value: 25 },
        { specName: 'specialtyShape', specType: 'surcharge', displayName: 'Specialty Shape', value: 40 },
        { specName: 'motorized', specType: 'surcharge', displayName: 'Motorized', value: 30 },
        { specName: 'measurecredit', specType: 'credit', displayName: 'Measure Credit', value: -49 },
      ]);
    });

    it('refuses a mismatched siteCode and a forged Authorization on site 11', async () => {
      expectErrorEnvelope(await guest.request('GET', `${INSTALL}/jobs/specs?siteCode=BDC`, { headers: SITE11 }), 400, 'BAD_REQUEST');
      const forged = await guest.request('GET', `${INSTALL}/jobs/specs?siteCode=THD`, {
        headers: { ...SITE11, authorization: 'USER rep@example.com' },
      });
      expectErrorEnvelope(forged, 401, 'NOT_SIGNED_IN');
      const shopper = await t.signIn('shopper@example.com');
      const mismatch = await shopper.request('GET', `${INSTALL}/jobs/specs?siteCode=THD`, {
        headers: { ...SITE11, authorization: 'USER rep@example.com' },
      });
      expectErrorEnvelope(mismatch, 403, 'FORBIDDEN');
    });
  });

  it('lists the installation routes in the OpenAPI page', async () => {
    const paths = Object.keys((await guest.request('GET', '/docs/json')).body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/installation/api/jobs/by-design',
        '/installation/api/jobs/window-categories',
        '/installation/api/jobs/specs',
        '/api/design-builder/estimates/{designId}/eligibility',
        '/api/design-builder/estimates/productid-map',
      ]),
    );
  });
});
