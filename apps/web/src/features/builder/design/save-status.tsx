import { useSyncExternalStore } from 'react';
import { hasPendingWrites, isWaitingForNetwork, subscribeToWrites } from '../state/design-write-queue.ts';

const OFFLINE_STATUS = "You're offline. Your changes will be saved when you're back online.";

/**
 * Whether the design's edits are kept: 'Saving…' while any is on its way to the server, then 'All
 * changes saved'. Edits show at once, so a person could leave with the last one unsent: while any
 * is, the browser asks before the page is left (design-write-queue). Offline, edits wait for the
 * network, and while they do the status says so.
 */
export function SaveStatus({ designId }: { designId: string }) {
  const saving = useSyncExternalStore(
    subscribeToWrites,
    () => hasPendingWrites(designId),
    () => false,
  );
  const offline = useSyncExternalStore(
    subscribeToWrites,
    () => isWaitingForNetwork(designId),
    () => false,
  );
  return (
    <p className="eb-save-status" role="status" data-saving={saving || undefined} data-offline={offline || undefined}>
      {saving ? (offline ? OFFLINE_STATUS : 'Saving…') : 'All changes saved'}
    </p>
  );
}
