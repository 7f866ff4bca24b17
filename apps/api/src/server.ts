import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seed } from './db/seed.ts';

/** Opens the database, migrates, seeds and builds the app: everything but listening. */
export async function createServer(config: Config): Promise<FastifyInstance> {
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    await seed(database.db, config);
    return await buildApp(config, database);
  } catch (error) {
    await database.close();
    throw error;
  }
}
