import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/database.ts';

/** A mail to send: both parts are made by the caller (HTML and plain text). */
export interface OutgoingMail {
  siteId: number;
  /** What it is about, for the mailbox and the logs: 'share', 'saved-design', ... */
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  createdByUserId?: string | null;
}

/**
 * Queues a mail in the caller's transaction: it is sent only if what it tells of was written, and it
 * is never lost once that was. Delivery (SMTP, or the built-in mailbox) picks it up after commit.
 */
export async function enqueueMail(db: Db | Tx, mail: OutgoingMail): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      site_id: mail.siteId,
      kind: mail.kind,
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      html: mail.html,
      text_body: mail.text,
      created_by_user_id: mail.createdByUserId ?? null,
    })
    .execute();
  return id;
}
