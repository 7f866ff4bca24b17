import { randomUUID } from 'node:crypto';
import { SAVE_MESSAGES } from '@eb/domain/sharing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimFor } from '../../src/modules/sharing/claim.ts';
import { createDesign, loadDesign, product, repHeaders } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { BASE, designRow, designWithProducts, hostOf, newShopper, SHARE, SITE_HOSTS, shareBody } from './helpers.ts';

let t: TestApp;
let rep: Client;
let shopper: Client;
let guest: Client;

beforeAll(async () => {
  t = await createTestApp({ siteHosts: SITE_HOSTS });
  rep = await t.signIn('rep@example.com');
  shopper = await t.signIn('shopper@example.com');
  guest = await t.guest();
});
afterAll(() => t?.close());

const PROXY = '/api/myaccount/estimates/link';
const LINK_TO_MY_ACCOUNT = `${BASE}/estimates/link-to-my-account`;

/**
 * The claim of a share mail sent to the caller's own email, as the page sends it once that mail's
 * link was opened in the browser (what a customer claiming a design shared with them has).
 */
const ownClaim = (client: Client, designId: unknown) =>
  client.me?.email ? claimFor(t.config.sessionSecret, client.me.email, sharedAt.get(String(designId)) ?? new Date(0)) : undefined;
/** When each design of these tests was shared (the claim is of that share). */
const sharedAt = new Map<string, Date>();
const linkPath = (designId: string, claim?: string) => `${BASE}/estimates/${designId}/link${claim ? `?claim=${claim}` : ''}`;

const proxyLink = (client: Client, designId: unknown, site: 3 | 5 | 11 = 3, claim = ownClaim(client, designId)) =>
  client.request('POST', PROXY, { body: { designId, ...(claim ? { claim } : {}) }, headers: hostOf(site) });
const linkToMyAccount = (client: Client, body: Record<string, unknown>, site: 3 | 5 | 11 = 11) =>
  client.request('POST', LINK_TO_MY_ACCOUNT, { body: { claim: ownClaim(client, body.designId), ...body }, headers: hostOf(site) });
const accountOf = (client: Client) => ({ identityId: client.me?.identityId ?? '', email: client.me?.email ?? '' });

/** A design a rep made and shared with `to`, as a customer receives it (marked in the store: share.test.ts covers the share). */
async function sharedByRep(to = 'Shopper@Example.com') {
  const designId = await designWithProducts(t, rep, 'From The Rep', [product()], repHeaders);
  const date = new Date();
  sharedAt.set(designId, date);
  await t.db
    .updateTable('designs')
    .set((eb) => ({ shared_email: to, shared_date: date, version: eb('version', '+', 1) }))
    .where('id', '=', designId)
    .execute();
  return designId;
}

