import { type Kysely, sql } from 'kysely';

/**
 * The retailer site's broker follow-up after a design first joins an account (doc 001 §4, §7): which
 * identity saved which design, under what name and configurator code. One row per identity and design.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table broker_saved_designs (
      identity_id text not null,
      design_id uuid not null references designs (id) on delete cascade,
      design_name text not null,
      configurator_code text not null,
      saved_at timestamptz not null default now(),
      primary key (identity_id, design_id)
    )
  `.execute(db);
  await sql`create index broker_saved_designs_design_idx on broker_saved_designs (design_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table broker_saved_designs`.execute(db);
}
