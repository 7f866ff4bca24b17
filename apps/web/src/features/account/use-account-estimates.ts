import type { AccountEstimate } from '@eb/domain/sharing';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { userMessageOf } from '../../lib/error-message.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { asApiError, estimatesReceived, useAccountEstimatesQuery } from '../../lib/server-api.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { signInUrl } from '../../lib/site-events.ts';

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
  const dispatch = useAppDispatch();

  const returnUrl = location.pathname + location.search;
  const toSignIn = useCallback(() => navigate(signInUrl(returnUrl), { replace: true }), [navigate, returnUrl]);
  const role = me?.role ?? null;
  const userId = me?.userId ?? null;
  const signedIn = role !== null && role !== 'guest' && userId !== null;
  // Read fresh each time the page opens (designs are saved from other pages and tabs).
  const answer = useAccountEstimatesQuery(signedIn ? { userId } : skipToken, { refetchOnMountOrArgChange: true });
  const failure = answer.error ? asApiError(answer.error) : null;
  const sessionGone = failure?.status === 401;

  useEffect(() => {
    if (role === 'guest' || sessionGone) toSignIn();
  }, [role, sessionGone, toSignIn]);

  const list: EstimatesListState =
    answer.isFetching || (!answer.data && !failure) || sessionGone
      ? { status: 'loading' }
      : answer.data
        ? { status: 'ready', estimates: answer.data }
        : { status: 'failed', message: userMessageOf(failure) };

  /** Shows the list as a change left it, without asking the server again. */
  const show = (estimates: AccountEstimate[]) => {
    if (userId) dispatch(estimatesReceived(userId, estimates));
  };
  const reload = () => {
    answer.refetch();
  };

  return { me, role, list, show, reload };
}