describe('save to account: the proxy path (site 3)', () => {
  it('links a shared design the first time: linked, owned by the caller, shared email cleared, version bumped', async () => {
    const designId = await sharedByRep();
    const before = await loadDesign(shopper, designId);
    expect(before.design.sharedEmail).toBe('Shopper@Example.com');

    const response = await proxyLink(shopper, designId);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ designId, isLinked: true, firstLink: true });

    const row = await designRow(t, designId);
    expect(row).toMatchObject({
      is_linked: true,
      owner_user_id: shopper.me?.userId,
      shared_email: null,
      version: before.design.version + 1,
    });
    expect(row.linked_at).toBeInstanceOf(Date);
    const after = await loadDesign(shopper, designId);
    expect(after.design).toMatchObject({ isLinked: true, sharedEmail: null, version: before.design.version + 1 });
    // The account now owns it: the shopper may change it.
    expect(after.viewer?.canChange).toBe(true);

    // Again: nothing is written.
    const again = await proxyLink(shopper, designId);
    expect(again.body.data).toEqual({ designId, isLinked: true, firstLink: false });
    const unchanged = await designRow(t, designId);
    expect(unchanged.version).toBe(row.version);
    expect(unchanged.linked_at?.getTime()).toBe(row.linked_at?.getTime());
  });

  it('refuses a design in another account (409) and leaves it there', async () => {
    const designId = await sharedByRep();
    expect((await proxyLink(shopper, designId)).status).toBe(200);
    const other = (await newShopper(t)).client;
    const response = await proxyLink(other, designId);
    expectErrorEnvelope(response, 409, 'CONFLICT');
    expect(response.body.message).toContain('another account');
    expect((await designRow(t, designId)).owner_user_id).toBe(shopper.me?.userId);
    expect((await loadDesign(other, designId)).viewer?.canChange).toBe(false);
  });

  it('lets only the account of the email a design was shared with claim it; anyone else holding the link saves a copy', async () => {
    const customer = await newShopper(t);
    const designId = await sharedByRep(customer.email.toUpperCase());
    const before = await designRow(t, designId);

    // The link holder signed in as someone else: refused with who it was shared with, nothing written.
    const refused = await proxyLink(shopper, designId);
    expectErrorEnvelope(refused, 409, 'CONFLICT');
    expect(refused.body.message).toBe(
      `This estimate was shared with ${customer.email.toUpperCase()}. Sign in as ${customer.email.toUpperCase()} to save it to that account, or save a copy to keep it in yours.`,
    );
    const byLink = await shopper.request('POST', linkPath(designId, ownClaim(shopper, designId)), { headers: hostOf(3) });
    expectErrorEnvelope(byLink, 409, 'CONFLICT');
    expect(await designRow(t, designId)).toEqual(before);
    expect((await loadDesign(shopper, designId)).viewer?.canChange).toBe(false);

    // A copy is theirs to keep.
    const copy = await shopper.request('POST', `${BASE}/designs/${designId}/copy`, { body: { Name: 'My Copy' } });
    expect(copy.status).toBe(201);
    expect(copy.body.data.design.designId).not.toBe(designId);

    // An account of that email is not enough (anyone may sign up with any email): it takes the claim
    // of the link mailed there, which the page sends once that link was opened. Nothing is written without.
    const email = customer.email.toUpperCase();
    for (const claim of [
      '',
      claimFor(t.config.sessionSecret, 'someone-else@example.com', sharedAt.get(designId) ?? new Date(0)),
      claimFor(t.config.sessionSecret, email, new Date()),
      'made-up',
    ]) {
      const unclaimed = await proxyLink(customer.client, designId, 3, claim);
      expectErrorEnvelope(unclaimed, 409, 'CONFLICT');
      expect(unclaimed.body.message).toBe(
        `This estimate was shared with ${email}. To save it to this account, open it from the link in the email sent to ${email}, or save a copy to keep it in yours.`,
      );
    }
    expectErrorEnvelope(await customer.client.request('POST', linkPath(designId), { headers: hostOf(3) }), 409, 'CONFLICT');
    expect(await designRow(t, designId)).toEqual(before);

    // The customer it was shared with claims it with the mail's claim (email in any case).
    expect((await proxyLink(customer.client, designId)).body.data).toEqual({ designId, isLinked: true, firstLink: true });
    expect(await designRow(t, designId)).toMatchObject({ is_linked: true, owner_user_id: customer.client.me?.userId, shared_email: null });
  });

  it('lets a shopper who shared their own design with a friend save it to their account; the friend then saves a copy', async () => {
    const maker = await t.guest();
    const designId = await designWithProducts(t, maker, 'For The Living Room');
    const shared = await maker.request('POST', SHARE, { body: shareBody([designId], { To: 'Friend@Example.com' }), headers: hostOf(3) });
    expect(shared.status).toBe(200);
    expect((await designRow(t, designId)).shared_email).toBe('Friend@Example.com');
    // The maker signs up from the same browser: the design is theirs, shared or not.
    const email = `maker-${randomUUID()}@example.com`;
    const registered = await maker.request('POST', '/api/account/register', {
      body: { email, password: 'an-unusual-passphrase-for-tests-42', name: 'Morgan Maker' },
    });
    expect(registered.status).toBe(200);
    expect((await proxyLink(maker, designId)).body.data).toEqual({ designId, isLinked: true, firstLink: true });
    expect(await designRow(t, designId)).toMatchObject({ is_linked: true, owner_user_id: maker.me?.userId, shared_email: null });
    expect((await loadDesign(maker, designId)).viewer?.canChange).toBe(true);

    // The friend signs in with the address it was shared with: it is in the maker's account now.
    const friend = await newShopper(t);
    await t.db
      .updateTable('users')
      .set({ email: 'friend@example.com' })
      .where('id', '=', friend.client.me?.userId ?? '')
      .execute();
    const refused = await proxyLink(friend.client, designId);
    expectErrorEnvelope(refused, 409, 'CONFLICT');
    expect(refused.body.message).toBe('This estimate is saved to another account. Save a copy to keep it in yours.');
    expect((await designRow(t, designId)).owner_user_id).toBe(maker.me?.userId);
  });

  it('refuses a claim that is not a link code (400) on each save call, and writes nothing', async () => {
    const designId = await sharedByRep();
    const before = await designRow(t, designId);
    for (const claim of ['a b', '<script>', 'x'.repeat(129)]) {
      expectErrorEnvelope(await proxyLink(shopper, designId, 3, claim), 400, 'VALIDATION_FAILED');
      expectErrorEnvelope(await linkToMyAccount(shopper, { ...accountOf(shopper), designId, claim }), 400, 'VALIDATION_FAILED');
    }
    expectErrorEnvelope(await shopper.request('POST', linkPath(designId, '%3Cb%3E'), { headers: hostOf(3) }), 400, 'VALIDATION_FAILED');
    expect(await designRow(t, designId)).toEqual(before);
  });

  it('refuses a design another shopper made while signed in, even before it was linked (409)', async () => {
    const other = (await newShopper(t)).client;
    const designId = (await createDesign(other, { design: { name: 'Theirs' } })).design.designId;
    expectErrorEnvelope(await proxyLink(shopper, designId), 409, 'CONFLICT');
    expect(await designRow(t, designId)).toMatchObject({ is_linked: false, owner_user_id: other.me?.userId });
  });

  it('links a design the caller made, and one a guest made', async () => {
    const own = (await createDesign(shopper, { design: { name: 'Mine' } })).design.designId;
    expect((await proxyLink(shopper, own)).body.data.firstLink).toBe(true);
    const someGuest = await t.guest();
    const guestMade = (await createDesign(someGuest, { design: { name: 'Guest Made' } })).design.designId;
    expect((await proxyLink(shopper, guestMade)).body.data.firstLink).toBe(true);
    // Now in the shopper's account: the guest who made it looks at it, but no longer changes it.
    const seen = await someGuest.request('GET', `${BASE}/designs/${guestMade}`);
    expect(seen.body.data.viewer).toEqual({ canChange: false });
    const renamed = await someGuest.request('POST', `${BASE}/designs/${guestMade}/rename`, { body: { Name: 'Still Mine?' } });
    expectErrorEnvelope(renamed, 403, 'FORBIDDEN');
    expect((await shopper.request('GET', `${BASE}/designs/${guestMade}`)).body.data.viewer).toEqual({ canChange: true });
  });

  it("refuses a measure-and-install design (409, the permission table's sentence): it belongs to its job, not to an account", async () => {
    const created = await createDesign(rep, { design: { name: 'Install Job', attributes: { isMandi: 'true' } } }, repHeaders);
    const designId = created.design.designId;
    const before = await designRow(t, designId);
    for (const response of [
      await proxyLink(shopper, designId),
      await shopper.request('POST', linkPath(designId, ownClaim(shopper, designId)), { headers: hostOf(3) }),
    ]) {
      expectErrorEnvelope(response, 409, 'CONFLICT');
      expect(response.body.message).toBe('A measure-and-install design belongs to its job and is not saved to an account.');
    }
    const onLoad = await shopper.request('POST', PROXY, { body: { designId, onLoad: true }, headers: hostOf(3) });
    expectErrorEnvelope(onLoad, 409, 'CONFLICT');
    expect(await designRow(t, designId)).toMatchObject({ is_linked: false, owner_user_id: before.owner_user_id, version: before.version });
  });

  it("refuses guests with the spec's sentence (401) and reps (403), writing nothing", async () => {
    const designId = await sharedByRep();
    const asGuest = await proxyLink(guest, designId);
    expectErrorEnvelope(asGuest, 401, 'NOT_SIGNED_IN');
    expect(asGuest.body.message).toBe(SAVE_MESSAGES.notLoggedIn);
    expectErrorEnvelope(
      await rep.request('POST', PROXY, { body: { designId }, headers: { ...hostOf(3), ...repHeaders } }),
      403,
      'FORBIDDEN',
    );
    expectErrorEnvelope(
      await shopper.request('POST', PROXY, { body: { designId }, headers: { ...hostOf(3), ...repHeaders } }),
      403,
      'REP_ID_MISMATCH',
    );
    expect(await designRow(t, designId)).toMatchObject({ is_linked: false, shared_email: 'Shopper@Example.com' });
  });

  it('answers 404 for an unknown design and 400 for bad input', async () => {
    expectErrorEnvelope(await proxyLink(shopper, randomUUID()), 404, 'NOT_FOUND');
    expectErrorEnvelope(await proxyLink(shopper, 'not-a-uuid'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await shopper.request('POST', PROXY, { body: {}, headers: hostOf(3) }), 400, 'VALIDATION_FAILED');
  });

  it("is site 3's save: another strategy's site is told its path, a site without one gets the spec's sentence", async () => {
    const designId = await sharedByRep();
    const retail = await proxyLink(shopper, designId, 11);
    expectErrorEnvelope(retail, 400, 'BAD_REQUEST');
    expect(retail.body.message).toContain('link-to-my-account');
    const none = await proxyLink(shopper, designId, 5);
    expectErrorEnvelope(none, 400, 'BAD_REQUEST');
    expect(none.body.message).toBe(SAVE_MESSAGES.noStrategy);
    expect((await designRow(t, designId)).is_linked).toBe(false);
  });
});

