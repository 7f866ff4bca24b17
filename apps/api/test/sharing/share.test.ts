import { randomUUID } from 'node:crypto';
import { formatMoney } from '@eb/domain/format';
import { SHARE_MESSAGES } from '@eb/domain/sharing';
import { getSite } from '@eb/domain/sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimFor } from '../../src/modules/sharing/claim.ts';
import { createDesign, createMandiDesign, loadDesign, product, REP_ID, repHeaders } from '../designs/helpers.ts';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { designRow, designWithProducts, hostOf, newShopper, outboxRows, SHARE, SITE_HOSTS, setQuantities, shareBody } from './helpers.ts';

let t: TestApp;
let rep: Client;
let shopper: Client;

beforeAll(async () => {
  t = await createTestApp({ siteHosts: SITE_HOSTS });
  rep = await t.signIn('rep@example.com');
  shopper = await t.signIn('shopper@example.com');
});
afterAll(() => t?.close());

const share = (client: Client, body: unknown, headers: Record<string, string> = {}) =>
  client.request('POST', SHARE, { body, headers: { ...hostOf(3), ...headers } });

describe('POST /estimates/share', () => {
  it('marks every design shared, bumps each version and queues one mail with the link, names, totals, message and signature', async () => {
    const first = await designWithProducts(t, shopper, 'Living Room Shades', [product({ price: 120.5 }), product({ price: 1000 })]);
    const second = await designWithProducts(t, shopper, 'Bedroom <Blackout> & "Co"', [product({ price: 99.99 })]);
    await setQuantities(t, second, 2);
    const before = [await loadDesign(shopper, first), await loadDesign(shopper, second)];

    const response = await share(
      rep,
      shareBody([first, second], {
        To: '  Customer.Person@Example.com ',
        Body: 'Hello <b>there</b>,\nline two & more\r\nline three',
        AdditionalParameters: {
          CustomerName: 'Pat <Customer>',
          DCName: 'Riley Rep',
          DCEmail: 'riley.rep@example.com',
          DCPhone: '(555) 010-3456',
          DCExtension: '42',
        },
      }),
      repHeaders,
    );
    expect(response.status).toBe(200);
    // The link carries the claim of the address it was mailed to (trimmed, any case): what saves the designs to that account.
    const link = `http://blinds.localhost/estimatebuilder/load/${first},${second}?claim=${claimFor(t.config.sessionSecret, 'customer.person@example.com', response.body.data.designs[0].sharedDate)}`;
    expect(response.body.data.link).toBe(link);
    expect(response.body.data.designs.map((design: { designId: string }) => design.designId)).toEqual([first, second]);
    for (const design of response.body.data.designs) {
      expect(design.sharedEmail).toBe('Customer.Person@Example.com');
      expect(Number.isNaN(Date.parse(design.sharedDate))).toBe(false);
    }

    // The design graph (read through the same cache a page loads from) shows the share.
    for (const [index, designId] of [first, second].entries()) {
      const graph = await loadDesign(shopper, designId);
      expect(graph.design.sharedEmail).toBe('Customer.Person@Example.com');
      expect(graph.design.sharedDate).toBe(response.body.data.designs[index].sharedDate);
      expect(graph.design.version).toBe((before[index]?.design.version ?? 0) + 1);
    }

    const mails = await outboxRows(t, 'Customer.Person@Example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) throw new Error('no mail');
    const site = getSite(3);
    expect(mail).toMatchObject({ kind: 'share', site_id: 3, reply_to: 'riley.rep@example.com', subject: `Your ${site.brand} estimates` });
    // The site's name and colours, the working link (as a button and as text).
    expect(mail.html).toContain(site.brand);
    expect(mail.html).toContain(site.theme.primary);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text_body).toContain(link);
    // Once in the plain text: as the call to action's line.
    expect(mail.text_body.split(link)).toHaveLength(2);
    expect(mail.text_body).toMatch(/View your estimates?: http/);
    // Each design's name (escaped) and its subtotal with the domain's money format.
    expect(mail.html).toContain('Living Room Shades');
    expect(mail.html).toContain('Bedroom &lt;Blackout&gt; &amp; &quot;Co&quot;');
    expect(mail.html).not.toContain('<Blackout>');
    expect(mail.html).toContain(formatMoney(1120.5));
    expect(mail.html).toContain(formatMoney(199.98));
    expect(mail.text_body).toContain('Living Room Shades: $1,120.50');
    expect(mail.text_body).toContain('Bedroom <Blackout> & "Co": $199.98');
    // The message, escaped, with its line breaks kept.
    expect(mail.html).toContain('Hello &lt;b&gt;there&lt;/b&gt;,<br>line two &amp; more<br>line three');
    expect(mail.html).not.toContain('<b>there</b>');
    expect(mail.text_body).toContain('Hello <b>there</b>,\nline two & more\nline three');
    expect(mail.html).toContain('Hi Pat &lt;Customer&gt;,');
    // The rep's signature.
    expect(mail.html).toContain('Riley Rep');
    expect(mail.html).toContain('mailto:riley.rep@example.com');
    expect(mail.html).toContain('(555) 010-3456 ext. 42');
    expect(mail.text_body).toContain('Riley Rep\nriley.rep@example.com\n(555) 010-3456 ext. 42');
  });

  it('leaves the signature and Reply-To out when none is given, names one estimate in the singular and keeps a given subject on one line', async () => {
    const designId = await designWithProducts(t, shopper, 'Kitchen');
    const response = await share(shopper, shareBody([designId], { To: 'single@example.com', Subject: 'For you\r\nBcc: x@example.com' }));
    expect(response.status).toBe(200);
    const [mail] = await outboxRows(t, 'single@example.com');
    expect(mail).toMatchObject({ reply_to: null, subject: 'For you Bcc: x@example.com' });
    expect(mail?.html).toContain('View your estimate<');
    expect(mail?.html).not.toContain('mailto:');
    expect(mail?.text_body).toContain(`http://blinds.localhost/estimatebuilder/load/${designId}`);
  });

  it('takes the link origin from the host the request came to (site 11 here) and the site mail from that site', async () => {
    const designId = await designWithProducts(t, rep, 'Retail Design', [product()], repHeaders);
    const response = await share(rep, shareBody([designId], { To: 'retail@example.com' }), { ...repHeaders, ...hostOf(11) });
    expect(response.status).toBe(200);
    expect(response.body.data.link).toBe(
      `http://retail.localhost/estimatebuilder/load/${designId}?claim=${claimFor(t.config.sessionSecret, 'retail@example.com', response.body.data.designs[0].sharedDate)}`,
    );
    const [mail] = await outboxRows(t, 'retail@example.com');
    expect(mail?.site_id).toBe(11);
    expect(mail?.html).toContain(getSite(11).brand);
    expect(mail?.html).toContain(getSite(11).theme.primary);
  });

  it('lets one of two shares of the same designs at once win; the other is told they are shared (no deadlock)', async () => {
    const a = await designWithProducts(t, shopper, 'Race A');
    const b = await designWithProducts(t, shopper, 'Race B');
    const [one, two] = await Promise.all([
      share(rep, shareBody([a, b], { To: 'race-one@example.com' }), repHeaders),
      share(rep, shareBody([b, a], { To: 'race-two@example.com' }), repHeaders),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const winner = one.status === 200 ? 'race-one@example.com' : 'race-two@example.com';
    expect((await designRow(t, a)).shared_email).toBe(winner);
    expect((await designRow(t, b)).shared_email).toBe(winner);
    expect((await outboxRows(t, 'race-one@example.com')).length + (await outboxRows(t, 'race-two@example.com')).length).toBe(1);
  });

  it('refuses a host name links cannot be made for (400)', async () => {
    const designId = await designWithProducts(t, shopper, 'Odd Host');
    const response = await share(shopper, shareBody([designId], { To: 'odd-host@example.com' }), { host: 'evil.example"><script>' });
    expectErrorEnvelope(response, 400, 'BAD_REQUEST');
    expect((await designRow(t, designId)).shared_email).toBeNull();
  });

  it('in production makes links only for the sites’ own hosts: a made-up Host header is refused and nothing is shared', async () => {
    const production = await createTestApp({ siteHosts: new Map([['shop.example', 3]]), env: 'production' });
    try {
      const guest = await production.guest();
      const designId = (await createDesign(guest, { design: {} }, { host: 'shop.example' })).design.designId;
      const forged = await guest.request('POST', SHARE, {
        body: shareBody([designId], { To: 'victim@example.com' }),
        headers: { host: 'evil.example' },
      });
      expectErrorEnvelope(forged, 400, 'BAD_REQUEST');
      expect(forged.body.message).toBe('Links cannot be made for the host this request was sent to.');
      const own = await guest.request('POST', SHARE, {
        body: shareBody([designId], { To: 'friend@example.com' }),
        headers: { host: 'shop.example' },
      });
      expect(own.status).toBe(200);
      expect(own.body.data.link).toBe(
        `http://shop.example/estimatebuilder/load/${designId}?claim=${claimFor(production.config.sessionSecret, 'friend@example.com', own.body.data.designs[0].sharedDate)}`,
      );
    } finally {
      await production.close();
    }
  });

  it("claims only the designs of its own share: another share to the same address (anyone may send one) claims nothing of the rep's", async () => {
    const customer = await newShopper(t);
    const fromRep = await designWithProducts(t, rep, 'From The Rep', [product()], repHeaders);
    expect((await share(rep, shareBody([fromRep], { To: customer.email }), repHeaders)).status).toBe(200);
    // Someone else shares a design of their own with the customer's address, and reads the claim in the answer.
    const stranger = await t.guest();
    const own = await designWithProducts(t, stranger, 'Bait');
    const bait = await share(stranger, shareBody([own], { To: customer.email }));
    expect(bait.status).toBe(200);
    const claim = new URL(bait.body.data.link).searchParams.get('claim');
    expect(claim).toMatch(/^[\w-]{32}$/);
    // With it, the account of that address (which anyone may open) saves the stranger's design, never the rep's.
    const taken = await customer.client.request('POST', '/api/myaccount/estimates/link', {
      body: { designId: fromRep, claim },
      headers: hostOf(3),
    });
    expectErrorEnvelope(taken, 409, 'CONFLICT');
    expect((await designRow(t, fromRep)).is_linked).toBe(false);
    const [mail] = (await outboxRows(t, customer.email)).filter((row) => row.html.includes(fromRep));
    const mailed = /claim=([\w-]+)/.exec(mail?.text_body ?? '')?.[1];
    expect(mailed).toMatch(/^[\w-]{32}$/);
    expect(mailed).not.toBe(claim);
    const claimed = await customer.client.request('POST', '/api/myaccount/estimates/link', {
      body: { designId: fromRep, claim: mailed },
      headers: hostOf(3),
    });
    expect(claimed.status).toBe(200);
  });

  it('shares one design named twice once', async () => {
    const designId = await designWithProducts(t, shopper, 'Twice');
    const response = await share(shopper, shareBody([designId, designId], { To: 'twice@example.com' }));
    expect(response.status).toBe(200);
    expect(response.body.data.link).toBe(
      `http://blinds.localhost/estimatebuilder/load/${designId}?claim=${claimFor(t.config.sessionSecret, 'twice@example.com', response.body.data.designs[0].sharedDate)}`,
    );
    expect(response.body.data.designs).toHaveLength(1);
  });

  it('refuses a design that is already shared with the sentence the page looks for, and changes nothing', async () => {
    const designId = await designWithProducts(t, shopper, 'Shared Once');
    expect((await share(shopper, shareBody([designId], { To: 'first@example.com' }))).status).toBe(200);
    const version = (await designRow(t, designId)).version;
    const again = await share(rep, shareBody([designId], { To: 'second@example.com' }), repHeaders);
    expectErrorEnvelope(again, 409, 'CONFLICT');
    expect(again.body.message).toContain(SHARE_MESSAGES.alreadySharedServer);
    expect(await designRow(t, designId)).toMatchObject({ shared_email: 'first@example.com', version });
    expect(await outboxRows(t, 'second@example.com')).toHaveLength(0);
  });

  it('is all or nothing: a batch with one shared design changes neither and sends nothing', async () => {
    const fresh = await designWithProducts(t, shopper, 'Fresh');
    const shared = await designWithProducts(t, shopper, 'Taken');
    expect((await share(shopper, shareBody([shared], { To: 'taken@example.com' }))).status).toBe(200);
    const freshBefore = await designRow(t, fresh);
    const sharedBefore = await designRow(t, shared);

    const response = await share(rep, shareBody([fresh, shared], { To: 'batch@example.com' }), repHeaders);
    expectErrorEnvelope(response, 409, 'CONFLICT');
    expect(await designRow(t, fresh)).toMatchObject({ shared_email: null, shared_date: null, version: freshBefore.version });
    expect(await designRow(t, shared)).toMatchObject({ shared_email: 'taken@example.com', version: sharedBefore.version });
    expect(await outboxRows(t, 'batch@example.com')).toHaveLength(0);
    expect((await loadDesign(shopper, fresh)).design.sharedEmail).toBeNull();
  });

  it('refuses a measure-and-install design, alone or in a batch', async () => {
    const mandi = (await createMandiDesign(rep, repHeaders)).design.designId;
    const plain = await designWithProducts(t, rep, 'Plain', [product()], repHeaders);
    const alone = await share(rep, shareBody([mandi], { To: 'mandi@example.com' }), repHeaders);
    expectErrorEnvelope(alone, 409, 'CONFLICT');
    expect(alone.body.message).toContain('measure-and-install');
    expectErrorEnvelope(await share(rep, shareBody([plain, mandi], { To: 'mandi@example.com' }), repHeaders), 409, 'CONFLICT');
    expect((await designRow(t, plain)).shared_email).toBeNull();
    expect(await outboxRows(t, 'mandi@example.com')).toHaveLength(0);
  });

  it('answers 404 for an unknown design, changing none of the others', async () => {
    const known = await designWithProducts(t, shopper, 'Known');
    const response = await share(shopper, shareBody([known, randomUUID()], { To: 'unknown@example.com' }));
    expectErrorEnvelope(response, 404, 'NOT_FOUND');
    expect((await designRow(t, known)).shared_email).toBeNull();
    expect(await outboxRows(t, 'unknown@example.com')).toHaveLength(0);
  });

  describe('who may share', () => {
    it('lets a guest share the design its session made', async () => {
      const guest = await t.guest();
      const designId = (await createDesign(guest, { design: { name: 'Guest Design' } })).design.designId;
      expect((await share(guest, shareBody([designId], { To: 'guest-share@example.com' }))).status).toBe(200);
    });

    it("refuses a guest and another shopper sharing someone else's design (403), nothing changes", async () => {
      const designId = await designWithProducts(t, shopper, 'Not Yours');
      const guest = await t.guest();
      const other = (await newShopper(t)).client;
      for (const client of [guest, other]) {
        expectErrorEnvelope(await share(client, shareBody([designId], { To: 'thief@example.com' })), 403, 'FORBIDDEN');
      }
      expect((await designRow(t, designId)).shared_email).toBeNull();
      expect(await outboxRows(t, 'thief@example.com')).toHaveLength(0);
    });

    it('lets a rep share any design, and refuses a forged or mismatched x-repid', async () => {
      const designId = await designWithProducts(t, shopper, 'For The Rep');
      expectErrorEnvelope(await share(shopper, shareBody([designId]), { 'x-repid': REP_ID }), 403, 'REP_ID_MISMATCH');
      expectErrorEnvelope(await share(rep, shareBody([designId]), { 'x-repid': 'R9999' }), 403, 'REP_ID_MISMATCH');
      expect((await designRow(t, designId)).shared_email).toBeNull();
      expect((await share(rep, shareBody([designId], { To: 'by-rep@example.com' }), repHeaders)).status).toBe(200);
    });
  });

  describe('bad input (400, nothing queued)', () => {
    const id = randomUUID();
    const cases: [string, unknown, string | null][] = [
      ['To missing', { Body: 'x', Designs: [id] }, null],
      ['To empty', shareBody([id], { To: '   ' }), SHARE_MESSAGES.required],
      ['To not an email', shareBody([id], { To: 'not-an-email' }), SHARE_MESSAGES.invalidEmail],
      ['To two addresses', shareBody([id], { To: 'a@example.com, b@example.com' }), SHARE_MESSAGES.invalidEmail],
      ['To a number', { ...shareBody([id]), To: 42 }, null],
      ['Subject too long', shareBody([id], { Subject: 'x'.repeat(201) }), null],
      ['Body missing', { To: 'a@example.com', Designs: [id] }, null],
      ['Body too long', shareBody([id], { Body: 'x'.repeat(4001) }), null],
      ['Designs missing', { To: 'a@example.com', Body: '' }, null],
      ['Designs empty', shareBody([]), 'Choose at least one estimate to share.'],
      [
        'Designs more than four',
        shareBody([randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()]),
        'Share at most 4 estimates at once.',
      ],
      ['Designs not ids', shareBody(['not-a-uuid']), null],
      ['CustomerName too long', shareBody([id], { AdditionalParameters: { CustomerName: 'x'.repeat(101) } }), null],
      ['DCName too long', shareBody([id], { AdditionalParameters: { DCName: 'x'.repeat(101) } }), null],
      ['DCEmail not an email', shareBody([id], { AdditionalParameters: { DCEmail: 'rep@' } }), SHARE_MESSAGES.invalidEmail],
      ['DCPhone too long', shareBody([id], { AdditionalParameters: { DCPhone: '(555) 010-34567' } }), null],
      ['DCExtension letters', shareBody([id], { AdditionalParameters: { DCExtension: '12a' } }), 'The extension takes digits only.'],
      ['DCExtension too long', shareBody([id], { AdditionalParameters: { DCExtension: '1234567' } }), null],
      ['AdditionalParameters not an object', { ...shareBody([id]), AdditionalParameters: 'x' }, null],
    ];
    it.each(cases)('%s', async (_name, body, message) => {
      const response = await share(rep, body, repHeaders);
      expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
      if (message) expect(response.body.message).toContain(message);
    });

    it('queued nothing for any of them', async () => {
      const rows = await outboxRows(t, 'a@example.com');
      expect(rows).toHaveLength(0);
    });
  });
});
