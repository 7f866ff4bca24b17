import type { ShareResult } from '@eb/domain/sharing';
import { CopyLink } from './copy-link.tsx';
import type { ShareCandidate } from './share-form.ts';

/** Step 3: who the mail went to, the designs it carried, and the link to copy. */
export function ShareDoneStep({
  to,
  withSignature,
  result,
  candidates,
  link,
}: {
  to: string;
  withSignature: boolean;
  result: ShareResult;
  candidates: ShareCandidate[];
  link: string;
}) {
  return (
    <div className="eb-share__done">
      {withSignature ? (
        <p className="eb-banner eb-banner--note eb-share__confirmation" role="status">
          Sent to <strong>{to}</strong> with your signature.
        </p>
      ) : (
        <p role="status">
          We emailed a link to <strong>{to}</strong>.
        </p>
      )}
      <ul className="eb-share__sent">
        {result.designs.map((entry) => (
          <li key={entry.designId}>{candidates.find((candidate) => candidate.designId === entry.designId)?.name ?? entry.designId}</li>
        ))}
      </ul>
      <CopyLink link={link} />
    </div>
  );
}
