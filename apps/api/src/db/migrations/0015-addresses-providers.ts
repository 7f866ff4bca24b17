import { type Kysely, sql } from 'kysely';

/**
 * Measure-and-install address and coverage (doc 001 §3, §7): the retailer's stores, the service
 * providers serving from them within a radius, and the customers (one per account or guest session)
 * with their addresses and the property each address is kept under.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stores (
      store_number integer primary key,
      full_name text not null,
      name text not null,
      zip_code text not null,
      latitude double precision not null,
      longitude double precision not null
    )
  `.execute(db);
  // Coverage looks for stores within a latitude band around the ZIP.
  await sql`create index stores_latitude_idx on stores (latitude)`.execute(db);
  await sql`
    create table service_providers (
      id text primary key,
      name text not null,
      phone text not null
    )
  `.execute(db);
  await sql`
    create table provider_stores (
      provider_id text not null references service_providers (id) on delete cascade,
      store_number integer not null references stores (store_number) on delete cascade,
      radius_miles integer not null check (radius_miles between 0 and 150),
      primary key (provider_id, store_number)
    )
  `.execute(db);
  await sql`create index provider_stores_store_idx on provider_stores (store_number)`.execute(db);

  await sql`
    create table customers (
      id uuid primary key,
      owner_user_id uuid references users (id) on delete cascade,
      owner_session_id uuid,
      store_number integer references stores (store_number) on delete set null,
      created_at timestamptz not null default now(),
      check ((owner_user_id is null) <> (owner_session_id is null))
    )
  `.execute(db);
  await sql`create unique index customers_user_idx on customers (owner_user_id) where owner_user_id is not null`.execute(db);
  await sql`create unique index customers_session_idx on customers (owner_session_id) where owner_session_id is not null`.execute(db);
  await sql`
    create table addresses (
      id uuid primary key,
      customer_id uuid not null references customers (id) on delete cascade,
      line1 text not null,
      line2 text not null,
      city text not null,
      state text not null,
      zip_code text not null,
      match_key text not null,
      normalized_by smallint not null check (normalized_by in (0, 1)),
      requires_confirmation boolean not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create unique index addresses_customer_match_idx on addresses (customer_id, match_key)`.execute(db);
  await sql`
    create table properties (
      id uuid primary key,
      customer_id uuid not null references customers (id) on delete cascade,
      address_id uuid not null unique references addresses (id) on delete cascade,
      name text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index properties_customer_idx on properties (customer_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table properties`.execute(db);
  await sql`drop table addresses`.execute(db);
  await sql`drop table customers`.execute(db);
  await sql`drop table provider_stores`.execute(db);
  await sql`drop table service_providers`.execute(db);
  await sql`drop table stores`.execute(db);
}
