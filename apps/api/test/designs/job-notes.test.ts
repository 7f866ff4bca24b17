import { randomUUID } from 'node:crypto';
import { parseJobNotes } from '@eb/domain/design-blocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { BASE, createDesign, createMandiDesign, graphOf, loadDesign, lockDesign, repHeaders } from './helpers.ts';

/** POST /designs/{id}/job-notes: a rep's job note on a measure-and-install design (issue 28; doc 001 §2 Job Notes). */
let t: TestApp;
let rep: Client;
let shopper: Client;

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.signIn('rep@example.com');
  shopper = await t.signIn('shopper@example.com');
});
afterAll(() => t?.close());

/** Reps send their rep id, as the builder does; others send none. */
const addNote = (client: Client, designId: string, body: unknown) =>
  client.request('POST', `${BASE}/designs/${designId}/job-notes`, { body, headers: client.me?.role === 'rep' ? repHeaders : {} });

describe('a rep adds a job note', () => {
  it('writes it first with the rep’s name, role and time; notes already there stay; the version rises', async () => {
    const design = await createMandiDesign(rep, repHeaders);
    const before = Date.now();
    const first = graphOf(await addNote(rep, design.design.designId, { content: '  Customer prefers morning visits. ' }));
    expect(first.design.version).toBe(design.design.version + 1);
    const second = graphOf(await addNote(rep, design.design.designId, { content: 'Gate code is 2468.' }));
    const notes = parseJobNotes(second.design.attributes.notes);
    expect(notes.map((note) => note.content)).toEqual(['Gate code is 2468.', 'Customer prefers morning visits.']);
    expect(notes[0]).toMatchObject({ author: rep.me?.name, authorRole: 'Sales Rep' });
    expect(new Date(notes[0]?.date ?? '').getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The customer's view of the design shows the same notes.
    expect(parseJobNotes((await loadDesign(shopper, design.design.designId)).design.attributes.notes)).toEqual(notes);
  });

  it('refuses shoppers (403) and guests (401), a product-mode design, empty or long notes (400) and unknown designs (404)', async () => {
    const design = await createMandiDesign(rep, repHeaders);
    const designId = design.design.designId;
    expectErrorEnvelope(await addNote(shopper, designId, { content: 'Hello' }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await addNote(await t.guest(), designId, { content: 'Hello' }), 401, 'NOT_SIGNED_IN');
    const product = await createDesign(rep, { design: {} }, repHeaders);
    const refused = await addNote(rep, product.design.designId, { content: 'Hello' });
    expectErrorEnvelope(refused, 400, 'VALIDATION_FAILED');
    expect(refused.body.message).toBe('Job notes belong to measure-and-install designs.');
    const empty = await addNote(rep, designId, { content: '   ' });
    expectErrorEnvelope(empty, 400, 'VALIDATION_FAILED');
    expect(empty.body.message).toBe('Write the note first.');
    const long = await addNote(rep, designId, { content: 'x'.repeat(1001) });
    expectErrorEnvelope(long, 400, 'VALIDATION_FAILED');
    expect(long.body.message).toBe('A job note holds at most 1000 characters.');
    expectErrorEnvelope(await addNote(rep, designId, {}), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await addNote(rep, randomUUID(), { content: 'Hello' }), 404, 'NOT_FOUND');
    expect((await loadDesign(rep, designId)).design.attributes.notes).toBeUndefined();
  });

  it('refuses a note on an ordered or locked design (409), as every other change, and writes nothing', async () => {
    const design = await createMandiDesign(rep, repHeaders);
    await lockDesign(t, design.design.designId);
    const refused = await addNote(rep, design.design.designId, { content: 'After the order.' });
    expectErrorEnvelope(refused, 409, 'DESIGN_LOCKED');
    expect(refused.body.message).toBe('This design has been ordered or locked and can no longer be changed.');
    expect((await loadDesign(rep, design.design.designId)).design.attributes.notes).toBeUndefined();
  });

  it('refuses a cross-site form post (415), a write from another origin and a shopper forging the rep header (403)', async () => {
    const design = await createMandiDesign(rep, repHeaders);
    const url = `${BASE}/designs/${design.design.designId}/job-notes`;
    const asForm = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: rep.cookie, 'content-type': 'text/plain', ...repHeaders },
      payload: JSON.stringify({ content: 'Forged' }),
    });
    expect(asForm.statusCode).toBe(415);
    const crossSite = await rep.request('POST', url, {
      body: { content: 'Forged' },
      headers: { ...repHeaders, origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const forged = await shopper.request('POST', url, { body: { content: 'Forged' }, headers: repHeaders });
    expect(forged.status).toBe(403);
    expect((await loadDesign(rep, design.design.designId)).design.attributes.notes).toBeUndefined();
  });
});
