import { can, isInternal } from '@eb/domain/permissions';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '../../lib/hooks.ts';
import { selectSessionStatus } from '../../lib/session-slice.ts';
import { useSite } from '../../lib/site-context.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import './estimates.css';
import { DeleteEstimateModal } from './estimates-delete-modal.tsx';
import { DuplicateEstimateModal } from './estimates-duplicate-modal.tsx';
import { EstimatesList } from './estimates-list.tsx';
import { EMPTY_ESTIMATES_TEXT } from './estimates-rows.ts';
import { useAccountEstimates } from './use-account-estimates.ts';
import { useEstimateChanges } from './use-estimate-changes.ts';

const NEW_ESTIMATE_PATH = '/estimatebuilder/new';

/**
 * 'My Estimates' (site 3, /myaccount/estimates) and 'My Window Treatments' (site 11,
 * /mywindowtreatments): the signed-in shopper's linked designs, newest first, to open, duplicate,
 * download or delete. Guests go to sign in and come back here.
 */
export function EstimatesPage() {
  const site = useSite();
  const title = site.accountListName;
  usePageTitle(title);
  const sessionStatus = useAppSelector(selectSessionStatus);
  const heading = useRef<HTMLHeadingElement>(null);
  const { role, list, show, reload } = useAccountEstimates();
  const estimates = list.status === 'ready' ? list.estimates : [];
  const changes = useEstimateChanges({ estimates, heading, show, reload });

  const waiting = role === null && (sessionStatus === 'idle' || sessionStatus === 'loading');
  const sessionFailed = role === null && sessionStatus === 'failed';

  return (
    <div className="eb-container eb-page eb-estimates">
      <div className="eb-page__header">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {list.status === 'ready' && estimates.length > 0 && (
          <Link className="eb-button eb-button--secondary" to={NEW_ESTIMATE_PATH}>
            Start a New Estimate
          </Link>
        )}
      </div>

      {sessionFailed ? (
        <LoadFailed message={null} onRetry={() => window.location.reload()} />
      ) : waiting || role === 'guest' || list.status === 'loading' ? (
        <div className="eb-page-loading">
          <Spinner size="lg" label={`Loading ${title}`} />
        </div>
      ) : list.status === 'failed' ? (
        <LoadFailed message={list.message} onRetry={reload} />
      ) : estimates.length === 0 ? (
        <div className="eb-card eb-empty-state eb-estimates__empty">
          <p className="eb-estimates__empty-text">{EMPTY_ESTIMATES_TEXT}</p>
          <Link className="eb-button eb-button--primary" to={NEW_ESTIMATE_PATH}>
            Start a New Estimate
          </Link>
        </div>
      ) : (
        <EstimatesList
          estimates={estimates}
          caption={title}
          onDuplicate={changes.setDuplicating}
          // A shopper's list holds the estimates saved to their account; a rep's the designs they built,
          // saved to no account: the table's `estimate.delete` lets only the account delete.
          onDelete={role && can({ role, repId: null, isOwner: !isInternal({ role }) }, 'estimate.delete') ? changes.setDeleting : undefined}
        />
      )}

      <DeleteEstimateModal
        estimate={changes.deleting}
        listName={title}
        onConfirm={changes.remove}
        onClose={() => changes.setDeleting(null)}
      />
      <DuplicateEstimateModal
        estimate={changes.duplicating}
        names={estimates.map((estimate) => estimate.name)}
        onSubmit={changes.duplicate}
        onClose={() => changes.setDuplicating(null)}
      />
    </div>
  );
}

function LoadFailed({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <div className="eb-card eb-empty-state eb-estimates__failed" role="alert">
      <p>{message ?? 'We could not load your estimates.'}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
