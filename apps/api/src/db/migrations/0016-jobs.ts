import { type Kysely, sql } from 'kysely';

/**
 * Measure-and-install jobs (doc 001 §3 Job, Backfill booking; §4 job conversions): a job for the
 * priced windows of a design at one of a customer's addresses, the designs tied to it, the
 * installation configurations the cart adds, and the idempotency keys of bookings and job creation
 * (a retried request replays the first answer).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table jobs (
      id uuid primary key,
      job_uid text not null unique,
      site_id integer not null,
      site_code text not null check (site_code in ('BDC', 'THD')),
      service_type text not null check (service_type in ('I', 'M')),
      status text not null check (status in ('pending', 'booked', 'added-to-cart', 'cart-failed')),
      customer_id uuid not null references customers (id) on delete cascade,
      address_id uuid not null references addresses (id) on delete restrict,
      property_id uuid not null references properties (id) on delete restrict,
      design_id uuid references designs (id) on delete set null,
      items jsonb not null,
      options jsonb not null,
      pricing jsonb not null,
      retail_cents integer not null check (retail_cents >= 0),
      cost_cents integer not null check (cost_cents >= 0),
      created_by_user_id uuid references users (id) on delete set null,
      created_by_role text not null,
      booking jsonb,
      booked_at timestamptz,
      cart_report jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index jobs_customer_idx on jobs (customer_id)`.execute(db);
  await sql`
    create table job_designs (
      job_id uuid not null references jobs (id) on delete cascade,
      design_id uuid not null references designs (id) on delete cascade,
      added_at timestamptz not null default now(),
      primary key (job_id, design_id)
    )
  `.execute(db);
  // A design is tied to one job at most.
  await sql`create unique index job_designs_design_idx on job_designs (design_id)`.execute(db);
  await sql`
    create table job_configurations (
      guid uuid primary key,
      job_id uuid not null references jobs (id) on delete cascade,
      options jsonb not null,
      pricing jsonb not null,
      retail_cents integer not null,
      cost_cents integer not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index job_configurations_job_idx on job_configurations (job_id)`.execute(db);
  await sql`
    create table idempotency_keys (
      caller text not null,
      key text not null,
      request_hash text not null,
      status_code integer,
      response text,
      created_at timestamptz not null default now(),
      primary key (caller, key)
    )
  `.execute(db);
  await sql`create index idempotency_keys_created_idx on idempotency_keys (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table idempotency_keys`.execute(db);
  await sql`drop table job_configurations`.execute(db);
  await sql`drop table job_designs`.execute(db);
  await sql`drop table jobs`.execute(db);
}
