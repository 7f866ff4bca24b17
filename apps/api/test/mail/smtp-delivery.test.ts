import { getSite } from '@eb/domain/sites';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailDelivery, wakeMailDelivery } from '../../src/modules/mail/delivery.ts';
import { RETRY_POLICY } from '../../src/modules/mail/retry.ts';
import { smtpSender } from '../../src/modules/mail/senders.ts';
import { createTestApp, type TestApp } from '../support.ts';
import { outboxRow, queueMail } from './helpers.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.ts';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'estimates@brightline.example' });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.accepting = true;
});

describe('outbox delivery through SMTP', () => {
  it('sends the HTML and plain-text parts, subject, to, reply-to and the site as sender, and records the message id', async () => {
    const id = await queueMail(t.db, {
      to: 'dana@example.com',
      replyTo: 'riley.rep@example.com',
      subject: 'Your Brightline estimate',
      note: 'Two designs <for you> & more',
    });
    expect((await outboxRow(t.db, id)).status).toBe('queued');
    const before = smtp.received.length;
    await wakeMailDelivery(t.db);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    if (!mail) return expect.fail('no mail received');
    expect(mail.subject).toBe('Your Brightline estimate');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((address) => address.address) : []).toEqual(['dana@example.com']);
    expect(mail.replyTo?.value.map((address) => address.address)).toEqual(['riley.rep@example.com']);
    expect(mail.from?.value).toEqual([{ name: getSite(3).brand, address: 'estimates@brightline.example' }]);
    expect(mail.html).toContain('Two designs &lt;for you&gt; &amp; more');
    expect(mail.html).toContain(getSite(3).theme.primary);
    expect(mail.text).toContain('Two designs <for you> & more');
    expect(mail.text).toContain(getSite(3).brand);

    const row = await outboxRow(t.db, id);
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBeNull();
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row.message_id).toBe(mail.messageId);
  });

  it('leaves out Reply-To when the mail has none', async () => {
    const before = smtp.received.length;
    await queueMail(t.db, { replyTo: null });
    await wakeMailDelivery(t.db);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.replyTo).toBeUndefined();
  });

  it('keeps a refused mail queued with the error, waits longer each time, and sends it once the server accepts', async () => {
    smtp.accepting = false;
    const before = smtp.received.length;
    const id = await queueMail(t.db, { subject: 'Refused at first' });
    await wakeMailDelivery(t.db);
    const first = await outboxRow(t.db, id);
    expect(first.status).toBe('queued');
    expect(first.attempts).toBe(1);
    expect(first.last_error).toMatch(/451/);
    const wait1 = first.next_attempt_at.getTime() - Date.now();
    expect(wait1).toBeGreaterThan(RETRY_POLICY.baseMs - 5_000);
    expect(wait1).toBeLessThanOrEqual(RETRY_POLICY.baseMs);

    // Not due yet: waking again does not try it.
    await wakeMailDelivery(t.db);
    expect((await outboxRow(t.db, id)).attempts).toBe(1);

    // Its time comes, the server still refuses: the wait doubles.
    await sql`update mail_outbox set next_attempt_at = now() where id = ${id}`.execute(t.db);
    await wakeMailDelivery(t.db);
    const second = await outboxRow(t.db, id);
    expect(second.status).toBe('queued');
    expect(second.attempts).toBe(2);
    const wait2 = second.next_attempt_at.getTime() - Date.now();
    expect(wait2).toBeGreaterThan(2 * RETRY_POLICY.baseMs - 5_000);
    expect(wait2).toBeLessThanOrEqual(2 * RETRY_POLICY.baseMs);

    smtp.accepting = true;
    await sql`update mail_outbox set next_attempt_at = now() where id = ${id}`.execute(t.db);
    await wakeMailDelivery(t.db);
    const sent = await outboxRow(t.db, id);
    expect(sent.status).toBe('sent');
    expect(sent.attempts).toBe(3);
    expect(sent.last_error).toBeNull();
    const received = (await smtp.waitFor(before + 1)).slice(before);
    expect(received.map((mail) => mail.subject)).toEqual(['Refused at first']);
  });

  it('marks a mail failed after the last attempt and tries it no more', async () => {
    smtp.accepting = false;
    const id = await queueMail(t.db, { subject: 'Never accepted' });
    await sql`update mail_outbox set attempts = ${RETRY_POLICY.maxAttempts - 1} where id = ${id}`.execute(t.db);
    await wakeMailDelivery(t.db);
    const row = await outboxRow(t.db, id);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(RETRY_POLICY.maxAttempts);
    expect(row.last_error).toMatch(/451/);
    smtp.accepting = true;
    await sql`update mail_outbox set next_attempt_at = now() where id = ${id}`.execute(t.db);
    await wakeMailDelivery(t.db);
    expect((await outboxRow(t.db, id)).status).toBe('failed');
  });

  it('takes back a claim whose process died once its lease runs out', async () => {
    const before = smtp.received.length;
    const id = await queueMail(t.db, { subject: 'Claimed by a crashed process' });
    // What a claim leaves behind when its process dies before sending: one attempt, the lease ahead.
    await sql`update mail_outbox set attempts = 1, next_attempt_at = now() + interval '5 minutes' where id = ${id}`.execute(t.db);
    await wakeMailDelivery(t.db);
    expect((await outboxRow(t.db, id)).status).toBe('queued');
    await sql`update mail_outbox set next_attempt_at = now() where id = ${id}`.execute(t.db);
    await wakeMailDelivery(t.db);
    expect((await outboxRow(t.db, id)).status).toBe('sent');
    expect((await smtp.waitFor(before + 1)).slice(before).map((mail) => mail.subject)).toEqual(['Claimed by a crashed process']);
  });
});

describe('SMTP_URL credentials', () => {
  it('signs in with the user and password of the URL; wrong ones leave the mail queued with the reason', async () => {
    const wrong = new URL(smtp.url);
    wrong.password = 'not-the-password';
    const loop = createMailDelivery({ db: t.db, sender: smtpSender(wrong.toString(), 'estimates@brightline.example'), pollMs: 0 });
    const id = await queueMail(t.db, { subject: 'Wrong password' });
    await loop.wake();
    await loop.stop();
    const row = await outboxRow(t.db, id);
    expect(row.status).toBe('queued');
    expect(row.last_error).toMatch(/535|Invalid username or password/);
  });
});
