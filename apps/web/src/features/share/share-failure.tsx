import { SHARE_MESSAGES } from '@eb/domain/sharing';
import { CopyLink } from './copy-link.tsx';

/** A share that failed: the spec's sentence, the server's own when it gave one, and the link to copy instead. */
export function ShareFailure({ message, link }: { message: string | null; link: string }) {
  return (
    <div className="eb-share__failure">
      <div className="eb-alert eb-alert--error" role="alert">
        <div>
          <p>{SHARE_MESSAGES.notShared}</p>
          {message && <p className="eb-share__server-message">{message}</p>}
        </div>
      </div>
      <CopyLink link={link} />
    </div>
  );
}
