import type { MailSummary } from '@eb/domain/mail';
import { Link } from 'react-router';
import { formatMailDate, kindLabel, statusLabel } from './mailbox-format.ts';

/** The mails, newest first; each opens in the reader beside (or, on phones, instead of) the list. */
export function MailboxList({ mails, selectedId }: { mails: readonly MailSummary[]; selectedId: string | null }) {
  return (
    <ul className="eb-mailbox__list" aria-label="Mail">
      {mails.map((mail) => (
        <li key={mail.id} className={`eb-mailbox__item${mail.id === selectedId ? ' is-selected' : ''}`}>
          <Link
            className="eb-mailbox__open"
            to={`?mail=${encodeURIComponent(mail.id)}`}
            aria-current={mail.id === selectedId ? 'true' : undefined}
          >
            {mail.subject || '(no subject)'}
          </Link>
          <span className="eb-mailbox__to">
            <span className="eb-visually-hidden">To </span>
            {mail.to}
          </span>
          <span className="eb-mailbox__meta">
            <span className="eb-mailbox__kind">{kindLabel(mail.kind)}</span>
            <span className={`eb-mailbox__status eb-mailbox__status--${mail.status}`}>{statusLabel(mail.status)}</span>
            <time dateTime={mail.createdAt}>{formatMailDate(mail.createdAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
