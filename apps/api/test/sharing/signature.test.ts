import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, REP_ID, repHeaders } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

let t: TestApp;
let rep: Client;
let shopper: Client;
let guest: Client;

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.signIn('rep@example.com');
  shopper = await t.signIn('shopper@example.com');
  guest = await t.guest();
});
afterAll(() => t?.close());

const SIGNATURE = `${BASE}/dcinfo/signature`;
const signature = (overrides: Record<string, unknown> = {}) => ({
  DcId: REP_ID,
  SiteId: 3,
  Name: 'Riley Rep',
  Email: 'riley@example.com',
  Phone: '(555) 010-1234',
  Extension: '12',
  ...overrides,
});

describe('rep share signature', () => {
  it('answers empties when nothing is saved, then what was saved, per site', async () => {
    const empty = await rep.request('GET', `${SIGNATURE}/${REP_ID}/11`, { headers: repHeaders });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ DcId: REP_ID, SiteId: 11, Name: '', Email: '', Phone: '', Extension: '' });

    const saved = await rep.request('POST', SIGNATURE, { body: signature({ SiteId: 11, Name: '  Riley Rep ' }), headers: repHeaders });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(signature({ SiteId: 11 }));

    const read = await rep.request('GET', `${SIGNATURE}/${REP_ID}/11`, { headers: repHeaders });
    expect(read.body.data).toEqual(signature({ SiteId: 11 }));
    // Another site keeps its own (none yet).
    expect((await rep.request('GET', `${SIGNATURE}/${REP_ID}/3`)).body.data.Name).toBe('');
  });

  it('replaces the saved signature (one row per rep and site)', async () => {
    await rep.request('POST', SIGNATURE, { body: signature({ SiteId: 5 }) });
    const changed = await rep.request('POST', SIGNATURE, {
      body: signature({ SiteId: 5, Name: 'Riley R.', Email: '', Phone: '', Extension: '' }),
    });
    expect(changed.body.data).toEqual(signature({ SiteId: 5, Name: 'Riley R.', Email: '', Phone: '', Extension: '' }));
    const rows = await t.db.selectFrom('rep_signatures').selectAll().where('rep_id', '=', REP_ID).where('site_id', '=', 5).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Riley R.', email: '' });
  });

  it('is for reps only: 401 for guests, 403 for shoppers, 403 for another rep id, 403 for a forged x-repid', async () => {
    expectErrorEnvelope(await guest.request('GET', `${SIGNATURE}/${REP_ID}/3`), 401, 'NOT_SIGNED_IN');
    expectErrorEnvelope(await guest.request('POST', SIGNATURE, { body: signature() }), 401, 'NOT_SIGNED_IN');
    expectErrorEnvelope(await shopper.request('GET', `${SIGNATURE}/${REP_ID}/3`), 403, 'FORBIDDEN');
    expectErrorEnvelope(await shopper.request('POST', SIGNATURE, { body: signature() }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await shopper.request('GET', `${SIGNATURE}/${REP_ID}/3`, { headers: repHeaders }), 403, 'REP_ID_MISMATCH');
    expectErrorEnvelope(await rep.request('GET', `${SIGNATURE}/R2002/3`), 403, 'FORBIDDEN');
    expectErrorEnvelope(await rep.request('POST', SIGNATURE, { body: signature({ DcId: 'R2002' }) }), 403, 'FORBIDDEN');
    const rows = await t.db.selectFrom('rep_signatures').selectAll().where('rep_id', '=', 'R2002').execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses an unknown site (400) on read and save', async () => {
    expectErrorEnvelope(await rep.request('GET', `${SIGNATURE}/${REP_ID}/4`), 400, 'BAD_REQUEST');
    expectErrorEnvelope(await rep.request('GET', `${SIGNATURE}/${REP_ID}/x`), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await rep.request('POST', SIGNATURE, { body: signature({ SiteId: 4 }) }), 400, 'BAD_REQUEST');
  });

  const bad: [string, Record<string, unknown>][] = [
    ['DcId empty', { DcId: '' }],
    ['DcId too long', { DcId: 'R'.repeat(65) }],
    ['SiteId text', { SiteId: '3' }],
    ['SiteId fraction', { SiteId: 3.5 }],
    ['Name too long', { Name: 'x'.repeat(101) }],
    ['Email not an email', { Email: 'riley@' }],
    ['Phone too long', { Phone: '(555) 010-12345' }],
    ['Extension letters', { Extension: 'ext' }],
    ['Extension too long', { Extension: '1234567' }],
  ];
  it.each(bad)('refuses bad input: %s (400)', async (_name, overrides) => {
    expectErrorEnvelope(await rep.request('POST', SIGNATURE, { body: signature({ SiteId: 2, ...overrides }) }), 400, 'VALIDATION_FAILED');
    const rows = await t.db.selectFrom('rep_signatures').selectAll().where('site_id', '=', 2).execute();
    expect(rows).toHaveLength(0);
  });
});
