import { type Kysely, sql } from 'kysely';

/**
 * Who may change a configuration: whoever made it (their session, and their account when signed in)
 * until it is placed on a window; from then on whoever may change the designs holding it.
 * Configurations made before this existed count as placed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table configurations add column owner_session_id text`.execute(db);
  await sql`alter table configurations add column owner_user_id text`.execute(db);
  await sql`alter table configurations add column is_placed boolean not null default true`.execute(db);
  await sql`alter table configurations alter column is_placed set default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table configurations drop column is_placed`.execute(db);
  await sql`alter table configurations drop column owner_user_id`.execute(db);
  await sql`alter table configurations drop column owner_session_id`.execute(db);
}
