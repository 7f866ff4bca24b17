import { type Kysely, sql } from 'kysely';

/** Configured products (a product, a size and its choices), priced when saved; windows point at one by guid. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table configurations (
      guid uuid primary key,
      product_id text not null,
      width numeric(7, 3) not null,
      height numeric(7, 3) not null,
      choices text not null,
      subtotal_cents integer not null,
      retail_cents integer not null,
      option_total_cents integer not null,
      is_valid boolean not null,
      messages text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table configurations`.execute(db);
}
