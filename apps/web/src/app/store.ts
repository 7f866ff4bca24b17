import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { initialBuilderState } from '../features/builder/state/builder-slice.ts';
import { initialInstallState } from '../lib/install-slice.ts';
import { serverApi } from '../lib/server-api.ts';
import type { AppStore, RootState } from '../lib/store-types.ts';
import { reducers } from './reducers.ts';

// Typed as the RootState the slices declare (lib/store-types.ts): a declared slice missing here does not compile.
const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = combineReducers(reducers);

export function createAppStore(preloadedState?: Partial<RootState>): AppStore {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The server-data layer's cache lifetimes, refetches and tag invalidation.
    middleware: (defaults) => defaults().concat(serverApi.middleware),
  });
}

/** The builder's open designs survive reloads in local storage (doc 000 §4 "Persistence"). */
export const PERSIST_KEY = 'eb.builder.v1';

/**
 * Undo and redo of each design survive a reload, and the trip to the configurator and back, in this
 * tab only (session storage): another tab has its own history. Each step is a command the server
 * checks again when it is undone or redone.
 */
export const HISTORY_KEY = 'eb.history.v1';

/**
 * The installation modals' answers (removal, haul away, texts, instructions) survive a reload and the
 * trip to the sign-in page, in this tab only; the rest of that slice is read again from its sources.
 */
export const INSTALL_KEY = 'eb.install.v1';

function readInstall(): RootState['install'] | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(INSTALL_KEY);
    if (!raw) return undefined;
    const jobOptions = (JSON.parse(raw) as Partial<RootState['install']> | null)?.jobOptions;
    if (!jobOptions || typeof jobOptions !== 'object' || Array.isArray(jobOptions)) return undefined;
    const valid = Object.values(jobOptions).every((entry) => entry !== null && typeof entry === 'object');
    return valid ? { ...initialInstallState, jobOptions } : undefined;
  } catch {
    return undefined;
  }
}

function readBuilder(): RootState['builder'] | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(PERSIST_KEY);
    if (!raw) return undefined;
    const builder = JSON.parse(raw) as RootState['builder'];
    if (!builder || typeof builder !== 'object' || !Array.isArray(builder.openDesignIds)) return undefined;
    return { ...initialBuilderState, ...builder, newDesignModalOpen: false };
  } catch (error) {
    console.warn('The saved builder state could not be read', error);
    return undefined;
  }
}

function readHistory(): RootState['designHistory'] | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(HISTORY_KEY);
    if (!raw) return undefined;
    const history = JSON.parse(raw) as RootState['designHistory'];
    const designs = history && typeof history === 'object' ? history.designs : undefined;
    if (!designs || typeof designs !== 'object') return undefined;
    const valid = Object.values(designs).every((entry) => Array.isArray(entry?.past) && Array.isArray(entry?.future));
    return valid ? { designs } : undefined;
  } catch {
    return undefined;
  }
}

function readPersisted(): Partial<RootState> {
  const builder = readBuilder();
  const designHistory = readHistory();
  const install = readInstall();
  return { ...(builder ? { builder } : {}), ...(designHistory ? { designHistory } : {}), ...(install ? { install } : {}) };
}

/** Longest a change of a large slice waits for the browser to be idle before it is written anyway. */
const PERSIST_WAIT_MS = 1000;
/** Windows above which the builder's slice is large: written when idle rather than at once. */
const LARGE_SLICE_WINDOWS = 300;

/**
 * Writes one slice to storage after it changes, once per task. A large builder slice (a hotel job is
 * megabytes of text, longer to write than an edit may take) waits until the browser is idle, and is
 * written at once when the page is hidden or left, so a reload right after an edit finds it.
 */
function persistSlice<K extends keyof RootState>(
  appStore: AppStore,
  key: K,
  storage: () => Storage | undefined,
  storageKey: string,
  isLarge: (slice: RootState[K]) => boolean = () => false,
): void {
  let last: RootState[K] | undefined = appStore.getState()[key];
  let pending = false;
  const write = () => {
    if (!pending) return;
    pending = false;
    last = appStore.getState()[key];
    try {
      storage()?.setItem(storageKey, JSON.stringify(last));
    } catch (error) {
      // Persistence failures only warn (doc 000 §4).
      console.warn(`The ${String(key)} state could not be saved in this browser`, error);
    }
  };
  const whenIdle = (callback: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: PERSIST_WAIT_MS }) : setTimeout(callback, 0);
  appStore.subscribe(() => {
    const slice = appStore.getState()[key];
    if (pending || slice === last) return;
    pending = true;
    if (isLarge(slice)) whenIdle(write);
    else queueMicrotask(write);
  });
  globalThis.addEventListener?.('pagehide', write);
  globalThis.document?.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') write();
  });
}

/** The one store of the page. */
export const store = createAppStore(readPersisted());
persistSlice(
  store,
  'builder',
  () => globalThis.localStorage,
  PERSIST_KEY,
  (builder) => Object.keys(builder.items).length > LARGE_SLICE_WINDOWS,
);
persistSlice(store, 'designHistory', () => globalThis.sessionStorage, HISTORY_KEY);
persistSlice(store, 'install', () => globalThis.sessionStorage, INSTALL_KEY);
