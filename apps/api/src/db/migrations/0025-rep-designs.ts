import { type Kysely, sql } from 'kysely';

/**
 * Who made a design and who shared it, so a rep's list (issue 29) holds the designs they built and
 * the ones they shared with customers. A rep's design belongs to their session, not to an account
 * (a rep saves for customers by sharing), so neither was known before. Designs made before this
 * migration have neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table designs add column made_by_user_id uuid, add column shared_by_user_id uuid`.execute(db);
  await sql`create index designs_made_by on designs (made_by_user_id, site_id) where made_by_user_id is not null`.execute(db);
  await sql`create index designs_shared_by on designs (shared_by_user_id, site_id) where shared_by_user_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists designs_shared_by`.execute(db);
  await sql`drop index if exists designs_made_by`.execute(db);
  await sql`alter table designs drop column shared_by_user_id, drop column made_by_user_id`.execute(db);
}
