import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seed } from './db/seed.ts';

/**
 * Opens the database (or takes one already opened, as the tests do), migrates, seeds and builds
 * the app: everything but listening. The app owns the database from here and closes it on close().
 */
export async function createServer(config: Config, opened?: DatabaseHandle): Promise<FastifyInstance> {
  const database = opened ?? (await openDatabase(config));
  try {
    await migrateToLatest(database.db);
    await seed(database.db, config);
    return await buildApp(config, database);
  } catch (error) {
    await database.close();
    throw error;
  }
}
