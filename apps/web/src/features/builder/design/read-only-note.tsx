import { useLocation } from 'react-router';
import { useAppSelector } from '../../../lib/hooks.ts';
import { selectMe } from '../../../lib/session-slice.ts';
import { signInUrl } from '../../../lib/site-events.ts';
import { Button } from '../../../ui/button.tsx';

/**
 * Why a design opened by its link cannot be changed, and the way in. A design shared by email names
 * who it was shared with: signing in (or creating an account) with that email makes it theirs to
 * change and buy, and the sign-in page brings them back to the same designs. Signed in with that
 * email already, what is missing is the claim of the mailed link (this browser never opened it): the
 * note points there. Otherwise, and besides, a copy of their own (when the server would allow one:
 * doc 001 §6 Duplicate).
 */
export function ReadOnlyNote({
  sharedEmail,
  canCopy,
  copying,
  onCopy,
}: {
  sharedEmail: string | null;
  canCopy: boolean;
  copying: boolean;
  onCopy: () => void;
}) {
  const location = useLocation();
  const me = useAppSelector(selectMe);
  const copy = canCopy && (
    <Button variant="secondary" busy={copying} onClick={onCopy}>
      Save a copy to my designs
    </Button>
  );
  if (sharedEmail && me?.email && me.email.trim().toLowerCase() === sharedEmail.trim().toLowerCase()) {
    return (
      <div className="eb-banner eb-banner--info eb-design__read-only" role="note">
        <p>
          This design was shared with you (<strong>{sharedEmail}</strong>). To save it to your account, open it from the link in the email
          sent to that address{canCopy ? ', or save a copy to make it yours' : ''}.
        </p>
        {copy}
      </div>
    );
  }
  if (sharedEmail) {
    return (
      <div className="eb-banner eb-banner--info eb-design__read-only" role="note">
        <p>
          This design was shared with <strong>{sharedEmail}</strong>. To change it and check it out, sign in or create an account with that
          email{canCopy ? ', or save a copy to make it yours' : ''}.
        </p>
        <div className="eb-design__read-only-actions">
          <a className="eb-button eb-button--primary" href={signInUrl(location.pathname + location.search)}>
            Sign in
          </a>
          {copy}
        </div>
      </div>
    );
  }
  return (
    <div className="eb-banner eb-banner--info eb-design__read-only" role="note">
      <p>
        This design belongs to someone else, so you can look at it but not change it.
        {canCopy ? ' Save a copy to make it yours.' : ''}
      </p>
      {copy}
    </div>
  );
}
