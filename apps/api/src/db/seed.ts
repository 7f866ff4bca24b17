import type { Config } from '../config.ts';
import { seedDemoAccounts } from '../modules/accounts/seed.ts';
import { seedProviders } from '../modules/installation/providers-seed.ts';
import type { Db } from './database.ts';

/** First-start data. Each step is idempotent, so it runs on every start. */
export async function seed(db: Db, config: Config): Promise<void> {
  if (config.env !== 'production') await seedDemoAccounts(db);
  await seedProviders(db);
}
