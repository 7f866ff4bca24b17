import { afterAll, beforeAll, expect, it } from 'vitest';
import { wakeMailDelivery } from '../../src/modules/mail/delivery.ts';
import { createTestApp, type TestApp } from '../support.ts';
import { queueMail } from './helpers.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.ts';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer({ delayMs: 300 });
  t = await createTestApp({ smtpUrl: smtp.url });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

it('closing the app lets the send under way finish and record itself before the database closes', async () => {
  await queueMail(t.db, { subject: 'Sent while closing' });
  let recorded = false;
  let recordedWhenDatabaseClosed: boolean | null = null;
  const destroy = t.db.destroy.bind(t.db);
  t.db.destroy = async () => {
    recordedWhenDatabaseClosed ??= recorded;
    return destroy();
  };
  const delivering = wakeMailDelivery(t.db).then(() => {
    recorded = true;
  });
  await t.app.close();
  await delivering;
  expect(smtp.received.map((mail) => mail.subject)).toEqual(['Sent while closing']);
  expect(recordedWhenDatabaseClosed).toBe(true);
  // A closed app's delivery is gone: waking it does nothing and does not fail.
  await expect(wakeMailDelivery(t.db)).resolves.toBeUndefined();
});
