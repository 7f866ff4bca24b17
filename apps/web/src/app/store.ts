import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { initialBuilderState } from '../features/builder/state/builder-slice.ts';
import type { AppStore, RootState } from '../lib/store-types.ts';
import { reducers } from './reducers.ts';

// Typed as the RootState the slices declare (lib/store-types.ts): a declared slice missing here does not compile.
const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = combineReducers(reducers);

export function createAppStore(preloadedState?: Partial<RootState>): AppStore {
  return configureStore({ reducer: rootReducer, preloadedState });
}

/** The builder's open designs survive reloads in local storage (doc 000 §4 "Persistence"). */
export const PERSIST_KEY = 'eb.builder.v1';

function readPersisted(): Partial<RootState> | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(PERSIST_KEY);
    if (!raw) return undefined;
    const builder = JSON.parse(raw) as RootState['builder'];
    if (!builder || typeof builder !== 'object' || !Array.isArray(builder.openDesignIds)) return undefined;
    return { builder: { ...initialBuilderState, ...builder, newDesignModalOpen: false } };
  } catch (error) {
    console.warn('The saved builder state could not be read', error);
    return undefined;
  }
}

function persist(appStore: AppStore): void {
  let last: RootState['builder'] | undefined;
  let scheduled = false;
  appStore.subscribe(() => {
    if (scheduled || appStore.getState().builder === last) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      last = appStore.getState().builder;
      try {
        globalThis.localStorage?.setItem(PERSIST_KEY, JSON.stringify(last));
      } catch (error) {
        // Persistence failures only warn (doc 000 §4).
        console.warn('The builder state could not be saved in this browser', error);
      }
    });
  });
}

/** The one store of the page. */
export const store = createAppStore(readPersisted());
persist(store);
