/**
 * Migrates and seeds the database of DATABASE_URL once, before the fleet's processes start. Each
 * process migrates on start too, which is safe at once (Kysely's migrator holds a PostgreSQL
 * advisory lock), but seeding the demo accounts is not: two processes starting together on an empty
 * database may both insert them, and one fails on the unique email. After this, both are no-ops.
 *
 *   DATABASE_URL=postgres://… node --import tsx scripts/fleet-migrate.ts
 */
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { seed } from '../apps/api/src/db/seed.ts';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('Set DATABASE_URL: the fleet shares one PostgreSQL database.');
const database = await openDatabase(config);
try {
  await migrateToLatest(database.db);
  await seed(database.db, config);
} finally {
  await database.close();
}
