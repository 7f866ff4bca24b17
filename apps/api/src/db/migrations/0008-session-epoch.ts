import { type Kysely, sql } from 'kysely';

/** Signing out (or changing the password) moves a user's epoch on; sessions issued under an earlier one end. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column session_epoch integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column session_epoch`.execute(db);
}
