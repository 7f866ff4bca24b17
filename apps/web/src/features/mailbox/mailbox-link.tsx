import type { Role } from '@eb/domain/identity';
import { Link } from 'react-router';
import './mailbox-link.css';

/**
 * The way to the built-in mailbox from the account menu: for reps, and for everyone in a development
 * build (the server lets anyone read it outside production; others may still open /mailbox).
 */
export function MailboxLink({ role }: { role: Role }) {
  if (role !== 'rep' && import.meta.env.PROD) return null;
  return (
    <Link className="eb-account__mailbox" to="/mailbox">
      Mailbox
    </Link>
  );
}
