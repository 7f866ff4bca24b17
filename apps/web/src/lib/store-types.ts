import type { Action, Store, ThunkAction, ThunkDispatch } from '@reduxjs/toolkit';

/**
 * The state of the page's one store. Each slice adds its own part from its own file by declaration
 * merging (`declare module '…/lib/store-types.ts' { interface RootState { … } }`), so this file imports
 * no slice, no slice imports the store, and app/store.ts checks that its reducers build exactly this.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the slices through declaration merging.
export interface RootState {}

export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, Action>;
export type AppDispatch = ThunkDispatch<RootState, unknown, Action>;
export type AppStore = Omit<Store<RootState, Action>, 'dispatch'> & { dispatch: AppDispatch };
