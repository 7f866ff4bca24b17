/**
 * The SMTP server refuses mail for a while (451, as a busy or greylisting server does): shares are
 * still accepted and their mail queued; once it takes mail again, each is delivered exactly once,
 * with three processes polling the one outbox.
 */
import { randomUUID } from 'node:crypto';
import type { TestSmtpServer } from '@eb/api/test/mail/smtp-server.ts';
import { expect } from 'vitest';
import type { Fleet } from '../../../scripts/fleet-lib.ts';
import { waitFor } from '../../../scripts/fleet-lib.ts';
import { BASE, Browser } from '../client.ts';
import { scaled } from './support.ts';

const SHARES = 6;

interface MailLine {
  to: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

async function signedIn(url: string, email: string): Promise<Browser> {
  const browser = new Browser(url);
  const answer = await browser.request('POST', '/api/account/login', { body: { email, password: 'demo-password' } });
  if (answer.status !== 200) throw new Error(`Signing in as ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return browser;
}

/** The outbox lines of `recipients`, as the mailbox lists them. */
async function outbox(rep: Browser, recipients: Set<string>): Promise<MailLine[]> {
  const answer = await rep.request('GET', '/api/mail/outbox?limit=200');
  if (answer.status !== 200) throw new Error(`The outbox answered ${answer.status}`);
  return (answer.body.data.mails as MailLine[]).filter((mail) => recipients.has(mail.to));
}

export async function smtpOutage(fleet: Fleet, smtp: TestSmtpServer): Promise<void> {
  const run = randomUUID().slice(0, 8);
  const recipients = Array.from({ length: SHARES }, (_, index) => `customer-${run}-${index + 1}@example.com`);
  const wanted = new Set(recipients);
  const received = () => smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && wanted.has(mail.to.value[0]?.address ?? ''));
  const shopper = new Browser(fleet.url);
  const rep = await signedIn(fleet.url, 'rep@example.com');
  try {
    smtp.accepting = false;
    // Shares name their designs in the body, not the path: nginx spreads them over the three processes.
    for (const to of recipients) {
      const created = await shopper.write('POST', `${BASE}/designs`, { body: { design: {} }, deadline: Date.now() + scaled(20_000) });
      expect(created.status).toBe(201);
      const shared = await rep.write('POST', `${BASE}/estimates/share`, {
        body: { To: to, Subject: '', Body: 'Here are your estimates.', Designs: [created.body.data.design.designId] },
        deadline: Date.now() + scaled(20_000),
      });
      expect(shared.status, JSON.stringify(shared.body)).toBe(200);
      // Built from X-Forwarded-Proto and -Host: the address the customer can open, not a process's port.
      expect(shared.body.data.link).toMatch(new RegExp(`^${fleet.url}/`));
    }
    // Every mail has been tried and refused: it waits in the outbox for its next attempt.
    await waitFor(
      'every mail to be tried once and refused',
      async () => {
        const lines = await outbox(rep, wanted);
        return lines.length === SHARES && lines.every((line) => line.status === 'queued' && line.attempts >= 1 && line.lastError);
      },
      scaled(20_000),
      250,
    );
    expect(received()).toEqual([]);

    smtp.accepting = true;
    const back = Date.now();
    // The first retry comes 30 s after a refusal (apps/api/src/modules/mail/retry.ts).
    await waitFor(
      'every mail to be sent',
      async () => (await outbox(rep, wanted)).every((line) => line.status === 'sent'),
      scaled(90_000),
      500,
    );
    console.log(`SMTP drill: ${SHARES} mails sent ${Date.now() - back} ms after the SMTP server took mail again`);
    // Sent is final: no process sends a sent mail again, so the count is settled now.
    const counts = recipients.map((to) => received().filter((mail) => !Array.isArray(mail.to) && mail.to?.value[0]?.address === to).length);
    expect(counts, 'mails received by each customer').toEqual(recipients.map(() => 1));
  } finally {
    smtp.accepting = true;
    await Promise.all([shopper.close(), rep.close()]);
  }
}
