import { type Kysely, sql } from 'kysely';

/**
 * Rate-limit counts, shared by every server process on the database: one row per key and window,
 * counted up by one upsert per hit (http/rate-limit-store.ts). Rows whose window has ended are
 * swept now and then, found by the index on resets_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limits (
      key text primary key,
      count integer not null,
      resets_at timestamptz not null
    )
  `.execute(db);
  await sql`create index rate_limits_resets_at_idx on rate_limits (resets_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_limits`.execute(db);
}
