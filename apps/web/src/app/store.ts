import { type Action, combineReducers, configureStore, type ThunkAction } from '@reduxjs/toolkit';
import { reducers } from './reducers.ts';

const rootReducer = combineReducers(reducers);

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, Action>;

/** The one store of the page. */
export const store = createAppStore();
