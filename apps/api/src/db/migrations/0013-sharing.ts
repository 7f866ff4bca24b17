import { type Kysely, sql } from 'kysely';

/**
 * Sharing and saving: a rep's share signature per site, and when a design first joined an account
 * (linked_at; the account list sorts on it and analytics' design.save fires once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rep_signatures (
      rep_id text not null,
      site_id integer not null,
      name text not null default '',
      email text not null default '',
      phone text not null default '',
      extension text not null default '',
      updated_at timestamptz not null default now(),
      primary key (rep_id, site_id)
    )
  `.execute(db);
  await sql`alter table designs add column linked_at timestamptz`.execute(db);
  await sql`create index designs_linked_idx on designs (owner_user_id, linked_at desc) where is_linked`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index designs_linked_idx`.execute(db);
  await sql`alter table designs drop column linked_at`.execute(db);
  await sql`drop table rep_signatures`.execute(db);
}
