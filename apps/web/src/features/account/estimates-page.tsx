import type { AccountEstimate } from '@eb/domain/sharing';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { accountWritesSettled } from '../../lib/account-writes.ts';
import { ApiError, isAbortError } from '../../lib/api-client.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { focusElement } from '../../lib/focus.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { selectMe, selectSessionStatus } from '../../lib/session-slice.ts';
import { useSite } from '../../lib/site-context.ts';
import { signInUrl } from '../../lib/site-events.ts';
import { globalErrorRaised, toastRequested } from '../../lib/ui-slice.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import './estimates.css';
import { duplicateEstimate, estimatesApi } from './estimates-api.ts';
import { DeleteEstimateModal } from './estimates-delete-modal.tsx';
import { DuplicateEstimateModal } from './estimates-duplicate-modal.tsx';
import { EstimatesList } from './estimates-list.tsx';
import { EMPTY_ESTIMATES_TEXT, focusAfterRemoval, without } from './estimates-rows.ts';

const NEW_ESTIMATE_PATH = '/estimatebuilder/new';

type ListState = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; estimates: AccountEstimate[] };

/** Focuses the visible open link of a row (the table or the cards), else the page heading. */
function focusRow(designId: string | null, heading: HTMLElement | null): void {
  const links = designId ? document.querySelectorAll<HTMLElement>(`[data-estimate-open="${CSS.escape(designId)}"]`) : [];
  const visible = [...links].find((link) => link.getClientRects().length > 0);
  if (visible) focusElement(visible);
  else if (heading) focusElement(heading);
}

/**
 * 'My Estimates' (site 3, /myaccount/estimates) and 'My Window Treatments' (site 11,
 * /mywindowtreatments): the signed-in shopper's linked designs, newest first, to open, duplicate,
 * download or delete. Guests go to sign in and come back here.
 */
export function EstimatesPage() {
  const site = useSite();
  const title = site.accountListName;
  usePageTitle(title);
  const me = useAppSelector(selectMe);
  const sessionStatus = useAppSelector(selectSessionStatus);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [deleting, setDeleting] = useState<AccountEstimate | null>(null);
  const [duplicating, setDuplicating] = useState<AccountEstimate | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ designId: string | null } | null>(null);

  const returnUrl = location.pathname + location.search;
  const toSignIn = useCallback(() => navigate(signInUrl(returnUrl), { replace: true }), [navigate, returnUrl]);
  const role = me?.role ?? null;
  const userId = me?.userId ?? null;

  useEffect(() => {
    if (role === 'guest') toSignIn();
  }, [role, toSignIn]);

  // The list once the session is known; again on Retry and when the signed-in user changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt and userId are the reload triggers.
  useEffect(() => {
    if (role === null || role === 'guest') return;
    const controller = new AbortController();
    setList({ status: 'loading' });
    // Designs still joining the account (linked as they loaded, a moment ago) are listed too.
    accountWritesSettled()
      .then(() => estimatesApi.list(controller.signal))
      .then((estimates) => setList({ status: 'ready', estimates }))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        if (error instanceof ApiError && error.status === 401) toSignIn();
        else setList({ status: 'failed', message: userMessageOf(error) });
      });
    return () => controller.abort();
  }, [role, userId, attempt, toSignIn]);

  // After a copy or a delete, focus goes to the copy or to the row that took the deleted one's place.
  useEffect(() => {
    if (!focusTarget) return;
    focusRow(focusTarget.designId, heading.current);
    setFocusTarget(null);
  }, [focusTarget]);

  const estimates = list.status === 'ready' ? list.estimates : [];

  const raise = (error: unknown) => dispatch(globalErrorRaised({ message: userMessageOf(error) }));

  const remove = async (estimate: AccountEstimate) => {
    try {
      await estimatesApi.remove(estimate.designId);
    } catch (error) {
      setDeleting(null);
      raise(error);
      // Gone already (deleted in another tab): show the list as the server has it.
      if (error instanceof ApiError && error.status === 404) setAttempt((count) => count + 1);
      return;
    }
    const next = focusAfterRemoval(estimates, estimate.designId);
    setList({ status: 'ready', estimates: without(estimates, estimate.designId) });
    setDeleting(null);
    setFocusTarget({ designId: next });
    dispatch(toastRequested({ message: `${estimate.name} was deleted.` }));
  };

  const duplicate = async (estimate: AccountEstimate, name: string) => {
    if (!me) return;
    try {
      const copyId = await duplicateEstimate(site, me, estimate.designId, name);
      const fresh = await estimatesApi.list();
      setList({ status: 'ready', estimates: fresh });
      setDuplicating(null);
      setFocusTarget({ designId: copyId });
      dispatch(toastRequested({ message: `${name} was added to ${title}.` }));
    } catch (error) {
      setDuplicating(null);
      raise(error);
    }
  };

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
        <LoadFailed message={list.message} onRetry={() => setAttempt((count) => count + 1)} />
      ) : estimates.length === 0 ? (
        <div className="eb-card eb-empty-state eb-estimates__empty">
          <p className="eb-estimates__empty-text">{EMPTY_ESTIMATES_TEXT}</p>
          <Link className="eb-button eb-button--primary" to={NEW_ESTIMATE_PATH}>
            Start a New Estimate
          </Link>
        </div>
      ) : (
        <EstimatesList estimates={estimates} caption={title} onDuplicate={setDuplicating} onDelete={setDeleting} />
      )}

      <DeleteEstimateModal estimate={deleting} listName={title} onConfirm={remove} onClose={() => setDeleting(null)} />
      <DuplicateEstimateModal
        estimate={duplicating}
        names={estimates.map((estimate) => estimate.name)}
        onSubmit={duplicate}
        onClose={() => setDuplicating(null)}
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
