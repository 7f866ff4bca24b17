import { getSite, isSiteId } from '@eb/domain/sites';
import nodemailer from 'nodemailer';

/** A claimed outbox row, as a sender needs it. */
export interface MailToSend {
  id: string;
  siteId: number;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
}

export interface SendResult {
  status: 'sent' | 'delivered-locally';
  messageId: string | null;
}

export interface MailSender {
  send(mail: MailToSend): Promise<SendResult>;
  close(): void;
}

/** No SMTP server configured: the outbox row is the delivered mail, read in the app's mailbox. */
export const localMailbox: MailSender = {
  send: async () => ({ status: 'delivered-locally', messageId: null }),
  close: () => {},
};

/** SMTP timeouts: together well under the delivery lease, so a send never outlives its claim. */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000, dnsTimeout: 10_000 };

/** Sends through the SMTP server of `SMTP_URL` (smtp:// or smtps://, user and password in the URL). */
export function smtpSender(smtpUrl: string, fromAddress: string): MailSender {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 2, ...TIMEOUTS });
  return {
    async send(mail) {
      const brand = isSiteId(mail.siteId) ? getSite(mail.siteId).brand : undefined;
      const info = await transport.sendMail({
        from: brand ? { name: brand, address: fromAddress } : fromAddress,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      return { status: 'sent', messageId: info.messageId ?? null };
    },
    close: () => transport.close(),
  };
}
