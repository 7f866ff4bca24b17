import { can } from '@eb/domain/permissions';
import { Link } from 'react-router';
import { useViewer } from '../../lib/use-viewer.ts';
import './mailbox-link.css';

/**
 * The way to the built-in mailbox from the account menu, where the table's `mailbox.read` lets the
 * caller read it: reps, and everyone in a development build (the server lets anyone read it outside
 * production).
 */
export function MailboxLink() {
  const viewer = useViewer();
  if (!can({ ...viewer, isOwner: false }, 'mailbox.read', { production: import.meta.env.PROD })) return null;
  return (
    <Link className="eb-account__mailbox" to="/mailbox">
      Mailbox
    </Link>
  );
}