describe('save to account: POST /estimates/{id}/link', () => {
  it('links on a site of either strategy, refuses a site without one', async () => {
    for (const site of [3, 11] as const) {
      const designId = await sharedByRep();
      const response = await shopper.request('POST', linkPath(designId, ownClaim(shopper, designId)), { headers: hostOf(site) });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ designId, isLinked: true, firstLink: true });
    }
    const designId = await sharedByRep();
    const none = await shopper.request('POST', linkPath(designId, ownClaim(shopper, designId)), { headers: hostOf(5) });
    expectErrorEnvelope(none, 400, 'BAD_REQUEST');
    expect(none.body.message).toBe(SAVE_MESSAGES.noStrategy);
  });

  it('has the same rules: 401 guest, 403 rep, 404 unknown, 400 bad id, 409 another account', async () => {
    const designId = await sharedByRep();
    const asGuest = await guest.request('POST', linkPath(designId, ownClaim(guest, designId)), { headers: hostOf(3) });
    expectErrorEnvelope(asGuest, 401, 'NOT_SIGNED_IN');
    expect(asGuest.body.message).toBe(SAVE_MESSAGES.notLoggedIn);
    expectErrorEnvelope(await rep.request('POST', linkPath(designId, ownClaim(rep, designId)), { headers: hostOf(3) }), 403, 'FORBIDDEN');
    expectErrorEnvelope(
      await shopper.request('POST', linkPath(randomUUID(), ownClaim(shopper, designId)), { headers: hostOf(3) }),
      404,
      'NOT_FOUND',
    );
    expectErrorEnvelope(
      await shopper.request('POST', linkPath('nope', ownClaim(shopper, designId)), { headers: hostOf(3) }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await shopper.request('POST', linkPath(designId, ownClaim(shopper, designId)), { headers: hostOf(3) })).status).toBe(200);
    const other = (await newShopper(t)).client;
    expectErrorEnvelope(
      await other.request('POST', linkPath(designId, ownClaim(other, designId)), { headers: hostOf(3) }),
      409,
      'CONFLICT',
    );
  });
});

