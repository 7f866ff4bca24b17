import { z } from 'zod';

/** Where an outgoing mail is: queued until delivered by SMTP (`sent`) or to the built-in mailbox. */
export const MAIL_STATUSES = ['queued', 'sent', 'delivered-locally', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One line of the mailbox (`GET /api/mail/outbox`). */
export const mailSummarySchema = z.object({
  id: z.uuid(),
  siteId: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

/** One mail with both parts (`GET /api/mail/outbox/{id}`). */
export const mailDetailSchema = mailSummarySchema.extend({
  replyTo: z.string().nullable(),
  messageId: z.string().nullable(),
  html: z.string(),
  text: z.string(),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;

export const MAILBOX_PAGE_SIZE = 50;

export const mailboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(MAILBOX_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** A page of the mailbox, newest first, and how many mails there are in all. */
export const mailboxPageSchema = z.object({ mails: z.array(mailSummarySchema), total: z.number().int() });
export type MailboxPage = z.infer<typeof mailboxPageSchema>;

/** What the mailbox page says to someone who may not read it (production, not a rep). */
export const MAILBOX_FORBIDDEN = 'Only sales representatives can read the mailbox.';
