import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table designs (
      id uuid primary key,
      site_id integer not null,
      name text not null,
      product_line integer not null default 1,
      zip_code text,
      promo_code text,
      promo_end_date timestamptz,
      is_linked boolean not null default false,
      is_locked_or_ordered boolean not null default false,
      agreement_number text,
      shared_email text,
      shared_date timestamptz,
      owner_session_id uuid not null,
      owner_user_id uuid references users (id),
      room_count integer not null default 0,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index designs_owner_user_idx on designs (owner_user_id) where owner_user_id is not null`.execute(db);

  await sql`
    create table design_attributes (
      id uuid primary key,
      design_id uuid not null references designs (id) on delete cascade,
      name text not null,
      value text,
      unique (design_id, name)
    )
  `.execute(db);

  await sql`
    create table containers (
      id uuid primary key,
      design_id uuid not null references designs (id) on delete cascade,
      name text not null,
      container_type integer not null default 1,
      char_label text not null,
      position integer not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index containers_design_idx on containers (design_id, position)`.execute(db);

  await sql`
    create table items (
      id uuid primary key,
      design_id uuid not null references designs (id) on delete cascade,
      container_id uuid not null references containers (id) on delete cascade,
      label text not null,
      item_type integer not null default 1,
      item_source integer not null default 1,
      quantity integer not null default 1 check (quantity between 1 and 50),
      number_of_windows integer not null default 1,
      estimated_ship_date text,
      position integer not null,
      product jsonb,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index items_design_idx on items (design_id, container_id, position)`.execute(db);
  await sql`create index items_container_idx on items (container_id)`.execute(db);

  await sql`
    create table item_attributes (
      id uuid primary key,
      item_id uuid not null references items (id) on delete cascade,
      design_id uuid not null references designs (id) on delete cascade,
      name text not null,
      value text,
      normalized_value text,
      display_name text,
      sort_index integer not null default 0,
      display_priority integer not null default 0,
      unique (item_id, name)
    )
  `.execute(db);
  await sql`create index item_attributes_design_idx on item_attributes (design_id)`.execute(db);

  // Who changed which window attribute, from what, to what, and why (mandi edits carry a reason).
  await sql`
    create table attribute_changes (
      id uuid primary key,
      design_id uuid not null references designs (id) on delete cascade,
      item_id uuid,
      name text not null,
      old_value text,
      new_value text,
      reason text,
      changed_by text not null,
      changed_at timestamptz not null default now()
    )
  `.execute(db);

  // Sessions group the designs of one job (the GUID session route of doc 000 §2).
  await sql`
    create table job_sessions (
      id uuid primary key,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table job_session_designs (
      session_id uuid not null references job_sessions (id) on delete cascade,
      design_id uuid not null references designs (id) on delete cascade,
      position integer not null,
      primary key (session_id, design_id)
    )
  `.execute(db);
}
