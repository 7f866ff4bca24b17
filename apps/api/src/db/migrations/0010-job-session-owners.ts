import { type Kysely, sql } from 'kysely';

/**
 * A job session belongs to whoever started it: the account when signed in, else the anonymous
 * session. Sessions made before have no owner, so only reps add designs to them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table job_sessions add column owner_session_id uuid`.execute(db);
  await sql`alter table job_sessions add column owner_user_id uuid references users (id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table job_sessions drop column owner_user_id`.execute(db);
  await sql`alter table job_sessions drop column owner_session_id`.execute(db);
}
