import { useEffect, useSyncExternalStore } from 'react';
import { hasPendingWrites, isOffline, subscribeToWrites } from '../state/design-write-queue.ts';

/** Asks the browser to confirm leaving the page (reload, close, another address). */
function warnBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers read returnValue; the text is the browser's own either way.
  event.returnValue = '';
}

/** Follows the browser's online and offline events. */
function subscribeToNetwork(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const OFFLINE_STATUS = "You're offline. Your changes will be saved when you're back online.";

/**
 * Whether the design's edits are kept: 'Saving…' while any is on its way to the server, then 'All
 * changes saved'. Edits show at once, so without it a person could leave with the last one unsent:
 * while it says 'Saving…' the browser asks before the page is left. Offline, edits wait for the
 * network (design-write-queue), and the status says so.
 */
export function SaveStatus({ designId }: { designId: string }) {
  const saving = useSyncExternalStore(
    subscribeToWrites,
    () => hasPendingWrites(designId),
    () => false,
  );
  const offline = useSyncExternalStore(subscribeToNetwork, isOffline, () => false);
  useEffect(() => {
    if (!saving) return;
    window.addEventListener('beforeunload', warnBeforeLeaving);
    return () => window.removeEventListener('beforeunload', warnBeforeLeaving);
  }, [saving]);
  return (
    <p className="eb-save-status" role="status" data-saving={saving || undefined} data-offline={(saving && offline) || undefined}>
      {saving ? (offline ? OFFLINE_STATUS : 'Saving…') : 'All changes saved'}
    </p>
  );
}
