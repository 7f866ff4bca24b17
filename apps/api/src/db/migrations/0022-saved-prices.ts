import { type Kysely, sql } from 'kysely';

/**
 * The prices a design showed when it was last saved to an account or shared with a customer (the
 * latest wins): one row per design, so a reopened design can say exactly what its prices did since.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table saved_prices (
      design_id uuid primary key references designs (id) on delete cascade,
      kind text not null check (kind in ('saved', 'shared')),
      snapshot jsonb not null,
      taken_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table saved_prices`.execute(db);
}