describe('save to account: link-to-my-account (site 11)', () => {
  it("links with the caller's own identity id and email (any case)", async () => {
    const designId = await sharedByRep();
    const account = accountOf(shopper);
    const response = await linkToMyAccount(shopper, { designId, identityId: account.identityId, email: account.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ designId, isLinked: true, firstLink: true });
    expect(await designRow(t, designId)).toMatchObject({ is_linked: true, owner_user_id: shopper.me?.userId, shared_email: null });
  });

  it("refuses another account's identity id or email (403), guests (401) and reps (403)", async () => {
    const designId = await sharedByRep();
    const account = accountOf(shopper);
    const other = await newShopper(t);
    expectErrorEnvelope(
      await linkToMyAccount(shopper, { designId, identityId: other.client.me?.identityId, email: account.email }),
      403,
      'FORBIDDEN',
    );
    expectErrorEnvelope(await linkToMyAccount(shopper, { designId, identityId: account.identityId, email: other.email }), 403, 'FORBIDDEN');
    const asGuest = await linkToMyAccount(guest, { designId, identityId: account.identityId, email: account.email });
    expectErrorEnvelope(asGuest, 401, 'NOT_SIGNED_IN');
    expect(asGuest.body.message).toBe(SAVE_MESSAGES.notLoggedIn);
    expectErrorEnvelope(await linkToMyAccount(rep, { designId, ...accountOf(rep) }), 403, 'FORBIDDEN');
    expect((await designRow(t, designId)).is_linked).toBe(false);
  });

  it("is site 11's save: refused on site 3 (its path named) and on a site without a strategy", async () => {
    const designId = await sharedByRep();
    const onThree = await linkToMyAccount(shopper, { designId, ...accountOf(shopper) }, 3);
    expectErrorEnvelope(onThree, 400, 'BAD_REQUEST');
    expect(onThree.body.message).toContain('/api/myaccount/estimates/link');
    const onFive = await linkToMyAccount(shopper, { designId, ...accountOf(shopper) }, 5);
    expect(onFive.body.message).toBe(SAVE_MESSAGES.noStrategy);
  });

  const bad: [string, Record<string, unknown>][] = [
    ['designId missing', { designId: undefined }],
    ['designId not an id', { designId: 'x' }],
    ['identityId empty', { identityId: '' }],
    ['identityId too long', { identityId: 'x'.repeat(101) }],
    ['email missing', { email: undefined }],
    ['email too long', { email: `${'x'.repeat(250)}@example.com` }],
  ];
  it.each(bad)('refuses bad input: %s (400)', async (_name, overrides) => {
    const body = { designId: randomUUID(), ...accountOf(shopper), ...overrides };
    expectErrorEnvelope(await linkToMyAccount(shopper, body), 400, 'VALIDATION_FAILED');
  });
});

