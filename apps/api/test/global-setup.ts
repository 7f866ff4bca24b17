import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { inThisThread, PGliteDialect } from '../src/db/pglite-dialect.ts';
import type { Database } from '../src/db/schema.ts';
import { seedDemoAccounts } from '../src/modules/accounts/seed.ts';
import { databaseUrlFor, type TemplateDatabase, withAdmin } from './test-database.ts';

/**
 * Migrates and seeds one template database per run. Each test file then starts from a copy of it:
 * on PostgreSQL `CREATE DATABASE ... TEMPLATE`, on PGlite a data-dir dump loaded in memory, which
 * takes about a second where a fresh PGlite plus migrations takes three to four.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? await postgresTemplate(adminUrl) : await pgliteTemplate();
  project.provide('templateDatabase', template);
  return async () => {
    if (template.engine === 'pglite') rmSync(template.dumpFile, { force: true });
    else await dropRunDatabases(template);
  };
}

async function pgliteTemplate(): Promise<TemplateDatabase> {
  const client = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(inThisThread(client)) });
  await migrateToLatest(db);
  await seedDemoAccounts(db);
  const dump = await client.dumpDataDir('none');
  const dumpFile = join(tmpdir(), `eb-test-template-${process.pid}-${Date.now()}.tar`);
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  return { engine: 'pglite', dumpFile };
}

async function postgresTemplate(adminUrl: string): Promise<TemplateDatabase> {
  const prefix = `eb_test_${process.pid}_`;
  const template = `${prefix}template`;
  try {
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${template}"`));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Cannot reach PostgreSQL at TEST_DATABASE_URL (${reason}). Start one with \`bash scripts/pg-test.sh start\`, or unset TEST_DATABASE_URL to test on PGlite.`,
    );
  }
  const opened = await openPostgres(databaseUrlFor(adminUrl, template));
  try {
    await migrateToLatest(opened.db);
    await seedDemoAccounts(opened.db);
  } finally {
    // CREATE DATABASE ... TEMPLATE needs the template to have no open connections.
    await opened.close();
  }
  return { engine: 'postgres', adminUrl, template, prefix };
}

/** Drops the template and whatever a crashed test file left behind. */
async function dropRunDatabases(template: Extract<TemplateDatabase, { engine: 'postgres' }>): Promise<void> {
  await withAdmin(template.adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      template.prefix,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
