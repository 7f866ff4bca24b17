import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { installSlice } from '../../../lib/install-slice.ts';
import { serverApi } from '../../../lib/server-api.ts';
import { sessionSlice } from '../../../lib/session-slice.ts';
import type { AppStore, RootState } from '../../../lib/store-types.ts';
import { uiSlice } from '../../../lib/ui-slice.ts';
import { builderSlice } from './builder-slice.ts';
import { historySlice } from './history-slice.ts';
import { selectionSlice } from './selection-slice.ts';

/**
 * A store with every slice of RootState, for unit tests of thunks; the page's own store (with its
 * local-storage persistence) is built in app/store.ts, which nothing imports.
 */
export function createTestStore(preloadedState?: Partial<RootState>): AppStore {
  const reducer: Reducer<RootState, UnknownAction, Partial<RootState>> = combineReducers({
    [uiSlice.name]: uiSlice.reducer,
    [sessionSlice.name]: sessionSlice.reducer,
    [builderSlice.name]: builderSlice.reducer,
    [historySlice.name]: historySlice.reducer,
    [selectionSlice.name]: selectionSlice.reducer,
    [installSlice.name]: installSlice.reducer,
    [serverApi.reducerPath]: serverApi.reducer,
  });
  return configureStore({ reducer, preloadedState, middleware: (defaults) => defaults().concat(serverApi.middleware) });
}
