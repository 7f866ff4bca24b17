import type { ColumnType } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface MailOutboxTable {
  id: string;
  site_id: number;
  /** What the mail is about: 'share', 'saved-design', ... */
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text_body: string;
  /** queued until delivered: 'sent' through SMTP, 'delivered-locally' to the built-in mailbox; 'failed' after the last attempt. */
  status: ColumnType<
    'queued' | 'sent' | 'delivered-locally' | 'failed',
    'queued' | undefined,
    'queued' | 'sent' | 'delivered-locally' | 'failed'
  >;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  message_id: string | null;
  created_by_user_id: string | null;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
