import type { Db } from '../../db/database.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail } from './repo.ts';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ACCOUNTS = [
  { email: 'shopper@example.com', name: 'Sam Shopper', role: 'consumer', repId: null, employeeId: null },
  { email: 'rep@example.com', name: 'Riley Rep', role: 'rep', repId: 'R1001', employeeId: 'E1001' },
] as const;

/**
 * Seeds the two demo accounts (outside production); running it again changes nothing. Several server
 * processes may start at once on one database: an account another one inserted meanwhile is left as it is.
 */
export async function seedDemoAccounts(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    const values = {
      id: crypto.randomUUID(),
      email: account.email,
      name: account.name,
      password_hash: await hashPassword(DEMO_PASSWORD),
      role: account.role,
      rep_id: account.repId,
      employee_id: account.employeeId,
      identity_id: crypto.randomUUID(),
    };
    await db
      .insertInto('users')
      .values(values)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}
