import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../sharing/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { BASE, createDesign } from './helpers.ts';

let t: TestApp;
let rep: Client;

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.signIn('rep@example.com');
});
afterAll(() => t?.close());

const customerOf = (client: Client, designId: string) => client.request('GET', `${BASE}/designs/${designId}/customer`);

describe('GET /designs/{id}/customer: who a design is saved to, for the rep’s linked message (doc 001 §6)', () => {
  it('names the account a design is saved to, and nobody for a guest’s design', async () => {
    const { client: shopper, email } = await newShopper(t);
    const saved = await createDesign(shopper);
    const linked = await shopper.request('POST', `${BASE}/estimates/${saved.design.designId}/link`);
    expect(linked.status).toBe(200);
    const answer = await customerOf(rep, saved.design.designId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { email } });

    const guests = await createDesign(await t.guest());
    expect((await customerOf(rep, guests.design.designId)).body).toEqual({ data: { email: null } });
  });

  it('is for reps only: a shopper or a guest is refused, even on their own design', async () => {
    const { client: shopper } = await newShopper(t);
    const own = await createDesign(shopper);
    expectErrorEnvelope(await customerOf(shopper, own.design.designId), 403, 'FORBIDDEN');
    const guest = await t.guest();
    const guests = await createDesign(guest);
    expectErrorEnvelope(await customerOf(guest, guests.design.designId), 401, 'NOT_SIGNED_IN');
    // A forged rep id header gets a shopper nothing either: it must name the signed-in rep.
    const forged = await shopper.request('GET', `${BASE}/designs/${own.design.designId}/customer`, { headers: { 'x-repid': 'R1' } });
    expectErrorEnvelope(forged, 403, 'REP_ID_MISMATCH');
  });

  it('answers 404 for an unknown design and 400 for a malformed id', async () => {
    expectErrorEnvelope(await customerOf(rep, randomUUID()), 404, 'NOT_FOUND');
    expectErrorEnvelope(await customerOf(rep, 'not-an-id'), 400, 'VALIDATION_FAILED');
  });
});
