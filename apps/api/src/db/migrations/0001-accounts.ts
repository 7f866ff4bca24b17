import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key,
      email text not null,
      name text not null,
      password_hash text not null,
      role text not null check (role in ('consumer', 'rep')),
      rep_id text unique,
      employee_id text,
      identity_id uuid not null unique,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
}
