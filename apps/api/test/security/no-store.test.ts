import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, createDesign } from '../designs/helpers.ts';
import { createTestApp, type TestApp } from '../support.ts';

describe('API answers with personal or design data are not cached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends Cache-Control: no-store on /api/account/me', async () => {
    const client = await t.signIn('shopper@example.com');
    const response = await client.request('GET', '/api/account/me');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends Cache-Control: no-store on a design load and on a design write', async () => {
    const client = await t.guest();
    const made = await createDesign(client);
    const load = await client.request('GET', `${BASE}/designs/${made.design.designId}`);
    expect(load.status).toBe(200);
    expect(load.headers['cache-control']).toBe('no-store');
    const rename = await client.request('POST', `${BASE}/designs/${made.design.designId}/rename`, { body: { Name: 'Kitchen refresh' } });
    expect(rename.headers['cache-control']).toBe('no-store');
  });

  it('sends it on failures and on the installation API too', async () => {
    const client = await t.guest();
    expect((await client.request('GET', `${BASE}/designs/00000000-0000-4000-8000-000000000000`)).headers['cache-control']).toBe('no-store');
    expect((await client.request('GET', '/installation/api/nope')).headers['cache-control']).toBe('no-store');
  });
});
