/** The built-in mailbox: mail the app sent (or would send) when no SMTP server is configured. */
export function MailboxPage() {
  return null;
}
