import { type Kysely, sql } from 'kysely';

/** The window a configuration was made for, as handed to the configurator (doc 000 §9). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table configurations add column window_name text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table configurations drop column window_name`.execute(db);
}
