import { accountEndpoints } from '@eb/domain/endpoints/accounts';
import {
  INTERNAL_USER_COOKIE,
  type InternalUser,
  type LoginInput,
  type Me,
  parseInternalUserCookie,
  type RegisterInput,
} from '@eb/domain/identity';
import { type OriginMode, originOf } from '@eb/domain/sites';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { call, isAbortError, setRepId } from './api-client.ts';
import type { AppThunk } from './store-types.ts';
import { globalErrorRaised } from './ui-slice.ts';

/** Who is using the page: answered by GET /api/account/me, updated by sign-in and sign-out. */
export interface SessionState {
  me: Me | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The readable internalUser cookie a rep receives (doc 000 §6); the server never trusts it. */
  internalUser: InternalUser | null;
}

declare module './store-types.ts' {
  interface RootState {
    session: SessionState;
  }
}

export const initialSessionState: SessionState = { me: null, status: 'idle', internalUser: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    meRequested(state) {
      state.status = 'loading';
    },
    meReceived(state, action: PayloadAction<{ me: Me; internalUser: InternalUser | null }>) {
      state.me = action.payload.me;
      state.internalUser = action.payload.internalUser;
      state.status = 'ready';
    },
    meFailed(state) {
      state.status = 'failed';
    },
  },
});

export const { meRequested, meReceived, meFailed } = sessionSlice.actions;

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? entry.slice(name.length + 1) : null;
}

/** Stores the answered user and keeps the API client's rep id in step with it. */
function received(me: Me): AppThunk<Me> {
  return (dispatch) => {
    setRepId(me.role === 'rep' ? me.repId : null);
    const internalUser = me.role === 'rep' ? parseInternalUserCookie(readCookie(INTERNAL_USER_COOKIE)) : null;
    dispatch(meReceived({ me, internalUser }));
    return me;
  };
}

export function loadMe(signal?: AbortSignal): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(meRequested());
    try {
      dispatch(received(await call(accountEndpoints.whoIsCalling, { signal })));
    } catch (error) {
      if (isAbortError(error)) return;
      console.warn('Could not load the signed-in user', error);
      dispatch(meFailed());
    }
  };
}

/** Signs in; an ApiError (wrong password, rate limit) is thrown for the form to show. */
export function signIn(input: LoginInput): AppThunk<Promise<Me>> {
  return async (dispatch) => dispatch(received(await call(accountEndpoints.signIn, { body: input })));
}

/** Creates a shopper account and signs it in; an ApiError is thrown for the form to show. */
export function registerAccount(input: RegisterInput): AppThunk<Promise<Me>> {
  return async (dispatch) => dispatch(received(await call(accountEndpoints.register, { body: input })));
}

export function signOut(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    try {
      dispatch(received(await call(accountEndpoints.signOut)));
    } catch (error) {
      if (isAbortError(error)) return;
      dispatch(globalErrorRaised({ message: null }));
    }
  };
}

type WithSession = { session: SessionState };
export const selectMe = (state: WithSession) => state.session.me;
export const selectSessionStatus = (state: WithSession) => state.session.status;
/** Origin mode of doc 000 §1: CEC for internal users, Online otherwise. */
export const selectOrigin = (state: WithSession): OriginMode => originOf(state.session.me?.role ?? 'guest');
