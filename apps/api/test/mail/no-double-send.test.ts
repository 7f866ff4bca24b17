import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Db, openPostgres } from '../../src/db/database.ts';
import { createMailDelivery, type MailDelivery, wakeMailDelivery } from '../../src/modules/mail/delivery.ts';
import { smtpSender } from '../../src/modules/mail/senders.ts';
import { createServer } from '../../src/server.ts';
import { createTestApp, type TestApp } from '../support.ts';
import { queueMail } from './helpers.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.ts';

const MAILS = 120;
const FIRST_FROM = 'first-worker@estimate-builder.example';
const SECOND_FROM = 'second-worker@estimate-builder.example';

let smtp: TestSmtpServer;
let t: TestApp;
/** PostgreSQL: a second app with its own connection pool on the same database, as a second process would be. */
let second: { app: FastifyInstance; db: Db } | null = null;
/** PGlite belongs to one process: there the second worker is a second delivery loop in this one. */
let secondLoop: MailDelivery | null = null;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: FIRST_FROM });
  await t.app.ready();
  if (t.engine === 'postgres' && t.config.databaseUrl) {
    const handle = await openPostgres(t.config.databaseUrl);
    second = { app: await createServer({ ...t.config, mailFrom: SECOND_FROM }, handle), db: handle.db };
    await second.app.ready();
  } else {
    secondLoop = createMailDelivery({ db: t.db, sender: smtpSender(smtp.url, SECOND_FROM), pollMs: 0 });
  }
});
afterAll(async () => {
  await secondLoop?.stop();
  await second?.app.close();
  await t?.close();
  await smtp?.close();
});

it('two workers on one database deliver many mails, each exactly once', async () => {
  for (let index = 0; index < MAILS; index += 1) await queueMail(t.db, { subject: `Mail ${index}` });

  const wakeSecond = () => (second ? wakeMailDelivery(second.db) : (secondLoop as MailDelivery).wake());
  await Promise.all([wakeMailDelivery(t.db), wakeSecond(), wakeMailDelivery(t.db), wakeSecond()]);

  const received = await smtp.waitFor(MAILS);
  const subjects = received.map((mail) => mail.subject ?? '');
  expect(subjects).toHaveLength(MAILS);
  expect(new Set(subjects).size).toBe(MAILS);
  // Both workers took part: each signs its mail with its own From address.
  const senders = new Set(received.map((mail) => mail.from?.value[0]?.address));
  expect(senders).toEqual(new Set([FIRST_FROM, SECOND_FROM]));

  const rows = await t.db.selectFrom('mail_outbox').select(['status', 'attempts', 'message_id']).execute();
  expect(rows).toHaveLength(MAILS);
  expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
  expect(new Set(received.map((mail) => mail.messageId))).toEqual(new Set(rows.map((row) => row.message_id)));
});
