import { type Kysely, sql } from 'kysely';

/**
 * The buying half of doc 001 (issue 12): carts and their lines, orders with their lines and payments,
 * tax results stored per design, and change orders (auto-release designs added to an existing order).
 * Money is integer cents. A cart line is one configuration (a window's product configuration or a
 * job's installation configuration) once per cart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table carts (
      id uuid primary key,
      site_id integer not null,
      owner_user_id uuid references users (id) on delete cascade,
      owner_session_id text,
      status text not null check (status in ('open', 'ordered')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (owner_user_id is not null or owner_session_id is not null)
    )
  `.execute(db);
  // One open cart per caller and site.
  await sql`create unique index carts_open_user_idx on carts (site_id, owner_user_id) where status = 'open' and owner_user_id is not null`.execute(
    db,
  );
  await sql`create unique index carts_open_session_idx on carts (site_id, owner_session_id) where status = 'open' and owner_user_id is null`.execute(
    db,
  );
  await sql`
    create table cart_lines (
      id uuid primary key,
      cart_id uuid not null references carts (id) on delete cascade,
      kind text not null check (kind in ('product', 'installation')),
      configuration_guid uuid not null,
      design_id uuid references designs (id) on delete set null,
      design_name text not null,
      item_id uuid,
      room_name text,
      window_name text,
      product_id text,
      product_name text not null,
      options jsonb not null,
      width numeric,
      height numeric,
      unit_price_cents integer not null check (unit_price_cents >= 0),
      unit_retail_cents integer not null check (unit_retail_cents >= 0),
      quantity integer not null check (quantity between 1 and 99),
      job_uid text,
      position integer not null,
      added_at timestamptz not null default now(),
      unique (cart_id, configuration_guid)
    )
  `.execute(db);
  await sql`
    create table orders (
      id uuid primary key,
      order_number text not null unique,
      site_id integer not null,
      owner_user_id uuid references users (id) on delete set null,
      owner_session_id text,
      cart_id uuid references carts (id) on delete set null,
      status text not null check (status in ('placed', 'paid', 'cancelled')),
      contact jsonb not null,
      address jsonb not null,
      product_cents integer not null,
      installation_cents integer not null,
      tax_cents integer not null,
      total_cents integer not null,
      payment_method text,
      paid_at timestamptz,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index orders_owner_user_idx on orders (owner_user_id)`.execute(db);
  await sql`
    create table order_lines (
      id uuid primary key,
      order_id uuid not null references orders (id) on delete cascade,
      kind text not null check (kind in ('product', 'installation')),
      configuration_guid uuid not null,
      line_item_group_guid uuid not null,
      design_id uuid references designs (id) on delete set null,
      design_name text not null,
      item_id uuid,
      room_name text,
      window_name text,
      product_id text,
      product_name text not null,
      options jsonb not null,
      width numeric,
      height numeric,
      unit_price_cents integer not null,
      unit_retail_cents integer not null,
      quantity integer not null,
      tax_cents integer not null default 0,
      job_uid text,
      change_order_id uuid,
      position integer not null,
      unique (order_id, line_item_group_guid)
    )
  `.execute(db);
  await sql`create index order_lines_job_idx on order_lines (job_uid) where job_uid is not null`.execute(db);
  await sql`
    create table payments (
      id uuid primary key,
      order_id uuid not null references orders (id) on delete cascade,
      method text not null,
      amount_cents integer not null,
      status text not null check (status in ('authorized', 'captured', 'failed')),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  // An order is paid once.
  await sql`create unique index payments_order_idx on payments (order_id) where status <> 'failed'`.execute(db);
  await sql`
    create table design_taxes (
      design_id uuid primary key references designs (id) on delete cascade,
      tax_cents integer not null,
      was_successful boolean not null,
      order_number text,
      jurisdiction text,
      computed_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table change_orders (
      id uuid primary key,
      order_id uuid not null references orders (id) on delete cascade,
      status text not null check (status in ('started', 'lines-added', 'completed')),
      line_item_group_guids jsonb not null default '[]',
      started_by_user_id uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    )
  `.execute(db);
  // One open change order per order.
  await sql`create unique index change_orders_open_idx on change_orders (order_id) where status <> 'completed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table change_orders`.execute(db);
  await sql`drop table design_taxes`.execute(db);
  await sql`drop table payments`.execute(db);
  await sql`drop table order_lines`.execute(db);
  await sql`drop table orders`.execute(db);
  await sql`drop table cart_lines`.execute(db);
  await sql`drop table carts`.execute(db);
}
