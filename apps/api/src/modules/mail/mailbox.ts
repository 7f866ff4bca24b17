import type { MailboxPage, MailDetail, MailSummary } from '@eb/domain/mail';
import type { Selectable } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { MailOutboxTable } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { assertMay } from '../../http/permission.ts';
import type { SessionData } from '../../http/session.ts';

/** Who may read the outbox: the table's `mailbox.read` (reps; outside production anyone). */
export const assertMayReadMailbox = (identity: SessionData, config: Config) =>
  assertMay(identity, 'mailbox.read', { production: config.env === 'production' });

type Row = Selectable<MailOutboxTable>;
const iso = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value.toISOString() : value);

const summary = (row: Row): MailSummary => ({
  id: row.id,
  siteId: row.site_id,
  kind: row.kind,
  to: row.to_address,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  createdAt: iso(row.created_at) ?? '',
  sentAt: iso(row.sent_at),
  lastError: row.last_error,
});

const SUMMARY_COLUMNS = [
  'id',
  'site_id',
  'kind',
  'to_address',
  'subject',
  'status',
  'attempts',
  'created_at',
  'sent_at',
  'last_error',
] as const;

/** A page of the outbox, newest first. */
export async function listMail(db: Db, page: { limit: number; offset: number }): Promise<MailboxPage> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select(SUMMARY_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { mails: rows.map((row) => summary(row as Row)), total: Number(count.total) };
}

export async function readMail(db: Db, id: string): Promise<MailDetail> {
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('This mail does not exist.');
  return { ...summary(row), replyTo: row.reply_to, messageId: row.message_id, html: row.html, text: row.text_body };
}
