import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table analytics_events (
      id uuid primary key,
      name text not null,
      payload jsonb not null,
      session_id uuid not null,
      site_id integer not null,
      authentication_status text not null,
      occurred_at timestamptz not null,
      received_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index analytics_events_name_idx on analytics_events (name, received_at)`.execute(db);
}
