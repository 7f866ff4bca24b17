import { type Kysely, sql } from 'kysely';

/**
 * The mail outbox: every outgoing mail is a row, written in the same transaction as what it tells
 * of (a share). Delivery takes rows whose time has come with `for update skip locked`, so several
 * server processes never send one twice; a failure waits longer before each new attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_outbox (
      id uuid primary key,
      site_id integer not null,
      kind text not null,
      to_address text not null,
      reply_to text,
      subject text not null,
      html text not null,
      text_body text not null,
      status text not null default 'queued' check (status in ('queued', 'sent', 'delivered-locally', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      message_id text,
      created_by_user_id uuid references users (id),
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )
  `.execute(db);
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status = 'queued'`.execute(db);
  await sql`create index mail_outbox_created_idx on mail_outbox (created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mail_outbox`.execute(db);
}
