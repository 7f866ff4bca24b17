import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { initialInstallState } from '../lib/install-slice.ts';
import { serverApi } from '../lib/server-api.ts';
import type { AppStore, RootState } from '../lib/store-types.ts';
import { builderWriter, readBuilder } from './builder-storage.ts';
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
  const builder = readBuilder(globalThis.localStorage);
  const designHistory = readHistory();
  const install = readInstall();
  return { ...(builder ? { builder } : {}), ...(designHistory ? { designHistory } : {}), ...(install ? { install } : {}) };
}

/** Longest a change of a large slice waits for the browser to be idle before it is written anyway. */
const PERSIST_WAIT_MS = 1000;
/** Windows above which the builder's slice is large: written when idle rather than at once. */
const LARGE_SLICE_WINDOWS = 300;
/** Time an idle period must have left for one more entry of windows (a sixteenth of a hotel job takes about 10 ms). */
const ENTRY_MS = 12;

/**
 * Writes what a slice keeps after it changes: `write` answers whether all of it is written, and is
 * called again when it is not. A large slice (a hotel job is megabytes of text, longer to write than an
 * edit may take) is written in idle periods, a part at a time; anything else once per task. All of it
 * is written at once when the page is hidden or left, so a reload right after an edit finds it.
 */
function persistSlice<K extends keyof RootState>(
  appStore: AppStore,
  key: K,
  write: (slice: RootState[K], hasTime: () => boolean) => boolean,
  isLarge: (slice: RootState[K]) => boolean = () => false,
): void {
  let last: RootState[K] | undefined = appStore.getState()[key];
  let pending = false;
  const writeNow = (hasTime: () => boolean) => {
    if (!pending) return;
    last = appStore.getState()[key];
    try {
      if (write(last, hasTime)) pending = false;
      else schedule(last);
    } catch (error) {
      pending = false;
      // Persistence failures only warn (doc 000 §4).
      console.warn(`The ${String(key)} state could not be saved in this browser`, error);
    }
  };
  const always = () => true;
  const schedule = (slice: RootState[K]) => {
    if (!isLarge(slice)) queueMicrotask(() => writeNow(always));
    else if (typeof requestIdleCallback === 'function')
      requestIdleCallback((deadline) => writeNow(() => deadline.timeRemaining() > ENTRY_MS), { timeout: PERSIST_WAIT_MS });
    else setTimeout(() => writeNow(always), 0);
  };
  appStore.subscribe(() => {
    const slice = appStore.getState()[key];
    if (pending || slice === last) return;
    pending = true;
    schedule(slice);
  });
  globalThis.addEventListener?.('pagehide', () => writeNow(always));
  globalThis.document?.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') writeNow(always);
  });
}

/** Writes a slice as one JSON entry. */
const jsonEntry =
  <T>(storage: () => Storage | undefined, storageKey: string) =>
  (slice: T) => {
    storage()?.setItem(storageKey, JSON.stringify(slice));
    return true;
  };

/** The one store of the page. */
const persisted = readPersisted();
export const store = createAppStore(persisted);
const builderWrites = builderWriter(() => globalThis.localStorage, persisted.builder);
persistSlice(
  store,
  'builder',
  (builder, hasTime) => builderWrites.write(builder, hasTime),
  (builder) => Object.keys(builder.items).length > LARGE_SLICE_WINDOWS,
);
persistSlice(
  store,
  'designHistory',
  jsonEntry(() => globalThis.sessionStorage, HISTORY_KEY),
);
persistSlice(
  store,
  'install',
  jsonEntry(() => globalThis.sessionStorage, INSTALL_KEY),
);
