import { MAILBOX_FORBIDDEN } from '@eb/domain/mail';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../../../../scripts/time-scale.ts';
import { wakeMailDelivery } from '../../src/modules/mail/delivery.ts';
import { createDesign } from '../designs/helpers.ts';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { outboxRow, queueMail } from './helpers.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('the built-in mailbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: undefined });
    await t.app.ready();
  });
  afterAll(() => t?.close());

  it('delivers to the outbox itself and lets anyone read it outside production, newest first', async () => {
    const older = await queueMail(t.db, { to: 'first@example.com', subject: 'First', note: 'Hello <b>first</b>' });
    await sql`update mail_outbox set created_at = now() - interval '1 minute' where id = ${older}`.execute(t.db);
    const newer = await queueMail(t.db, { to: 'second@example.com', subject: 'Second', replyTo: 'rep@example.com', kind: 'saved-design' });
    await wakeMailDelivery(t.db);
    for (const id of [older, newer]) {
      const row = await outboxRow(t.db, id);
      expect(row.status).toBe('delivered-locally');
      expect(row.attempts).toBe(1);
      expect(row.sent_at).toBeInstanceOf(Date);
    }

    const guest = await t.guest();
    const list = await guest.request('GET', '/api/mail/outbox');
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.mails.map((mail: { id: string }) => mail.id)).toEqual([newer, older]);
    expect(list.body.data.mails[0]).toEqual({
      id: newer,
      siteId: 3,
      kind: 'saved-design',
      to: 'second@example.com',
      subject: 'Second',
      status: 'delivered-locally',
      attempts: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastError: null,
    });
    expect(list.body.data.mails[0]).not.toHaveProperty('html');

    const shopper = await t.signIn('shopper@example.com');
    const one = await shopper.request('GET', `/api/mail/outbox/${older}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: older, to: 'first@example.com', subject: 'First', replyTo: null, messageId: null });
    expect(one.body.data.html).toContain('Hello &lt;b&gt;first&lt;/b&gt;');
    expect(one.body.data.text).toContain('Hello <b>first</b>');
  });

  it('pages with limit and offset', async () => {
    const guest = await t.guest();
    const page = await guest.request('GET', '/api/mail/outbox?limit=1&offset=1');
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.mails.map((mail: { subject: string }) => mail.subject)).toEqual(['First']);
  });

  it('refuses a bad query or id and answers 404 for an unknown mail', async () => {
    const guest = await t.guest();
    expectErrorEnvelope(await guest.request('GET', '/api/mail/outbox?limit=0'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('GET', '/api/mail/outbox?limit=201'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('GET', '/api/mail/outbox?offset=-1'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('GET', '/api/mail/outbox/not-a-uuid'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await guest.request('GET', `/api/mail/outbox/${UNKNOWN_ID}`), 404, 'NOT_FOUND');
  });

  it('is read-only: no write method exists on the outbox', async () => {
    const guest = await t.guest();
    expect((await guest.request('POST', '/api/mail/outbox', { body: {} })).status).toBe(404);
    expect((await guest.request('DELETE', `/api/mail/outbox/${UNKNOWN_ID}`)).status).toBe(404);
  });
});

describe('the mailbox in production', () => {
  let t: TestApp;
  let mailId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: 'production', smtpUrl: undefined });
    await t.app.ready();
    mailId = await queueMail(t.db, { subject: 'For the rep' });
    await wakeMailDelivery(t.db);
  });
  afterAll(() => t?.close());

  it('is for reps only: a guest must sign in (401) and a consumer may not (403)', async () => {
    const guest = await t.guest();
    expectErrorEnvelope(await guest.request('GET', '/api/mail/outbox'), 401, 'NOT_SIGNED_IN');
    expectErrorEnvelope(await guest.request('GET', `/api/mail/outbox/${mailId}`), 401, 'NOT_SIGNED_IN');

    const shopper = await t.signIn('shopper@example.com');
    for (const url of ['/api/mail/outbox', `/api/mail/outbox/${mailId}`, `/api/mail/outbox/${UNKNOWN_ID}`, '/api/mail/outbox/bad']) {
      const refused = await shopper.request('GET', url);
      expectErrorEnvelope(refused, 403, 'FORBIDDEN');
      expect(refused.body.message).toBe(MAILBOX_FORBIDDEN);
    }
  });

  it("checks callers of the mailbox only: the API's other routes, in the same scope, answer guests and shoppers", async () => {
    const guest = await t.guest();
    const me = await guest.request('GET', '/api/account/me');
    expect(me.status).toBe(200);
    expect(me.body.data.role).toBe('guest');
    const shopper = await t.signIn('shopper@example.com');
    const { design } = await createDesign(shopper, { design: { name: 'Den' } });
    const loaded = await shopper.request('GET', `/api/design-builder/designs/${design.designId}`);
    expect(loaded.status).toBe(200);
    expect(loaded.body.data.design.name).toBe('Den');
  });

  it('lets a rep read the list and each mail', async () => {
    const rep = await t.signIn('rep@example.com');
    const list = await rep.request('GET', '/api/mail/outbox');
    expect(list.status).toBe(200);
    expect(list.body.data.mails.map((mail: { subject: string; status: string }) => [mail.subject, mail.status])).toEqual([
      ['For the rep', 'delivered-locally'],
    ]);
    const one = await rep.request('GET', `/api/mail/outbox/${mailId}`);
    expect(one.status).toBe(200);
    expect(one.body.data.html).toContain('Your estimate is ready.');
  });
});

describe('polling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: undefined, mailPollMs: 50 });
    await t.app.ready();
  });
  afterAll(() => t?.close());

  it('delivers mail nobody woke the delivery for, at the next poll', async () => {
    const id = await queueMail(t.db, { subject: 'Found by the poll' });
    await expect.poll(async () => (await outboxRow(t.db, id)).status, { timeout: scaled(5_000) }).toBe('delivered-locally');
  });
});