describe('broker save-design (site 11 follow-up)', () => {
  const BROKER = `${BASE}/broker/save-design`;
  const broker = (client: Client, body: Record<string, unknown>, site: 3 | 5 | 11 = 11) =>
    client.request('POST', BROKER, { body, headers: hostOf(site) });

  it('records a design linked to the caller, and updates the record when sent again', async () => {
    const designId = await sharedByRep();
    const account = accountOf(shopper);
    await linkToMyAccount(shopper, { designId, ...account });
    const body = { svocId: account.identityId, designGuid: designId, designName: 'From The Rep', configuratorCode: 'AB' };
    const first = await broker(shopper, body);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject(body);
    expect(Number.isNaN(Date.parse(first.body.data.savedAt))).toBe(false);

    const renamed = await broker(shopper, { ...body, designName: 'Renamed' });
    expect(renamed.body.data.designName).toBe('Renamed');
    const rows = await t.db.selectFrom('broker_saved_designs').selectAll().where('design_id', '=', designId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ identity_id: account.identityId, design_name: 'Renamed', configurator_code: 'AB' });
  });

  it("refuses another identity (403), a design not in the caller's account (409), unknown (404), guests (401), other sites (400)", async () => {
    const account = accountOf(shopper);
    const unlinked = await sharedByRep();
    const body = (designGuid: string, svocId = account.identityId) => ({ svocId, designGuid, designName: 'X', configuratorCode: 'AB' });
    expectErrorEnvelope(await broker(shopper, body(unlinked)), 409, 'CONFLICT');
    expectErrorEnvelope(await broker(shopper, body(randomUUID())), 404, 'NOT_FOUND');
    expectErrorEnvelope(await broker(shopper, body(unlinked, randomUUID())), 403, 'FORBIDDEN');
    expectErrorEnvelope(await broker(guest, body(unlinked)), 401, 'NOT_SIGNED_IN');
    await linkToMyAccount(shopper, { designId: unlinked, ...account });
    const other = await newShopper(t);
    expectErrorEnvelope(await broker(other.client, body(unlinked, other.client.me?.identityId ?? '')), 409, 'CONFLICT');
    expectErrorEnvelope(await broker(shopper, body(unlinked), 3), 400, 'BAD_REQUEST');
    expect((await broker(shopper, body(unlinked), 5)).body.message).toBe(SAVE_MESSAGES.noStrategy);
    const rows = await t.db.selectFrom('broker_saved_designs').selectAll().where('design_id', '=', unlinked).execute();
    expect(rows).toHaveLength(0);
  });

  const bad: [string, Record<string, unknown>][] = [
    ['svocId empty', { svocId: '' }],
    ['designGuid not an id', { designGuid: 'x' }],
    ['designName empty', { designName: '' }],
    ['designName too long', { designName: 'x'.repeat(51) }],
    ['configuratorCode other', { configuratorCode: 'XY' }],
    ['configuratorCode missing', { configuratorCode: undefined }],
  ];
  it.each(bad)('refuses bad input: %s (400)', async (_name, overrides) => {
    const body = { svocId: accountOf(shopper).identityId, designGuid: randomUUID(), designName: 'X', configuratorCode: 'AB', ...overrides };
    expectErrorEnvelope(await broker(shopper, body), 400, 'VALIDATION_FAILED');
  });
});
