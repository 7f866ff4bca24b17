import type { AccountEstimate } from '@eb/domain/sharing';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountWritesSettled } from '../../lib/account-writes.ts';
import { ApiError, isAbortError } from '../../lib/api-client.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { useAppSelector } from '../../lib/hooks.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { signInUrl } from '../../lib/site-events.ts';
import { estimatesApi } from './estimates-api.ts';

export type EstimatesListState =
  | { status: 'loading' }
  | { status: 'failed'; message: string | null }
  | { status: 'ready'; estimates: AccountEstimate[] };

/**
 * The signed-in shopper's estimates as the server lists them. Guests, and a session the server no
 * longer knows, go to sign in and come back here.
 */
export function useAccountEstimates() {
  const me = useAppSelector(selectMe);
  const navigate = useNavigate();
  const location = useLocation();
  const [list, setList] = useState<EstimatesListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

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

  /** Shows the list as a change left it, without asking the server again. */
  const show = (estimates: AccountEstimate[]) => setList({ status: 'ready', estimates });
  const reload = () => setAttempt((count) => count + 1);

  return { me, role, list, show, reload };
}
