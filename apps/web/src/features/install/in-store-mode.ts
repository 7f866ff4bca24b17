import { isInternal } from '@eb/domain/permissions';
import { useSyncExternalStore } from 'react';
import { useViewer } from '../../lib/use-viewer.ts';

/**
 * In-store mode (doc 001 §5; in-store-measure.ts in the domain): a rep's setting at the store counter,
 * kept in local storage so every design and tab of that browser follows it. It counts for reps only:
 * a shopper using the same browser later is never in it.
 */
export const IN_STORE_MODE_KEY = 'eb.inStoreMode.v1';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return globalThis.localStorage?.getItem(IN_STORE_MODE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setInStoreMode(on: boolean): void {
  try {
    if (on) globalThis.localStorage?.setItem(IN_STORE_MODE_KEY, 'on');
    else globalThis.localStorage?.removeItem(IN_STORE_MODE_KEY);
  } catch (error) {
    console.warn('In-store mode could not be kept after this page', error);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab switching it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === IN_STORE_MODE_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Whether the stored setting is on (whoever is signed in). */
export const useStoredInStoreMode = () => useSyncExternalStore(subscribe, read, () => false);

/** Whether the page is in in-store mode: a rep who switched it on. */
export function useInStoreMode(): boolean {
  const stored = useStoredInStoreMode();
  const viewer = useViewer();
  return stored && isInternal(viewer);
}
