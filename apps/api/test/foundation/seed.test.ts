import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../src/modules/accounts/seed.ts';
import { createTestApp, type TestApp } from '../support.ts';

/**
 * Several server processes started at once on one database each seed the demo accounts: both may
 * find them missing and insert them, and the one that comes second must start all the same.
 */
describe('seeding the demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lets two processes seed at once: both finish, and each account is there once', async () => {
    const emails = DEMO_ACCOUNTS.map((account) => account.email);
    await t.db.deleteFrom('users').where('email', 'in', emails).execute();
    await expect(Promise.all([seedDemoAccounts(t.db), seedDemoAccounts(t.db)])).resolves.toBeDefined();
    const rows = await t.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('email', 'in', emails)
      .executeTakeFirstOrThrow();
    expect(rows.count).toBe(emails.length);
    const shopper = await t.signIn('shopper@example.com');
    expect((await shopper.request('GET', '/api/account/me')).status).toBe(200);
  });
});
